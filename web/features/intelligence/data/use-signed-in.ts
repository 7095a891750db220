import { useAuth } from '../../../lib/auth';

/**
 * Signed out, a view stays behind the log-in dialog (LoginGate): its data needs a session, so it
 * is not asked for until there is one (no 401s in the console).
 */
export function useSignedIn(): boolean {
  return Boolean(useAuth().user);
}
