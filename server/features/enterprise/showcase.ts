import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMessageResponse } from '../../../core/contract/auth';
import type { TBrandProfile } from '../../../core/contract/profile';
import type { Universe } from '../../../core/intelligence/engine/universe';
import {
  datasetMonitor,
  pickShowcase,
  type TDatasetMonitor,
  ZDatasetMonitor,
  ZShowcaseResponse,
} from '../../../core/widgets/enterprise';
import { HttpError } from '../../plugins/errors';
import type { Catalog } from '../intelligence/catalog';

/** The showcase brand's profile from the catalogue's engine: Adidas, else the brand with most running deals. */
export function showcaseProfile(catalog: Catalog): TBrandProfile | undefined {
  return pickShowcase(catalog.universe);
}

const monitors = new WeakMap<Universe, TDatasetMonitor>();

/** The dataset monitor of one computation of the dataset (recomputed when the catalogue reloads). */
export function monitorOf(catalog: Catalog): TDatasetMonitor {
  const u = catalog.universe;
  let m = monitors.get(u);
  if (!m) {
    m = datasetMonitor(
      u.allDeals(),
      {
        brands: catalog.rows.brands.size,
        properties: catalog.rows.properties.size,
        athletes: catalog.rows.athletes.size,
      },
      u.now,
    );
    monitors.set(u, m);
  }
  return m;
}

/**
 * Public showcase data for /enterprise: GET /api/enterprise/showcase (one real brand's profile) and
 * GET /api/enterprise/monitor (the dataset itself, polled every 30 s by the Monitoring tab).
 */
export const showcaseRoutes =
  (catalog: () => Catalog): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/showcase',
      { schema: { response: { 200: ZShowcaseResponse, 404: ZMessageResponse } } },
      async () => {
        const c = catalog();
        const brand = showcaseProfile(c);
        if (!brand) throw new HttpError(404, 'The dataset has no brand with a running deal yet.');
        return { brand, computedAt: c.universe.now.toISOString() };
      },
    );
    app.get('/monitor', { schema: { response: { 200: ZDatasetMonitor } } }, async () => monitorOf(catalog()));
  };
