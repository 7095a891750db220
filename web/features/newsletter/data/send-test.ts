import { newsletterEndpoints, type TSendTest } from '../../../../core/contract/newsletters';
import { call } from '../../../lib/api';

/** Sends the chosen issue, marked [Test], to the given addresses; resolves to where it went. */
export function sendTest(request: TSendTest) {
  return call(newsletterEndpoints.sendTest, { body: request });
}
