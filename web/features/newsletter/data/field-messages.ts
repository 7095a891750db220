import { ZValidationError } from '../../../../core/contract/newsletters';
import { ApiError } from '../../../lib/api';

/**
 * The server's message for each field of a refused form (a 400 from create or update), under its
 * path ("moves.0.title"); empty for any other failure.
 */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const parsed = ZValidationError.safeParse(JSON.parse(error.body));
    return parsed.success ? (parsed.data.fields ?? {}) : {};
  } catch {
    return {};
  }
}
