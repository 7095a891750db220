import { z } from 'zod';
import { ZEmail } from './email';
import { endpoint } from './endpoint';
import { ZMessageResponse } from './error';
import { ZBrandProfile } from './profile';

/** Reporting: the report types of the selector. */
export const reportTypes = [
  'Executive Summary',
  'Performance Deep Dive',
  'Competitive Analysis',
  'ROI Analysis',
] as const;
export type ReportType = (typeof reportTypes)[number];

/** Enterprise exports (spec 01 sections 3 and 9): categories, periods and formats. */
export const exportCategories = [
  'overview',
  'partnerships',
  'performance',
  'social',
  'creative',
  'competitive',
  'financial',
  'forecasting',
] as const;
export type ExportCategory = (typeof exportCategories)[number];
export const exportPeriods = ['1month', '3months', '6months', '1year', 'custom'] as const;
export type ExportPeriod = (typeof exportPeriods)[number];
export const exportFormats = ['pdf', 'csv', 'excel', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];

const day = z.iso.date({ error: 'Dates must be YYYY-MM-DD.' });

/** POST /api/exports: what to export, for which period, in which format. */
export const ZExportRequest = z
  .object({
    categories: z
      .array(
        z.enum(exportCategories, { error: `Categories must be among: ${exportCategories.join(', ')}.` }),
        {
          error: 'Choose at least one category.',
        },
      )
      .min(1, 'Choose at least one category.')
      .max(exportCategories.length)
      .transform((c) => exportCategories.filter((k) => c.includes(k))),
    period: z.enum(exportPeriods, { error: `Period must be one of: ${exportPeriods.join(', ')}.` }),
    format: z.enum(exportFormats, { error: `Format must be one of: ${exportFormats.join(', ')}.` }),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.period !== 'custom') return;
    if (!v.from || !v.to) {
      ctx.addIssue({ code: 'custom', message: 'A custom period needs a start and an end date.' });
      return;
    }
    const from = Date.parse(v.from);
    const to = Date.parse(v.to);
    if (from > to)
      ctx.addIssue({ code: 'custom', message: 'The start date must be on or before the end date.' });
    else if (to - from > 3 * 366 * 86_400_000)
      ctx.addIssue({ code: 'custom', message: 'A custom period can cover at most three years.' });
  });
export type TExportRequest = z.input<typeof ZExportRequest>;

export const ZExportJob = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(exportFormats),
  status: z.enum(['queued', 'processing', 'completed', 'failed']),
  progress: z.number(),
  categories: z.array(z.enum(exportCategories)),
  period: z.enum(exportPeriods),
  createdAt: z.string(),
  fileSize: z.number().nullable(),
  downloadUrl: z.string().nullable(),
  error: z.string().nullable(),
});
export type TExportJob = z.infer<typeof ZExportJob>;
export const ZExportJobList = z.object({ jobs: z.array(ZExportJob) });

/** POST /api/reports/enterprise */
export const ZEnterpriseReportRequest = z.object({
  type: z.enum(reportTypes, { error: `Report type must be one of: ${reportTypes.join(', ')}.` }),
});

export const teamSizes = ['1-10', '11-50', '51-200', '201+'] as const;

/** POST /api/enterprise/demo: a demo request, e-mailed to the sales address. */
export const ZDemoRequest = z.object({
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(100, 'Name must be at most 100 characters.'),
  email: ZEmail,
  company: z
    .string({ error: 'Company is required.' })
    .trim()
    .min(1, 'Company is required.')
    .max(120, 'Company must be at most 120 characters.'),
  teamSize: z.enum(teamSizes, { error: 'Choose a team size.' }),
  message: z.string().trim().max(2000, 'Message must be at most 2000 characters.').default(''),
});
export type TDemoRequest = z.input<typeof ZDemoRequest>;

/** GET /api/enterprise/showcase */
export const ZShowcaseResponse = z.object({
  brand: ZBrandProfile,
  /** When the engine computed the dataset. */
  computedAt: z.string(),
});
export type TShowcase = z.infer<typeof ZShowcaseResponse>;

/** GET /api/enterprise/monitor: the dataset itself, as the Monitoring tab follows it. */
export const ZDatasetMonitor = z.object({
  computedAt: z.string(),
  year: z.number(),
  deals: z.object({ total: z.number(), active: z.number(), expiring: z.number(), ended: z.number() }),
  sources: z.object({ verified: z.number(), curated: z.number() }),
  values: z.object({ reported: z.number(), estimated: z.number() }),
  freshness: z.object({
    /** Latest "checked" month of a curated fact (YYYY-MM), null when none is dated. */
    latestCheck: z.string().nullable(),
    /** Deals checked within the last twelve months. */
    checkedLastYear: z.number(),
    /** Deals with no check date (open-data rows are dated by their source's release instead). */
    undated: z.number(),
  }),
  entities: z.object({ brands: z.number(), properties: z.number(), athletes: z.number() }),
  /** Deals begun per year over the last ten years. */
  startsByYear: z.array(z.object({ year: z.number(), starts: z.number() })),
});
export type TDatasetMonitor = z.infer<typeof ZDatasetMonitor>;

/** An export's file: its bytes, sent as they are (never serialised as JSON). */
export const ZExportFile = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'The file, in the format of the export.' });

export const ZExportJobId = z.object({ id: z.uuid({ error: 'No such export.' }) });

/** The signed-in user's export jobs: create, list, retry and download (spec 01 section 9). */
export const exportEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/exports',
    access: 'user',
    summary: "The signed-in user's newest export jobs, newest first.",
    responses: { 200: ZExportJobList, 401: ZMessageResponse },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/exports',
    access: 'user',
    summary: 'Queues an export of the showcase brand (at most five running per person).',
    body: ZExportRequest,
    // 429 when five exports are running: no set wait, so no Retry-After.
    responseHeaders: { 429: ['Retry-After?'] },
    responses: {
      201: ZExportJob,
      400: ZMessageResponse,
      401: ZMessageResponse,
      403: ZMessageResponse,
      429: ZMessageResponse,
    },
  }),
  retry: endpoint({
    method: 'POST',
    path: '/api/exports/:id/retry',
    access: 'user',
    summary: 'Queues a failed export again.',
    params: ZExportJobId,
    responses: {
      200: ZExportJob,
      400: ZMessageResponse,
      401: ZMessageResponse,
      403: ZMessageResponse,
      404: ZMessageResponse,
      409: ZMessageResponse,
    },
  }),
  download: endpoint({
    method: 'GET',
    path: '/api/exports/:id/download',
    access: 'user',
    summary: "A finished export's file (PDF, CSV, Excel or JSON), as an attachment, to its owner only.",
    params: ZExportJobId,
    produces: [
      'application/pdf',
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/json',
    ],
    responseHeaders: { 200: ['Content-Disposition'] },
    responses: {
      200: ZExportFile,
      400: ZMessageResponse,
      401: ZMessageResponse,
      404: ZMessageResponse,
      409: ZMessageResponse,
    },
  }),
};

/** The public enterprise page: the showcase brand, the dataset monitor and demo requests. */
export const enterpriseEndpoints = {
  showcase: endpoint({
    method: 'GET',
    path: '/api/enterprise/showcase',
    summary: "One real brand's profile from the engine, shown on the enterprise page.",
    responses: { 200: ZShowcaseResponse, 404: ZMessageResponse },
  }),
  monitor: endpoint({
    method: 'GET',
    path: '/api/enterprise/monitor',
    summary: 'The dataset itself: deals, sources, freshness and entities (polled by the Monitoring tab).',
    responses: { 200: ZDatasetMonitor },
  }),
  demo: endpoint({
    method: 'POST',
    path: '/api/enterprise/demo',
    summary: 'A demo request, e-mailed to sales.',
    body: ZDemoRequest,
    responses: {
      202: ZMessageResponse,
      400: ZMessageResponse,
      403: ZMessageResponse,
      429: ZMessageResponse,
      502: ZMessageResponse,
    },
  }),
};
