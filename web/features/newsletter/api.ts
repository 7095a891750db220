import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNewsletter, TNewsletterInput } from '../../../core/contract/newsletters';
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

export function useReloadNewsletters() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: newslettersKey });
}

export const announcementAudienceKey = ['/api/newsletters/announcements/audience'] as const;

/** How many users opted in to marketing e-mails (the "Product announcements" audience). */
export function useAnnouncementAudience() {
  return useQuery({
    queryKey: announcementAudienceKey,
    queryFn: () => apiRequest<{ count: number }>('GET', '/api/newsletters/announcements/audience'),
  });
}
