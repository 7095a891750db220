import { AlertTriangle, Lightbulb, Sparkles, Target, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import type { TBrandProfile } from '../../../core/contract/profile';
import { impactBand } from '../../../core/format/score';
import {
  filterInsights,
  IMPACT_RULE,
  INSIGHTS_DELAY_MS,
  type InsightTab,
  type InsightType,
  insightsFor,
  insightTabLabels,
  insightTabs,
  rotateInsights,
} from '../../../core/widgets/insights';
import { useTimedRun } from '../../lib/use-timed-run';
import { buttonClass } from '../button';
import { card } from '../card';
import { PillGroup } from '../pill-group';
import { bandBadge, pill } from './bands';

const icons: Record<InsightType, typeof Sparkles> = {
  opportunity: Target,
  risk: AlertTriangle,
  trend: TrendingUp,
  recommendation: Lightbulb,
};

const basisStyle = {
  Dataset: 'bg-sky-500/15 text-sky-300 ring-sky-400/30',
  Model: 'bg-violet-500/15 text-violet-300 ring-violet-400/30',
} as const;

/**
 * AI Insights Engine (Beta): cards derived from the brand's profile, each labelled Dataset or
 * Model; tabs by type; Generate Insights processes for 2 s, then shows the same cards in a new order.
 */
export function InsightsWidget({
  profile,
  variant = 'brand',
  headingLevel = 2,
}: {
  profile: TBrandProfile;
  variant?: 'brand' | 'enterprise';
  headingLevel?: 2 | 3;
}) {
  const [tab, setTab] = useState<InsightTab>('all');
  const run = useTimedRun(INSIGHTS_DELAY_MS);
  const insights = rotateInsights(insightsFor(profile), run.generation);
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
      ) : shown.length === 0 ? (
        <p className="mt-4 rounded-xl bg-ink-900 p-4 text-sm text-slate-400">
          Nothing in our data supports an insight of this kind for {profile.brand.name}.
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {shown.map((i) => {
            const Icon = icons[i.type];
            const band = i.impact && impactBand(i.impact);
            return (
              <li key={i.id} className="rounded-xl border border-ink-700 bg-ink-900 p-4">
                <div className="flex items-start justify-between gap-2">
                  <p className="flex items-center gap-2 font-medium text-white">
                    <Icon className="size-4 shrink-0 text-accent-300" aria-hidden />
                    {i.title}
                  </p>
                  <span className="flex shrink-0 flex-wrap justify-end gap-1">
                    <span className={`${pill} ${basisStyle[i.basis]}`}>{i.basis}</span>
                    {band && (
                      <span className={`${pill} ${bandBadge[band]} capitalize`} data-band={band}>
                        {i.impact} impact
                      </span>
                    )}
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
                  {[i.timeframe, i.method, i.actionable ? 'Actionable' : null].filter(Boolean).join(' · ')}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-3 text-xs text-slate-400">
        Derived from {profile.brand.name}’s deals in our dataset: Dataset cards state facts and counts; Model
        cards read our documented model. {IMPACT_RULE}
      </p>
    </section>
  );
}
