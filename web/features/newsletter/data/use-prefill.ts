import { useQuery } from '@tanstack/react-query';
import { newsletterEndpoints } from '../../../../core/contract/newsletters';
import { call } from '../../../lib/api';

/** A new issue's trending section: last week's top searches and trending portfolios. */
export function usePrefill(enabled: boolean) {
  return useQuery({
    queryKey: [newsletterEndpoints.prefill.path],
    queryFn: () => call(newsletterEndpoints.prefill),
    enabled,
    staleTime: 60_000,
  });
}
