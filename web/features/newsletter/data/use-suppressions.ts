import { useQuery } from '@tanstack/react-query';
import { newsletterEndpoints } from '../../../../core/contract/newsletters';
import { call } from '../../../lib/api';

export const suppressionsKey = [newsletterEndpoints.suppressions.path] as const;

/** The addresses never sent to: bounced, or unsubscribed with an e-mail's link. */
export function useSuppressions() {
  return useQuery({ queryKey: suppressionsKey, queryFn: () => call(newsletterEndpoints.suppressions) });
}
