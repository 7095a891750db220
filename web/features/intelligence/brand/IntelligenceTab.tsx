import { RefreshCw, type Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { TBrandProfile } from '../../../../core/contract/profile';
import { isRunning } from '../../../../core/contract/profile';
import {
  type AnalyticsMetric,
  analyticsFor,
  type MetricCategory,
} from '../../../../core/intelligence/panels';
import { useTimedRun } from '../../../lib/use-timed-run';
import { buttonClass } from '../../../ui/button';
import { card } from '../../../ui/card';
import { PillGroup } from '../../../ui/pill-group';
import { ContractExpiryWidget } from '../../../ui/widgets/ContractExpiryWidget';
import { DataSourceBadge } from '../../../ui/widgets/DataSourceBadge';
import { InsightsWidget } from '../../../ui/widgets/InsightsWidget';
import { MarketShareWidget } from '../../../ui/widgets/MarketShareWidget';
import { CompetitiveAnalysis } from './CompetitiveAnalysis';
import { PredictiveAnalytics, type Refetched } from './PredictiveAnalytics';

export const REFRESH_MS = 1500;

/** A panel's title with its timed action button (disabled while it runs). */
function PanelHeader({
  id,
  title,
  run,
  icon: Icon,
  animation,
  busy,
  idle,
}: {
  id: string;
  title: string;
  run: ReturnType<typeof useTimedRun>;
  icon: typeof Sparkles;
  animation: string;
  busy: string;
  idle: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="font-semibold text-white">
        {title}
      </h2>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={run.run}
        disabled={run.running}
      >
        <Icon className={`size-4 ${run.running ? animation : ''}`} aria-hidden />
        {run.running ? busy : idle}
      </button>
    </div>
  );
}

export function IntelligenceTab({
  profile,
  onRefresh,
}: {
  profile: TBrandProfile;
  /** Fetches the profile again from the server. */
  onRefresh(): Promise<Refetched>;
}) {
  const running = profile.deals.filter((d) => isRunning(d));
  const ending = running.filter((d) => d.contract.until !== null && d.contract.until <= profile.asOfYear + 1);
  const trend = profile.categoryTrend;
  const recent = trend.slice(-3).reduce((s, t) => s + t.starts, 0);
  const before = trend.slice(-6, -3).reduce((s, t) => s + t.starts, 0);
  const rivalSports = new Map<string, number>();
  for (const c of profile.competitors)
    for (const sport of c.sharedSports) rivalSports.set(sport, (rivalSports.get(sport) ?? 0) + 1);
  return (
    <div className="grid gap-6">
      <DataSourceBadge mix={profile.sourceMix} deals={profile.deals} />
      <CompetitiveAnalysis profile={profile} />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <MarketShareWidget profile={profile} />
        <ContractExpiryWidget profile={profile} />
      </div>
      <InsightsWidget profile={profile} />
      <PredictiveAnalytics profile={profile} onRefresh={onRefresh} />
      <AdvancedAnalytics profile={profile} onRefresh={onRefresh} />
      <div className="grid gap-4 md:grid-cols-3">
        <section className={card} aria-labelledby="market-trends">
          <h2 id="market-trends" className="font-semibold text-white">
            Market trends
          </h2>
          <p className="mt-2 text-sm text-slate-300">
            {recent} {profile.brand.category.toLowerCase()} deals began in {profile.asOfYear - 2}-
            {profile.asOfYear}, against {before} in the three years before.
          </p>
          <p className="mt-1 text-xs text-slate-400">Deal start years in our dataset.</p>
        </section>
        <section className={card} aria-labelledby="competition-levels">
          <h2 id="competition-levels" className="font-semibold text-white">
            Competition levels
          </h2>
          {rivalSports.size === 0 ? (
            <p className="mt-2 text-sm text-slate-400">
              No competitor shares a sport with {profile.brand.name}.
            </p>
          ) : (
            <dl className="mt-2 grid gap-1 text-sm">
              {[...rivalSports.entries()]
                .sort((a, b) => b[1] - a[1])
                .slice(0, 4)
                .map(([sport, n]) => (
                  <div key={sport} className="flex justify-between">
                    <dt className="text-slate-300">{sport}</dt>
                    <dd className={n >= 3 ? 'text-red-300' : n === 2 ? 'text-amber-300' : 'text-emerald-300'}>
                      {n} of {profile.competitors.length} rivals
                    </dd>
                  </div>
                ))}
            </dl>
          )}
        </section>
        <section className={card} aria-labelledby="actions">
          <h2 id="actions" className="font-semibold text-white">
            Recommended actions
          </h2>
          <ul className="mt-2 grid gap-2 text-sm text-slate-300">
            {profile.competitors[0] && (
              <li className="rounded-lg bg-ink-800 p-2">
                Benchmark {profile.brand.name} against {profile.competitors[0].name}:{' '}
                {profile.competitors[0].overlap.toLowerCase()}.
              </li>
            )}
            <li className="rounded-lg bg-ink-800 p-2">
              {ending.length
                ? `Review ${ending.length} ${ending.length === 1 ? 'deal whose' : 'deals whose'} announced term ends by ${profile.asOfYear + 1}.`
                : `No running deal has an announced end by ${profile.asOfYear + 1}.`}
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}

const analyticsTabs: { value: 'all' | MetricCategory; label: string }[] = [
  { value: 'all', label: 'All Metrics' },
  { value: 'performance', label: 'Performance' },
  { value: 'financial', label: 'Financial' },
  { value: 'reach', label: 'Reach' },
  { value: 'momentum', label: 'Momentum' },
];

function MetricCard({ m }: { m: AnalyticsMetric }) {
  return (
    <li className="rounded-xl border border-ink-700 p-4">
      <p className="text-sm text-slate-400">{m.title}</p>
      <p className="text-2xl font-bold text-white">{m.value}</p>
      <p className="text-xs text-slate-300">{m.basis}</p>
    </li>
  );
}

function AdvancedAnalytics({ profile, onRefresh }: { profile: TBrandProfile; onRefresh(): unknown }) {
  const refresh = useTimedRun(REFRESH_MS);
  const [category, setCategory] = useState<'all' | MetricCategory>('all');
  const metrics = analyticsFor(profile).filter((m) => category === 'all' || m.category === category);
  return (
    <section className={card} aria-labelledby="advanced-analytics">
      <PanelHeader
        id="advanced-analytics"
        title="Advanced Analytics"
        run={{
          ...refresh,
          run: () => {
            refresh.run();
            onRefresh();
          },
        }}
        icon={RefreshCw}
        animation="animate-spin"
        busy="Refreshing"
        idle="Refresh Data"
      />
      <PillGroup options={analyticsTabs} value={category} onChange={setCategory} />
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {metrics.map((m) => (
          <MetricCard key={m.id} m={m} />
        ))}
      </ul>
    </section>
  );
}
