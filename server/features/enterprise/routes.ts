import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brand } from '../../../core/brand';
import { ZDemoRequest, ZExportJob, ZExportJobList, ZExportRequest } from '../../../core/contract/enterprise';
import { ZMessageResponse } from '../../../core/contract/error';
import { escapeHtml } from '../../../core/format/html';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { requireUser, sessionOf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { contentTypes } from './files';
import { type ExportRunner, presentJob } from './jobs';

const errors = {
  400: ZMessageResponse,
  401: ZMessageResponse,
  404: ZMessageResponse,
  409: ZMessageResponse,
  429: ZMessageResponse,
};
const ZJobId = z.object({ id: z.uuid({ error: 'No such export.' }) });

/** /api/exports: the signed-in user's export jobs (create, list, retry, download). */
export const exportRoutes =
  (db: Db, runner: ExportRunner): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));

    app.get('/', { schema: { response: { 200: ZExportJobList, ...errors } } }, async (req) => ({
      jobs: (await runner.list(sessionOf(req).user.id)).map(presentJob),
    }));

    app.post(
      '/',
      {
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: { body: ZExportRequest, response: { 201: ZExportJob, ...errors } },
      },
      async (req, reply) =>
        reply.status(201).send(presentJob(await runner.create(sessionOf(req).user.id, req.body))),
    );

    app.post(
      '/:id/retry',
      { schema: { params: ZJobId, response: { 200: ZExportJob, ...errors } } },
      async (req) => presentJob(await runner.retry(sessionOf(req).user.id, req.params.id)),
    );

    app.get('/:id/download', { schema: { params: ZJobId } }, async (req, reply) => {
      const job = await runner.get(sessionOf(req).user.id, req.params.id);
      if (job.status !== 'completed' || !job.file)
        throw new HttpError(409, 'This export has not finished yet.');
      return reply
        .type(contentTypes[job.format])
        .header('content-disposition', `attachment; filename="${job.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(job.file);
    });
  };

/** POST /api/enterprise/demo: a demo request, e-mailed to sales (SMTP, or the outbox without one). */
export const enterpriseRoutes =
  (mailer: Mailer): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/demo',
      {
        config: { rateLimit: { max: 5, timeWindow: 60_000 } },
        schema: { body: ZDemoRequest, response: { 202: ZMessageResponse, ...errors, 502: ZMessageResponse } },
      },
      async (req, reply) => {
        const d = req.body;
        const lines: [string, string][] = [
          ['Name', d.name],
          ['E-mail', d.email],
          ['Company', d.company],
          ['Team size', d.teamSize],
          ['Message', d.message || '(none)'],
        ];
        try {
          await mailer.send({
            to: brand.email.sales,
            replyTo: d.email,
            subject: `Enterprise demo request: ${d.company}`.replace(/[\r\n]+/g, ' '),
            text: `A demo of ${brand.product} Enterprise was requested.\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`,
            html: `<p>A demo of ${escapeHtml(brand.product)} Enterprise was requested.</p><table>${lines
              .map(
                ([k, v]) =>
                  `<tr><th align="left">${k}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
              )
              .join('')}</table>`,
          });
        } catch (err) {
          req.log.error({ err }, 'demo request mail failed');
          throw new HttpError(
            502,
            `We could not send your request just now. Please e-mail ${brand.email.sales}.`,
          );
        }
        return reply
          .status(202)
          .send({ message: 'Thanks: our team will be in touch within one working day.' });
      },
    );
  };
