import type { TClientErrorReport } from '../../core/contract/client-error';
import { call } from './api';

/**
 * Sends a render failure to the server log; a failure to send is dropped (nothing to tell anyone).
 * The contract entry loads on first use: the error boundary sits in the first chunk, zod does not.
 */
export function reportClientError(report: TClientErrorReport): void {
  void import('../../core/contract/client-error')
    .then((m) => call(m.clientErrorEndpoints.report, { body: report }))
    .catch(() => undefined);
}
