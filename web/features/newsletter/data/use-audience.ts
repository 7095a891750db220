import { useQuery } from '@tanstack/react-query';
import { newsletterEndpoints } from '../../../../core/contract/newsletters';
import { call } from '../../../lib/api';

export const audienceKey = [newsletterEndpoints.audience.path] as const;

/** Who an issue would go to now (subscribed, verified, not suppressed). */
export function useAudience() {
  return useQuery({ queryKey: audienceKey, queryFn: () => call(newsletterEndpoints.audience) });
}
