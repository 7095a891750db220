import type { Source } from '../intelligence/dataset';
import { hashString, rngFromSeed, seededRng } from '../intelligence/random';

/** The real-time alerts panel (spec 01 sections 2, 4 and 9). */
export const ALERT_RULES = { initialUnread: 3, refreshMs: 5 * 60_000, raiseChance: 0.3 } as const;
export const INDUSTRY_WIDE = 'Industry Wide';

export type AlertType = 'new_partnership' | 'contract_expiry' | 'roi_opportunity' | 'market_trend';
export type Urgency = 'critical' | 'high' | 'medium' | 'low';

export interface Alert {
  id: string;
  type: AlertType;
  title: string;
  description: string;
  /** null: an industry-wide alert. */
  brand: string | null;
  urgency: Urgency;
  timestamp: string;
  actionRequired: boolean;
  source: Source;
  sourceName: string;
  clickable: boolean;
  externalUrl: string;
  /** Modelled figures (never a published number). */
  baseScore: number;
  marketValue: number;
}

/** One partnership as the alerts need it: who, with whom, and the years the dataset gives. */
export interface AlertFact {
  id: string;
  brand: string;
  partner: string;
  type: string;
  startYear: number | null;
  endYear: number | null;
  source: Source;
  sourceName: string;
}

/** A news search for the two names: a real page, never an invented article. */
export function newsSearchUrl(...terms: string[]): string {
  const q = terms.map((t) => `"${t}"`).join(' ');
  return `https://news.google.com/search?q=${encodeURIComponent(`${q} sponsorship`)}`;
}

const urgencyOrder: Record<Urgency, number> = { critical: 0, high: 1, medium: 2, low: 3 };

/** When an alert was raised: a fixed moment in the last six days, so it ages like a real one. */
function raisedAt(id: string, now: Date): string {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const minutes = seededRng(id, 'alert-raised').int(0, 6 * 24 * 60);
  return new Date(Math.min(now.getTime(), day - minutes * 60_000 + 12 * 3_600_000)).toISOString();
}

function modelledFigures(id: string) {
  const rng = seededRng(id, 'alert-figures');
  return { baseScore: rng.int(60, 96), marketValue: rng.int(5, 150) * 1e6 };
}

/**
 * Alerts from the dataset: deals that end this year or next (contract_expiry) and deals that
 * started this year or last (new_partnership). A brand's own alerts come first when one is given.
 */
export function datasetAlerts(facts: AlertFact[], now: Date): Alert[] {
  const year = now.getUTCFullYear();
  const alerts: Alert[] = [];
  for (const f of facts) {
    const common = {
      brand: f.brand,
      source: f.source,
      sourceName: f.sourceName,
      clickable: true,
      externalUrl: newsSearchUrl(f.brand, f.partner),
    };
    if (f.endYear !== null && f.endYear >= year && f.endYear <= year + 1) {
      const id = `end-${f.id}`;
      alerts.push({
        ...common,
        id,
        type: 'contract_expiry',
        title: `Contract ending: ${f.brand} and ${f.partner}`,
        description: `Our records show the ${f.type.toLowerCase()} deal ending in ${f.endYear}. The renewal window is open now.`,
        urgency: f.endYear === year ? 'critical' : 'high',
        timestamp: raisedAt(id, now),
        actionRequired: true,
        ...modelledFigures(id),
      });
    }
    if (f.startYear !== null && f.startYear >= year - 1 && f.startYear <= year) {
      const id = `new-${f.id}`;
      alerts.push({
        ...common,
        id,
        type: 'new_partnership',
        title: `New partnership: ${f.brand} and ${f.partner}`,
        description: `${f.brand} became ${f.type.toLowerCase()} of ${f.partner} in ${f.startYear}.`,
        urgency: f.startYear === year ? 'high' : 'medium',
        timestamp: raisedAt(id, now),
        actionRequired: false,
        ...modelledFigures(id),
      });
    }
  }
  return alerts;
}

const trends = [
  [
    'Women’s football rights are rising in value',
    'Broadcast and sponsorship fees for women’s leagues keep climbing.',
  ],
  [
    'Short-form video takes share from broadcast',
    'Clips and creator content now carry more sponsor exposure per dollar.',
  ],
  ['Betting category under review', 'Several leagues are reviewing gambling sponsorship on shirts.'],
  ['Formula 1 audiences keep growing in the US', 'New races and streaming lift US reach for team partners.'],
] as const;

/** Modelled alerts, seeded by the day: an ROI opportunity per named brand and one industry trend. */
export function modelledAlerts(brands: string[], now: Date): Alert[] {
  const day = now.toISOString().slice(0, 10);
  const rng = seededRng(day, 'alerts-modelled');
  const common = { source: 'modelled' as const, sourceName: 'Sponsorscope model', clickable: true };
  const [title, description] = trends[rng.int(0, trends.length - 1)]!;
  const trendId = `trend-${day}`;
  const out: Alert[] = [
    {
      ...common,
      id: trendId,
      type: 'market_trend',
      title,
      description,
      brand: null,
      urgency: 'medium',
      timestamp: raisedAt(trendId, now),
      actionRequired: false,
      externalUrl: newsSearchUrl(title),
      ...modelledFigures(trendId),
    },
  ];
  for (const brand of brands) {
    const id = `roi-${hashString(brand)}-${day}`;
    const uplift = rng.int(8, 30);
    out.push({
      ...common,
      id,
      type: 'roi_opportunity',
      title: `ROI opportunity for ${brand}`,
      description: `Modelled: shifting 10% of activation spend to digital could lift return by about ${uplift}%.`,
      brand,
      urgency: rng.pick(['high', 'medium', 'low'] as const),
      timestamp: raisedAt(id, now),
      actionRequired: true,
      externalUrl: newsSearchUrl(brand),
      ...modelledFigures(id),
    });
  }
  return out;
}

/** Most urgent first, then newest. */
export function sortAlerts(alerts: Alert[]): Alert[] {
  return [...alerts].sort(
    (a, b) => urgencyOrder[a.urgency] - urgencyOrder[b.urgency] || b.timestamp.localeCompare(a.timestamp),
  );
}

/** "all", INDUSTRY_WIDE (alerts without a brand) or a brand name (case-insensitive). */
export function filterAlerts(alerts: Alert[], filter: string): Alert[] {
  if (filter === 'all') return alerts;
  if (filter === INDUSTRY_WIDE) return alerts.filter((a) => a.brand === null);
  const key = filter.toLowerCase();
  return alerts.filter((a) => a.brand?.toLowerCase() === key);
}

/** The filter's choices: every brand in the list (sorted), then "Industry Wide". */
export function alertFilters(alerts: Alert[]): string[] {
  const brands = [...new Set(alerts.flatMap((a) => (a.brand ? [a.brand] : [])))].sort();
  return [...brands, INDUSTRY_WIDE];
}

/** Dismissing lowers the unread badge by one, never below zero. */
export function badgeAfterDismiss(unread: number): number {
  return Math.max(0, unread - 1);
}

/** A refresh raises the badge by one with a 30% chance. */
export function badgeAfterRefresh(unread: number, random: () => number): number {
  return random() < ALERT_RULES.raiseChance ? unread + 1 : unread;
}

/** The default random source of a refresh: seeded by the five-minute bucket (DESIGN decision 2). */
export function refreshRandom(now: number): () => number {
  return rngFromSeed(hashString(`alerts-refresh|${Math.floor(now / ALERT_RULES.refreshMs)}`)).next;
}
