import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAnalytics,
  TNewsletter,
  TNewsletterInput,
  TSubscriberPage,
  TSuppression,
} from '../../../core/contract/newsletters';
import { apiRequest } from '../../lib/api';

export const newslettersKey = ['/api/newsletters'] as const;

/** The list; polled every 3 s while a send is still under way so delivered and failed counts move. */
export function useNewsletters(enabled: boolean) {
  return useQuery({
    queryKey: newslettersKey,
    queryFn: () => apiRequest<TNewsletter[]>('GET', '/api/newsletters'),
    enabled,
    refetchInterval: (query) => (query.state.data?.some((n) => n.pending > 0) ? 3000 : false),
  });
}

export function usePrefill(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/newsletters/prefill'],
    queryFn: () => apiRequest<{ trending: TNewsletterInput['trending'] }>('GET', '/api/newsletters/prefill'),
    enabled,
    staleTime: 60_000,
  });
}

/** Who an issue would go to now (subscribed, verified, not suppressed). */
export const audienceKey = ['/api/newsletters/audience'] as const;
export function useAudience() {
  return useQuery({
    queryKey: audienceKey,
    queryFn: () => apiRequest<{ count: number }>('GET', '/api/newsletters/audience'),
  });
}

export function useSubscribers(q: string, page: number) {
  const params = new URLSearchParams({ q, page: String(page) });
  return useQuery({
    queryKey: ['/api/newsletters/subscribers', q, page],
    queryFn: () => apiRequest<TSubscriberPage>('GET', `/api/newsletters/subscribers?${params}`),
    placeholderData: keepPreviousData,
  });
}

export const suppressionsKey = ['/api/newsletters/suppressions'] as const;
export function useSuppressions() {
  return useQuery({
    queryKey: suppressionsKey,
    queryFn: () => apiRequest<TSuppression[]>('GET', '/api/newsletters/suppressions'),
  });
}

/** One issue's analytics; refreshed every 5 s while its deliveries are still going out. */
export function useAnalytics(id: string) {
  return useQuery({
    queryKey: ['/api/newsletters', id, 'analytics'],
    queryFn: () => apiRequest<TAnalytics>('GET', `/api/newsletters/${id}/analytics`),
    refetchInterval: (query) => (query.state.data?.pending ? 5000 : false),
  });
}

/** Everything the desk shows after a change: the list, the audience, the suppressions. */
export function useReloadNewsletters() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: newslettersKey }),
      client.invalidateQueries({ queryKey: audienceKey }),
    ]);
}

export const announcementAudienceKey = ['/api/newsletters/announcements/audience'] as const;

/** How many users opted in to marketing e-mails (the "Product announcements" audience). */
export function useAnnouncementAudience() {
  return useQuery({
    queryKey: announcementAudienceKey,
    queryFn: () => apiRequest<{ count: number }>('GET', '/api/newsletters/announcements/audience'),
  });
}

/** "1,204 subscribers", "1 subscriber". */
export const subscribers = (n: number) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? 'subscriber' : 'subscribers'}`;
