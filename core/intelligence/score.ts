import type { Rng } from './random';

export const metricNames = ['visibility', 'energy', 'clarity', 'fit', 'range'] as const;
export type MetricName = (typeof metricNames)[number];
export type Metrics = Record<MetricName, number>;

/** Draw ranges of spec 02 section 9 (inclusive); a metric is shown on a 0-100 scale. */
export const metricRanges: Record<MetricName, [number, number]> = {
  visibility: [75, 99],
  energy: [70, 94],
  clarity: [80, 104],
  fit: [75, 99],
  range: [70, 94],
};

export const industryBonus = (industry: string): number => {
  if (industry === 'Athletic Apparel') return 10;
  if (industry === 'Financial Services') return 8;
  if (industry === 'Technology') return 7;
  return 5;
};

export const SCORE_CAP = 98;

/** BaseScore: base 75-89, plus the industry bonus, plus 2 per partnership up to 15, capped at 98. */
export function baseScore(rng: Rng, industryCategory: string, partnershipCount: number): number {
  const base = rng.int(75, 89);
  return Math.min(
    SCORE_CAP,
    base + industryBonus(industryCategory) + Math.min(2 * Math.max(0, partnershipCount), 15),
  );
}

export function drawMetrics(rng: Rng): Metrics {
  const out = {} as Metrics;
  for (const name of metricNames) {
    const [min, max] = metricRanges[name];
    out[name] = Math.min(100, rng.int(min, max));
  }
  return out;
}

export const metricDefinitions: Record<MetricName, string> = {
  visibility:
    'How often and how prominently the brand is seen through its partners: broadcast, kit, venue and social.',
  energy: 'The momentum of the partnerships: recent activations, content output and how audiences respond.',
  clarity: 'How clearly fans connect the brand to each property and understand its role.',
  fit: 'How well the sports, audiences and values of the properties match the brand and its products.',
  range: 'The spread of the portfolio across sports, regions and property types.',
};

/** Why a metric reads as it does, in a sentence, from its value and the portfolio behind it. */
export function explainMetric(
  name: MetricName,
  value: number,
  portfolio: { properties: number; sports: number },
): string {
  const level = value >= 90 ? 'exceptional' : value >= 80 ? 'strong' : value >= 70 ? 'solid' : 'weak';
  const basis: Record<MetricName, string> = {
    visibility: `${portfolio.properties} active ${portfolio.properties === 1 ? 'property' : 'properties'} carry the brand in front of fans`,
    energy: 'recent activity across the partnerships sets the pace',
    clarity: 'the brand’s role in each deal (kit, title, official partner) decides how well fans place it',
    fit: 'the match between the properties’ audiences and the brand’s market',
    range: `the portfolio spans ${portfolio.sports} ${portfolio.sports === 1 ? 'sport' : 'sports'}`,
  };
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} is ${level} at ${value}/100: ${basis[name]}.`;
}

/** Brand-view colour: 90 or more green, 80 or more yellow, else red (spec 02 section 5). */
export function brandScoreColour(score: number): 'green' | 'yellow' | 'red' {
  if (score >= 90) return 'green';
  if (score >= 80) return 'yellow';
  return 'red';
}

/** Probability colour: 80 or more green, 60 or more yellow, else red. */
export function probabilityColour(p: number): 'green' | 'yellow' | 'red' {
  if (p >= 80) return 'green';
  if (p >= 60) return 'yellow';
  return 'red';
}

/** Score text tiers: above 80 strong, above 60 solid, otherwise significant optimisation opportunities. */
export function scoreTier(score: number): 'strong' | 'solid' | 'significant optimisation opportunities' {
  if (score > 80) return 'strong';
  if (score > 60) return 'solid';
  return 'significant optimisation opportunities';
}
