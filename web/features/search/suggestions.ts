import { quickChips } from '../../../core/intelligence/chips';

export type SuggestionCategory = 'trending' | 'recommended' | 'recent' | 'ai-suggested';
export interface Suggestion {
  id: string;
  query: string;
  category: SuggestionCategory;
  /** Why it is suggested: a fact about its portfolio, never a claim about searches. */
  reason: string;
}

export const suggestionFilters = [
  { value: 'all', label: 'All Suggestions' },
  { value: 'trending', label: 'Trending' },
  { value: 'ai-suggested', label: 'AI Suggested' },
  { value: 'recommended', label: 'Recommended' },
] as const;
export type SuggestionFilter = (typeof suggestionFilters)[number]['value'];

const pool: { query: string; category: SuggestionCategory; reason: string }[] = [
  { query: 'Nike', category: 'trending', reason: 'Uniform supplier of the NBA and the NFL' },
  { query: 'Emirates', category: 'trending', reason: 'Shirt sponsor of Real Madrid, Arsenal and AC Milan' },
  {
    query: 'Red Bull',
    category: 'trending',
    reason: 'Owns teams in football and Formula 1 and sponsors athletes',
  },
  { query: 'Visa', category: 'ai-suggested', reason: 'Partner of FIFA and the Olympic Games' },
  {
    query: 'Heineken',
    category: 'ai-suggested',
    reason: 'Partner of the UEFA Champions League and Formula 1',
  },
  { query: 'Rolex', category: 'ai-suggested', reason: 'Timekeeper of tennis and golf majors' },
  {
    query: 'Adidas',
    category: 'recommended',
    reason: 'Kit supplier of Real Madrid, Bayern and Manchester United',
  },
  { query: 'Coca-Cola', category: 'recommended', reason: 'The longest-running Olympic partner' },
  { query: 'Puma', category: 'recommended', reason: 'Kit supplier of Manchester City' },
];

/** The suggestions of a filter: at most eight, in a fixed order. */
export function buildSuggestions(filter: SuggestionFilter): Suggestion[] {
  return pool
    .filter((s) => filter === 'all' || s.category === filter)
    .slice(0, 8)
    .map((s, i) => ({ id: `s${i}`, ...s }));
}

/** Sponsor mode's fixed map of competitions, matched by partial inclusion in either direction. */
export const sponsorProperties = [
  'champions league',
  'premier league',
  'uefa',
  'fifa world cup',
  'olympics',
  'formula 1',
  'nfl',
  'nba',
  'la liga',
  'serie a',
  'bundesliga',
] as const;

export function matchSponsorProperty(query: string): string | null {
  const q = query.trim().toLowerCase();
  if (q.length < 2) return null;
  return sponsorProperties.find((p) => p.includes(q) || q.includes(p)) ?? null;
}

export const chipsFor = {
  brand: quickChips.brand,
  sponsor: quickChips.rightsHolder,
  talent: quickChips.athlete,
};
