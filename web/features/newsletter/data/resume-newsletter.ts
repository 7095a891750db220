import { newsletterEndpoints } from '../../../../core/contract/newsletters';
import { call } from '../../../lib/api';

/** A paused issue goes back to sending (its failed deliveries are queued again). */
export function resumeNewsletter(id: string) {
  return call(newsletterEndpoints.resume, { params: { id } });
}
