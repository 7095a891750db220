import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exportEndpoints } from '../../../../core/contract/enterprise';
import { call } from '../../../lib/api';
import { exportJobsKey } from './use-export-jobs';

/** Queues a failed export again; the job list reloads after. */
export function useRetryExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(exportEndpoints.retry, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: exportJobsKey }),
  });
}
