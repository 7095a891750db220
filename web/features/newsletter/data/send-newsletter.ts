import { newsletterEndpoints } from '../../../../core/contract/newsletters';
import { call } from '../../../lib/api';

/** Sends a draft now to everyone in the audience. */
export function sendNewsletter(id: string) {
  return call(newsletterEndpoints.send, { params: { id } });
}
