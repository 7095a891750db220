import { brand } from '../brand';
import {
  type ExportCategory,
  type ExportFormat,
  type ExportPeriod,
  exportCategories,
  exportFormats,
  exportPeriods,
} from '../contract/enterprise';
import type { TBrandProfile, TDeal } from '../contract/profile';
import { isRunning } from '../contract/profile';
import { type Cell, DEAL_COLUMNS, dealRow, exportTables } from '../report/export';
import { scoreText, shownCompetitorScore, shownScore, valueCounts } from './figures';

/** Enterprise exports (spec 01 sections 3 and 9): labels for the contract's categories, periods and formats, and the tables. */
export {
  type ExportCategory,
  type ExportFormat,
  type ExportPeriod,
  exportCategories,
  exportFormats,
  exportPeriods,
};
export const categoryLabels: Record<ExportCategory, string> = {
  overview: 'Overview',
  partnerships: 'Partnerships',
  performance: 'Performance',
  social: 'Social',
  creative: 'Creative',
  competitive: 'Competitive',
  financial: 'Financial',
  forecasting: 'Forecasting',
};

export const periodLabels: Record<ExportPeriod, string> = {
  '1month': 'Last month',
  '3months': 'Last 3 months',
  '6months': 'Last 6 months',
  '1year': 'Last year',
  custom: 'Custom range',
};

export const formatLabels: Record<ExportFormat, string> = {
  pdf: 'PDF',
  csv: 'CSV',
  excel: 'Excel',
  json: 'JSON',
};
export const formatExtensions: Record<ExportFormat, string> = {
  pdf: 'pdf',
  csv: 'csv',
  excel: 'xlsx',
  json: 'json',
};

export const EXPORT_DEFAULTS = {
  categories: ['overview', 'partnerships'] as ExportCategory[],
  period: '6months' as ExportPeriod,
  format: 'pdf' as ExportFormat,
};

const months: Record<Exclude<ExportPeriod, 'custom'>, number> = {
  '1month': 1,
  '3months': 3,
  '6months': 6,
  '1year': 12,
};

/** The dates a period covers, ending on `now` (or the custom dates given). */
export function periodRange(period: ExportPeriod, now: Date, from?: string, to?: string) {
  if (period === 'custom') {
    return { from: new Date(`${from}T00:00:00Z`), to: new Date(`${to}T23:59:59Z`) };
  }
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - months[period]);
  return { from: start, to: now };
}

export interface ExportSection {
  category: ExportCategory;
  title: string;
  /** The first row is the header. */
  rows: Cell[][];
}

/** What a category with no data in the dataset says, in the file itself. */
export const NOT_COLLECTED: Partial<Record<ExportCategory, string>> = {
  social: `Not available: ${brand.product} does not collect social media data (impressions, engagement, mentions).`,
  creative: `Not available: ${brand.product} does not collect creative or campaign content.`,
};

/** Deals running at some time in the period (by their start and end years). */
export function dealsInPeriod(deals: TDeal[], range: { from: Date; to: Date }): TDeal[] {
  const from = range.from.getUTCFullYear();
  const to = range.to.getUTCFullYear();
  return deals.filter(
    (d) =>
      (d.contract.start === null || d.contract.start <= to) &&
      (d.contract.end === null || d.contract.end >= from),
  );
}

function valueGroups(deals: TDeal[], key: (d: TDeal) => string): Cell[][] {
  const groups = new Map<string, TDeal[]>();
  for (const d of deals) groups.set(key(d), [...(groups.get(key(d)) ?? []), d]);
  return [...groups.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .map(([name, list]) => valueRow(name, list));
}

function valueRow(name: string, deals: TDeal[]): Cell[] {
  const counts = valueCounts(deals);
  const sum = (f: (d: TDeal) => number) => deals.reduce((s, d) => s + f(d), 0);
  return [
    name,
    deals.length,
    sum((d) => d.value.usd),
    counts.reported,
    counts.estimated,
    sum((d) => (d.value.kind === 'estimate' ? d.value.low : d.value.usd)),
    sum((d) => (d.value.kind === 'estimate' ? d.value.high : d.value.usd)),
  ];
}

/**
 * The tables of an export, one per chosen category in the catalogue's order, from the engine's
 * profile of one brand: partnerships use the brand view's own rows (dealRow), so every figure
 * matches it; categories the dataset has nothing for say so in a Note row.
 */
export function exportSections(
  profile: TBrandProfile,
  categories: readonly ExportCategory[],
  range: { from: Date; to: Date },
): ExportSection[] {
  const base = exportTables(profile);
  const running = profile.deals.filter((d) => isRunning(d));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const focus = profile.marketShare.rows.find((r) => r.focus);
  const build: Record<ExportCategory, () => Cell[][]> = {
    overview: () => [
      ['Field', 'Value'],
      ['Brand', profile.brand.name],
      ['Industry', profile.brand.industry],
      ['Category', profile.brand.category],
      ['Headquarters', profile.brand.headquarters],
      ['BaseLine score (0-100)', shownScore(profile) ?? scoreText(null)],
      ['Estimated known sponsorship spend (USD a year)', profile.spend.usd],
      ['Estimated known spend, low (USD a year)', profile.spend.low],
      ['Estimated known spend, high (USD a year)', profile.spend.high],
      ['Running deals', profile.counts.active],
      ['Past deals', profile.counts.past],
      [`Share of estimated known ${profile.marketShare.category} spend (%)`, focus?.share ?? null],
      ['Figures as of', profile.asOfYear],
      ['Period from', iso(range.from)],
      ['Period to', iso(range.to)],
    ],
    partnerships: () => [[...DEAL_COLUMNS], ...dealsInPeriod(profile.deals, range).map(dealRow)],
    performance: () => base.metrics,
    social: () => [['Note'], [NOT_COLLECTED.social!]],
    creative: () => [['Note'], [NOT_COLLECTED.creative!]],
    competitive: () => [
      [
        'Brand',
        'Market share (%)',
        'Running deals',
        'Estimated known spend (USD a year)',
        'BaseLine',
        'Overlap',
      ],
      ...(focus
        ? [
            [
              profile.brand.name,
              focus.share,
              focus.deals,
              focus.spendUsd,
              shownScore(profile) ?? scoreText(null),
              '(this brand)',
            ],
          ]
        : []),
      ...profile.competitors.map((c) => [
        c.name,
        c.share,
        c.activeDeals,
        c.spendUsd,
        shownCompetitorScore(c) ?? scoreText(null),
        c.overlap,
      ]),
    ],
    financial: () => [
      ['Running deals by', 'Deals', 'Annual value (USD)', 'Reported', 'Estimated', 'Low (USD)', 'High (USD)'],
      valueRow('All running deals', running),
      ...valueGroups(running, (d) => `Sport: ${d.sport}`),
      ...valueGroups(running, (d) => `Partner kind: ${d.partnerKind}`),
    ],
    forecasting: () => [
      ['Prediction', 'Kind', 'Description', 'Likelihood (%)', 'Factors', 'Method'],
      ...profile.predictions.map((p) => [
        p.title,
        p.kind,
        p.description,
        p.probability,
        p.factors.join('; '),
        p.method,
      ]),
    ],
  };
  return exportCategories
    .filter((c) => categories.includes(c))
    .map((category) => ({ category, title: categoryLabels[category], rows: build[category]() }));
}

/** The notice every export file carries: whose figures they are and what kind. */
export function exportNotice(profile: TBrandProfile): string {
  return `${profile.brand.name}: figures from the ${brand.product} dataset as of ${profile.asOfYear}. Values marked estimate come from our documented value model; reported values name their publisher; categories we do not collect say so.`;
}

/** "Sponsorscope-export-overview-partnerships-2026-11-22.pdf" */
export function exportJobFileName(
  product: string,
  categories: readonly ExportCategory[],
  format: ExportFormat,
  at: Date,
) {
  const part = categories.length > 3 ? `${categories.length}-categories` : categories.join('-');
  return `${product}-export-${part}-${at.toISOString().slice(0, 10)}.${formatExtensions[format]}`;
}
