import { z } from 'zod';

export const ZReportResponse = z.object({ reportUrl: z.string(), fileName: z.string() });
export type TReportResponse = z.infer<typeof ZReportResponse>;
