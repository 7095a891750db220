import { seededRng } from '../intelligence/random';

/** AI Insights Engine (Beta): spec 01 section 3, "AI insight". Every card is modelled. */
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

export interface Insight {
  id: string;
  type: InsightType;
  title: string;
  description: string;
  confidence: number;
  impact: 'critical' | 'high' | 'medium' | 'low';
  actionable: boolean;
  timeframe: string;
  source: string;
}

type Template = (brand: string, partner: string) => [string, string];
const templates: Record<InsightType, Template[]> = {
  opportunity: [
    (b) => [
      `Women’s sport gap for ${b}`,
      `${b} has room for a women’s football or basketball property at today’s fees.`,
    ],
    (b, p) => [
      `Extend ${p} into digital`,
      `Content rights with ${p} would give ${b} year-round social inventory.`,
    ],
    (b) => [
      `US reach for ${b}`,
      `Formula 1 and MLS partners would add North American reach at a modest cost.`,
    ],
  ],
  risk: [
    (_b, p) => [`Renewal exposure at ${p}`, `A rival bid could raise the fee when the ${p} deal comes up.`],
    (b) => [`Concentration risk`, `Most of ${b}’s exposure sits in one sport; a bad season hits all of it.`],
    (b) => [
      `Category clutter`,
      `Several brands in ${b}’s category share the same properties, diluting recall.`,
    ],
  ],
  trend: [
    () => [
      `Short-form video overtakes broadcast`,
      `Clips and creator content now carry most sponsor impressions.`,
    ],
    () => [
      `Fees rising in women’s leagues`,
      `Rights fees in women’s competitions keep climbing year on year.`,
    ],
    () => [`Data-led activation`, `Partners increasingly ask for first-party data sharing in new deals.`],
  ],
  recommendation: [
    (b, p) => [`Open talks with ${p} early`, `Start renewal talks a year ahead to keep ${b}’s terms.`],
    (b) => [`Rebalance activation spend`, `Move 10–15% of ${b}’s activation budget to creator content.`],
    (b) => [
      `Benchmark BaseLine quarterly`,
      `Track ${b}’s BaseLine against rivals each quarter to spot drift early.`,
    ],
  ],
};

/** Eight insights, two of each type, seeded by the brand and the generation. */
export function insightsFor(brand: string, partners: string[], generation = 0): Insight[] {
  const rng = seededRng(brand, 'insights', generation);
  const out: Insight[] = [];
  for (const type of insightTypes) {
    const pool = templates[type];
    const start = rng.int(0, pool.length - 1);
    for (let k = 0; k < 2; k++) {
      const partner = partners.length ? partners[rng.int(0, partners.length - 1)]! : 'its lead partner';
      const [title, description] = pool[(start + k) % pool.length]!(brand, partner);
      out.push({
        id: `${type}-${generation}-${k}`,
        type,
        title,
        description,
        confidence: rng.int(65, 96),
        impact: rng.pick(['critical', 'high', 'medium', 'low'] as const),
        actionable: type !== 'trend',
        timeframe: rng.pick(['Next 30 days', 'This quarter', 'Next 6 months', 'Next 12 months']),
        source: rng.pick(['Portfolio analysis', 'Market model', 'Social listening', 'Deal benchmarks']),
      });
    }
  }
  return out;
}

export function filterInsights<T extends { type: InsightType }>(insights: T[], tab: InsightTab): T[] {
  return tab === 'all' ? insights : insights.filter((i) => i.type === tab);
}
