import { Bell, BrainCircuit, Download, FileBarChart, LayoutDashboard, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { brand } from '../../../core/brand';
import { routeTable } from '../../../core/routes';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass } from '../../ui/button';

const route = routeTable.find((r) => r.path === '/enterprise')!;

const capabilities = [
  {
    icon: LayoutDashboard,
    title: 'Dashboard',
    text: 'Portfolio value, ROI, risk and market position on one screen.',
  },
  {
    icon: BrainCircuit,
    title: 'AI Insights',
    text: 'Strategic insights, predictions, sentiment and action items.',
  },
  { icon: Bell, title: 'Monitoring', text: 'Brand exposure, engagement, sentiment and live alerts.' },
  {
    icon: FileBarChart,
    title: 'Reporting',
    text: 'Executive summaries, deep dives and scheduled distribution.',
  },
  { icon: Download, title: 'Exports', text: 'PDF, CSV, Excel and JSON exports, on demand or on a schedule.' },
  { icon: ShieldCheck, title: 'Security', text: 'Single sign-on, two-factor login and role-based access.' },
];

const claims = ['99.9% uptime SLA', 'SOC 2 compliant', '24/7 support', '50+ data sources'];

export default function EnterprisePage() {
  usePageMeta({ title: route.title, description: route.description });
  return (
    <>
      <section className="border-b border-ink-800">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 md:py-20">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            For sponsorship teams
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
            {route.heading}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-300">
            Everything in {brand.product}, plus the dashboards, monitoring, reporting and controls a large
            sponsorship team needs.
          </p>
          <ul className="mt-8 flex flex-wrap justify-center gap-3">
            {claims.map((c) => (
              <li
                key={c}
                className="rounded-full border border-ink-600 bg-ink-850 px-4 py-1.5 text-sm text-slate-200"
              >
                {c}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="capabilities" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="capabilities" className="text-3xl font-bold text-white">
          Capabilities
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {capabilities.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-ink-700 bg-ink-850 p-6">
              <Icon className="size-7 text-accent-400" aria-hidden />
              <h3 className="mt-4 text-lg font-semibold text-white">{title}</h3>
              <p className="mt-2 text-slate-400">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap gap-3">
          <a
            href={`mailto:${brand.email.sales}?subject=Enterprise%20demo`}
            className={buttonClass('primary', 'lg')}
          >
            Schedule Enterprise Demo
          </a>
          <Link to="/sample-report" className={buttonClass('secondary', 'lg')}>
            See a sample report
          </Link>
        </div>
      </section>
    </>
  );
}
