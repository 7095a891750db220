import { Inbox, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { routeTable } from '../../../core/routes';
import { useAuth } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass } from '../../ui/button';

const route = routeTable.find((r) => r.path === '/newsletter-admin')!;

/** Newsletter management. Only administrators may use it; everyone else sees Access Denied. */
export default function NewsletterAdminPage() {
  usePageMeta({ title: route.title, description: route.description, noindex: true });
  const { user, loading } = useAuth();
  if (loading) {
    return (
      <p role="status" className="px-4 py-16 text-center text-slate-300">
        Loading...
      </p>
    );
  }
  if (user?.role === 'admin') {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold text-white">{route.heading}</h1>
        <div className="mt-8 rounded-2xl border border-dashed border-ink-600 p-10 text-center">
          <Inbox className="mx-auto size-10 text-slate-400" aria-hidden />
          <p className="mt-3 font-semibold text-white">No newsletters yet</p>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-slate-400 uppercase">{route.heading}</p>
      <ShieldAlert className="mx-auto mt-4 size-10 text-red-400" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold text-white">Access Denied</h1>
      <p className="mt-3 text-slate-300">Newsletter management is restricted to administrators.</p>
      <Link to="/search" className={buttonClass('secondary', 'md', 'mt-8')}>
        Back to Dashboard
      </Link>
    </div>
  );
}
