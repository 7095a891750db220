import { useQuery } from '@tanstack/react-query';
import { newsletterEndpoints } from '../../../../core/contract/newsletters';
import { ApiError, call } from '../../../lib/api';

export const newslettersKey = [newsletterEndpoints.list.path] as const;

/** The list; polled every 3 s while a send is still under way so delivered and failed counts move. */
export function useNewsletters(enabled: boolean) {
  return useQuery({
    queryKey: newslettersKey,
    queryFn: () => call(newsletterEndpoints.list),
    enabled,
    refetchInterval: (query) => (query.state.data?.some((n) => n.pending > 0) ? 3000 : false),
  });
}

/** True when a call failed without an answer from the server (a network failure, not a refusal). */
export const isNetworkFailure = (error: unknown) => !(error instanceof ApiError);
