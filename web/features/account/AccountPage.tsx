import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TUser } from '../../../core/contract/auth';
import { useAuth } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass } from '../../ui/button';
import { AuthRequiredPanel } from '../../ui/login-gate';

/** The frame of /profile and /settings: back link, heading, then the content for a signed-in user. */
export function AccountPage({
  heading,
  title,
  description,
  children,
}: {
  heading: string;
  title: string;
  description: string;
  children: (user: TUser) => ReactNode;
}) {
  usePageMeta({ title, description, noindex: true });
  const { user, loading } = useAuth();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to="/search" className="inline-flex items-center gap-2 text-sm text-slate-300 hover:text-white">
        <ArrowLeft className="size-4" aria-hidden /> Back to Intelligence Platform
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-white">{heading}</h1>
      {loading ? (
        <p role="status" className="mt-8 text-slate-300">
          Loading...
        </p>
      ) : user ? (
        children(user)
      ) : (
        <AuthRequiredPanel />
      )}
    </div>
  );
}

export function Card({
  title,
  children,
  tone = 'default',
}: {
  title: string;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <section
      aria-label={title}
      className={`mt-6 rounded-2xl border p-6 ${tone === 'danger' ? 'border-red-500/40 bg-red-950/20' : 'border-ink-700 bg-ink-850'}`}
    >
      <h2 className={`text-lg font-semibold ${tone === 'danger' ? 'text-red-200' : 'text-white'}`}>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Loading..., or the failure with Try again, or the loaded data (as the other cards show them). */
export function Loaded<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <p role="status" className="text-sm text-slate-300">
        Loading...
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-300">
        {what} could not be loaded.{' '}
        <button
          type="button"
          className={buttonClass('secondary', 'sm', 'ml-2')}
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      </p>
    );
  return children(query.data);
}
