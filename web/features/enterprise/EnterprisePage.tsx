import * as Tabs from '@radix-ui/react-tabs';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  Bell,
  BrainCircuit,
  Download,
  FileBarChart,
  Headphones,
  LayoutDashboard,
  ShieldCheck,
} from 'lucide-react';
import { type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { brand } from '../../../core/brand';
import type { TBrandProfile } from '../../../core/contract/profile';
import { openDataSets } from '../../../core/data-sources';
import { routeTable } from '../../../core/routes';
import { useMountClock } from '../../lib/bootstrap';
import { retryableLazy } from '../../lib/lazy';
import { usePageMeta } from '../../lib/page-meta';
import { useAppQueryClient } from '../../lib/query-client';
import { buttonClass } from '../../ui/button';
import { ScrollTabsList, tabTriggerClass } from '../../ui/scroll-tabs';
import { DashboardTab } from './DashboardTab';
import { useShowcase } from './data/use-showcase';
import { ExportsTab } from './ExportsTab';
import { InsightsTab } from './InsightsTab';
import { MonitoringTab } from './MonitoringTab';
import { ReportingTab } from './ReportingTab';
import { SecurityTab } from './SecurityTab';

/** The demo form (react-hook-form and zod) loads when it is opened. */
const DemoDialog = retryableLazy(
  () => import('./DemoDialog'),
  (m) => m.DemoDialog,
);

const route = routeTable.find((r) => r.path === '/enterprise')!;

const capabilities = [
  {
    tab: 'dashboard',
    icon: LayoutDashboard,
    title: 'Dashboard',
    text: 'Portfolio value, ROI, risk and market position on one screen.',
  },
  {
    tab: 'insights',
    icon: BrainCircuit,
    title: 'AI Insights',
    text: 'Strategic insights, predictions, sentiment and action items.',
  },
  {
    tab: 'monitoring',
    icon: Bell,
    title: 'Monitoring',
    text: 'Brand exposure, engagement, sentiment and live alerts.',
  },
  {
    tab: 'reporting',
    icon: FileBarChart,
    title: 'Reporting',
    text: 'Executive summaries, deep dives and scheduled distribution.',
  },
  {
    tab: 'exports',
    icon: Download,
    title: 'Exports',
    text: 'PDF, CSV, Excel and JSON exports, on demand or on a schedule.',
  },
  {
    tab: 'security',
    icon: ShieldCheck,
    title: 'Security',
    text: 'Single sign-on, two-factor login and role-based access.',
  },
] as const;
type TabName = (typeof capabilities)[number]['tab'];

const claims = [
  '99.9% uptime SLA',
  'SOC 2 compliant',
  '24/7 support',
  `${openDataSets.length} open data sets and curated facts, each with its source`,
];

const support = [
  ['Dedicated account manager', 'One named contact who knows your portfolio and your renewal calendar.'],
  ['Onboarding and training', 'Set-up of your brands and properties, and training for each team.'],
  ['24/7 priority support', 'Around-the-clock help with a one-hour response on urgent issues.'],
  ['Custom data and integrations', 'Your own sources alongside ours, and exports into your BI tools.'],
];

export default function EnterprisePage() {
  return (
    <QueryClientProvider client={useAppQueryClient()}>
      <EnterpriseContent />
    </QueryClientProvider>
  );
}

function EnterpriseContent() {
  usePageMeta({ title: route.title, description: route.description });
  const [tab, setTab] = useState<TabName>('dashboard');
  const [demoOpen, setDemoOpen] = useState(false);
  const tabsRef = useRef<HTMLDivElement>(null);
  const showcase = useShowcase();
  const profile = showcase.data?.brand;
  const mountedAt = useMountClock();
  const now = useMemo(() => new Date(mountedAt), [mountedAt]);
  /** A tab that needs the showcase portfolio: loading and failure say so in place. */
  const withProfile = (render: (p: TBrandProfile) => ReactNode) =>
    profile ? (
      render(profile)
    ) : showcase.isError ? (
      <p className="rounded-xl border border-ink-700 bg-ink-850 p-4 text-sm text-red-300">
        Could not load the showcase portfolio.{' '}
        <button type="button" className="underline" onClick={() => void showcase.refetch()}>
          Try again
        </button>
      </p>
    ) : (
      <p className="rounded-xl border border-ink-700 bg-ink-850 p-4 text-sm text-slate-400">
        Loading the showcase portfolio…
      </p>
    );
  const select = (next: TabName) => {
    setTab(next);
    tabsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    tabsRef.current?.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus({ preventScroll: true });
  };
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
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <button type="button" className={buttonClass('primary', 'lg')} onClick={() => setDemoOpen(true)}>
              Schedule Enterprise Demo
            </button>
            <Link to="/sample-report" className={buttonClass('secondary', 'lg')}>
              See a sample report
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="capabilities" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="capabilities" className="text-3xl font-bold text-white">
          Capabilities
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {capabilities.map(({ tab: target, icon: Icon, title, text }) => (
            <li key={title}>
              <button
                type="button"
                onClick={() => select(target)}
                aria-describedby={`capability-${target}`}
                className={`h-full w-full rounded-xl border bg-ink-850 p-6 text-left transition-colors hover:border-accent-400 ${tab === target ? 'border-accent-400' : 'border-ink-700'}`}
              >
                <Icon className="size-7 text-accent-400" aria-hidden />
                {/* Named by its visible title (what a voice user says); the text below describes it. */}
                <span className="mt-4 block text-lg font-semibold text-white">{title}</span>
                <span id={`capability-${target}`} aria-hidden className="mt-2 block text-slate-400">
                  {text}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="showcase"
        className="mx-auto max-w-7xl scroll-mt-20 px-4 pb-16 sm:px-6"
        ref={tabsRef}
      >
        <h2 id="showcase" className="text-3xl font-bold text-white">
          See it at work
        </h2>
        <p className="mt-3 rounded-xl border border-sky-400/30 bg-sky-500/10 px-4 py-3 text-sm text-sky-100">
          {profile
            ? `Real data: everything below is ${profile.brand.name}’s sponsorship portfolio as our dataset has it in ${profile.asOfYear} (${profile.deals.length} deals, each with its source). Figures marked ≈ are estimates from our documented value model; reported values name their publisher. Panels we have no data for say so. Exports you create here are real files built from this portfolio.`
            : 'Real data: the showcase opens on one brand’s sponsorship portfolio from our dataset.'}
        </p>
        <Tabs.Root value={tab} onValueChange={(v) => setTab(v as TabName)} className="mt-6">
          <ScrollTabsList value={tab} label="Enterprise features">
            {capabilities.map((c) => (
              <Tabs.Trigger key={c.tab} value={c.tab} data-tab={c.tab} className={tabTriggerClass}>
                {c.title}
              </Tabs.Trigger>
            ))}
          </ScrollTabsList>
          <Tabs.Content value="dashboard" className="mt-6">
            {withProfile((p) => (
              <DashboardTab profile={p} now={now} />
            ))}
          </Tabs.Content>
          <Tabs.Content value="insights" className="mt-6">
            {withProfile((p) => (
              <InsightsTab profile={p} />
            ))}
          </Tabs.Content>
          <Tabs.Content value="monitoring" className="mt-6">
            {withProfile((p) => (
              <MonitoringTab profile={p} />
            ))}
          </Tabs.Content>
          <Tabs.Content value="reporting" className="mt-6">
            <ReportingTab />
          </Tabs.Content>
          <Tabs.Content value="exports" className="mt-6">
            <ExportsTab />
          </Tabs.Content>
          <Tabs.Content value="security" className="mt-6">
            <SecurityTab now={now} />
          </Tabs.Content>
        </Tabs.Root>
      </section>

      <section aria-labelledby="support" className="border-t border-ink-800">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <h2 id="support" className="flex items-center gap-3 text-3xl font-bold text-white">
            <Headphones className="size-7 text-accent-400" aria-hidden />
            Support services
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {support.map(([title, text]) => (
              <li key={title} className="rounded-xl border border-ink-700 bg-ink-850 p-5">
                <h3 className="font-semibold text-white">{title}</h3>
                <p className="mt-2 text-sm text-slate-400">{text}</p>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={buttonClass('primary', 'lg', 'mt-10')}
            onClick={() => setDemoOpen(true)}
          >
            Schedule Enterprise Demo
          </button>
        </div>
      </section>
      {demoOpen && (
        <Suspense fallback={null}>
          <DemoDialog open={demoOpen} onOpenChange={setDemoOpen} />
        </Suspense>
      )}
    </>
  );
}
