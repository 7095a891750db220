import { useQuery } from '@tanstack/react-query';
import { exportEndpoints } from '../../../../core/contract/enterprise';
import { call } from '../../../lib/api';

export const exportJobsKey = ['exports'] as const;

/** The signed-in user's export jobs, polled every second while one is queued or processing. */
export function useExportJobs(enabled: boolean) {
  return useQuery({
    queryKey: exportJobsKey,
    queryFn: () => call(exportEndpoints.list),
    enabled,
    refetchInterval: (q) =>
      q.state.data?.jobs.some((j) => j.status === 'queued' || j.status === 'processing') ? 1000 : false,
  });
}
