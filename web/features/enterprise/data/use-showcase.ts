import { useQuery } from '@tanstack/react-query';
import { enterpriseEndpoints } from '../../../../core/contract/enterprise';
import { call } from '../../../lib/api';

/** The showcase: one real brand's profile from the engine (public). */
export function useShowcase() {
  return useQuery({
    queryKey: [enterpriseEndpoints.showcase.path],
    queryFn: () => call(enterpriseEndpoints.showcase),
  });
}
