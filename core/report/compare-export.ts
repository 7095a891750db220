import type { TComparison } from '../contract/compare';
import { dealRole } from '../format/deal';
import type { Cell } from './export';

const METRIC_LABEL = (key: string) => key[0]!.toUpperCase() + key.slice(1);

/**
 * A comparison as spreadsheet tables (the /compare page's CSV and Excel export): the same figures
 * the page and GET /api/compare show. "Not enough data" stands where a BaseLine is not shown.
 */
export function compareTables(c: TComparison): { sheet: string; data: Cell[][] }[] {
  const names = c.brands.map((b) => b.name);
  const metricKeys = c.brands.find((b) => b.metrics)?.metrics?.map((m) => m.key) ?? [];
  const figures: Cell[][] = [
    ['Figure', ...names],
    ['Industry', ...c.brands.map((b) => b.industry)],
    ['Category', ...c.brands.map((b) => b.category)],
    ['BaseLine (0-100)', ...c.brands.map((b) => b.baseline ?? b.baselineText)],
    ...metricKeys.map((key): Cell[] => [
      METRIC_LABEL(key),
      ...c.brands.map((b) => b.metrics?.find((m) => m.key === key)?.value ?? b.baselineText),
    ]),
    ['Estimated known spend (USD a year)', ...c.brands.map((b) => b.spend.usd)],
    ['Spend range low (USD)', ...c.brands.map((b) => b.spend.low)],
    ['Spend range high (USD)', ...c.brands.map((b) => b.spend.high)],
    ['Reported values', ...c.brands.map((b) => b.spend.reported)],
    ['Estimated values', ...c.brands.map((b) => b.spend.estimated)],
    ['Running deals', ...c.brands.map((b) => b.runningDeals)],
    ['Past deals', ...c.brands.map((b) => b.pastDeals)],
    ['Category share (%)', ...c.brands.map((b) => b.categoryShare)],
    ['Exclusive properties', ...c.brands.map((b) => b.exclusiveProperties.length)],
    [`Contracts ending within ${c.endingWithinMonths} months`, ...c.brands.map((b) => b.endingSoon.length)],
    ['As of', c.asOf],
  ];
  const dimension = (
    label: string,
    pick: (b: TComparison['brands'][number]) => { name: string; deals: number }[],
  ) => {
    const keys = [...new Set(c.brands.flatMap((b) => pick(b).map((r) => r.name)))];
    const count = (b: TComparison['brands'][number], key: string) =>
      pick(b).find((r) => r.name === key)?.deals ?? 0;
    keys.sort((x, y) => c.brands.reduce((s, b) => s + count(b, y) - count(b, x), 0) || x.localeCompare(y));
    return keys.map((key): Cell[] => [label, key, ...c.brands.map((b) => count(b, key))]);
  };
  const deals: Cell[][] = [
    ['Dimension', 'Value', ...names.map((n) => `${n} running deals`)],
    ...dimension('Sport', (b) => b.bySport),
    ...dimension('Region', (b) => b.byRegion),
    ...dimension('Deal type', (b) => b.byType),
  ];
  const properties: Cell[][] = [
    ['Property', 'Kind', 'Shared or exclusive', 'Brands with a running deal'],
    ...c.sharedProperties.map((s): Cell[] => [s.property, s.kind, 'Shared', s.brands.join(', ')]),
    ...c.brands.flatMap((b) => b.exclusiveProperties.map((p): Cell[] => [p, null, 'Exclusive', b.name])),
  ];
  const ending: Cell[][] = [
    [
      'Brand',
      'Partner',
      'Role',
      'Sport',
      'Announced until',
      'Months left',
      'Urgency',
      'Renewal likelihood (%)',
      'Annual value (USD)',
      'Value kind',
      'Citation',
    ],
    ...c.brands.flatMap((b) =>
      b.endingSoon.map((e): Cell[] => [
        b.name,
        e.deal.partner,
        dealRole(e.deal),
        e.deal.sport,
        e.deal.contract.until,
        e.monthsLeft,
        e.urgency,
        e.renewal,
        e.deal.value.usd,
        e.deal.value.kind,
        e.deal.citation,
      ]),
    ),
  ];
  return [
    { sheet: 'Figures', data: figures },
    { sheet: 'Running deals', data: deals },
    { sheet: 'Properties', data: properties },
    { sheet: 'Ending soon', data: ending },
  ];
}

/** "puma-vs-adidas-vs-new-balance-2026-11-28.csv" */
export function compareFileName(c: TComparison, ext: string, date: Date): string {
  const slug = c.brands
    .map((b) =>
      b.name
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase(),
    )
    .join('-vs-');
  return `${slug || 'brands'}-${date.toISOString().slice(0, 10)}.${ext}`;
}
