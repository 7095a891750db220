import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportEndpoints as ep } from '../../../core/contract/reports';
import type { Catalog } from '../../catalog/catalog';
import type { Db } from '../../db/client';
import { requireUser, userIdOf } from '../../plugins/auth';
import { routeOf } from '../../plugins/endpoints';
import { defaultReportPolicy, type ReportPolicy, ReportService } from './service';

/**
 * Reports (signed in): generate a brand's or an enterprise report (per-user hourly limit), list
 * the user's own, show one to its owner only, delete one. Reports past retention are swept every
 * hour and are never served.
 */
export const reportRoutes =
  (db: Db, catalog: () => Catalog, policy: ReportPolicy = defaultReportPolicy): FastifyPluginAsyncZod =>
  async (app) => {
    const service = new ReportService(db, catalog, policy);
    app.addHook('preHandler', requireUser(db));
    const sweep = () =>
      service.sweep().then(
        (n) => n > 0 && app.log.info(`deleted ${n} reports older than ${policy.retentionDays} days`),
        (error: unknown) => app.log.warn({ err: error }, 'report retention sweep failed'),
      );
    const timer = setInterval(() => void sweep(), 60 * 60_000);
    timer.unref();
    app.addHook('onReady', async () => void sweep());
    app.addHook('onClose', async () => clearInterval(timer));

    app.route({ ...routeOf(ep.list), handler: (req) => service.list(userIdOf(req)) });

    app.route({
      ...routeOf(ep.generate),
      handler: async (req, reply) =>
        reply.status(201).send(await service.generate(userIdOf(req), req.params.brandName)),
    });

    app.route({
      ...routeOf(ep.enterprise),
      handler: async (req, reply) =>
        reply.status(201).send(await service.enterprise(userIdOf(req), req.body.type)),
    });

    app.route({
      ...routeOf(ep.show),
      handler: async (req, reply) => {
        const row = await service.find(userIdOf(req), req.params.id);
        return reply
          .type('text/html; charset=utf-8')
          .header('content-disposition', `inline; filename="${row.fileName}"`)
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'",
          )
          .header('cache-control', 'private, no-store')
          .send(row.html);
      },
    });

    app.route({
      ...routeOf(ep.remove),
      handler: async (req, reply) => {
        await service.remove(userIdOf(req), req.params.id);
        return reply.status(204).send(null);
      },
    });
  };
