import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDemoRequest, TExportJob, TExportRequest } from '../../../core/contract/enterprise';
import type { TReportResponse } from '../../../core/contract/reports';
import type { ReportType } from '../../../core/widgets/enterprise';
import { apiRequest } from '../../lib/api';

const jobsKey = ['exports'] as const;

/** The signed-in user's export jobs, polled every second while one is queued or processing. */
export function useExportJobs(enabled: boolean) {
  return useQuery({
    queryKey: jobsKey,
    queryFn: () => apiRequest<{ jobs: TExportJob[] }>('GET', '/api/exports'),
    enabled,
    refetchInterval: (q) =>
      q.state.data?.jobs.some((j) => j.status === 'queued' || j.status === 'processing') ? 1000 : false,
  });
}

export function useCreateExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TExportRequest) => apiRequest<TExportJob>('POST', '/api/exports', body),
    onSuccess: () => client.invalidateQueries({ queryKey: jobsKey }),
  });
}

export function useRetryExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<TExportJob>('POST', `/api/exports/${id}/retry`),
    onSuccess: () => client.invalidateQueries({ queryKey: jobsKey }),
  });
}

export const generateEnterpriseReport = (type: ReportType) =>
  apiRequest<TReportResponse>('POST', '/api/reports/enterprise', { type });

export const requestDemo = (body: TDemoRequest) =>
  apiRequest<{ message: string }>('POST', '/api/enterprise/demo', body);
