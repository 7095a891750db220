import { seededRng } from './random';

/** Competitors, predictions, analytics metrics and campaigns of the brand view: all seeded by the brand. */

export interface Competitor {
  id: string;
  name: string;
  marketShare: number;
  trend: 'up' | 'down' | 'stable';
  trendPercentage: number;
  baseScore: number;
  partnerships: number;
  totalSpend: number;
  avgDealSize: number;
  keyPartnerships: string[];
  strengths: string[];
  weaknesses: string[];
}

const rivalsByIndustry: [RegExp, string[]][] = [
  [/apparel|footwear|sporting/i, ['Nike', 'Adidas', 'Puma', 'Under Armour', 'New Balance']],
  [/beverage|drink|brew/i, ['Coca-Cola', 'PepsiCo', 'Red Bull', 'Heineken', 'AB InBev']],
  [
    /airline|aviation|travel/i,
    ['Emirates', 'Qatar Airways', 'Etihad Airways', 'Turkish Airlines', 'Fly Emirates'],
  ],
  [/financ|bank|payment|insur/i, ['Visa', 'Mastercard', 'American Express', 'Santander', 'Allianz']],
  [/auto|motor|car/i, ['Toyota', 'BMW', 'Mercedes-Benz', 'Ford', 'Hyundai']],
  [/tech|electronic|software|telecom/i, ['Samsung', 'Apple', 'Sony', 'Oracle', 'Microsoft']],
  [/watch|luxury|jewel/i, ['Rolex', 'TAG Heuer', 'Omega', 'Hublot', 'Richard Mille']],
];
const defaultRivals = ['Nike', 'Coca-Cola', 'Visa', 'Emirates', 'Samsung'];

const strengthPool = [
  'Global broadcast visibility',
  'Deep football portfolio',
  'Strong athlete roster',
  'Consistent activation calendar',
  'High social engagement',
  'Premium event presence',
];
const weaknessPool = [
  'Thin presence in North America',
  'Few women’s sport deals',
  'Ageing contracts up for renewal',
  'Limited digital-first content',
  'Concentrated in one sport',
];

/** Four rivals in the brand's industry (never the brand itself), with their figures. */
export function competitorsFor(brand: string, industry: string, generation = 0): Competitor[] {
  const rng = seededRng(brand, 'competitors', generation);
  const pool = rivalsByIndustry.find(([re]) => re.test(industry))?.[1] ?? defaultRivals;
  const names = pool.filter((n) => n.toLowerCase() !== brand.toLowerCase()).slice(0, 4);
  return names.map((name, i) => {
    const partnerships = rng.int(8, 60);
    const totalSpend = rng.int(50, 900) * 1e6;
    const pick = (from: string[], n: number) => {
      const start = rng.int(0, from.length - 1);
      return Array.from({ length: n }, (_, k) => from[(start + k) % from.length]!);
    };
    return {
      id: `c${i + 1}`,
      name,
      marketShare: rng.int(5, 35),
      trend: rng.pick(['up', 'down', 'stable'] as const),
      trendPercentage: rng.int(1, 15),
      baseScore: rng.int(70, 96),
      partnerships,
      totalSpend,
      avgDealSize: Math.round(totalSpend / partnerships),
      keyPartnerships: pick(
        ['Premier League', 'Champions League', 'Olympics', 'NBA', 'Formula 1', 'FIFA World Cup'],
        3,
      ),
      strengths: pick(strengthPool, 2),
      weaknesses: pick(weaknessPool, 2),
    };
  });
}

export type PredictionType = 'renewal' | 'opportunity' | 'valuation' | 'trend';
export interface Prediction {
  id: string;
  type: PredictionType;
  title: string;
  description: string;
  probability: number;
  timeframe: string;
  impact: 'critical' | 'high' | 'medium' | 'low';
  confidence: number;
  factors: string[];
  value: number;
  recommendation: string;
}

/** The four prediction cards: renewal, opportunity, valuation, trend. */
export function predictionsFor(brand: string, partners: string[], generation = 0): Prediction[] {
  const rng = seededRng(brand, 'predictions', generation);
  const partner = partners[0] ?? 'its lead partner';
  const cards: [PredictionType, string, string, string][] = [
    [
      'renewal',
      'Renewal outlook',
      `${brand} is likely to renew with ${partner}.`,
      'Open renewal talks early.',
    ],
    [
      'opportunity',
      'New opportunity',
      `A women’s football property fits ${brand}’s audience.`,
      'Shortlist two properties this quarter.',
    ],
    [
      'valuation',
      'Valuation shift',
      `The value of ${brand}’s portfolio is set to change.`,
      'Re-benchmark fees before renewals.',
    ],
    [
      'trend',
      'Market trend',
      'Short-form video is taking share from broadcast exposure.',
      'Shift activation budget to creators.',
    ],
  ];
  return cards.map(([type, title, description, recommendation], i) => ({
    id: `p${i + 1}`,
    type,
    title,
    description,
    probability: rng.int(45, 95),
    timeframe: rng.pick(['3 months', '6 months', '12 months', '18 months']),
    impact: rng.pick(['critical', 'high', 'medium', 'low'] as const),
    confidence: rng.int(60, 95),
    factors: [
      rng.pick(['Contract end date', 'Audience growth', 'Fee inflation', 'Competitor activity']),
      rng.pick(['Social engagement', 'Broadcast reach', 'Category exclusivity', 'Market entry plans']),
    ],
    value: rng.int(5, 120) * 1e6,
    recommendation,
  }));
}

export type MetricCategory = 'financial' | 'reach' | 'performance' | 'engagement';
export interface AnalyticsMetric {
  id: string;
  title: string;
  value: string;
  change: number;
  trend: 'up' | 'down' | 'stable';
  period: string;
  category: MetricCategory;
}

/** Advanced Analytics metric cards; the bar of a metric is twice its absolute change. */
export function analyticsFor(brand: string, generation = 0): AnalyticsMetric[] {
  const rng = seededRng(brand, 'analytics', generation);
  const defs: [string, MetricCategory, () => string][] = [
    ['Sponsorship ROI', 'financial', () => `${rng.int(180, 420)}%`],
    ['Cost per impression', 'financial', () => `$${(rng.int(8, 40) / 10).toFixed(2)}`],
    ['Total reach', 'reach', () => `${rng.int(50, 900)}M`],
    ['Share of voice', 'reach', () => `${rng.int(8, 40)}%`],
    ['Brand recall', 'performance', () => `${rng.int(40, 85)}%`],
    ['Partnership health', 'performance', () => `${rng.int(70, 96)}/100`],
    ['Engagement rate', 'engagement', () => `${(rng.int(15, 85) / 10).toFixed(1)}%`],
    ['Content pieces', 'engagement', () => `${rng.int(120, 2400)}`],
  ];
  return defs.map(([title, category, value], i) => {
    const change = rng.int(-15, 25);
    return {
      id: `m${i + 1}`,
      title,
      value: value(),
      change,
      trend: change > 1 ? 'up' : change < -1 ? 'down' : 'stable',
      period: 'vs last quarter',
      category,
    };
  });
}

export interface Campaign {
  title: string;
  date: string;
  description: string;
  engagement: string;
  source: string;
  confidence: 'Verified' | 'High' | 'Modelled';
  link: string | null;
}

/** Two modelled campaigns from the brand's own partners (clearly marked: no source is claimed). */
export function modelledCampaigns(brand: string, partners: string[], now = new Date()): Campaign[] {
  const rng = seededRng(brand, 'campaigns');
  const month = (back: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toLocaleDateString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const a = partners[0];
  const b = partners[1] ?? partners[0];
  return [
    {
      title: a ? `${brand} x ${a}: season launch` : `${brand}: season launch`,
      date: month(rng.int(1, 5)),
      description: `A modelled launch campaign across social and broadcast${a ? ` around ${a}` : ''}.`,
      engagement: `${rng.int(2, 40)}M interactions`,
      source: 'Sponsorscope model',
      confidence: 'Modelled',
      link: null,
    },
    {
      title: b ? `${brand} fan content series with ${b}` : `${brand} fan content series`,
      date: month(rng.int(6, 11)),
      description: 'A modelled always-on content series of behind-the-scenes and athlete stories.',
      engagement: `${rng.int(1, 20)}M interactions`,
      source: 'Sponsorscope model',
      confidence: 'Modelled',
      link: null,
    },
  ];
}

/**
 * Built-in campaigns for four brands: activations of partnerships that are public record (the
 * brand's role at the event is a fact; we publish no engagement figure and no link we cannot cite).
 */
const builtIn: Record<string, Campaign[]> = {
  nike: [
    {
      title: 'National-team kits at the FIFA World Cup 2026',
      date: 'June 2026',
      description:
        'Nike-supplied federations, among them the USA, France, Brazil and England, played the tournament in Nike kits.',
      engagement: 'Not published',
      source: 'Curated: public kit-supplier deals',
      confidence: 'High',
      link: null,
    },
  ],
  adidas: [
    {
      title: 'Official match ball of the FIFA World Cup 2026',
      date: 'June 2026',
      description:
        'Adidas supplied the official match ball, continuing a FIFA partnership that dates back to 1970.',
      engagement: 'Not published',
      source: 'Curated: FIFA partnership',
      confidence: 'Verified',
      link: null,
    },
  ],
  'coca-cola': [
    {
      title: 'Worldwide Olympic partner at Milano Cortina 2026',
      date: 'February 2026',
      description:
        'Coca-Cola activated its Olympic partnership, one of the longest-running in sport, at the Winter Games.',
      engagement: 'Not published',
      source: 'Curated: IOC TOP programme',
      confidence: 'Verified',
      link: null,
    },
    {
      title: 'FIFA World Cup 2026 partner',
      date: 'June 2026',
      description: 'Coca-Cola returned as a FIFA partner for the tournament in Canada, Mexico and the USA.',
      engagement: 'Not published',
      source: 'Curated: FIFA partnership',
      confidence: 'High',
      link: null,
    },
  ],
  visa: [
    {
      title: 'Payments partner of the FIFA World Cup 2026',
      date: 'June 2026',
      description: 'Visa, a FIFA partner since 2007, was the payment technology of the tournament.',
      engagement: 'Not published',
      source: 'Curated: FIFA partnership',
      confidence: 'High',
      link: null,
    },
  ],
};

/** The Activations tab's campaigns: the built-in ones for four brands, two modelled ones otherwise. */
export function campaignsFor(brand: string, partners: string[], now = new Date()): Campaign[] {
  return builtIn[brand.trim().toLowerCase()] ?? modelledCampaigns(brand, partners, now);
}

/** The guessed CMO address when no contacts are known: cmo@ the brand's name as a domain. */
export function guessedCmoEmail(brand: string): string {
  const domain = brand
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
  return `cmo@${domain || 'brand'}.com`;
}

/** At most three focus points for the outreach e-mail, from the brand's weakest metrics. */
export function talkingPoints(metrics: Record<string, number>): string[] {
  return Object.entries(metrics)
    .sort((x, y) => x[1] - y[1])
    .slice(0, 3)
    .map(([name, value]) => `Lift ${name} (now ${value}/100) with a targeted activation`);
}

export function outreachEmail(brand: string, industry: string, score: number | undefined, points: string[]) {
  const s = score ?? 75;
  const subject = `${brand}: your sponsorship portfolio scores ${s}/100`;
  const body = [
    `Hello ${brand} team,`,
    '',
    `We analysed ${brand}'s sports sponsorship portfolio in ${industry}. Its BaseLine score is ${s}/100.`,
    '',
    'Three areas where we see room to grow:',
    ...points.slice(0, 3).map((p) => `- ${p}`),
    '',
    'Would you have 20 minutes next week to go through the full report?',
    '',
    'Best regards,',
  ].join('\n');
  return { subject, body };
}

/** Six monthly BaseLine readings ending at today's score, for the Performance tab's trend chart. */
export function scoreTrend(
  brand: string,
  current: number,
  now = new Date(),
): { month: string; score: number }[] {
  const rng = seededRng(brand, 'trend');
  const points: { month: string; score: number }[] = [];
  let score = current;
  for (let back = 0; back < 6; back++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    points.unshift({ month: d.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' }), score });
    score = Math.max(50, Math.min(98, score - rng.int(-3, 4)));
  }
  return points;
}
