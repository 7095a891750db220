import type { TBrandProfile, TDeal } from '../contract/profile';
import { metricKeys } from '../contract/profile';
import { dealRole, valueBasis } from '../format/deal';
import {
  metricInputs,
  NOT_ENOUGH_DATA,
  runningValueCounts,
  shownScore,
  valueCountsText,
} from '../widgets/figures';

export type Cell = string | number | null;

export const DEAL_COLUMNS = [
  'Partner',
  'Name at the time',
  'Kind',
  'Sport',
  'Region',
  'Type',
  'Tier',
  'Status',
  'Start',
  'End',
  'Announced until',
  'Annual value (USD)',
  'Value kind',
  'Estimate low (USD)',
  'Estimate high (USD)',
  'Value basis',
  'Source',
  'Citation',
  'Confidence',
  'Checked',
  'Evidence pages',
] as const;

/** A column header or row label that names an amount in US dollars ("Annual value (USD)"). */
const namesAmount = (label: Cell | undefined) => typeof label === 'string' && /\bUSD\b/.test(label);

/**
 * A cell as a printed table writes it (the PDF export): amounts in US dollars, named so by their
 * column header or their row's label, get thousands separators ("12,500,000"); every other
 * number is written as it is, so a year stays "1998" and never becomes "1,998".
 */
export function cellText(cell: Cell, column?: Cell, rowLabel?: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  return namesAmount(column) || namesAmount(rowLabel) ? cell.toLocaleString('en-US') : String(cell);
}

/** One row per deal, in DEAL_COLUMNS order: the same terms and figures as the brand view. */
export function dealRow(d: TDeal): Cell[] {
  return [
    d.partner,
    d.partnerNameAtTime,
    d.partnerKind,
    d.sport,
    d.region,
    dealRole(d),
    d.tier,
    d.contract.status,
    d.contract.start,
    d.contract.end,
    d.contract.until,
    d.value.usd,
    d.value.kind,
    d.value.kind === 'estimate' ? d.value.low : null,
    d.value.kind === 'estimate' ? d.value.high : null,
    valueBasis(d.value),
    d.source,
    d.citation,
    d.confidence,
    d.asOf,
    // The addresses of the pages that state the deal, each with the day it was seen.
    d.evidence.length ? d.evidence.map((e) => `${e.url} (seen ${e.seen})`).join(' ; ') : null,
  ];
}

/**
 * The brand view's export: every deal (running first) and the BaseLine with its metrics and
 * inputs, or "Not enough data" in their place for a brand with no running deal to score.
 */
export function exportTables(profile: TBrandProfile): { portfolio: Cell[][]; metrics: Cell[][] } {
  const portfolio: Cell[][] = [[...DEAL_COLUMNS], ...profile.deals.map(dealRow)];
  const scored = shownScore(profile) !== null;
  const values = runningValueCounts(profile);
  const metrics: Cell[][] = [
    ['Metric', 'Value (0-100)', 'Inputs'],
    scored
      ? ['BaseLine', profile.score.overall, profile.score.basis]
      : ['BaseLine', NOT_ENOUGH_DATA, 'No running deal in our dataset to score.'],
    ...metricKeys.map((n) => [
      n[0]!.toUpperCase() + n.slice(1),
      scored ? profile.score.metrics[n].value : NOT_ENOUGH_DATA,
      scored ? metricInputs(profile, n) : null,
    ]),
    [],
    [
      'Estimated known sponsorship spend (USD a year)',
      profile.spend.usd,
      `${values.deals} running deals: ${valueCountsText(values)}`,
    ],
  ];
  return { portfolio, metrics };
}

export function exportJson(profile: TBrandProfile, exportedAt: Date): string {
  return JSON.stringify(
    {
      brand: profile.brand.name,
      industry: profile.brand.industry,
      exportedAt: exportedAt.toISOString(),
      baseline: shownScore(profile) === null ? { overall: null, note: NOT_ENOUGH_DATA } : profile.score,
      estimatedKnownSpend: { ...profile.spend, ...runningValueCounts(profile) },
      counts: profile.counts,
      deals: profile.deals,
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
