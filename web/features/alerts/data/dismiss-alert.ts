import { alertEndpoints } from '../../../../core/contract/alerts';
import { call } from '../../../lib/api';

/** Hides one alert from the user's feed, on the server. */
export function dismissAlert(id: string): Promise<undefined> {
  return call(alertEndpoints.dismiss, { params: { id } });
}
