import { FileBarChart, Settings, User } from 'lucide-react';
import { Link } from 'react-router';
import { routeTable } from '../../../core/routes';
import { useAuth } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { LoginGate } from '../../ui/login-gate';

const route = routeTable.find((r) => r.path === '/search')!;

function SignedInHome() {
  const { user } = useAuth();
  const links = [
    { to: '/sample-report', icon: FileBarChart, label: 'See a sample brand report' },
    { to: '/profile', icon: User, label: 'Your profile' },
    { to: '/settings', icon: Settings, label: 'Notifications and preferences' },
  ];
  return (
    <section
      aria-label="Your workspace"
      className="mx-auto mt-8 max-w-2xl rounded-2xl border border-ink-700 bg-ink-850 p-8"
    >
      <p className="text-lg font-semibold text-white">Signed in as {user?.name}</p>
      <p className="mt-2 text-slate-300">
        Brand, rights-holder and athlete search opens here as the starter dataset is loaded.
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {links.map(({ to, icon: Icon, label }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-center gap-3 rounded-lg border border-ink-700 p-4 text-slate-200 hover:border-accent-400/60"
            >
              <Icon className="size-5 shrink-0 text-accent-400" aria-hidden />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SearchPage() {
  usePageMeta({ title: route.title, description: route.description });
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <div className="text-center">
        <h1 className="text-3xl font-bold text-white sm:text-4xl">{route.heading}</h1>
        <p className="mt-3 text-slate-300">
          Search any brand, rights holder or athlete and see its sponsorship portfolio.
        </p>
      </div>
      <LoginGate>
        <SignedInHome />
      </LoginGate>
    </div>
  );
}
