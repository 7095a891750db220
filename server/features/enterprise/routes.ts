import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enterpriseEndpoints, exportEndpoints } from '../../../core/contract/enterprise';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { requireUser, userIdOf } from '../../plugins/auth';
import { routeOf } from '../../plugins/endpoints';
import { DEMO_REQUESTED, sendDemoRequest } from './demo';
import { contentTypes } from './files';
import { type ExportRunner, presentJob } from './jobs';

/** /api/exports: the signed-in user's export jobs (create, list, retry, download). */
export const exportRoutes =
  (db: Db, runner: ExportRunner): FastifyPluginAsyncZod =>
  async (app) => {
    const ep = exportEndpoints;
    app.addHook('preHandler', requireUser(db));

    app.route({
      ...routeOf(ep.list),
      handler: async (req) => ({ jobs: (await runner.list(userIdOf(req))).map(presentJob) }),
    });

    app.route({
      ...routeOf(ep.create),
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      handler: async (req, reply) =>
        reply.status(201).send(presentJob(await runner.create(userIdOf(req), req.body))),
    });

    app.route({
      ...routeOf(ep.retry),
      handler: async (req) => presentJob(await runner.retry(userIdOf(req), req.params.id)),
    });

    app.route({
      ...routeOf(ep.download),
      handler: async (req, reply) => {
        const { file, fileName, format } = await runner.file(userIdOf(req), req.params.id);
        return reply
          .type(contentTypes[format])
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file);
      },
    });
  };

/** POST /api/enterprise/demo: a demo request, e-mailed to sales (SMTP, or the outbox without one). */
export const enterpriseRoutes =
  (mailer: Mailer): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(enterpriseEndpoints.demo),
      config: { rateLimit: { max: 5, timeWindow: 60_000 } },
      handler: async (req, reply) => {
        await sendDemoRequest(mailer, req.body, req.log);
        return reply.status(202).send({ message: DEMO_REQUESTED });
      },
    });
  };
