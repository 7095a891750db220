import { Lock } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useAuth } from '../lib/auth';
import { buttonClass } from './button';

export const GATE_TEXT = 'You must be signed in to access athlete, brand, and rights holder data';

export function AuthRequiredPanel() {
  const { openAuthDialog } = useAuth();
  return (
    <section
      aria-labelledby="auth-required"
      className="mx-auto mt-8 max-w-lg rounded-2xl border border-ink-700 bg-ink-850 p-8 text-center"
    >
      <Lock className="mx-auto size-8 text-accent-400" aria-hidden />
      <h2 id="auth-required" className="mt-4 text-xl font-bold text-white">
        Authentication Required
      </h2>
      <p className="mt-2 text-slate-300">{GATE_TEXT}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClass('primary')} onClick={() => openAuthDialog('login')}>
          Log In
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={() => openAuthDialog('register')}>
          Register
        </button>
      </div>
    </section>
  );
}

/**
 * Shows its children only to signed-in users. While the session is checked: "Checking
 * authentication...". Signed out: with `modal`, the content stays behind the log-in dialog (closing
 * the dialog leaves the Authentication Required panel); without it, the panel straight away.
 */
export function LoginGate({ children, modal = true }: { children: ReactNode; modal?: boolean }) {
  const { user, loading, openAuthDialog } = useAuth();
  const [dismissed, setDismissed] = useState(false);
  const showModal = modal && !dismissed && !loading && !user;

  useEffect(() => {
    if (showModal) openAuthDialog('login', (signedIn) => setDismissed(!signedIn));
  }, [showModal, openAuthDialog]);

  if (loading) {
    return (
      <p role="status" className="py-16 text-center text-slate-300">
        Checking authentication...
      </p>
    );
  }
  if (user) return <>{children}</>;
  if (showModal) return <div inert>{children}</div>;
  return <AuthRequiredPanel />;
}
