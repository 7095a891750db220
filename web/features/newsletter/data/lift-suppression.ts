import { newsletterEndpoints } from '../../../../core/contract/newsletters';
import { call } from '../../../lib/api';

/** Lifts a suppression: the address can receive In The Know again. */
export function liftSuppression(id: string) {
  return call(newsletterEndpoints.liftSuppression, { params: { id } });
}
