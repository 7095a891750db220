import { quickChips } from '../../../core/intelligence/chips';
import { seededRng } from '../../../core/intelligence/random';

export type SuggestionCategory = 'trending' | 'recommended' | 'recent' | 'ai-suggested';
export interface Suggestion {
  id: string;
  query: string;
  category: SuggestionCategory;
  reason: string;
  popularity: number;
  industryRelevance: number;
}

export const suggestionFilters = [
  { value: 'all', label: 'All Suggestions' },
  { value: 'trending', label: 'Trending' },
  { value: 'ai-suggested', label: 'AI Suggested' },
  { value: 'recommended', label: 'Recommended' },
] as const;
export type SuggestionFilter = (typeof suggestionFilters)[number]['value'];

const pool: { query: string; category: SuggestionCategory; reason: string }[] = [
  { query: 'Nike', category: 'trending', reason: 'Most searched apparel brand this week' },
  { query: 'Emirates', category: 'trending', reason: 'New shirt deals announced for next season' },
  { query: 'Red Bull', category: 'trending', reason: 'Motorsport and action-sports portfolio in the news' },
  { query: 'Visa', category: 'ai-suggested', reason: 'Large event portfolio with strong range' },
  { query: 'Heineken', category: 'ai-suggested', reason: 'Competition partner worth benchmarking' },
  { query: 'Rolex', category: 'ai-suggested', reason: 'Premium positioning across tennis, golf and F1' },
  { query: 'Adidas', category: 'recommended', reason: 'Direct competitor of brands you may track' },
  { query: 'Coca-Cola', category: 'recommended', reason: 'Long-running Olympic and World Cup partner' },
  { query: 'Puma', category: 'recommended', reason: 'Growing football kit portfolio' },
];

/** Client-side suggestions: popularity and relevance drawn from the query's seeded PRNG. */
export function buildSuggestions(filter: SuggestionFilter): Suggestion[] {
  return pool
    .filter((s) => filter === 'all' || s.category === filter)
    .slice(0, 8)
    .map((s, i) => {
      const rng = seededRng(s.query, 'suggestion');
      return { id: `s${i}`, ...s, popularity: rng.int(40, 100), industryRelevance: rng.int(70, 99) };
    });
}

/** Popularity as 1-5 stars: popularity divided by 20, rounded down, at least one. */
export const stars = (popularity: number): number => Math.min(5, Math.max(1, Math.floor(popularity / 20)));

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
