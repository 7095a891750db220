import { newsletterEndpoints, type TAnnouncement } from '../../../../core/contract/newsletters';
import { call } from '../../../lib/api';

/** Sends a product announcement now to everyone opted in; resolves to how many e-mails went out. */
export function sendAnnouncement(announcement: TAnnouncement) {
  return call(newsletterEndpoints.announce, { body: announcement });
}
