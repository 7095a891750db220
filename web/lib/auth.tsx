import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { TUser } from '../../core/contract/auth';
import { toast } from '../ui/toast-store';
import { readStoredUser, storeUser } from './auth-store';

export type AuthTab = 'login' | 'register';

export interface AuthContextValue {
  user: TUser | null;
  loading: boolean;
  /** Sets the signed-in user (after login, registration or a profile update) and stores a copy. */
  setUser(user: TUser | null): void;
  /** Signs out on the server, then locally even if the call fails; toast "Logged out". */
  logout(): Promise<void>;
  /** Clears the user locally without calling the server (after account deletion). */
  clear(): void;
  openAuthDialog(tab?: AuthTab, onClose?: (signedIn: boolean) => void): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const AuthDialog = lazy(() => import('../features/auth/AuthDialog'));

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** Without the marker cookie there is no session to ask about (and no 401 in the console). */
function hasSignedInMarker(): boolean {
  return /(?:^|;\s*)sponsorscope_signed_in=1(?:;|$)/.test(document.cookie);
}

function checkSession(): Promise<TUser | null> {
  return fetch('/api/auth/me', { credentials: 'include' })
    .then(async (res) => (res.ok ? ((await res.json()) as TUser) : null))
    .catch((error: unknown) => {
      console.warn('Auth check failed; treating as signed out', error);
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

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<TUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [dialog, setDialog] = useState<{ tab: AuthTab; onClose?: (signedIn: boolean) => void } | null>(null);
  const [dialogLoaded, setDialogLoaded] = useState(false);

  const setUser = useCallback((next: TUser | null) => {
    setUserState(next);
    storeUser(next);
  }, []);

  useEffect(() => {
    let cancelled = false;
    if (!hasSignedInMarker()) {
      storeUser(null);
      setLoading(false);
      return;
    }
    setUserState(readStoredUser());
    const check = early ?? checkSession();
    early = null;
    check.then((me) => {
      if (cancelled) return;
      setUserState(me);
      storeUser(me);
      setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const clear = useCallback(() => setUser(null), [setUser]);

  const logout = useCallback(async () => {
    try {
      await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' });
    } catch (error) {
      console.warn('Logout call failed; signing out locally', error);
    }
    setUser(null);
    toast({ title: 'Logged out' });
  }, [setUser]);

  /** The control that opened the dialog: focus goes back to it when the dialog closes. */
  const opener = useRef<HTMLElement | null>(null);
  const openAuthDialog = useCallback((tab: AuthTab = 'login', onClose?: (signedIn: boolean) => void) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialogLoaded(true);
    setDialog({ tab, onClose });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, setUser, logout, clear, openAuthDialog }),
    [user, loading, setUser, logout, clear, openAuthDialog],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {dialogLoaded && (
        <Suspense fallback={null}>
          <AuthDialog
            open={dialog !== null}
            initialTab={dialog?.tab ?? 'login'}
            returnFocus={() => opener.current}
            onSuccess={(signedIn) => {
              setUser(signedIn);
              const done = dialog?.onClose;
              setDialog(null);
              done?.(true);
            }}
            onOpenChange={(open) => {
              if (open) return;
              const done = dialog?.onClose;
              setDialog(null);
              done?.(false);
            }}
          />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}
