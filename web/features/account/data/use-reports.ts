import { useQuery } from '@tanstack/react-query';
import { reportEndpoints } from '../../../../core/contract/reports';
import { call } from '../../../lib/api';

export const reportsKey = (userId: string) => ['reports', userId];

/** The signed-in user's stored reports and the retention period. */
export function useReports(userId: string) {
  return useQuery({ queryKey: reportsKey(userId), queryFn: () => call(reportEndpoints.list) });
}
