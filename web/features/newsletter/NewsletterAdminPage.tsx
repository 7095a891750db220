import { Link, useSearchParams } from 'react-router';
import { routeTable } from '../../../core/routes';
import { AdminOnlyPage } from '../../ui/admin-page';
import { AnalyticsView } from './AnalyticsView';
import { NewsletterManager } from './NewsletterManager';
import { SubscribersView } from './SubscribersView';

const route = routeTable.find((r) => r.path === '/newsletter-admin')!;

/** Issues, or Subscribers (with the suppression list), or one issue's analytics (?issue=id). */
function NewsletterDesk() {
  const [params] = useSearchParams();
  const issue = params.get('issue');
  const view = issue ? 'analytics' : params.get('view') === 'subscribers' ? 'subscribers' : 'issues';
  const tab = (to: string, label: string, current: boolean) => (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${current ? 'bg-ink-700 text-white' : 'text-slate-300 hover:bg-ink-800'}`}
    >
      {label}
    </Link>
  );
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-white">{route.heading}</h1>
      <p className="mt-1 text-slate-400">
        In The Know goes out to every subscriber with a verified e-mail address, by default on Fridays at
        lunchtime.
      </p>
      <nav aria-label="Newsletter" className="mt-5 mb-6 flex flex-wrap gap-2 border-b border-ink-700 pb-3">
        {tab('/newsletter-admin', 'Issues', view === 'issues')}
        {tab('/newsletter-admin?view=subscribers', 'Subscribers', view === 'subscribers')}
      </nav>
      {view === 'analytics' && issue ? (
        <AnalyticsView id={issue} />
      ) : view === 'subscribers' ? (
        <SubscribersView />
      ) : (
        <NewsletterManager />
      )}
    </div>
  );
}

/** Newsletter management. Only administrators may use it; everyone else sees Access Denied. */
export default function NewsletterAdminPage() {
  return (
    <AdminOnlyPage
      path="/newsletter-admin"
      restricted="Newsletter management is restricted to administrators."
    >
      <NewsletterDesk />
    </AdminOnlyPage>
  );
}
