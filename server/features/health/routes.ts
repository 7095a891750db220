import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthEndpoints as ep } from '../../../core/contract/health';
import type { Database } from '../../db/client';
import { routeOf } from '../../plugins/endpoints';
import { HealthService } from './service';

/** GET /api/health: 200 while the database answers, 503 (same body, "degraded") when it does not. */
export const healthRoutes =
  (database: Database, version: string): FastifyPluginAsyncZod =>
  async (app) => {
    const health = new HealthService(database, version);
    app.route({
      ...routeOf(ep.health),
      handler: async (req, reply) => {
        const report = await health.report(req.query.deep === '1');
        return reply.status(report.database.reachable ? 200 : 503).send(report);
      },
    });
  };
