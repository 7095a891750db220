import { newsletterEndpoints } from '../../../../core/contract/newsletters';
import { call } from '../../../lib/api';

/** A scheduled issue goes back to being a draft. */
export function unscheduleNewsletter(id: string) {
  return call(newsletterEndpoints.unschedule, { params: { id } });
}
