import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { TUser } from '../../../core/contract/auth';
import { SessionProvider, useAuth, useAuthDialogControl } from '../../lib/auth';

const AuthDialog = lazy(() => import('./AuthDialog'));

/**
 * The log-in dialog, shown when anything asks for it (`useAuth().openAuthDialog`). Its code loads
 * on the first request; after that it stays mounted, closed, so closing can hand focus back.
 */
export function AuthDialogHost() {
  const { setUser } = useAuth();
  const { request, returnFocus, close } = useAuthDialogControl();
  const [loaded, setLoaded] = useState(false);
  if (request && !loaded) setLoaded(true);
  if (!loaded && !request) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog
        open={request !== null}
        initialTab={request?.tab ?? 'login'}
        returnFocus={returnFocus}
        onSuccess={(signedIn) => {
          setUser(signedIn);
          close(true);
        }}
        onOpenChange={(open) => {
          if (!open) close(false);
        }}
      />
    </Suspense>
  );
}

/** The session (web/lib/auth) and its log-in dialog: the app mounts this around its pages. */
export function AuthProvider({ children, initialUser }: { children: ReactNode; initialUser?: TUser }) {
  return (
    <SessionProvider initialUser={initialUser}>
      {children}
      <AuthDialogHost />
    </SessionProvider>
  );
}
