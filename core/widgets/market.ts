import { competitorsFor } from '../intelligence/panels';
import { seededRng } from '../intelligence/random';

/** Market Share Analysis (spec 01 section 3, "Market share row"). */
export interface MarketShareRow {
  brand: string;
  share: number;
  deals: number;
  totalValue: number;
  trend: 'up' | 'down' | 'stable';
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

/**
 * The brand and four rivals of its industry. The brand's deal count is its real one when the
 * dataset has it; shares, values and trends are modelled, seeded by the brand.
 */
export function marketShareRows(
  focus: { name: string; industry: string; deals?: number; spend?: number },
  generation = 0,
): MarketShareRow[] {
  const rng = seededRng(focus.name, 'market-share', generation);
  const rivals = competitorsFor(focus.name, focus.industry, generation);
  const rows = [
    {
      brand: focus.name,
      share: rng.int(8, 35),
      deals: focus.deals && focus.deals > 0 ? focus.deals : rng.int(6, 60),
      totalValue: focus.spend ?? rng.int(50, 900) * 1e6,
      trend: rng.pick(['up', 'down', 'stable'] as const),
      focus: true,
    },
    ...rivals.map((r) => ({
      brand: r.name,
      share: r.marketShare,
      deals: r.partnerships,
      totalValue: r.totalSpend,
      trend: r.trend,
      focus: false,
    })),
  ];
  return rows.sort((a, b) => b.share - a.share).map((r, i) => ({ ...r, position: i + 1 }));
}

export function marketValue(row: MarketShareRow, mode: MarketMode): number {
  return mode === 'share' ? row.share : mode === 'value' ? row.totalValue : row.deals;
}
