import { newsletterEndpoints } from '../../../../core/contract/newsletters';
import { call } from '../../../lib/api';

/** Schedules a draft, or moves a scheduled issue, to the given time. */
export function scheduleNewsletter(id: string, at: Date) {
  return call(newsletterEndpoints.schedule, { params: { id }, body: { at: at.toISOString() } });
}
