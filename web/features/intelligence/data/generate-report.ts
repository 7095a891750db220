import { reportEndpoints } from '../../../../core/contract/reports';
import { call } from '../../../lib/api';

/** Renders and stores the brand's report; resolves to the stored report's address. */
export async function generateReport(brandName: string): Promise<string> {
  const { reportUrl } = await call(reportEndpoints.generate, { params: { brandName } });
  return reportUrl;
}
