import { z } from 'zod';
import { endpoint } from './endpoint';
import { tokenErrors, ZMessageResponse } from './error';
import { type TBrandProfile, ZBrandProfile, ZDeal } from './profile';

export const searchTypes = ['brand', 'rightsHolder', 'athlete'] as const;
export type SearchType = (typeof searchTypes)[number];

const limit = (def: number, max: number) =>
  z.coerce
    .number({ error: `limit must be a whole number from 1 to ${max}` })
    .int(`limit must be a whole number from 1 to ${max}`)
    .min(1, `limit must be a whole number from 1 to ${max}`)
    .max(max, `limit must be a whole number from 1 to ${max}`)
    .default(def);

/** What /api/search looks in: one kind, or every kind at once ('all'). */
export const searchScopes = ['all', ...searchTypes] as const;
export type SearchScope = (typeof searchScopes)[number];

export const ZSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'q must have at least 2 characters')
    .max(100, 'q must be at most 100 characters'),
  type: z.enum(searchScopes, { error: 'type must be all, brand, rightsHolder or athlete' }).default('brand'),
  limit: limit(8, 50),
});

/**
 * How a hit matched, best first: the whole name, a whole alias, the start of the name or of an
 * alias, the start of each query word in a word, a query word inside a word, a typo of a word.
 */
export const searchMatches = ['exact', 'alias', 'prefix', 'word', 'substring', 'fuzzy'] as const;

export const ZSearchHit = z.object({
  type: z.enum(searchTypes),
  id: z.string(),
  name: z.string(),
  subtitle: z.string(),
  match: z.enum(searchMatches),
});
/**
 * `results`: the hits of the asked kind (of every kind, ranked together, for type=all). `also`: in
 * a one-kind search, up to 3 best hits of the other kinds (empty for type=all).
 */
export const ZSearchResponse = z.object({ results: z.array(ZSearchHit), also: z.array(ZSearchHit) });
export type TSearchHit = z.infer<typeof ZSearchHit>;
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

/** A path segment naming an entity: decoded by the server, trimmed, 1 to 100 characters. */
export const ZNameParam = z
  .string()
  .trim()
  .min(1, 'name must not be empty')
  .max(100, 'name must be at most 100 characters');

export const ZSource = z.enum(['verified', 'curated', 'modelled']);

/**
 * What a brand view's first screen shows without its deals: the portfolio's counts, the sports of
 * its deals, how the running deals' values are known and when the data was last checked, counted
 * over every deal of the brand (core/widgets/figures.ts, brandOverview), whether or not the answer
 * carries every deal.
 */
export const ZBrandOverview = z.object({
  /** Every deal of the brand on file, running and past. */
  dealsOnFile: z.number().int(),
  /** Running deals per kind of partner. */
  runningByKind: z.object({
    team: z.number().int(),
    league: z.number().int(),
    event: z.number().int(),
    federation: z.number().int(),
    athlete: z.number().int(),
  }),
  /** Deals that ended or are no longer confirmed. */
  past: z.number().int(),
  /** The sports of the brand's deals (sorted), and those of its running deals. */
  sports: z.array(z.string()),
  runningSports: z.array(z.string()),
  /** How the running deals' values are known. */
  runningValues: z.object({
    deals: z.number().int(),
    reported: z.number().int(),
    estimated: z.number().int(),
    included: z.number().int(),
  }),
  /** The latest check date of a deal of the brand (YYYY-MM or YYYY-MM-DD), null when none has one. */
  lastChecked: z.string().nullable(),
});
export type TBrandOverview = z.infer<typeof ZBrandOverview>;

/**
 * A brand's profile as the engine computes it (core/contract/profile.ts) with its overview. With
 * `first`, `deals` holds only the first deals of the portfolio (running deals by annual value, then
 * past deals by their last year): the first screen of a brand with thousands of deals stays small.
 */
export const ZBrandData = ZBrandProfile.extend({ overview: ZBrandOverview });
export type TBrandData = z.infer<typeof ZBrandData>;

/**
 * Deals a brand view's first answer carries (the largest running deals); the rest of a larger
 * portfolio is fetched meanwhile (decision 025). The page's data preload asks for the same address.
 */
export const BRAND_FIRST_SCREEN_DEALS = 60;

export const ZBrandDataQuery = z.object({
  first: z.coerce
    .number({ error: 'first must be a whole number from 0 to 500' })
    .int('first must be a whole number from 0 to 500')
    .min(0, 'first must be a whole number from 0 to 500')
    .max(500, 'first must be a whole number from 0 to 500')
    .optional(),
});

/** A total of annual values: the sum of reported and central estimated values, with its range. */
export const ZValueTotal = z.object({
  usd: z.number(),
  low: z.number(),
  high: z.number(),
  reported: z.number(),
  estimated: z.number(),
});
export type TValueTotal = z.infer<typeof ZValueTotal>;

export const ZEntityScore = z.object({ overall: z.number(), inputs: z.string() });

export const ZRightsHolder = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['team', 'league', 'event', 'federation']),
  sport: z.string(),
  region: z.string(),
  country: z.string().nullable(),
  /** The competitions a team plays in, or the competitions a federation or league runs. */
  related: z.array(z.string()),
  /** Every deal of the property and of the competitions it runs: running first. */
  sponsors: z.array(ZDeal),
  intelligence: z.object({
    activeSponsors: z.number(),
    sponsorshipValue: ZValueTotal,
    split: z.object({ headline: z.number(), official: z.number(), suppliers: z.number() }),
    score: ZEntityScore,
  }),
  sourceName: z.string(),
});
export type TRightsHolder = z.infer<typeof ZRightsHolder>;

export const ZAthleteQuery = z.object({
  query: z.string().trim().max(100, 'query must be at most 100 characters').default(''),
  sport: z.string().trim().max(40, 'sport must be at most 40 characters').default('all'),
  limit: limit(20, 50),
});

export const ZAthlete = z.object({
  id: z.string(),
  fullName: z.string(),
  sport: z.string(),
  currentTeam: z.string().nullable(),
  nationality: z.string().nullable(),
  position: z.string().nullable(),
  birthYear: z.number().nullable(),
  careerSummary: z.string(),
  /** Every endorsement deal: running first. */
  sponsors: z.array(ZDeal),
  /** Sum of the running endorsements' reported and estimated annual values. */
  endorsementValue: ZValueTotal,
  score: ZEntityScore,
  insights: z.object({
    brandFitSummary: z.string(),
    /** Categories of the athlete's sport's sponsors with no running deal for this athlete. */
    sponsorshipGaps: z.array(z.string()),
  }),
  source: ZSource,
  sourceName: z.string(),
});
export type TAthlete = z.infer<typeof ZAthlete>;
export const ZAthleteList = z.array(ZAthlete);

const errors = { 400: ZMessageResponse, 401: ZMessageResponse } as const;

/**
 * Search, brand data, rights holders and athletes (signed in). The server sends the answers as
 * text it has checked against these schemas and serialised once per catalogue.
 */
export const intelligenceEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/api/search',
    access: 'user',
    summary: 'Typeahead over brands, rights holders and athletes, with the best hits of the other kinds.',
    query: ZSearchQuery,
    responses: { 200: ZSearchResponse, ...errors, ...tokenErrors },
    bearer: true,
  }),
  brandData: endpoint({
    method: 'GET',
    path: '/api/brand/:brandName/data',
    access: 'user',
    summary:
      "A brand's profile: every deal (or, with `first`, the first deals of the portfolio and the overview of all), the stack map, scores and panels.",
    params: z.object({ brandName: ZNameParam }),
    query: ZBrandDataQuery,
    responses: { 200: ZBrandData, ...errors, 404: ZMessageResponse, ...tokenErrors },
    bearer: true,
  }),
  rightsHolder: endpoint({
    method: 'GET',
    path: '/api/rights-holders/:name',
    access: 'user',
    summary: "A rights holder's sponsors and figures.",
    params: z.object({ name: ZNameParam }),
    responses: { 200: ZRightsHolder, ...errors, 404: ZMessageResponse, ...tokenErrors },
    bearer: true,
  }),
  athletes: endpoint({
    method: 'GET',
    path: '/api/talent/athletes',
    access: 'user',
    summary: 'Athletes by name and sport, with their endorsements and figures.',
    query: ZAthleteQuery,
    responses: { 200: ZAthleteList, ...errors, ...tokenErrors },
    bearer: true,
  }),
};
