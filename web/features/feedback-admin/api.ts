import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedbackStatus, TFeedbackItem, TFeedbackList } from '../../../core/contract/feedback';
import { apiRequest } from '../../lib/api';

/** The admin screen's filters as typed: a blank value means "any". */
export interface FeedbackFilters {
  rating: string;
  category: string;
  status: string;
  q: string;
}

export const noFilters: FeedbackFilters = { rating: '', category: '', status: '', q: '' };

export const feedbackKey = ['/api/admin/feedback'] as const;

/** The query string for the filters (blank ones left out), with the page when given. */
export function feedbackQuery(filters: FeedbackFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One page of feedback; fetched again on every visit, keeping the last page while the next loads. */
export function useFeedbackList(filters: FeedbackFilters, page: number) {
  const query = feedbackQuery(filters, page);
  return useQuery({
    queryKey: [...feedbackKey, query],
    queryFn: () => apiRequest<TFeedbackList>('GET', `/api/admin/feedback${query}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSetFeedbackStatus() {
  const client = useQueryClient();
  return async (id: string, status: FeedbackStatus) => {
    await apiRequest<TFeedbackItem>('PATCH', `/api/admin/feedback/${id}`, { status });
    await client.invalidateQueries({ queryKey: feedbackKey });
  };
}
