import { ApiError } from '../../../lib/api';

/**
 * The server's reason for refusing a request (a 4xx with a message), to show next to the form;
 * undefined for a server failure or a network error, which get the failure toast instead.
 */
export function refusalMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined;
}

/** True when the server answered that nobody is signed in. */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;
