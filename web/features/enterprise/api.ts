import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDemoRequest, TExportJob, TExportRequest } from '../../../core/contract/enterprise';
import type { TReportResponse } from '../../../core/contract/reports';
import {
  MONITORING_REFRESH_MS,
  type ReportType,
  type TDatasetMonitor,
  type TShowcase,
} from '../../../core/widgets/enterprise';
import { apiRequest } from '../../lib/api';

const jobsKey = ['exports'] as const;

/** The showcase: one real brand's profile from the engine (public). */
export function useShowcase() {
  return useQuery({
    queryKey: ['/api/enterprise/showcase'],
    queryFn: () => apiRequest<TShowcase>('GET', '/api/enterprise/showcase'),
  });
}

/** The dataset monitor, fetched again every 30 seconds while live. */
export function useDatasetMonitor(live: boolean) {
  return useQuery({
    queryKey: ['/api/enterprise/monitor'],
    queryFn: () => apiRequest<TDatasetMonitor>('GET', '/api/enterprise/monitor'),
    refetchInterval: live ? MONITORING_REFRESH_MS : false,
  });
}

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
