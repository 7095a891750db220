import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../../ui/button';

/** Back to Search, then the view's heading: the entity's name is the page's main heading. */
export function ViewHeader({
  onBack,
  title,
  subtitle,
  icon,
  children,
}: {
  onBack(): void;
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header>
      <button type="button" onClick={onBack} className={buttonClass('ghost', 'sm', '-ml-3')}>
        <ArrowLeft className="size-4" aria-hidden />
        Back to Search
      </button>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {icon}
        <div className="min-w-[12rem] flex-1">
          <h1 className="text-3xl font-bold break-words text-white sm:text-4xl">{title}</h1>
          {subtitle && <p className="mt-1 text-slate-400">{subtitle}</p>}
        </div>
        {children}
      </div>
    </header>
  );
}

export function StatTile({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="rounded-xl border border-ink-700 bg-ink-850 p-4">
      <p className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{label}</p>
      <p className="mt-1 text-2xl font-bold text-white">{value}</p>
      {hint && <p className="text-xs text-slate-400">{hint}</p>}
    </div>
  );
}

export function ViewMessage({
  children,
  role = 'status',
}: {
  children: ReactNode;
  role?: 'status' | 'alert';
}) {
  return (
    <div
      role={role}
      className="mx-auto mt-10 max-w-lg rounded-2xl border border-ink-700 bg-ink-850 p-8 text-center"
    >
      {children}
    </div>
  );
}

/** A view that has no data to show yet (loading, an error, nothing found): Back, heading, message. */
export function ViewState({
  onBack,
  title,
  role = 'status',
  children,
}: {
  onBack(): void;
  title: string;
  role?: 'status' | 'alert';
  children: ReactNode;
}) {
  return (
    <>
      <ViewHeader onBack={onBack} title={title} />
      <ViewMessage role={role}>{children}</ViewMessage>
    </>
  );
}

/** What the search screen hands a rights-holder or athlete view. */
export interface EntityViewProps {
  name: string;
  onBack(): void;
  /** Opens that brand's view (a sponsor in the view was clicked). */
  onOpenBrand(name: string): void;
}
