import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exportEndpoints, type TExportRequest } from '../../../../core/contract/enterprise';
import { call } from '../../../lib/api';
import { exportJobsKey } from './use-export-jobs';

/** Starts an export job; the job list reloads after. */
export function useCreateExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TExportRequest) => call(exportEndpoints.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: exportJobsKey }),
  });
}
