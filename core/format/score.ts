export type Band = 'green' | 'yellow' | 'red';

/** BaseScore colour bands for the shell and widgets: 85+ green, 70-84 yellow, below 70 red. */
export function scoreBand(score: number): Band {
  if (score >= 85) return 'green';
  if (score >= 70) return 'yellow';
  return 'red';
}

/** Renewal-probability colours of the Contract Expiry Tracker: 80+ green, 60-79 yellow, below 60 red. */
export function renewalBand(probability: number): Band {
  if (probability >= 80) return 'green';
  if (probability >= 60) return 'yellow';
  return 'red';
}

/** Enterprise insight impact colours: high red, medium yellow, low green. */
export function impactBand(impact: 'high' | 'medium' | 'low'): Band {
  return impact === 'high' ? 'red' : impact === 'medium' ? 'yellow' : 'green';
}
