import { competitorsFor, predictionsFor } from '../intelligence/panels';
import type { BrandProfile } from '../intelligence/profile';
import { seededRng } from '../intelligence/random';
import { type Cell, exportTables } from '../report/export';

/** Enterprise exports (spec 01 sections 3 and 9): categories, periods, formats and the tables. */
export const exportCategories = [
  'overview',
  'partnerships',
  'performance',
  'social',
  'creative',
  'competitive',
  'financial',
  'forecasting',
] as const;
export type ExportCategory = (typeof exportCategories)[number];
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

export const exportPeriods = ['1month', '3months', '6months', '1year', 'custom'] as const;
export type ExportPeriod = (typeof exportPeriods)[number];
export const periodLabels: Record<ExportPeriod, string> = {
  '1month': 'Last month',
  '3months': 'Last 3 months',
  '6months': 'Last 6 months',
  '1year': 'Last year',
  custom: 'Custom range',
};

export const exportFormats = ['pdf', 'csv', 'excel', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];
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

/** The first day of every month the range touches, "YYYY-MM". */
function monthsIn(range: { from: Date; to: Date }): string[] {
  const out: string[] = [];
  const d = new Date(Date.UTC(range.from.getUTCFullYear(), range.from.getUTCMonth(), 1));
  while (d <= range.to && out.length < 48) {
    out.push(d.toISOString().slice(0, 7));
    d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}

export interface ExportSection {
  category: ExportCategory;
  title: string;
  /** The first row is the header. */
  rows: Cell[][];
}

/** The tables of an export: one per chosen category, in the catalogue's order. */
export function exportSections(
  profile: BrandProfile,
  categories: readonly ExportCategory[],
  range: { from: Date; to: Date },
): ExportSection[] {
  const base = exportTables(profile);
  const partners = profile.activePartnerships.map((p) => p.propertyName);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const build: Record<ExportCategory, () => Cell[][]> = {
    overview: () => [
      ['Field', 'Value'],
      ['Brand', profile.name],
      ['Industry', profile.industry],
      ['Headquarters', profile.headquarters],
      ['BaseLine score', profile.baselineScore],
      ['Annual sponsorship budget (USD, modelled)', profile.sponsorshipBudget],
      ['Active properties', profile.totalProperties],
      ['Period from', iso(range.from)],
      ['Period to', iso(range.to)],
    ],
    partnerships: () => base.portfolio,
    performance: () => [
      ...base.metrics,
      ...profile.activePartnerships.map((p) => [`${p.propertyName} performance`, p.performanceScore]),
    ],
    social: () => {
      const rng = seededRng(profile.name, 'export-social');
      return [
        ['Month', 'Platform', 'Impressions', 'Engagement rate (%)'],
        ...monthsIn(range).flatMap((m) =>
          ['Instagram', 'X', 'YouTube', 'TikTok'].map((platform) => [
            m,
            platform,
            rng.int(100, 9000) * 1000,
            rng.int(10, 90) / 10,
          ]),
        ),
      ];
    },
    creative: () => [
      ['Date', 'Platform', 'Content', 'Interactions', 'Quality score'],
      ...profile.creativeStack
        .filter((c) => {
          const t = Date.parse(c.timestamp);
          return t >= range.from.getTime() && t <= range.to.getTime();
        })
        .map((c) => [c.timestamp.slice(0, 10), c.platform, c.content, c.interactions, c.qualityScore]),
    ],
    competitive: () => [
      ['Brand', 'Market share (%)', 'Partnerships', 'Total spend (USD)', 'BaseLine', 'Trend'],
      ...competitorsFor(profile.name, profile.industry).map((c) => [
        c.name,
        c.marketShare,
        c.partnerships,
        c.totalSpend,
        c.baseScore,
        c.trend,
      ]),
    ],
    financial: () => {
      const rng = seededRng(profile.name, 'export-financial');
      const monthly = profile.sponsorshipBudget / 12;
      return [
        ['Month', 'Rights fees (USD)', 'Activation (USD)'],
        ...monthsIn(range).map((m) => [
          m,
          Math.round(monthly * (0.85 + rng.next() * 0.3)),
          Math.round(monthly * (0.4 + rng.next() * 0.3)),
        ]),
      ];
    },
    forecasting: () => [
      ['Prediction', 'Probability (%)', 'Timeframe', 'Impact', 'Value (USD)'],
      ...predictionsFor(profile.name, partners).map((p) => [
        p.title,
        p.probability,
        p.timeframe,
        p.impact,
        p.value,
      ]),
    ],
  };
  return exportCategories
    .filter((c) => categories.includes(c))
    .map((category) => ({ category, title: categoryLabels[category], rows: build[category]() }));
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
