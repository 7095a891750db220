import { QueryClientProvider } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Role } from '../../core/contract/roles';
import { routeTable } from '../../core/routes';
import { useAuth } from '../lib/auth';
import { usePageMeta } from '../lib/page-meta';
import { useAppQueryClient } from '../lib/query-client';
import { buttonClass } from './button';

/**
 * A page only administrators (or the roles given) may use: its content for them (with the app's query client), a
 * loading line while the session is checked, and Access Denied for everyone else.
 */
export function AdminOnlyPage({
  path,
  restricted,
  roles = ['admin'],
  children,
}: {
  /** The page's path in the route table (its title, description and heading). */
  path: string;
  /** What the denial names: "Newsletter management is restricted to administrators." */
  restricted: string;
  /** Who may use it: administrators unless said otherwise (the data desk: editors too). */
  roles?: readonly Role[];
  children: ReactNode;
}) {
  const route = routeTable.find((r) => r.path === path)!;
  usePageMeta({ title: route.title, description: route.description, noindex: true });
  const { user, loading } = useAuth();
  const client = useAppQueryClient();
  if (loading) {
    return (
      <p role="status" className="px-4 py-16 text-center text-slate-300">
        Loading...
      </p>
    );
  }
  if (user && roles.includes(user.role))
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-slate-400 uppercase">{route.heading}</p>
      <ShieldAlert className="mx-auto mt-4 size-10 text-red-400" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold text-white">Access Denied</h1>
      <p className="mt-3 text-slate-300">{restricted}</p>
      <Link to="/search" className={buttonClass('secondary', 'md', 'mt-8')}>
        Back to Dashboard
      </Link>
    </div>
  );
}
