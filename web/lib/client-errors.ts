import { clientErrorEndpoints, type TClientErrorReport } from '../../core/contract/client-error';
import { call } from './api';

/** Sends a render failure to the server log; a failure to send is dropped (nothing to tell anyone). */
export function reportClientError(report: TClientErrorReport): void {
  void call(clientErrorEndpoints.report, { body: report }).catch(() => undefined);
}
