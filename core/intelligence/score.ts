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
