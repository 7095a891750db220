import { feedbackCategories, feedbackStatuses } from '../../../core/contract/feedback';

/** The admin screen's filters as typed: a blank value means "any". */
export interface FeedbackFilters {
  rating: string;
  category: string;
  status: string;
  q: string;
}

export const noFilters: FeedbackFilters = { rating: '', category: '', status: '', q: '' };

const text = (value: string) => value.trim() || undefined;
const oneOf = <T extends string>(values: readonly T[], value: string) =>
  values.find((v) => v === value.trim());

/** The query for the filters (blank ones left out), with the page when past the first. */
export function filterQuery(filters: FeedbackFilters, page?: number) {
  return {
    rating: text(filters.rating),
    category: oneOf(feedbackCategories, filters.category),
    status: oneOf(feedbackStatuses, filters.status),
    q: text(filters.q),
    page: page && page > 1 ? String(page) : undefined,
  };
}
