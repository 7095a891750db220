export type Band = 'green' | 'yellow' | 'red';

/** BaseScore colour bands for the shell and widgets: 85+ green, 70-84 yellow, below 70 red. */
export function scoreBand(score: number): Band {
  if (score >= 85) return 'green';
  if (score >= 70) return 'yellow';
  return 'red';
}

/** Enterprise insight impact colours: high red, medium yellow, low green. */
export function impactBand(impact: 'high' | 'medium' | 'low'): Band {
  return impact === 'high' ? 'red' : impact === 'medium' ? 'yellow' : 'green';
}
