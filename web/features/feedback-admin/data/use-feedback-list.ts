import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { feedbackAdminEndpoints } from '../../../../core/contract/feedback';
import { call, href } from '../../../lib/api';
import { type FeedbackFilters, filterQuery } from '../filters';

const ep = feedbackAdminEndpoints.list;

export const feedbackKey = [ep.path] as const;

/** One page of feedback; fetched again on every visit, keeping the last page while the next loads. */
export function useFeedbackList(filters: FeedbackFilters, page: number) {
  const query = filterQuery(filters, page);
  return useQuery({
    // The key ends with the query string ('' without filters), as the list's address has it.
    queryKey: [...feedbackKey, href(ep, { query }).slice(ep.path.length)],
    queryFn: () => call(ep, { query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
