import { z } from 'zod';
import { ZEmail } from './auth';
import { ZSource } from './intelligence';

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

/** GET /api/alerts */
export const ZAlert = z.object({
  id: z.string(),
  type: z.enum(['new_partnership', 'contract_expiry', 'roi_opportunity', 'market_trend']),
  title: z.string(),
  description: z.string(),
  brand: z.string().nullable(),
  urgency: z.enum(['critical', 'high', 'medium', 'low']),
  timestamp: z.string(),
  actionRequired: z.boolean(),
  source: ZSource,
  sourceName: z.string(),
  clickable: z.boolean(),
  externalUrl: z.string(),
  baseScore: z.number(),
  marketValue: z.number(),
});
export const ZAlertsResponse = z.object({ alerts: z.array(ZAlert) });

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
