import { GitCompareArrows } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TBrandProfile, TCompetitor, TDeal } from '../../../../core/contract/profile';
import { formatMoney } from '../../../../core/format/money';
import { compareCompetitor, type DealTrend, dealTrend } from '../../../../core/intelligence/panels';
import { brandScoreColour } from '../../../../core/intelligence/score';
import { NOT_ENOUGH_DATA, scoreText, shownCompetitorScore } from '../../../../core/widgets/figures';
import { buttonClass } from '../../../ui/button';
import { card } from '../../../ui/card';
import { LazyBarsChart } from '../../../ui/lazy-charts';
import { bandText } from '../../../ui/widgets/bands';
import { TrendIcon } from '../../../ui/widgets/MarketShareWidget';
import { compareHref } from '../compare/address';
import { useBrandDeals } from '../data/use-brand-deals';

type TrendState = { state: 'loading' } | { state: 'none' } | { state: 'ready'; trend: DealTrend };

function trendOf(query: { isPending: boolean; data?: TDeal[] | null | undefined }, year: number): TrendState {
  if (query.isPending) return { state: 'loading' };
  return query.data ? { state: 'ready', trend: dealTrend(query.data, year) } : { state: 'none' };
}

/** "+50%", "-20%", "0%", or what the count was when there is no base to compare with. */
function trendFigure(t: DealTrend): string {
  if (t.percent === null) return t.recent ? `${t.recent} new, none before` : 'no deal starts';
  return `${t.percent > 0 ? '+' : ''}${t.percent}%`;
}

function TrendLine({ t, year }: { t: TrendState; year: number }) {
  if (t.state === 'loading') return <span className="text-xs text-slate-400">Trend: checking…</span>;
  if (t.state === 'none') return <span className="text-xs text-slate-400">Trend: Not available</span>;
  return (
    <span
      className="inline-flex items-center gap-1 text-xs text-slate-300"
      title={`Deal starts in ${year - 2}-${year} against ${year - 5}-${year - 3}`}
    >
      Trend <TrendIcon trend={t.trend.direction} /> {trendFigure(t.trend)}
    </span>
  );
}

function Detail({ profile, c, t }: { profile: TBrandProfile; c: TCompetitor; t: TrendState }) {
  const { strengths, weaknesses } = compareCompetitor(profile, c);
  const year = profile.asOfYear;
  return (
    <section
      className="mt-4 grid gap-4 rounded-xl border border-ink-600 bg-ink-900 p-4 sm:grid-cols-2"
      aria-live="polite"
      aria-label={`${c.name} compared with ${profile.brand.name}`}
    >
      <dl className="grid grid-cols-2 content-start gap-2 text-sm">
        <dt className="text-slate-400">Active deals</dt>
        <dd className="text-white">{c.activeDeals}</dd>
        <dt className="text-slate-400">Estimated known spend</dt>
        <dd className="text-white">≈ {formatMoney(c.spendUsd)}</dd>
        <dt className="text-slate-400">Average deal size</dt>
        <dd className="text-white">≈ {formatMoney(c.spendUsd / Math.max(1, c.activeDeals))}</dd>
        <dt className="text-slate-400">BaseScore</dt>
        <dd className="text-white">{scoreText(shownCompetitorScore(c))}</dd>
      </dl>
      <div className="grid content-start gap-2 text-sm">
        <p>
          <span className="text-slate-400">Key partnerships: </span>
          <span className="text-slate-200">{c.keyPartnerships.join(', ') || 'None running'}</span>
        </p>
        <p>
          <span className="text-slate-400">Overlap: </span>
          <span className="text-slate-200">{c.overlap}</span>
        </p>
        <p>
          <span className="text-slate-400">Trend: </span>
          <span className="text-slate-200">
            {t.state === 'loading'
              ? 'checking…'
              : t.state === 'none'
                ? 'Not available'
                : `${t.trend.recent} deals began in ${year - 2}-${year} against ${t.trend.before} in ${year - 5}-${year - 3} (${t.trend.byYear.map((y) => `${y.year}: ${y.starts}`).join(', ')})`}
          </span>
        </p>
      </div>
      <div className="grid content-start gap-1 text-sm">
        <h3 className="font-semibold text-white">Strengths</h3>
        {strengths.length ? (
          <ul className="list-disc pl-5 text-slate-200">
            {strengths.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-400">Ahead of {profile.brand.name} on none of these figures.</p>
        )}
      </div>
      <div className="grid content-start gap-1 text-sm">
        <h3 className="font-semibold text-white">Potential weaknesses</h3>
        {weaknesses.length ? (
          <ul className="list-disc pl-5 text-slate-200">
            {weaknesses.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-400">Behind {profile.brand.name} on none of these figures.</p>
        )}
      </div>
      <p className="text-xs text-slate-400 sm:col-span-2">
        Strengths and weaknesses compare BaseScore, running deals, estimated known spend and average deal size
        with {profile.brand.name}'s. The trend counts the deals {c.name} began in the last three years against
        the three before, in our dataset.
      </p>
    </section>
  );
}

/** Competitive Analysis (spec 02 section 2.5): the engine's closest rivals, a card each; a card opens its detail. */
export function CompetitiveAnalysis({ profile }: { profile: TBrandProfile }) {
  const competitors = profile.competitors;
  const [selected, setSelected] = useState<string | null>(null);
  const deals = useBrandDeals(competitors.map((c) => c.name));
  const trends = deals.map((q) => trendOf(q, profile.asOfYear));
  const index = competitors.findIndex((c) => c.name === selected);
  const current = competitors[index];
  return (
    <section className={card} aria-labelledby="competitive-analysis">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="competitive-analysis" className="font-semibold text-white">
          Competitive Analysis
        </h2>
        {competitors.length > 0 && (
          <Link
            to={compareHref([profile.brand.name, ...competitors.map((c) => c.name)])}
            className={buttonClass('secondary', 'sm')}
            aria-label={`Compare ${profile.brand.name} with ${competitors
              .slice(0, 3)
              .map((c) => c.name)
              .join(', ')}`}
          >
            <GitCompareArrows className="size-4" aria-hidden />
            Compare
          </Link>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-400">
        {profile.brand.category} brands ranked by their overlap of properties, sports and regions with{' '}
        {profile.brand.name}; shares are of the category's estimated known spend.
      </p>
      {competitors.length === 0 ? (
        <p className="mt-4 text-slate-400">
          No brand of the same category with running deals in our dataset.
        </p>
      ) : (
        <>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {competitors.map((c, i) => (
              <li key={c.name}>
                <button
                  type="button"
                  aria-pressed={selected === c.name}
                  onClick={() => setSelected(selected === c.name ? null : c.name)}
                  className={`grid h-full w-full gap-2 rounded-xl border p-4 text-left ${
                    selected === c.name
                      ? 'border-accent-400 bg-ink-800'
                      : 'border-ink-700 hover:border-accent-400/60'
                  }`}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-white">{c.name}</span>
                    {shownCompetitorScore(c) === null ? (
                      <span className="text-xs text-slate-400">{NOT_ENOUGH_DATA}</span>
                    ) : (
                      <span className={`text-sm font-bold ${bandText[brandScoreColour(c.score)]}`}>
                        {c.score}
                      </span>
                    )}
                  </span>
                  <span className="text-xs text-slate-400">Market share {c.share}%</span>
                  <span className="h-1.5 rounded-full bg-ink-700">
                    <span
                      className="block h-1.5 rounded-full bg-sky-400"
                      style={{ width: `${Math.min(100, c.share)}%` }}
                    />
                  </span>
                  <TrendLine t={trends[i]!} year={profile.asOfYear} />
                  <span className="text-xs text-slate-300">
                    {c.activeDeals} active deals · ≈ {formatMoney(c.spendUsd)} a year
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <div className="mt-4">
            <LazyBarsChart
              label="Market share of competitors"
              unit="%"
              data={competitors.map((c) => ({ name: c.name, value: c.share }))}
            />
          </div>
        </>
      )}
      {current && <Detail profile={profile} c={current} t={trends[index]!} />}
    </section>
  );
}
