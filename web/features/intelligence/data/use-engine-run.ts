import { useQuery } from '@tanstack/react-query';
import { enterpriseEndpoints } from '../../../../core/contract/enterprise';
import { call } from '../../../lib/api';

/**
 * When the engine last computed the dataset, and with it every profile's forecasts: the dataset
 * monitor's computedAt (the same engine run that answers the brand data).
 */
export function useEngineRun() {
  return useQuery({
    queryKey: ['engine-run'],
    queryFn: async () => (await call(enterpriseEndpoints.monitor)).computedAt,
  });
}
