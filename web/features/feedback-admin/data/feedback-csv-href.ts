import { feedbackAdminEndpoints } from '../../../../core/contract/feedback';
import { href } from '../../../lib/api';
import { type FeedbackFilters, filterQuery } from '../filters';

/** The CSV download of every feedback matching the filters (the browser opens it itself). */
export function feedbackCsvHref(filters: FeedbackFilters): string {
  return href(feedbackAdminEndpoints.csv, { query: filterQuery(filters) });
}
