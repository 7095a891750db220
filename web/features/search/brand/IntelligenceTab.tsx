import { RefreshCw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { brand as product } from '../../../../core/brand';
import { formatMoney } from '../../../../core/format/money';
import {
  type AnalyticsMetric,
  analyticsFor,
  competitorsFor,
  type MetricCategory,
  predictionsFor,
} from '../../../../core/intelligence/panels';
import type { BrandProfile } from '../../../../core/intelligence/profile';
import { brandScoreColour, probabilityColour } from '../../../../core/intelligence/score';
import { useTimedRun } from '../../../lib/use-timed-run';
import { buttonClass } from '../../../ui/button';
import { card } from '../../../ui/card';
import { LazyBarsChart } from '../../../ui/lazy-charts';
import { PillGroup } from '../../../ui/pill-group';
import { bandText } from '../../../ui/widgets/bands';
import { ContractExpiryWidget } from '../../../ui/widgets/ContractExpiryWidget';
import { DataSourceBadge } from '../../../ui/widgets/DataSourceBadge';
import { InsightsWidget } from '../../../ui/widgets/InsightsWidget';
import { MarketShareWidget, TrendIcon } from '../../../ui/widgets/MarketShareWidget';

export const FORECAST_MS = 2500;
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

export function IntelligenceTab({ profile, updatedAt }: { profile: BrandProfile; updatedAt: number }) {
  const partners = profile.activePartnerships.map((p) => p.propertyName);
  const preset = profile.basis === 'preset';
  return (
    <div className="grid gap-6">
      <DataSourceBadge
        accuracy={preset ? 95 : null}
        source={
          preset
            ? `${product.product} dataset: open data and curated public facts`
            : `${product.product} model`
        }
        updatedAt={updatedAt}
      />
      <CompetitiveAnalysis profile={profile} />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <MarketShareWidget
          focus={{
            name: profile.name,
            industry: profile.industry,
            ...(preset ? { deals: profile.totalProperties } : {}),
            spend: profile.sponsorshipBudget,
          }}
        />
        <ContractExpiryWidget
          brand={profile.name}
          deals={profile.activePartnerships}
          rivals={competitorsFor(profile.name, profile.industry).map((c) => c.name)}
        />
      </div>
      <InsightsWidget brand={profile.name} partners={partners} />
      <PredictiveAnalytics profile={profile} />
      <AdvancedAnalytics profile={profile} />
      <div className="grid gap-4 md:grid-cols-3">
        <section className={card} aria-labelledby="market-trends">
          <h2 id="market-trends" className="font-semibold text-white">
            Market trends
          </h2>
          <ul className="mt-2 list-disc pl-5 text-sm text-slate-300">
            <li>Women’s sport rights are the fastest-growing category.</li>
            <li>Short-form video outpaces broadcast for under-25s.</li>
            <li>Brands favour fewer, deeper multi-year deals.</li>
          </ul>
        </section>
        <section className={card} aria-labelledby="competition-levels">
          <h2 id="competition-levels" className="font-semibold text-white">
            Competition levels
          </h2>
          <dl className="mt-2 grid gap-1 text-sm">
            {[
              ['Football', 'High', 'text-red-300'],
              ['Basketball', 'Med', 'text-amber-300'],
              ['Tennis', 'Low', 'text-emerald-300'],
            ].map(([sport, level, colour]) => (
              <div key={sport} className="flex justify-between">
                <dt className="text-slate-300">{sport}</dt>
                <dd className={colour}>{level}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className={card} aria-labelledby="actions">
          <h2 id="actions" className="font-semibold text-white">
            Recommended actions
          </h2>
          <ul className="mt-2 grid gap-2 text-sm text-slate-300">
            <li className="rounded-lg bg-ink-800 p-2">
              Benchmark {profile.name} against its two closest rivals.
            </li>
            <li className="rounded-lg bg-ink-800 p-2">Review contracts ending in the next 18 months.</li>
          </ul>
        </section>
      </div>
    </div>
  );
}

function CompetitiveAnalysis({ profile }: { profile: BrandProfile }) {
  const competitors = competitorsFor(profile.name, profile.industry);
  const [selected, setSelected] = useState<string | null>(null);
  const current = competitors.find((c) => c.id === selected);
  return (
    <section className={card} aria-labelledby="competitive-analysis">
      <h2 id="competitive-analysis" className="font-semibold text-white">
        Competitive Analysis
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {competitors.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              aria-pressed={selected === c.id}
              onClick={() => setSelected(selected === c.id ? null : c.id)}
              className={`grid h-full w-full gap-2 rounded-xl border p-4 text-left ${
                selected === c.id
                  ? 'border-accent-400 bg-ink-800'
                  : 'border-ink-700 hover:border-accent-400/60'
              }`}
            >
              <span className="flex items-center justify-between">
                <span className="font-semibold text-white">{c.name}</span>
                <span className={`text-sm font-bold ${bandText[brandScoreColour(c.baseScore)]}`}>
                  {c.baseScore}
                </span>
              </span>
              <span className="text-xs text-slate-400">Market share {c.marketShare}%</span>
              <span className="h-1.5 rounded-full bg-ink-700">
                <span
                  className="block h-1.5 rounded-full bg-sky-400"
                  style={{ width: `${c.marketShare}%` }}
                />
              </span>
              <span className="flex items-center gap-1 text-xs text-slate-300">
                <TrendIcon trend={c.trend} /> {c.trendPercentage}% · {c.partnerships} partnerships ·{' '}
                {formatMoney(c.totalSpend)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <LazyBarsChart
          label="Market share of competitors"
          unit="%"
          data={competitors.map((c) => ({ name: c.name, value: c.marketShare }))}
        />
      </div>
      {current && (
        <div
          className="mt-4 grid gap-4 rounded-xl border border-ink-600 bg-ink-900 p-4 sm:grid-cols-2"
          aria-live="polite"
        >
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-slate-400">Total partnerships</dt>
            <dd className="text-white">{current.partnerships}</dd>
            <dt className="text-slate-400">Total spend</dt>
            <dd className="text-white">{formatMoney(current.totalSpend)}</dd>
            <dt className="text-slate-400">Average deal size</dt>
            <dd className="text-white">{formatMoney(current.avgDealSize)}</dd>
            <dt className="text-slate-400">BaseScore</dt>
            <dd className="text-white">{current.baseScore}/100</dd>
          </dl>
          <div className="grid gap-2 text-sm">
            <p>
              <span className="text-slate-400">Key partnerships: </span>
              <span className="text-slate-200">{current.keyPartnerships.join(', ')}</span>
            </p>
            <p>
              <span className="text-slate-400">Strengths: </span>
              <span className="text-slate-200">{current.strengths.join(', ')}</span>
            </p>
            <p>
              <span className="text-slate-400">Potential weaknesses: </span>
              <span className="text-slate-200">{current.weaknesses.join(', ')}</span>
            </p>
          </div>
        </div>
      )}
    </section>
  );
}

function PredictiveAnalytics({ profile }: { profile: BrandProfile }) {
  const forecast = useTimedRun(FORECAST_MS);
  const [open, setOpen] = useState<string | null>(null);
  const predictions = predictionsFor(
    profile.name,
    profile.activePartnerships.map((p) => p.propertyName),
    forecast.generation,
  );
  return (
    <section className={card} aria-labelledby="predictive-analytics">
      <PanelHeader
        id="predictive-analytics"
        title="Predictive Analytics"
        run={forecast}
        icon={Sparkles}
        animation="animate-pulse"
        busy="Calculating"
        idle="Update Forecasts"
      />
      <ul className="mt-4 grid gap-3 md:grid-cols-2" aria-busy={forecast.running}>
        {predictions.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              aria-expanded={open === p.id}
              onClick={() => setOpen(open === p.id ? null : p.id)}
              className="grid w-full gap-1 rounded-xl border border-ink-700 p-4 text-left hover:border-accent-400/60"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold text-white">{p.title}</span>
                <span
                  className={`text-lg font-bold ${bandText[probabilityColour(p.probability)]}`}
                  data-testid="probability"
                >
                  {p.probability}%
                </span>
              </span>
              <span className="text-sm text-slate-300">{p.description}</span>
              <span className="text-xs text-slate-400">
                {p.impact} impact · {p.confidence}% confidence · {p.timeframe} · {formatMoney(p.value)}
              </span>
              {open === p.id && (
                <span className="mt-2 grid gap-1 text-sm">
                  <span className="text-slate-300">Factors: {p.factors.join(', ')}</span>
                  <span className="rounded-lg bg-accent-400/10 p-2 text-accent-200">
                    AI recommendation: {p.recommendation}
                  </span>
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const analyticsTabs: { value: 'all' | MetricCategory; label: string }[] = [
  { value: 'all', label: 'All Metrics' },
  { value: 'performance', label: 'Performance' },
  { value: 'financial', label: 'Financial' },
  { value: 'reach', label: 'Reach' },
  { value: 'engagement', label: 'Engagement' },
];

function MetricCard({ m }: { m: AnalyticsMetric }) {
  return (
    <li className="rounded-xl border border-ink-700 p-4">
      <p className="text-sm text-slate-400">{m.title}</p>
      <p className="text-2xl font-bold text-white">{m.value}</p>
      <p className="flex items-center gap-1 text-xs text-slate-300">
        <TrendIcon trend={m.trend} />
        {m.change > 0 ? '+' : ''}
        {m.change}% {m.period}
      </p>
      <span className="mt-2 block h-1.5 rounded-full bg-ink-700">
        <span
          className={`block h-1.5 rounded-full ${m.change < 0 ? 'bg-red-400' : 'bg-emerald-400'}`}
          style={{ width: `${Math.min(100, 2 * Math.abs(m.change))}%` }}
        />
      </span>
    </li>
  );
}

function AdvancedAnalytics({ profile }: { profile: BrandProfile }) {
  const refresh = useTimedRun(REFRESH_MS);
  const [category, setCategory] = useState<'all' | MetricCategory>('all');
  const metrics = analyticsFor(profile.name, refresh.generation).filter(
    (m) => category === 'all' || m.category === category,
  );
  return (
    <section className={card} aria-labelledby="advanced-analytics">
      <PanelHeader
        id="advanced-analytics"
        title="Advanced Analytics"
        run={refresh}
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
