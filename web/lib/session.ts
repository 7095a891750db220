import type { TUser } from '../../core/contract/auth';
import { ApiError, call } from './api';

/**
 * The session calls run from the first chunk (web/main.tsx); their contract entries, zod schemas
 * included, arrive in a chunk of their own when first asked for, so a signed-out visit never loads
 * zod (and zod reads its no-eval setting, made in web/main.tsx, before it first runs).
 */
const auth = () => import('../../core/contract/auth').then((m) => m.authEndpoints);

/** Without the marker cookie there is no session to ask about (and no 401 in the console). */
export function hasSignedInMarker(): boolean {
  return /(?:^|;\s*)sponsorscope_signed_in=1(?:;|$)/.test(document.cookie);
}

/** The signed-in user, or null: signed out, or the check failed (a network failure is logged). */
export function checkSession(): Promise<TUser | null> {
  return auth()
    .then((ep) => call(ep.me))
    .catch((error: unknown) => {
      if (!(error instanceof ApiError)) console.warn('Auth check failed; treating as signed out', error);
      return null;
    });
}

let early: Promise<TUser | null> | null = null;

/**
 * Asks for the session at once (web/main.tsx), while the page's screen is still loading, instead
 * of after the first render: the answer decides what a signed-in page shows.
 */
export function startSessionCheck(): void {
  if (hasSignedInMarker()) early = checkSession();
}

/** The check started early (taken once), else a new one. */
export function takeSessionCheck(): Promise<TUser | null> {
  const check = early ?? checkSession();
  early = null;
  return check;
}

/** Ends the session on the server; a call that fails to go through is logged (sign-out goes on locally). */
export async function endSession(): Promise<void> {
  try {
    await call((await auth()).logout);
  } catch (error) {
    if (!(error instanceof ApiError)) console.warn('Logout call failed; signing out locally', error);
  }
}
