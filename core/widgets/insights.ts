import type { TBrandProfile, TDeal } from '../contract/profile';
import { isRunning } from '../contract/profile';
import { dealRole, sourceText, valueBasis, valueFigure } from '../format/deal';
import { formatMoney } from '../format/money';
import { scoreText, shownCompetitorScore } from './figures';

/**
 * AI Insights Engine (Beta): spec 01 section 3, "AI insight". Every card is derived from the
 * brand's profile (its deals, predictions, headlines, competitors and category trend) and says
 * its basis: Dataset (a fact or a count of the dataset) or Model (the documented model).
 */
export const insightTypes = ['opportunity', 'risk', 'trend', 'recommendation'] as const;
export type InsightType = (typeof insightTypes)[number];
export const insightTabs = ['all', 'opportunity', 'risk', 'trend', 'recommendation'] as const;
export type InsightTab = (typeof insightTabs)[number];
export const insightTabLabels: Record<InsightTab, string> = {
  all: 'All',
  opportunity: 'Opportunities',
  risk: 'Risks',
  trend: 'Trends',
  recommendation: 'Recommendations',
};
export const INSIGHTS_DELAY_MS = 2000;

export type Impact = 'high' | 'medium' | 'low';
export type Basis = 'Dataset' | 'Model';

export interface Insight {
  id: string;
  type: InsightType;
  title: string;
  description: string;
  basis: Basis;
  /** How it was worked out, in words. */
  method: string;
  /** From the share of the portfolio's estimated known spend at stake; null when no deal is at stake. */
  impact: Impact | null;
  /** The renewal model's likelihood, when the card has one. */
  probability: number | null;
  actionable: boolean;
  /** When it matters, from the deal's terms; null when the data gives no date. */
  timeframe: string | null;
  data: { label: string; value: string }[];
}

export const IMPACT_RULE =
  'Impact: share of estimated known spend at stake (10% or more high, 3% or more medium).';

/** Impact of a deal on the portfolio: 10% or more of the known spend high, 3% or more medium, else low. */
export function impactOf(usd: number, total: number): Impact {
  const share = total > 0 ? usd / total : 0;
  return share >= 0.1 ? 'high' : share >= 0.03 ? 'medium' : 'low';
}

const dealData = (d: TDeal) => [
  { label: 'Annual value', value: valueFigure(d.value) },
  { label: 'Basis', value: valueBasis(d.value) },
];

/** Every insight the profile supports, in a fixed order (predictions, terms, themes, rivals, trend). */
export function insightsFor(profile: TBrandProfile): Insight[] {
  const { brand, deals, spend, competitors, predictions, headlines, categoryTrend } = profile;
  const year = profile.asOfYear;
  const name = brand.name;
  const running = deals.filter((d) => isRunning(d));
  const out: Insight[] = [];
  const base = { probability: null, timeframe: null, data: [], impact: null, actionable: false };

  for (const p of predictions) {
    const basis: Basis = p.method.startsWith('Model') ? 'Model' : 'Dataset';
    const type: InsightType =
      p.kind === 'renewal' ? 'risk' : p.kind === 'opportunity' ? 'opportunity' : 'trend';
    out.push({
      ...base,
      id: `prediction-${p.id}`,
      type,
      title: p.title,
      description: `${p.description}${p.probability !== null ? ` Model: ${p.probability}% likely to renew.` : ''}`,
      basis,
      method: `${p.method}; ${p.factors.join(', ')}`,
      probability: p.probability,
      actionable: p.kind === 'renewal' || p.kind === 'opportunity',
    });
  }

  const gap = predictions
    .find((p) => p.kind === 'opportunity')
    ?.title.replace('Open ground: ', '')
    .toLowerCase();
  headlines.missedOpportunities
    .filter((m) => !gap || !m.toLowerCase().includes(`no running ${gap} deal`))
    .forEach((m, i) => {
      out.push({
        ...base,
        id: `missed-${i}`,
        type: 'opportunity',
        title: 'Open ground',
        description: m,
        basis: 'Dataset',
        method: 'Comparison with competitors’ running deals',
        actionable: true,
      });
    });

  const soon = running
    .filter((d) => d.contract.until !== null && d.contract.until <= year + 2)
    .sort((a, b) => (a.contract.until ?? 0) - (b.contract.until ?? 0) || b.value.usd - a.value.usd);
  for (const d of soon.slice(0, 3)) {
    out.push({
      ...base,
      id: `term-${d.id}`,
      type: 'risk',
      title: `Term ends ${d.contract.until}: ${d.partner}`,
      description: `The announced term of ${name}’s ${dealRole(d).toLowerCase()} deal with ${d.partner} (${d.contract.label}) ends in ${d.contract.until}.`,
      basis: 'Dataset',
      method: sourceText(d),
      impact: impactOf(d.value.usd, spend.usd),
      actionable: true,
      timeframe: `By the end of ${d.contract.until}`,
      data: dealData(d),
    });
  }

  const bySport = new Map<string, number>();
  for (const d of running) bySport.set(d.sport, (bySport.get(d.sport) ?? 0) + 1);
  const [topSport, topCount] = [...bySport.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (running.length >= 3 && topCount / running.length >= 0.6) {
    const usd = running.filter((d) => d.sport === topSport).reduce((s, d) => s + d.value.usd, 0);
    out.push({
      ...base,
      id: 'concentration',
      type: 'risk',
      title: `Concentration in ${topSport}`,
      description: `${topCount} of ${name}’s ${running.length} running deals are in ${topSport.toLowerCase()}, about ${formatMoney(usd)} of ${formatMoney(spend.usd)} in estimated known spend.`,
      basis: 'Dataset',
      method: 'Count of running deals by sport; values as reported or estimated per deal',
      impact: impactOf(usd, spend.usd),
      data: [{ label: `Deals in ${topSport}`, value: `${topCount} of ${running.length}` }],
    });
  }

  const next = running
    .filter((d) => d.contract.until !== null && d.contract.until >= year)
    .sort((a, b) => (a.contract.until ?? 0) - (b.contract.until ?? 0) || b.value.usd - a.value.usd)[0];
  if (next) {
    out.push({
      ...base,
      id: `talks-${next.id}`,
      type: 'recommendation',
      title: `Open renewal talks with ${next.partner}`,
      description: `The nearest announced end in ${name}’s portfolio: ${dealRole(next).toLowerCase()}, ${next.contract.label}.`,
      basis: 'Dataset',
      method: sourceText(next),
      impact: impactOf(next.value.usd, spend.usd),
      actionable: true,
      timeframe: `Before the end of ${next.contract.until}`,
      data: dealData(next),
    });
  }

  const rival = competitors[0];
  if (rival) {
    out.push({
      ...base,
      id: `rival-${rival.name}`,
      type: 'recommendation',
      title: `Benchmark against ${rival.name}`,
      description: `${rival.overlap}. ${rival.name} runs ${rival.activeDeals} deals, ${rival.share}% of the estimated known ${brand.category.toLowerCase()} spend in our dataset.`,
      basis: 'Dataset',
      method: 'Competitors: same category, ranked by shared properties, sports and regions',
      actionable: true,
      data: [
        { label: 'Their BaseLine', value: scoreText(shownCompetitorScore(rival), '') },
        { label: 'Their known spend', value: `≈ ${formatMoney(rival.spendUsd)}` },
      ],
    });
  }

  const thisYear = categoryTrend.find((t) => t.year === year)?.starts ?? 0;
  const lastYear = categoryTrend.find((t) => t.year === year - 1)?.starts ?? 0;
  const peak = [...categoryTrend].sort((a, b) => b.starts - a.starts || b.year - a.year)[0];
  if (peak && peak.starts > 0) {
    out.push({
      ...base,
      id: 'category-starts',
      type: 'trend',
      title: `${brand.category} deal starts`,
      description: `${thisYear} new ${brand.category.toLowerCase()} deals in ${year} so far and ${lastYear} in ${year - 1}; the busiest of the last ten years was ${peak.year} with ${peak.starts}.`,
      basis: 'Dataset',
      method: 'Deal start years of the category in our dataset',
      data: [
        { label: `${year} so far`, value: String(thisYear) },
        { label: String(year - 1), value: String(lastYear) },
      ],
    });
  }
  return out;
}

/** Generate Insights: the same derived cards, rotated by one per generation (nothing new is made up). */
export function rotateInsights<T>(insights: T[], generation: number): T[] {
  if (!insights.length) return insights;
  const k = generation % insights.length;
  return [...insights.slice(k), ...insights.slice(0, k)];
}

export function filterInsights<T extends { type: InsightType }>(insights: T[], tab: InsightTab): T[] {
  return tab === 'all' ? insights : insights.filter((i) => i.type === tab);
}
