import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../../ui/button';

/** "Loading ...", announced. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-10 text-center text-slate-300">
      {children}
    </p>
  );
}

/** A list that could not load: what failed, the server's reason, and Try again. */
export function LoadError({ what, reason, onRetry }: { what: string; reason: string; onRetry(): void }) {
  return (
    <div role="alert" className="mt-10 text-center text-red-300">
      <p>Unable to load {what}.</p>
      <p className="mt-1 text-sm text-slate-400">{reason}</p>
      <button type="button" className={buttonClass('secondary', 'md', 'mt-3')} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** Nothing to show. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="mt-8 rounded-2xl border border-dashed border-ink-600 p-10 text-center">
      <Inbox className="mx-auto size-10 text-slate-400" aria-hidden />
      <p className="mt-3 font-semibold text-white">{children}</p>
    </div>
  );
}
