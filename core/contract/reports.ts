import { z } from 'zod';
import { endpoint } from './endpoint';
import { ZEnterpriseReportRequest } from './enterprise';
import { tokenErrors, ZMessageResponse, ZNoContent } from './error';
import { ZNameParam } from './intelligence';

export const ZReportResponse = z.object({ reportUrl: z.string(), fileName: z.string() });
export type TReportResponse = z.infer<typeof ZReportResponse>;

export const ZReportListItem = z.object({
  id: z.string(),
  brandName: z.string(),
  fileName: z.string(),
  reportUrl: z.string(),
  createdAt: z.string(),
  /** When retention deletes it. */
  expiresAt: z.string(),
});
export const ZReportList = z.object({ reports: z.array(ZReportListItem), retentionDays: z.number().int() });
export type TReportList = z.infer<typeof ZReportList>;

export const ZReportId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{24}$/, 'Unknown report.') });

const errors = { 400: ZMessageResponse, 401: ZMessageResponse, 404: ZMessageResponse, 429: ZMessageResponse };

export const reportEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/reports',
    access: 'user',
    summary: "The signed-in user's stored reports and the retention period.",
    responses: { 200: ZReportList, 401: ZMessageResponse, ...tokenErrors },
    bearer: true,
  }),
  generate: endpoint({
    method: 'POST',
    path: '/api/reports/generate/:brandName',
    access: 'user',
    summary: "Renders and stores a brand's report (per-user hourly limit).",
    params: z.object({ brandName: ZNameParam }),
    responses: { 201: ZReportResponse, ...errors },
  }),
  enterprise: endpoint({
    method: 'POST',
    path: '/api/reports/enterprise',
    access: 'user',
    summary: 'Renders and stores an enterprise report of the showcase brand.',
    body: ZEnterpriseReportRequest,
    responses: { 201: ZReportResponse, ...errors },
  }),
  show: endpoint({
    method: 'GET',
    path: '/api/reports/:id',
    access: 'user',
    summary: 'One stored report, as an HTML page, to its owner only.',
    params: ZReportId,
    produces: 'text/html',
    responseHeaders: { 200: ['Content-Disposition'] },
    responses: {
      200: z.string(),
      400: ZMessageResponse,
      401: ZMessageResponse,
      404: ZMessageResponse,
      ...tokenErrors,
    },
    bearer: true,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/reports/:id',
    access: 'user',
    summary: "Deletes one of the user's reports.",
    params: ZReportId,
    responses: { 204: ZNoContent, 400: ZMessageResponse, 401: ZMessageResponse, 404: ZMessageResponse },
  }),
};
