import { newsletterEndpoints } from '../../../../core/contract/newsletters';
import { call } from '../../../lib/api';

/** Lifts a suppression; the answer's message says whether the address gets the next issue, or why not. */
export function liftSuppression(id: string) {
  return call(newsletterEndpoints.liftSuppression, { params: { id } });
}
