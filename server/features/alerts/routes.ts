import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMessageResponse } from '../../../core/contract/error';
import type { Universe } from '../../../core/intelligence/engine/universe';
import { type Alert, ZAlertFeed, ZAlertsSeen } from '../../../core/widgets/alerts';
import { buildFeed } from '../../catalog/alert-feed';
import type { Catalog } from '../../catalog/catalog';
import type { Db } from '../../db/client';
import { alertStates } from '../../db/schema';
import { requireUser, sessionOf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';

/**
 * GET /api/alerts (signed in): the feed of the catalogue's Universe (rebuilt when the catalogue
 * reloads) without the alerts this user dismissed, each marked seen or not for this user.
 * POST /api/alerts/seen marks the alerts the panel showed; POST /api/alerts/:id/dismiss hides one.
 * The state lives in alert_states, so it follows the user to every browser.
 */
export const alertRoutes =
  (db: Db, catalog: () => Catalog): FastifyPluginAsyncZod =>
  async (app) => {
    const feeds = new WeakMap<Universe, Alert[]>();
    const feed = () => {
      const u = catalog().universe;
      let alerts = feeds.get(u);
      if (!alerts) {
        alerts = buildFeed(u);
        feeds.set(u, alerts);
      }
      return alerts;
    };
    /** Only alerts of the current feed take a state: anything else is a 404, never a stored row. */
    const known = (ids: string[]) => {
      const inFeed = new Set(feed().map((a) => a.id));
      const unknown = ids.find((id) => !inFeed.has(id));
      if (unknown) throw new HttpError(404, `No alert "${unknown}" in your feed.`);
    };

    app.get(
      '/',
      { preHandler: requireUser(db), schema: { response: { 200: ZAlertFeed, 401: ZMessageResponse } } },
      async (request) => {
        const userId = sessionOf(request).user.id;
        const states = await db
          .select({ id: alertStates.alertId, seen: alertStates.seenAt, dismissed: alertStates.dismissedAt })
          .from(alertStates)
          .where(eq(alertStates.userId, userId));
        const byId = new Map(states.map((s) => [s.id, s]));
        return {
          alerts: feed()
            .filter((a) => !byId.get(a.id)?.dismissed)
            .map((a) => ({ ...a, seen: Boolean(byId.get(a.id)?.seen) })),
        };
      },
    );

    app.post(
      '/seen',
      {
        preHandler: requireUser(db),
        schema: {
          body: ZAlertsSeen,
          response: { 204: z.null(), 401: ZMessageResponse, 404: ZMessageResponse },
        },
      },
      async (request, reply) => {
        const ids = [...new Set(request.body.ids)];
        known(ids);
        const userId = sessionOf(request).user.id;
        await db
          .insert(alertStates)
          .values(ids.map((alertId) => ({ userId, alertId, seenAt: new Date() })))
          .onConflictDoUpdate({
            target: [alertStates.userId, alertStates.alertId],
            set: { seenAt: sql`coalesce(${alertStates.seenAt}, now())` },
          });
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/:id/dismiss',
      {
        preHandler: requireUser(db),
        schema: {
          params: z.object({ id: z.string().min(1).max(200) }),
          response: { 204: z.null(), 401: ZMessageResponse, 404: ZMessageResponse },
        },
      },
      async (request, reply) => {
        known([request.params.id]);
        const userId = sessionOf(request).user.id;
        await db
          .insert(alertStates)
          .values({ userId, alertId: request.params.id, seenAt: new Date(), dismissedAt: new Date() })
          .onConflictDoUpdate({
            target: [alertStates.userId, alertStates.alertId],
            set: { dismissedAt: sql`now()`, seenAt: sql`coalesce(${alertStates.seenAt}, now())` },
          });
        return reply.status(204).send(null);
      },
    );
  };
