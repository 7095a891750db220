import type { TBrandProfile } from '../contract/profile';

/**
 * Market Share Analysis (spec 01 section 3, "Market share row"): the engine's category market
 * share of the brand and its competitors. Shares are of the estimated known spend (reported and
 * estimated annual values of running deals) of the category's brands in our dataset.
 */
export interface MarketShareRow {
  brand: string;
  /** Percent of the category's estimated known spend. */
  share: number;
  /** Running deals. */
  deals: number;
  /** Estimated known spend, US dollars a year. */
  spendUsd: number;
  position: number;
  /** The brand in view (highlighted). */
  focus: boolean;
}

export const marketModes = ['share', 'value', 'deals'] as const;
export type MarketMode = (typeof marketModes)[number];
export const marketModeLabels: Record<MarketMode, string> = {
  share: 'Share %',
  value: 'Value',
  deals: 'Deals',
};

type Row = TBrandProfile['marketShare']['rows'][number];

export function marketValue(row: Row, mode: MarketMode): number {
  return mode === 'share' ? row.share : mode === 'value' ? row.spendUsd : row.deals;
}

/**
 * The profile's market-share rows ranked by the mode's own figure, largest first, numbered: by
 * share (the default), by estimated known spend, or by running deals. Ties go to the larger
 * share, then by name.
 */
export function marketShareRows(profile: TBrandProfile, mode: MarketMode = 'share'): MarketShareRow[] {
  return [...profile.marketShare.rows]
    .sort(
      (a, b) =>
        marketValue(b, mode) - marketValue(a, mode) || b.share - a.share || a.brand.localeCompare(b.brand),
    )
    .map((r, i) => ({ ...r, position: i + 1 }));
}

/** What the shares are of, in words. */
export function marketShareLabel(profile: TBrandProfile): string {
  return `Share of estimated known spend of ${profile.marketShare.category} brands in our dataset`;
}

/** One deal of the dataset, as the Trending Portfolios figure needs it. */
export interface PortfolioDeal {
  brand: string;
  startYear: number | null;
  /** Last year the deal ran; null while it runs. */
  endYear: number | null;
}

export interface PortfolioGrowth {
  brand: string;
  /** Deals begun this year or last. */
  started: number;
  /** Running deals on 1 January of last year. */
  before: number;
  /** Running deals now. */
  now: number;
  /** Change in running deals since 1 January of last year, in percent. */
  changePercent: number;
}

/**
 * Trending portfolios: the brands with the most deals begun this year or last, each with the
 * change in its running deals since 1 January of last year (from the dataset's start and end
 * years). Brands with no running deal then have no percentage to give and are left out.
 */
export function portfolioGrowth(deals: PortfolioDeal[], year: number, limit = 3): PortfolioGrowth[] {
  const by = new Map<string, { started: number; before: number; now: number }>();
  for (const d of deals) {
    const g = by.get(d.brand) ?? { started: 0, before: 0, now: 0 };
    if (d.startYear !== null && d.startYear >= year - 1 && d.startYear <= year) g.started++;
    const begunBefore = d.startYear === null || d.startYear < year - 1;
    if (begunBefore && (d.endYear === null || d.endYear >= year - 1)) g.before++;
    if (d.endYear === null) g.now++;
    by.set(d.brand, g);
  }
  return [...by.entries()]
    .filter(([, g]) => g.started > 0 && g.before > 0)
    .map(([brand, g]) => ({ brand, ...g, changePercent: Math.round(((g.now - g.before) / g.before) * 100) }))
    .sort(
      (a, b) => b.started - a.started || b.changePercent - a.changePercent || a.brand.localeCompare(b.brand),
    )
    .slice(0, limit);
}

/** The newsletter line's name: what the percentage measures, after the brand. */
export function portfolioLabel(brand: string, year: number): string {
  return `${brand}: running deals since 1 Jan ${year - 1}`;
}
