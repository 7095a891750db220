import type { TBrandOverview } from '../contract/intelligence';
import type { TBrandProfile, TCompetitor, TDeal } from '../contract/profile';
import { isRunning } from '../contract/profile';
import { latestAsOf } from './freshness';

/**
 * The figures that more than one panel, tile or export shows, each computed once here so that
 * they cannot disagree: every count of values is over the running deals (the deals the estimated
 * known spend adds up), and a BaseLine is shown only for a brand with running deals to score.
 */

/** What a brand with too few running deals on file shows in place of a BaseLine. */
export const NOT_ENOUGH_DATA = 'Not enough data';

/**
 * A BaseLine read from fewer running deals than this is not shown: with none, every metric is a
 * default of the model; with one, the metrics (range, clarity, visibility) read the deals
 * on file rather than the brand, whose portfolio we hold only in part, and its low score would state
 * something false by omission.
 */
export const MIN_SCORED_DEALS = 2;

/** The brand's BaseLine, or null when it has too few running deals to be scored. */
export function shownScore(profile: TBrandProfile): number | null {
  return profile.counts.active >= MIN_SCORED_DEALS ? profile.score.overall : null;
}

/** A competitor's BaseLine, or null when it has too few running deals to be scored. */
export function shownCompetitorScore(c: TCompetitor): number | null {
  return c.activeDeals >= MIN_SCORED_DEALS ? c.score : null;
}

/** "72/100", or "Not enough data" for a score that is not shown. */
export function scoreText(score: number | null, outOf = '/100'): string {
  return score === null ? NOT_ENOUGH_DATA : `${score}${outOf}`;
}

export interface ValueCounts {
  /** Running deals. */
  deals: number;
  /** Of them, with a value reported by a publisher. */
  reported: number;
  /** Of them, with a value estimated by our value model. */
  estimated: number;
  /** Of them, included in another deal's value (counted there). */
  included: number;
}

/** How the values of a list of deals are known. */
export function valueCounts(deals: readonly TDeal[]): ValueCounts {
  const count = (kind: TDeal['value']['kind']) => deals.filter((d) => d.value.kind === kind).length;
  return {
    deals: deals.length,
    reported: count('reported'),
    estimated: count('estimate'),
    included: count('included'),
  };
}

/** How the values of the brand's running deals are known: the one count of values every panel shows. */
export function runningValueCounts(profile: TBrandProfile): ValueCounts {
  return valueCounts(profile.deals.filter((d) => isRunning(d)));
}

/** "18 reported, 164 estimated" (and ", 1 included in another deal" when there is one). */
export function valueCountsText(v: ValueCounts): string {
  return `${v.reported} reported, ${v.estimated} estimated${v.included ? `, ${v.included} included in another deal` : ''}`;
}

/** Running deals of the Premium tier: a headline role with a top-class (class S or A) partner. */
export function premiumDeals(profile: TBrandProfile): number {
  return profile.deals.filter((d) => isRunning(d) && d.tier === 'Premium').length;
}

/**
 * A metric's inputs as the brand view and the exports print them. The engine's visibility inputs
 * count every running deal with a class S or A partner, whatever its role, which reads as a
 * contradiction beside the Premium count (headline roles with such a partner); the line names the
 * Premium count instead, so the two panels give the same number.
 */
export function metricInputs(
  profile: TBrandProfile,
  metric: keyof TBrandProfile['score']['metrics'],
): string {
  const inputs = profile.score.metrics[metric].inputs;
  if (metric !== 'visibility') return inputs;
  return inputs.replace(
    /, \d+ with top-class \(class S or A\) partners;/,
    `, ${premiumDeals(profile)} Premium (a headline role with a top-class partner);`,
  );
}

/**
 * Where the facts of a page come from, as counts that are true whatever the mix: never a bare
 * "0% verified" for deals that are curated with a citation each.
 */
export function sourceMixText(mix: TBrandProfile['sourceMix']): string {
  if (!mix.facts) return 'No deals on record';
  const parts = [
    mix.verified ? `${mix.verified} from open data` : null,
    mix.curated ? `${mix.curated} curated with a citation` : null,
  ].filter(Boolean);
  return `${parts.join(', ')} · ${mix.highConfidencePercent}% high confidence`;
}

/** The overview of a brand's portfolio (ZBrandOverview), counted over every deal of its profile. */
export function brandOverview(profile: TBrandProfile): TBrandOverview {
  const runningByKind = { team: 0, league: 0, event: 0, federation: 0, athlete: 0 };
  const sports = new Set<string>();
  const runningSports = new Set<string>();
  let past = 0;
  for (const d of profile.deals) {
    sports.add(d.sport);
    if (isRunning(d)) {
      runningByKind[d.partnerKind]++;
      runningSports.add(d.sport);
    } else past++;
  }
  return {
    dealsOnFile: profile.deals.length,
    runningByKind,
    past,
    sports: [...sports].sort(),
    runningSports: [...runningSports].sort(),
    runningValues: runningValueCounts(profile),
    lastChecked: latestAsOf(profile.deals),
  };
}

/**
 * The first `n` deals of a portfolio, as a brand view's first screen lists them: running deals by
 * annual value (largest first), then past deals by their last year (latest first); ties by partner.
 */
export function firstDeals<D extends TDeal>(deals: readonly D[], n: number): D[] {
  const rank = (d: D) => (isRunning(d) ? 0 : 1);
  return [...deals]
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        (rank(a) === 0 ? b.value.usd - a.value.usd : (b.contract.end ?? 0) - (a.contract.end ?? 0)) ||
        (a.partner < b.partner ? -1 : a.partner > b.partner ? 1 : 0) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .slice(0, n);
}
