import { newsletterEndpoints } from '../../../../core/contract/newsletters';
import { call } from '../../../lib/api';

/** A new draft with the content. */
export function duplicateNewsletter(id: string) {
  return call(newsletterEndpoints.duplicate, { params: { id } });
}
