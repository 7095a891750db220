import { ApiError } from '../../../lib/api';
import { CONNECTION_ERROR } from '../../../lib/notify';

/** What a failed call says to the editor: the server's message for a refusal, else the fallback. */
export function failureMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return CONNECTION_ERROR.description;
}
