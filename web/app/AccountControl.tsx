import { Database, LogOut, Mail, MessageSquare, Settings, User } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { deskRoles } from '../../core/contract/roles';
import { initials } from '../../core/format/initials';
import { useAuth } from '../lib/auth';
import { buttonClass } from '../ui/button';
import { useDismiss } from '../ui/use-dismiss';

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-200 hover:bg-ink-700 hover:text-white focus-visible:bg-ink-700';

/** "Log In" when signed out; a round avatar with the user's menu when signed in. */
export function AccountControl() {
  const { user, logout, openAuthDialog } = useAuth();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);

  if (!user) {
    return (
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => openAuthDialog('login')}
      >
        Log In
      </button>
    );
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="flex size-9 items-center justify-center rounded-full bg-accent-400 text-sm font-bold text-ink-950 hover:bg-accent-300"
      >
        {/* The initials are a picture of the user; the name says what the button does (an aria-label
            would not contain the visible initials, which voice control users would say). */}
        <span aria-hidden>{initials(user.name) || <User className="size-4" />}</span>
        <span className="sr-only">Account menu for {user.name}</span>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-64 rounded-lg border border-ink-600 bg-ink-850 p-1.5 shadow-2xl max-md:left-0 max-md:right-auto"
      >
        <div className="border-b border-ink-700 px-3 pt-2 pb-3">
          <p className="truncate font-semibold text-white">{user.name}</p>
          <p className="truncate text-sm text-slate-400">{user.email}</p>
          {user.company && <p className="truncate text-sm text-slate-400">{user.company}</p>}
        </div>
        <ul className="pt-1.5">
          <li>
            <Link to="/profile" className={itemClass} onClick={close}>
              <User className="size-4" aria-hidden /> Profile
            </Link>
          </li>
          <li>
            <Link to="/settings" className={itemClass} onClick={close}>
              <Settings className="size-4" aria-hidden /> Settings
            </Link>
          </li>
          {deskRoles.includes(user.role) && (
            <li>
              <Link to="/data-desk" className={itemClass} onClick={close}>
                <Database className="size-4" aria-hidden /> Data Desk
              </Link>
            </li>
          )}
          {user.role === 'admin' && (
            <>
              <li>
                <Link to="/newsletter-admin" className={itemClass} onClick={close}>
                  <Mail className="size-4" aria-hidden /> Newsletter Admin
                </Link>
              </li>
              <li>
                <Link to="/admin/feedback" className={itemClass} onClick={close}>
                  <MessageSquare className="size-4" aria-hidden /> Feedback
                </Link>
              </li>
            </>
          )}
          <li>
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                close();
                void logout();
              }}
            >
              <LogOut className="size-4" aria-hidden /> Log out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
