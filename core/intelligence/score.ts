import { metricKeys } from '../contract/profile';

export const metricNames = metricKeys;
export type MetricName = (typeof metricKeys)[number];

export const metricDefinitions: Record<MetricName, string> = {
  visibility:
    'How much exposure the running deals carry: the class of each partner and the prominence of the brand’s role (kit, shirt, title and naming rights count most).',
  energy: 'Momentum: how many of the running deals began in the last three years.',
  clarity:
    'How often the brand holds a headline role fans can place (kit, shirt, title, naming rights) rather than a supporting one.',
  fit: 'How well the sports of the partners suit the brand’s category.',
  range: 'The spread of the portfolio across sports, regions and kinds of partner.',
};

/**
 * The one BaseLine colour scale, everywhere a score is shown (brand, rights-holder and athlete views,
 * competitors, the report): 85 or more green, 70 to 84 yellow (amber), below 70 red, as the product
 * page states. Spec 02 gave 90/80 for the brand view; docs/decisions/012-one-score-scale.md says why
 * we depart from it.
 */
export const SCORE_BANDS = { green: 85, yellow: 70 } as const;
export function brandScoreColour(score: number): 'green' | 'yellow' | 'red' {
  if (score >= SCORE_BANDS.green) return 'green';
  if (score >= SCORE_BANDS.yellow) return 'yellow';
  return 'red';
}

/** Probability colour: 80 or more green, 60 or more yellow, else red. */
export function probabilityColour(p: number): 'green' | 'yellow' | 'red' {
  if (p >= 80) return 'green';
  if (p >= 60) return 'yellow';
  return 'red';
}

/** Score text tiers on the same scale as the colours: strong (green), solid (yellow), else opportunities. */
export function scoreTier(score: number): 'strong' | 'solid' | 'significant optimisation opportunities' {
  if (score >= SCORE_BANDS.green) return 'strong';
  if (score >= SCORE_BANDS.yellow) return 'solid';
  return 'significant optimisation opportunities';
}
