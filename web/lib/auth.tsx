import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { TUser } from '../../core/contract/auth';
import { readStoredUser, storeUser } from './auth-store';
import { endSession, hasSignedInMarker, takeSessionCheck } from './session';
import { toast } from './toast-store';

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
  /** Asks for the log-in dialog (shown by the auth feature's dialog host); onClose hears whether they signed in. */
  openAuthDialog(tab?: AuthTab, onClose?: (signedIn: boolean) => void): void;
}

/** A request for the log-in dialog: which tab, and who to tell when it closes. */
export interface AuthDialogRequest {
  tab: AuthTab;
  onClose?: ((signedIn: boolean) => void) | undefined;
}

/** What the dialog host needs: the open request (null: closed), where focus goes back, and closing. */
export interface AuthDialogControl {
  request: AuthDialogRequest | null;
  /** The control that opened the dialog, to focus again when it closes. */
  returnFocus(): HTMLElement | null;
  /** Closes the dialog and tells the requester whether they signed in. */
  close(signedIn: boolean): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);
const AuthDialogContext = createContext<AuthDialogControl | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** For the auth feature's dialog host only: the log-in dialog requests of this session provider. */
export function useAuthDialogControl(): AuthDialogControl {
  const value = useContext(AuthDialogContext);
  if (!value) throw new Error('useAuthDialogControl must be used within an AuthProvider');
  return value;
}

/**
 * The session: who is signed in (checked with the server when the marker cookie says a session may
 * exist, a stored copy shown meanwhile), sign-out, and requests for the log-in dialog. No UI: the
 * auth feature's AuthProvider wraps this with the dialog.
 */
export function SessionProvider({
  children,
  initialUser,
}: {
  children: ReactNode;
  initialUser?: TUser | undefined;
}) {
  // A page the server rendered for this session names its user: no check to wait for.
  const [user, setUserState] = useState<TUser | null>(initialUser ?? null);
  const [loading, setLoading] = useState(!initialUser);
  const [dialog, setDialog] = useState<AuthDialogRequest | null>(null);

  const setUser = useCallback((next: TUser | null) => {
    setUserState(next);
    storeUser(next);
  }, []);

  useEffect(() => {
    let cancelled = false;
    if (initialUser) {
      storeUser(initialUser);
      return;
    }
    if (!hasSignedInMarker()) {
      storeUser(null);
      setLoading(false);
      return;
    }
    setUserState(readStoredUser());
    takeSessionCheck().then((me) => {
      if (cancelled) return;
      setUserState(me);
      storeUser(me);
      setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, [initialUser]);

  const clear = useCallback(() => setUser(null), [setUser]);

  const logout = useCallback(async () => {
    await endSession();
    setUser(null);
    toast({ title: 'Logged out' });
  }, [setUser]);

  /** The control that opened the dialog: focus goes back to it when the dialog closes. */
  const opener = useRef<HTMLElement | null>(null);
  const openAuthDialog = useCallback((tab: AuthTab = 'login', onClose?: (signedIn: boolean) => void) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog({ tab, onClose });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, setUser, logout, clear, openAuthDialog }),
    [user, loading, setUser, logout, clear, openAuthDialog],
  );
  const control = useMemo<AuthDialogControl>(
    () => ({
      request: dialog,
      returnFocus: () => opener.current,
      close: (signedIn) => {
        setDialog(null);
        dialog?.onClose?.(signedIn);
      },
    }),
    [dialog],
  );

  return (
    <AuthContext.Provider value={value}>
      <AuthDialogContext.Provider value={control}>{children}</AuthDialogContext.Provider>
    </AuthContext.Provider>
  );
}
