import { useQuery } from '@tanstack/react-query';
import { newsletterEndpoints } from '../../../../core/contract/newsletters';
import { ApiError, call } from '../../../lib/api';
import { newslettersKey } from './use-newsletters';

/** One issue's analytics; refreshed every 5 s while its deliveries are still going out. */
export function useAnalytics(id: string) {
  return useQuery({
    queryKey: [...newslettersKey, id, 'analytics'],
    queryFn: () => call(newsletterEndpoints.analytics, { params: { id } }),
    refetchInterval: (query) => (query.state.data?.pending ? 5000 : false),
  });
}

/** True when the analytics failed because there is no such issue (404). */
export const isMissingIssue = (error: unknown) => error instanceof ApiError && error.status === 404;
