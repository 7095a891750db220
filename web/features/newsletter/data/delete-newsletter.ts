import { newsletterEndpoints } from '../../../../core/contract/newsletters';
import { call } from '../../../lib/api';

/** Deletes a draft. */
export function deleteNewsletter(id: string) {
  return call(newsletterEndpoints.remove, { params: { id } });
}
