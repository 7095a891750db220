import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { newsletterEndpoints } from '../../../../core/contract/newsletters';
import { call, href } from '../../../lib/api';

/** Every page of every search of the subscribers list. */
export const subscribersKey = [newsletterEndpoints.subscribers.path] as const;

/** One page of the subscribers matching a search; the previous page stays shown while the next loads. */
export function useSubscribers(q: string, page: number) {
  return useQuery({
    queryKey: [...subscribersKey, q, page],
    queryFn: () => call(newsletterEndpoints.subscribers, { query: { q, page } }),
    placeholderData: keepPreviousData,
  });
}

/** The address of the CSV export of the subscribers matching a search (a download the browser opens). */
export const subscribersCsvHref = (q: string) => href(newsletterEndpoints.subscribersCsv, { query: { q } });
