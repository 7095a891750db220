import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMessageResponse } from '../../../core/contract/auth';
import type { Universe } from '../../../core/intelligence/engine/universe';
import { type Alert, alertFeed, type CategoryTrend, ZAlertFeed } from '../../../core/widgets/alerts';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import type { Catalog } from '../intelligence/catalog';

/** Every category of a brand with deals, with its deal starts of the last ten years. */
export function categoryTrends(u: Universe): CategoryTrend[] {
  const categories = new Set<Parameters<Universe['categoryTrend']>[0]>();
  for (const id of u.brandIds()) {
    const s = u.brandSummary(id);
    if (s && s.category !== 'Other') categories.add(s.category);
  }
  return [...categories].sort().map((category) => ({ category, trend: u.categoryTrend(category) }));
}

/** The feed of one computation of the dataset: raised when the engine computed it. */
export function buildFeed(u: Universe): Alert[] {
  return alertFeed({
    deals: u.allDeals(),
    trends: categoryTrends(u),
    year: u.year,
    raisedAt: u.now.toISOString(),
  });
}

/** GET /api/alerts (signed in): the feed of the catalogue's Universe, rebuilt when the catalogue reloads. */
export const alertRoutes =
  (db: Db, catalog: () => Catalog): FastifyPluginAsyncZod =>
  async (app) => {
    const feeds = new WeakMap<Universe, Alert[]>();
    app.get(
      '/',
      { preHandler: requireUser(db), schema: { response: { 200: ZAlertFeed, 401: ZMessageResponse } } },
      async () => {
        const u = catalog().universe;
        let alerts = feeds.get(u);
        if (!alerts) {
          alerts = buildFeed(u);
          feeds.set(u, alerts);
        }
        return { alerts };
      },
    );
  };
