import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnterpriseReportRequest } from '../../../core/contract/enterprise';
import { ZMessageResponse } from '../../../core/contract/error';
import { ZNameParam } from '../../../core/contract/intelligence';
import { ZReportList, ZReportResponse } from '../../../core/contract/reports';
import type { Catalog } from '../../catalog/catalog';
import { brandData } from '../../catalog/queries';
import { showcaseProfile } from '../../catalog/showcase';
import type { Db } from '../../db/client';
import { AttemptLimiter, tooManyAttempts } from '../../plugins/attempt-limiter';
import { requireUser, sessionOf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import {
  defaultReportPolicy,
  deleteReport,
  findReport,
  listReports,
  type ReportPolicy,
  storeReport,
  sweepReports,
} from './service';

const ZReportId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{24}$/, 'Unknown report.') });

/**
 * POST /api/reports/generate/{brandName} and /enterprise store a report (per-user hourly limit);
 * GET /api/reports lists the user's own, GET /api/reports/{id} shows one to its owner only, DELETE
 * removes it. Reports past retention are swept every hour and are never served.
 */
export const reportRoutes =
  (db: Db, catalog: () => Catalog, policy: ReportPolicy = defaultReportPolicy): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    const perUser = new AttemptLimiter(policy.perHour, 60 * 60_000);
    const limit = (userId: string) => {
      const wait = perUser.hit(userId);
      if (wait > 0) {
        const minutes = Math.max(1, Math.ceil(wait / 60_000));
        throw tooManyAttempts(
          wait,
          `You can generate ${policy.perHour} reports an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
    };
    const sweep = () =>
      sweepReports(db, policy).then(
        (n) => n > 0 && app.log.info(`deleted ${n} reports older than ${policy.retentionDays} days`),
        (error: unknown) => app.log.warn({ err: error }, 'report retention sweep failed'),
      );
    const timer = setInterval(() => void sweep(), 60 * 60_000);
    timer.unref();
    app.addHook('onReady', async () => void sweep());
    app.addHook('onClose', async () => clearInterval(timer));
    const errors = {
      400: ZMessageResponse,
      401: ZMessageResponse,
      404: ZMessageResponse,
      429: ZMessageResponse,
    };

    app.get('/', { schema: { response: { 200: ZReportList } } }, async (req) => ({
      reports: await listReports(db, sessionOf(req).user.id, policy),
      retentionDays: policy.retentionDays,
    }));

    app.post(
      '/generate/:brandName',
      {
        schema: {
          params: z.object({ brandName: ZNameParam }),
          response: { 201: ZReportResponse, ...errors },
        },
      },
      async (req, reply) => {
        const profile = brandData(catalog(), req.params.brandName);
        limit(sessionOf(req).user.id);
        return reply.status(201).send(await storeReport(db, sessionOf(req).user.id, profile));
      },
    );

    app.post(
      '/enterprise',
      { schema: { body: ZEnterpriseReportRequest, response: { 201: ZReportResponse, ...errors } } },
      async (req, reply) => {
        // The enterprise reports show the showcase brand: real data, computed by the engine.
        const profile = showcaseProfile(catalog());
        if (!profile) throw new HttpError(404, 'No brand with running deals in the dataset yet.');
        limit(sessionOf(req).user.id);
        const report = await storeReport(db, sessionOf(req).user.id, profile, {
          fileLabel: `${profile.brand.name}-${req.body.type}`,
          reportType: req.body.type,
        });
        return reply.status(201).send(report);
      },
    );

    app.get('/:id', { schema: { params: ZReportId } }, async (req, reply) => {
      const row = await findReport(db, sessionOf(req).user.id, req.params.id, policy);
      // Someone else's report answers exactly like a missing one.
      if (!row) throw new HttpError(404, 'No such report.');
      return reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', `inline; filename="${row.fileName}"`)
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'",
        )
        .header('cache-control', 'private, no-store')
        .send(row.html);
    });

    app.delete('/:id', { schema: { params: ZReportId } }, async (req, reply) => {
      if (!(await deleteReport(db, sessionOf(req).user.id, req.params.id)))
        throw new HttpError(404, 'No such report.');
      return reply.status(204).send();
    });
  };
