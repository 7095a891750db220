import { useQuery } from '@tanstack/react-query';
import { enterpriseEndpoints } from '../../../../core/contract/enterprise';
import { MONITORING_REFRESH_MS } from '../../../../core/widgets/enterprise';
import { call } from '../../../lib/api';

/** The dataset monitor, fetched again every 30 seconds while live. */
export function useDatasetMonitor(live: boolean) {
  return useQuery({
    queryKey: [enterpriseEndpoints.monitor.path],
    queryFn: () => call(enterpriseEndpoints.monitor),
    refetchInterval: live ? MONITORING_REFRESH_MS : false,
  });
}
