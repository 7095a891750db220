/** Competition Insights: title 15%, official 35%, regional 50% of the sponsor count, each rounded down. */
export function sponsorSplit(sponsorCount: number): { title: number; official: number; regional: number } {
  const n = Math.max(0, Math.floor(sponsorCount));
  return { title: Math.floor(n * 0.15), official: Math.floor(n * 0.35), regional: Math.floor(n * 0.5) };
}

const keywordFigures: [string, { audience: string; value: string }][] = [
  ['premier league', { audience: '2.0B', value: '€2.8B' }],
  ['champions league', { audience: '4.2B', value: '€4.1B' }],
  ['world cup', { audience: '5.0B', value: '€6.2B' }],
  ['olympic', { audience: '3.8B', value: '€5.5B' }],
];
const DEFAULT_FIGURES = { audience: '1.5B', value: '€1.2B' };

/** Global audience and sponsorship value chosen by keywords in the competition's name. */
export function competitionFigures(name: string): { audience: string; value: string } {
  const lower = name.toLowerCase();
  return keywordFigures.find(([k]) => lower.includes(k))?.[1] ?? DEFAULT_FIGURES;
}
