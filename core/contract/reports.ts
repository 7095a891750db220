import { z } from 'zod';

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
