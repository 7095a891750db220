import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertEndpoints as ep } from '../../../core/contract/alerts';
import type { Catalog } from '../../catalog/catalog';
import type { Db } from '../../db/client';
import { requireUser, userIdOf } from '../../plugins/auth';
import { routeOf } from '../../plugins/endpoints';
import { AlertService } from './service';

/**
 * Alerts (signed in): GET /api/alerts is the feed without the alerts this user dismissed, each
 * marked seen or not; POST /api/alerts/seen marks the alerts the panel showed; POST
 * /api/alerts/:id/dismiss hides one. The state follows the user to every browser.
 */
export const alertRoutes =
  (db: Db, catalog: () => Catalog): FastifyPluginAsyncZod =>
  async (app) => {
    const service = new AlertService(db, catalog);
    // After validation, as before: a bad body is a 400 whoever sends it.
    app.addHook('preHandler', requireUser(db));

    app.route({ ...routeOf(ep.list), handler: (req) => service.list(userIdOf(req)) });

    app.route({
      ...routeOf(ep.seen),
      handler: async (req, reply) => {
        await service.markSeen(userIdOf(req), req.body.ids);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...routeOf(ep.dismiss),
      handler: async (req, reply) => {
        await service.dismiss(userIdOf(req), req.params.id);
        return reply.status(204).send(null);
      },
    });
  };
