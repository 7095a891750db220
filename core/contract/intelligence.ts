import { z } from 'zod';

export const searchTypes = ['brand', 'rightsHolder', 'athlete'] as const;
export type SearchType = (typeof searchTypes)[number];

const limit = (def: number, max: number) =>
  z.coerce
    .number({ error: `limit must be a whole number from 1 to ${max}` })
    .int(`limit must be a whole number from 1 to ${max}`)
    .min(1, `limit must be a whole number from 1 to ${max}`)
    .max(max, `limit must be a whole number from 1 to ${max}`)
    .default(def);

export const ZSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'q must have at least 2 characters')
    .max(100, 'q must be at most 100 characters'),
  type: z.enum(searchTypes, { error: 'type must be brand, rightsHolder or athlete' }).default('brand'),
  limit: limit(8, 50),
});

export const ZSearchHit = z.object({
  type: z.enum(searchTypes),
  id: z.string(),
  name: z.string(),
  subtitle: z.string(),
  /** How the name matched: exact, prefix, substring or fuzzy (typo-tolerant). */
  match: z.enum(['exact', 'prefix', 'substring', 'fuzzy']),
});
export const ZSearchResponse = z.object({ results: z.array(ZSearchHit) });
export type TSearchHit = z.infer<typeof ZSearchHit>;

/** A path segment naming an entity: decoded by the server, trimmed, 1 to 100 characters. */
export const ZNameParam = z
  .string()
  .trim()
  .min(1, 'name must not be empty')
  .max(100, 'name must be at most 100 characters');

const ZSource = z.enum(['verified', 'curated', 'modelled']);

/** The terms of one deal, shared by a brand's and a rights holder's view of it. */
const dealTerms = {
  type: z.string(),
  tier: z.enum(['Premium', 'Standard']),
  startYear: z.number().nullable(),
  endYear: z.number().nullable(),
  active: z.boolean(),
  source: ZSource,
};

export const ZPartnershipFact = z.object({
  id: z.string(),
  partner: z.string(),
  partnerKind: z.enum(['team', 'league', 'event', 'federation', 'athlete']),
  sport: z.string(),
  region: z.string(),
  ...dealTerms,
  sourceName: z.string(),
});
export type TPartnershipFact = z.infer<typeof ZPartnershipFact>;

export const ZBrandData = z.object({
  brand: z.object({
    name: z.string(),
    industry: z.string(),
    headquarters: z.string().nullable(),
    source: ZSource,
    sourceName: z.string(),
  }),
  teams: z.array(z.string()),
  athletes: z.array(z.string()),
  events: z.array(z.string()),
  leagues: z.array(z.string()),
  federations: z.array(z.string()),
  stackmap: z.object({
    teams: z.number(),
    athletes: z.number(),
    events: z.number(),
    leagues: z.number(),
    federations: z.number(),
  }),
  partnerships: z.array(ZPartnershipFact),
});
export type TBrandData = z.infer<typeof ZBrandData>;

export const ZRightsHolder = z.object({
  name: z.string(),
  kind: z.enum(['team', 'league', 'event', 'federation']),
  sport: z.string(),
  region: z.string(),
  sponsors: z.array(
    z.object({
      brand: z.string(),
      industry: z.string(),
      via: z.string(),
      ...dealTerms,
    }),
  ),
  intelligence: z.object({
    activeSponsors: z.number(),
    globalAudience: z.string(),
    sponsorshipValue: z.string(),
    split: z.object({ title: z.number(), official: z.number(), regional: z.number() }),
  }),
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
  marketValue: z.number(),
  careerSummary: z.string(),
  worldRanking: z.number(),
  estimatedEndorsementIncome: z.number(),
  riskLevel: z.enum(['Low', 'Medium', 'High']),
  sponsorscopeScore: z.number(),
  sponsors: z.array(
    z.object({
      sponsorName: z.string(),
      sponsorCategory: z.string(),
      dealValue: z.number(),
      isActive: z.boolean(),
    }),
  ),
  socialMetrics: z.array(
    z.object({
      platform: z.string(),
      followers: z.number(),
      engagementRate: z.number(),
      growth3Months: z.number(),
    }),
  ),
  insights: z.object({
    brandFitSummary: z.string(),
    creativeTags: z.array(z.string()),
    sponsorshipGaps: z.array(z.string()),
    commercialPotential: z.string(),
  }),
  source: ZSource,
  sourceName: z.string(),
  /** Figures computed by the product rather than taken from a source. */
  modelledFields: z.array(z.string()),
});
export type TAthlete = z.infer<typeof ZAthlete>;
export const ZAthleteList = z.array(ZAthlete);
