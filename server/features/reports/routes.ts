import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMessageResponse } from '../../../core/contract/auth';
import { ZEnterpriseReportRequest } from '../../../core/contract/enterprise';
import { ZNameParam } from '../../../core/contract/intelligence';
import { ZReportResponse } from '../../../core/contract/reports';
import { renderReport, reportFileName } from '../../../core/report/render';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';
import { requireUser, sessionOf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { getSettings } from '../auth/service';
import { showcaseProfile } from '../enterprise/showcase';
import type { Catalog } from '../intelligence/catalog';
import { brandData } from '../intelligence/service';

/** POST /api/reports/generate/{brandName} stores a report; GET /api/reports/{id} shows it to its owner only. */
export const reportRoutes =
  (db: Db, catalog: () => Catalog): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));

    app.post(
      '/generate/:brandName',
      {
        schema: {
          params: z.object({ brandName: ZNameParam }),
          response: {
            201: ZReportResponse,
            400: ZMessageResponse,
            401: ZMessageResponse,
            404: ZMessageResponse,
          },
        },
      },
      async (req, reply) => {
        const profile = brandData(catalog(), req.params.brandName);
        const generatedAt = new Date();
        const id = randomBytes(18).toString('base64url');
        const fileName = reportFileName(profile.brand.name, generatedAt);
        await db.insert(reports).values({
          id,
          ownerId: sessionOf(req).user.id,
          brandName: profile.brand.name,
          fileName,
          html: renderReport({
            reportId: id,
            profile,
            generatedAt,
            timeZone: (await getSettings(db, sessionOf(req).user.id)).timezone,
          }),
          createdAt: generatedAt,
        });
        return reply.status(201).send({ reportUrl: `/api/reports/${id}`, fileName });
      },
    );

    app.post(
      '/enterprise',
      {
        schema: {
          body: ZEnterpriseReportRequest,
          response: {
            201: ZReportResponse,
            400: ZMessageResponse,
            401: ZMessageResponse,
            404: ZMessageResponse,
          },
        },
      },
      async (req, reply) => {
        const generatedAt = new Date();
        const id = randomBytes(18).toString('base64url');
        // The enterprise reports show the showcase brand: real data, computed by the engine.
        const profile = showcaseProfile(catalog());
        if (!profile) throw new HttpError(404, 'No brand with running deals in the dataset yet.');
        const fileName = reportFileName(`${profile.brand.name}-${req.body.type}`, generatedAt);
        await db.insert(reports).values({
          id,
          ownerId: sessionOf(req).user.id,
          brandName: profile.brand.name,
          fileName,
          html: renderReport({
            reportId: id,
            profile,
            generatedAt,
            reportType: req.body.type,
            timeZone: (await getSettings(db, sessionOf(req).user.id)).timezone,
          }),
          createdAt: generatedAt,
        });
        return reply.status(201).send({ reportUrl: `/api/reports/${id}`, fileName });
      },
    );

    app.get(
      '/:id',
      { schema: { params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{24}$/, 'Unknown report.') }) } },
      async (req, reply) => {
        const [row] = await db
          .select()
          .from(reports)
          .where(and(eq(reports.id, req.params.id), eq(reports.ownerId, sessionOf(req).user.id)));
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
      },
    );
  };
