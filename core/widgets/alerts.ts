import type { Alert, Urgency } from '../contract/alerts';
import { isRunning, type TDeal } from '../contract/profile';
import { dealRole, partnerLabel } from '../format/deal';
import { renewalLikelihood } from '../intelligence/engine/brand-profile';

/**
 * The alerts feed (spec 01 sections 2, 4 and 9), built from the engine's deals: announced terms
 * ending this year or next, deals begun this year or last, deals ended this year, plus alerts from
 * the renewal model and the category trends (labelled Model). Nothing here is drawn at random.
 */
export const ALERT_RULES = { refreshMs: 5 * 60_000 } as const;
export const INDUSTRY_WIDE = 'Industry Wide';

export {
  type Alert,
  alertTypes,
  type Urgency,
  type UserAlert,
  urgencies,
  ZAlertFeed,
  ZAlertsSeen,
  ZFeedAlert,
  ZUserAlert,
} from '../contract/alerts';

/** How many alerts of each kind the feed keeps, most urgent and most valuable first. */
export const FEED_LIMITS = { expiry: 6, started: 5, ended: 2, renewal: 2, trend: 1 } as const;

/** A news search for the names: a real page, never an invented article. */
export function newsSearchUrl(...terms: string[]): string {
  const q = terms.map((t) => `"${t}"`).join(' ');
  return `https://news.google.com/search?q=${encodeURIComponent(`${q} sponsorship`)}`;
}

const urgencyOrder: Record<Urgency, number> = { critical: 0, high: 1, medium: 2, low: 3 };
const role = (d: TDeal) => dealRole(d).toLowerCase();
const running = (d: TDeal) => isRunning(d);

function fromDeal(d: TDeal, raisedAt: string) {
  return {
    brand: d.brand,
    timestamp: raisedAt,
    source: d.source,
    sourceName: d.sourceName,
    basis: 'Dataset' as const,
    deal: d,
    externalUrl: newsSearchUrl(d.brand, d.partner),
  };
}

/** Running deals whose announced term (`until`) ends this year or next. */
export const endsSoon = (d: TDeal, year: number) =>
  running(d) && d.contract.until !== null && d.contract.until >= year && d.contract.until <= year + 1;

/** The dataset's alerts for these deals: announced ends, new partnerships, deals ended this year. */
export function dealAlerts(deals: TDeal[], year: number, raisedAt: string): Alert[] {
  const out: Alert[] = [];
  for (const d of deals) {
    const until = d.contract.until;
    if (endsSoon(d, year) && until !== null) {
      out.push({
        ...fromDeal(d, raisedAt),
        id: `end-${d.id}`,
        type: 'contract_expiry',
        title: `Contract ending: ${d.brand} and ${d.partner}`,
        description: `The announced term of the ${role(d)} deal with ${partnerLabel(d)} ends in ${until} (${d.contract.label}).`,
        urgency: until === year ? 'critical' : 'high',
        actionRequired: true,
      });
    }
    const start = d.contract.start;
    if (running(d) && start !== null && start >= year - 1 && start <= year) {
      out.push({
        ...fromDeal(d, raisedAt),
        id: `new-${d.id}`,
        type: 'new_partnership',
        title: `New partnership: ${d.brand} and ${d.partner}`,
        description: `${d.brand}: ${role(d)} of ${partnerLabel(d)} since ${start}.`,
        urgency: start === year ? 'high' : 'medium',
        actionRequired: false,
      });
    }
    if (!isRunning(d) && d.contract.end === year) {
      out.push({
        ...fromDeal(d, raisedAt),
        id: `ended-${d.id}`,
        type: 'contract_ended',
        title: `Partnership ended: ${d.brand} and ${d.partner}`,
        description: `The ${role(d)} deal with ${partnerLabel(d)} ran ${d.contract.label} and ended in ${year}.`,
        urgency: 'medium',
        actionRequired: false,
      });
    }
  }
  return out;
}

/** The renewal model on deals whose announced term ends this year or next (labelled Model). */
export function renewalAlerts(deals: TDeal[], year: number, raisedAt: string): Alert[] {
  return deals
    .filter((d) => endsSoon(d, year))
    .map((d) => {
      const p = renewalLikelihood(d, year);
      const tenure =
        d.contract.start !== null ? `${year - d.contract.start} years of tenure` : 'start not known';
      return {
        ...fromDeal(d, raisedAt),
        source: 'modelled' as const,
        sourceName: 'Sponsorscope renewal model (docs/scoring.md)',
        basis: 'Model' as const,
        id: `renewal-${d.id}`,
        type: 'renewal_outlook' as const,
        title: `Renewal outlook: ${d.brand} and ${d.partner}`,
        description: `Model: ${p}% likelihood of renewal (${tenure}, ${d.tier.toLowerCase()} tier, ${role(d)}); the announced term ends in ${d.contract.until}.`,
        urgency: p < 60 ? ('high' as const) : p < 80 ? ('medium' as const) : ('low' as const),
        actionRequired: p < 60,
      };
    });
}

export interface CategoryTrend {
  category: string;
  trend: { year: number; starts: number }[];
}

/**
 * Category deal flow, read by the model: deals begun in the last three years (this one so far)
 * against the three before, for categories with at least `minDeals` starts in those six years.
 */
export function trendAlerts(trends: CategoryTrend[], year: number, raisedAt: string, minDeals = 10): Alert[] {
  const read = trends
    .map(({ category, trend }) => {
      const recent = trend
        .filter((t) => t.year > year - 3 && t.year <= year)
        .reduce((s, t) => s + t.starts, 0);
      const before = trend
        .filter((t) => t.year > year - 6 && t.year <= year - 3)
        .reduce((s, t) => s + t.starts, 0);
      return { category, recent, before, change: before ? (recent - before) / before : 0 };
    })
    .filter((t) => t.recent + t.before >= minDeals && t.before > 0 && t.recent !== t.before)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.category.localeCompare(b.category));
  return read.map((t) => {
    const up = t.recent > t.before;
    const pct = Math.round(Math.abs(t.change) * 100);
    return {
      id: `trend-${t.category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${year}`,
      type: 'market_trend' as const,
      title: `${t.category} deal flow ${up ? 'rising' : 'slowing'}`,
      description: `Model reading of dataset counts: ${t.recent} new ${t.category.toLowerCase()} deals began in ${year - 2}-${year} (${year} so far), ${up ? 'up' : 'down'} ${pct}% on the ${t.before} of ${year - 5}-${year - 3}.`,
      brand: null,
      urgency: up ? ('medium' as const) : ('low' as const),
      timestamp: raisedAt,
      actionRequired: false,
      source: 'modelled' as const,
      sourceName: 'Sponsorscope model, from deal start years in the dataset',
      basis: 'Model' as const,
      deal: null,
      externalUrl: newsSearchUrl(t.category),
    };
  });
}

/** Most urgent first, then newest, then the larger deal, then by title. */
export function sortAlerts(alerts: Alert[]): Alert[] {
  return [...alerts].sort(
    (a, b) =>
      urgencyOrder[a.urgency] - urgencyOrder[b.urgency] ||
      b.timestamp.localeCompare(a.timestamp) ||
      (b.deal?.value.usd ?? 0) - (a.deal?.value.usd ?? 0) ||
      a.title.localeCompare(b.title),
  );
}

/** The feed: each kind most urgent and most valuable first, cut to FEED_LIMITS, then sorted together. */
export function alertFeed(input: {
  deals: TDeal[];
  trends: CategoryTrend[];
  year: number;
  raisedAt: string;
}) {
  const { deals, trends, year, raisedAt } = input;
  const fromData = sortAlerts(dealAlerts(deals, year, raisedAt));
  const take = (type: Alert['type'], n: number) => fromData.filter((a) => a.type === type).slice(0, n);
  return sortAlerts([
    ...take('contract_expiry', FEED_LIMITS.expiry),
    ...take('new_partnership', FEED_LIMITS.started),
    ...take('contract_ended', FEED_LIMITS.ended),
    ...sortAlerts(renewalAlerts(deals, year, raisedAt)).slice(0, FEED_LIMITS.renewal),
    ...trendAlerts(trends, year, raisedAt).slice(0, FEED_LIMITS.trend),
  ]);
}

export const MAX_ALERTS = Object.values(FEED_LIMITS).reduce((s, n) => s + n, 0);

/** "all", INDUSTRY_WIDE (alerts without a brand) or a brand name (case-insensitive). */
export function filterAlerts<T extends { brand: string | null }>(alerts: T[], filter: string): T[] {
  if (filter === 'all') return alerts;
  if (filter === INDUSTRY_WIDE) return alerts.filter((a) => a.brand === null);
  const key = filter.toLowerCase();
  return alerts.filter((a) => a.brand?.toLowerCase() === key);
}

/** The filter's choices: every brand in the list (sorted), then "Industry Wide". */
export function alertFilters(alerts: { brand: string | null }[]): string[] {
  const brands = [...new Set(alerts.flatMap((a) => (a.brand ? [a.brand] : [])))].sort();
  return [...brands, INDUSTRY_WIDE];
}

/** The badge: the alerts of the feed not dismissed. */
export function unreadCount(alerts: { seen: boolean }[]): number {
  return alerts.filter((a) => !a.seen).length;
}
