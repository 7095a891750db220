import { quickChips } from '../../../core/intelligence/chips';

export type SuggestionCategory = 'trending' | 'recommended' | 'recent' | 'ai-suggested';
export interface Suggestion {
  id: string;
  query: string;
  category: SuggestionCategory;
  /** Why it is suggested: a fact about its portfolio, never a claim about searches. */
  reason: string;
  /** The sports its reason is about: each one where the brand has a running deal in our dataset. */
  sports: readonly string[];
}

export const suggestionFilters = [
  { value: 'all', label: 'All Suggestions' },
  { value: 'trending', label: 'Trending' },
  { value: 'ai-suggested', label: 'AI Suggested' },
  { value: 'recommended', label: 'Recommended' },
] as const;
export type SuggestionFilter = (typeof suggestionFilters)[number]['value'];

export const suggestionPool: Omit<Suggestion, 'id'>[] = [
  {
    query: 'Nike',
    category: 'trending',
    reason: 'Uniform supplier of the NBA and the NFL',
    sports: ['Basketball', 'American Football'],
  },
  {
    query: 'Emirates',
    category: 'trending',
    reason: 'Shirt sponsor of Real Madrid, Arsenal and AC Milan',
    sports: ['Football'],
  },
  {
    query: 'Red Bull',
    category: 'trending',
    reason: 'Owns teams in football and Formula 1 and sponsors athletes',
    sports: ['Football', 'Motorsport'],
  },
  {
    query: 'Visa',
    category: 'ai-suggested',
    reason: 'Partner of FIFA and the Olympic Games',
    sports: ['Football', 'Multi-sport'],
  },
  {
    query: 'Heineken',
    category: 'ai-suggested',
    reason: 'Partner of the UEFA Champions League and Formula 1',
    sports: ['Football', 'Motorsport'],
  },
  {
    query: 'Rolex',
    category: 'ai-suggested',
    reason: 'Timekeeper of tennis and golf majors',
    sports: ['Tennis', 'Golf'],
  },
  {
    query: 'Adidas',
    category: 'recommended',
    reason: 'Kit supplier of Real Madrid, Bayern and Manchester United',
    sports: ['Football'],
  },
  {
    query: 'Coca-Cola',
    category: 'recommended',
    reason: 'The longest-running Olympic partner',
    sports: ['Multi-sport'],
  },
  { query: 'Puma', category: 'recommended', reason: 'Kit supplier of Manchester City', sports: ['Football'] },
];

/** The suggestions of a filter: at most eight, in a fixed order. */
export function buildSuggestions(filter: SuggestionFilter): Suggestion[] {
  return suggestionPool
    .filter((s) => filter === 'all' || s.category === filter)
    .slice(0, 8)
    .map((s, i) => ({ id: `s${i}`, ...s }));
}

/**
 * A suggestion's relevance to a brand the user opened: the share of the suggestion's sports in
 * which that brand has a running deal, in percent, with the sports they share.
 */
export function suggestionRelevance(
  suggestion: Pick<Suggestion, 'sports'>,
  brandSports: ReadonlySet<string>,
): { percent: number; shared: string[] } {
  const shared = suggestion.sports.filter((s) => brandSports.has(s));
  return {
    percent: suggestion.sports.length ? Math.round((shared.length / suggestion.sports.length) * 100) : 0,
    shared,
  };
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

/** Words that may follow a competition's name without naming another one: a season or edition. */
const SEASON = /^(\d{2,4}([/-]\d{2,4})?|season|edition)$/;

/**
 * The fixed competition a rights-holder name means, by partial inclusion in either direction (spec
 * 02 section 5): the query starts a word of one of them only ("liga"), or it is one of them with
 * only a season added ("Premier League 2025/26"). Anything else is no match, never another competition:
 * "xyz league" is not the Champions League.
 */
export function matchSponsorProperty(query: string): string | null {
  const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (q.length < 2) return null;
  const within = sponsorProperties.filter((p) => p.startsWith(q) || p.includes(` ${q}`));
  if (within.length === 1) return within[0]!;
  for (const p of sponsorProperties) {
    const at = q.indexOf(p);
    if (at < 0) continue;
    const rest = `${q.slice(0, at)} ${q.slice(at + p.length)}`.split(' ').filter(Boolean);
    if (rest.every((w) => SEASON.test(w))) return p;
  }
  return null;
}

type Kind = 'brand' | 'rightsHolder' | 'athlete';
const nouns: Record<Kind, [one: string, many: string]> = {
  brand: ['brand', 'brands'],
  rightsHolder: ['rights holder', 'rights holders'],
  athlete: ['athlete', 'athletes'],
};

/** "Found 1 rights holder: Manchester United FC." for the hits of the other kinds, best kind first. */
export function foundElsewhere(also: readonly { type: Kind; name: string }[]): string {
  const kinds = [...new Set(also.map((h) => h.type))];
  const parts = kinds.map((kind) => {
    const names = also.filter((h) => h.type === kind).map((h) => h.name);
    return `${names.length} ${nouns[kind][names.length === 1 ? 0 : 1]}: ${names.join(', ')}`;
  });
  return parts.length ? `Found ${parts.join('; ')}.` : '';
}

/** The empty answer of one kind: "No brands match “man utd”." and what the other kinds have. */
export function noHitsMessage(
  kind: Kind,
  query: string,
  also: readonly { type: Kind; name: string }[],
): string {
  if (also.length === 0) return `No matches for “${query.trim()}”.`;
  return `No ${nouns[kind][1]} match “${query.trim()}”. ${foundElsewhere(also)}`;
}

/** What the search screen calls each kind in its Also found group. */
export const kindLabel: Record<Kind, string> = {
  brand: 'Brand',
  rightsHolder: 'Rights holder',
  athlete: 'Athlete',
};

export const chipsFor = {
  brand: quickChips.brand,
  sponsor: quickChips.rightsHolder,
  talent: quickChips.athlete,
};
