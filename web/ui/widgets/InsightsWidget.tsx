import { AlertTriangle, Lightbulb, Sparkles, Target, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { impactBand } from '../../../core/format/score';
import { enterpriseInsights } from '../../../core/widgets/enterprise';
import {
  filterInsights,
  INSIGHTS_DELAY_MS,
  type Insight,
  type InsightTab,
  type InsightType,
  insightsFor,
  insightTabLabels,
  insightTabs,
} from '../../../core/widgets/insights';
import { useTimedRun } from '../../lib/use-timed-run';
import { buttonClass } from '../button';
import { card } from '../card';
import { PillGroup } from '../pill-group';
import { bandBadge, pill, urgencyBand } from './bands';

type InsightCard = Omit<Insight, 'impact'> & {
  impact: Insight['impact'];
  data: { label: string; value: string }[];
};

const icons: Record<InsightType, typeof Sparkles> = {
  opportunity: Target,
  risk: AlertTriangle,
  trend: TrendingUp,
  recommendation: Lightbulb,
};

/**
 * AI Insights Engine (Beta): tabs by type and Generate Insights (2 s of processing, then a new
 * list). The enterprise variant rates impact high/medium/low (red/yellow/green) and shows key metrics.
 */
export function InsightsWidget({
  brand,
  partners,
  variant = 'brand',
  headingLevel = 2,
}: {
  brand: string;
  partners: string[];
  variant?: 'brand' | 'enterprise';
  headingLevel?: 2 | 3;
}) {
  const [tab, setTab] = useState<InsightTab>('all');
  const run = useTimedRun(INSIGHTS_DELAY_MS);
  const insights: InsightCard[] =
    variant === 'enterprise'
      ? enterpriseInsights(brand, partners, run.generation)
      : insightsFor(brand, partners, run.generation).map((i) => ({ ...i, data: [] }));
  const shown = filterInsights(insights, tab);
  const Heading = `h${headingLevel}` as const;
  const headingId = `insights-title-${variant}`;
  return (
    <section className={card} aria-labelledby={headingId} aria-busy={run.running}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={headingId} className="flex items-center gap-2 font-semibold text-white">
          AI Insights Engine
          <span className={`${pill} bg-accent-400/15 text-accent-300 ring-accent-400/30`}>Beta</span>
        </Heading>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={run.run}
          disabled={run.running}
        >
          <Sparkles className={`size-4 ${run.running ? 'animate-pulse' : ''}`} aria-hidden />
          {run.running ? 'Processing...' : 'Generate Insights'}
        </button>
      </div>
      <PillGroup
        value={tab}
        onChange={setTab}
        options={insightTabs.map((t) => ({ value: t, label: insightTabLabels[t] }))}
      />
      <p className="sr-only" aria-live="polite">
        {run.running ? 'Generating insights' : `${shown.length} insights`}
      </p>
      {run.running ? (
        <div className="mt-4 grid gap-3" aria-hidden>
          {[0, 1, 2].map((k) => (
            <div key={k} className="h-20 animate-pulse rounded-xl bg-ink-800" />
          ))}
        </div>
      ) : (
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {shown.map((i) => {
            const Icon = icons[i.type];
            const band =
              variant === 'enterprise'
                ? impactBand(i.impact === 'critical' ? 'high' : i.impact)
                : urgencyBand[i.impact];
            return (
              <li key={i.id} className="rounded-xl border border-ink-700 bg-ink-900 p-4">
                <div className="flex items-start justify-between gap-2">
                  <p className="flex items-center gap-2 font-medium text-white">
                    <Icon className="size-4 shrink-0 text-accent-300" aria-hidden />
                    {i.title}
                  </p>
                  <span className={`${pill} ${bandBadge[band]} shrink-0 capitalize`} data-band={band}>
                    {i.impact} impact
                  </span>
                </div>
                <p className="mt-2 text-sm text-slate-300">{i.description}</p>
                {i.data.length > 0 && (
                  <dl className="mt-2 flex flex-wrap gap-4 text-xs">
                    {i.data.map((d) => (
                      <div key={d.label}>
                        <dt className="text-slate-400">{d.label}</dt>
                        <dd className="font-semibold text-white">{d.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                <p className="mt-2 text-xs text-slate-400">
                  {i.confidence}% confidence · {i.timeframe} · {i.source}
                  {i.actionable ? ' · Actionable' : ''}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-3 text-xs text-slate-400">
        Modelled insights: patterns in the data, not published facts.
      </p>
    </section>
  );
}
