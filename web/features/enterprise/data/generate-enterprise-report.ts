import type { ReportType } from '../../../../core/contract/enterprise';
import { reportEndpoints } from '../../../../core/contract/reports';
import { call } from '../../../lib/api';

/** Renders and stores an enterprise report of the showcase brand. */
export const generateEnterpriseReport = (type: ReportType) =>
  call(reportEndpoints.enterprise, { body: { type } });
