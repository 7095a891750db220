import type { BrandProfile } from '../intelligence/profile';
import { metricNames } from '../intelligence/score';

export type Cell = string | number | null;

/** The brand view's export: its portfolio and its BaseLine metrics as two tables. */
export function exportTables(profile: BrandProfile): { portfolio: Cell[][]; metrics: Cell[][] } {
  const portfolio: Cell[][] = [
    [
      'Property',
      'Sport',
      'Region',
      'Tier',
      'Partnership type',
      'Modelled annual value (USD)',
      'Start',
      'End',
      'Performance (%)',
      'Source',
    ],
    ...profile.activePartnerships.map((p) => [
      p.propertyName,
      p.sport,
      p.region,
      p.tier,
      p.partnershipType,
      p.dealValue,
      p.startDate,
      p.endDate,
      p.performanceScore,
      p.source,
    ]),
  ];
  const metrics: Cell[][] = [
    ['Metric', 'Value (0-100)'],
    ['BaseLine', profile.baselineScore],
    ...metricNames.map((n) => [n[0]!.toUpperCase() + n.slice(1), profile.baselineMetrics[n]]),
  ];
  return { portfolio, metrics };
}

export function exportJson(profile: BrandProfile, exportedAt: Date): string {
  return JSON.stringify(
    {
      brand: profile.name,
      industry: profile.industry,
      exportedAt: exportedAt.toISOString(),
      baselineScore: profile.baselineScore,
      baselineMetrics: profile.baselineMetrics,
      stackmap: profile.stackmap,
      portfolio: profile.activePartnerships.map(({ id: _id, ...p }) => p),
    },
    null,
    2,
  );
}

/** brand-portfolio-YYYY-MM-DD.ext, with the brand reduced to safe file-name characters. */
export function exportFileName(brand: string, ext: string, date: Date): string {
  const slug = brand
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'brand'}-portfolio-${date.toISOString().slice(0, 10)}.${ext}`;
}
