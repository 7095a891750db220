import { alertEndpoints } from '../../../../core/contract/alerts';
import { call } from '../../../lib/api';

/** Tells the server which alerts the panel showed: they count as seen in every browser. */
export function markAlertsSeen(ids: string[]): Promise<undefined> {
  return call(alertEndpoints.seen, { body: { ids } });
}
