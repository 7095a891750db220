import { z } from 'zod';
import { COMPARE_MAX, COMPARE_MIN, ZComparison } from './compare';
import { searchScopes, ZAthlete, ZRightsHolder, ZSearchHit } from './intelligence';
import { checkPartnershipRanges, ZPartnershipPage, ZPartnershipQuery } from './partnerships';
import { ZBrandProfile, ZCompetitor, ZDeal, ZHeadlines, ZScore, ZSourceMix, ZSpend } from './profile';

/**
 * The MCP server (POST /mcp): the tools an AI assistant calls with a personal API token, their
 * input and output schemas. Every answer carries its figures as the REST API does: each deal's
 * value says its kind (reported with publisher and year, estimate with its range and method, or
 * included in a wider deal) and each deal its source, citation, confidence and the month it was
 * last checked.
 */

/** Deals a snapshot lists at most; the rest are counted and reachable with list_partnerships. */
export const MCP_DEALS_SHOWN = 50;
/** Rows a page of list_partnerships or expiring_contracts holds at most. */
export const MCP_PAGE_MAX = 100;
export const MCP_COMPARE_MIN = COMPARE_MIN;
export const MCP_COMPARE_MAX = COMPARE_MAX;
export const MCP_EXPIRY_MONTHS_MAX = 60;
/** JSON-RPC messages one POST /mcp may carry in a batch; each counts as one call against the token's limit. */
export const MCP_BATCH_MAX = 20;

const wholeNumber = (label: string, min: number, max: number, def: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number from ${min} to ${max}` })
    .int(`${label} must be a whole number from ${min} to ${max}`)
    .min(min, `${label} must be a whole number from ${min} to ${max}`)
    .max(max, `${label} must be a whole number from ${min} to ${max}`)
    .default(def);

const entityName = (label: string, example: string) =>
  z
    .string({ error: `${label} must be a name` })
    .trim()
    .min(1, `${label} must not be empty`)
    .max(100, `${label} must be at most 100 characters`)
    .describe(`The exact name or a known alias, e.g. "${example}" (use search to find it).`);

const offset = z.coerce
  .number({ error: 'offset must be a whole number, 0 or more' })
  .int('offset must be a whole number, 0 or more')
  .min(0, 'offset must be a whole number, 0 or more')
  .default(0)
  .describe('Rows to skip: the nextOffset of the previous page.');

/**
 * A filter of the listing tools: left out, it does not filter. Unlike the REST query (where an empty
 * form field means no filter), an empty or blank text is refused, so a call never lists every deal
 * by mistake.
 */
const filter = (label: string, every: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} must not be empty: leave it out for deals of every ${every}`)
    .max(100, `${label} must be at most 100 characters`)
    .optional();

const q = ZPartnershipQuery.shape;
const filters = {
  brand: filter('brand', 'brand').describe('Only deals of this brand (exact name or alias, e.g. "Nike").'),
  property: filter('property', 'team, league, event, federation or athlete').describe(
    'Only deals with this team, league, event, federation or athlete (exact name or alias).',
  ),
  sport: filter('sport', 'sport').describe(
    'Only this sport, e.g. "Football", "Basketball", "Motorsport" (any case).',
  ),
  type: filter('type', 'type').describe(
    'Only this deal type, e.g. "Kit supplier", "Shirt sponsor", "Endorsement".',
  ),
};

// ---------------------------------------------------------------- inputs

export const ZMcpSearchInput = z.object({
  query: z
    .string({ error: 'query must be text' })
    .trim()
    .min(2, 'query must have at least 2 characters')
    .max(100, 'query must be at most 100 characters')
    .describe('A name or part of one: "nike", "man utd", "mahomes". Aliases and small typos match.'),
  kind: z
    .enum(searchScopes, { error: 'kind must be all, brand, rightsHolder or athlete' })
    .default('all')
    .describe('all (default), brand, rightsHolder (teams, leagues, events, federations) or athlete.'),
  limit: wholeNumber('limit', 1, 50, 10).describe('Hits to return, 1 to 50 (default 10).'),
});

export const ZMcpBrandInput = z.object({ brand: entityName('brand', 'Nike') });
export const ZMcpPropertyInput = z.object({ name: entityName('name', 'Manchester United FC') });
export const ZMcpAthleteInput = z.object({ name: entityName('name', 'Lionel Messi') });

export const ZMcpListPartnershipsInput = z
  .object({
    ...filters,
    status: q.status.describe(
      'active, expiring (announced term ends within a year), ended, unconfirmed (not confirmed for 18 months) or running (active or expiring).',
    ),
    region: filter('region', 'region').describe(
      'Only partners of this region, e.g. "Europe", "UK", "North America", "Global" (any case).',
    ),
    country: filter('country', 'country').describe(
      'Only partners of this country (a property\'s country, an athlete\'s nationality), e.g. "Spain".',
    ),
    kind: q.kind.describe('Only this kind of partner: team, league, event, federation or athlete.'),
    league: filter('league', 'league').describe(
      'Only deals of this league and of its member teams (exact name or alias, e.g. "Premier League").',
    ),
    industry: filter('industry', 'industry').describe(
      'Only brands of this industry, e.g. "Banking", "Athletic Apparel" (any case).',
    ),
    q: filter('q', 'deal').describe(
      'Words that must all appear in the brand, partner, deal type or role, e.g. "emirates shirt".',
    ),
    endingWithin: q.endingWithin.describe(
      'Only running deals whose announced final year ends (on 31 December) within this many months from today, 1 to 120.',
    ),
    startFrom: q.startFrom.describe('Only deals that started in this year or later.'),
    startTo: q.startTo.describe('Only deals that started in this year or earlier.'),
    endFrom: q.endFrom.describe(
      'Only deals whose last year (end year, or announced final year while running) is this year or later.',
    ),
    endTo: q.endTo.describe(
      'Only deals whose last year (end year, or announced final year while running) is this year or earlier.',
    ),
    valueMin: q.valueMin.describe('Only deals worth at least this many US dollars a year.'),
    valueMax: q.valueMax.describe('Only deals worth at most this many US dollars a year.'),
    valueKind: q.valueKind.describe(
      'Only values of this kind: reported, estimate or included (a share of a wider deal).',
    ),
    sort: q.sort.describe('Order by brand (default), partner, start, end or value.'),
    dir: q.dir.describe('asc (default) or desc.'),
    limit: wholeNumber('limit', 1, MCP_PAGE_MAX, 25).describe(
      `Deals per page, 1 to ${MCP_PAGE_MAX} (default 25).`,
    ),
    offset,
  })
  .superRefine(checkPartnershipRanges);

export const ZMcpCompetitorsInput = z.object({
  brand: entityName('brand', 'Adidas'),
  limit: wholeNumber('limit', 1, 10, 5).describe('Competitors to return, 1 to 10 (default 5).'),
});

export const ZMcpExpiringInput = z.object({
  months: wholeNumber('months', 1, MCP_EXPIRY_MONTHS_MAX, 12).describe(
    `The window, 1 to ${MCP_EXPIRY_MONTHS_MAX} months from today (default 12).`,
  ),
  ...filters,
  limit: wholeNumber('limit', 1, MCP_PAGE_MAX, 50).describe(
    `Deals per page, 1 to ${MCP_PAGE_MAX} (default 50).`,
  ),
  offset,
});

export const ZMcpCompareInput = z.object({
  brands: z
    .array(entityName('each brand', 'Nike'), { error: 'brands must be a list of brand names' })
    .min(MCP_COMPARE_MIN, `compare_brands needs ${MCP_COMPARE_MIN} to ${MCP_COMPARE_MAX} brands`)
    .max(MCP_COMPARE_MAX, `compare_brands needs ${MCP_COMPARE_MIN} to ${MCP_COMPARE_MAX} brands`)
    .describe(`${MCP_COMPARE_MIN} to ${MCP_COMPARE_MAX} brand names, e.g. ["Nike", "Adidas", "Puma"].`),
});

export type TMcpSearchInput = z.output<typeof ZMcpSearchInput>;
export type TMcpListPartnershipsInput = z.output<typeof ZMcpListPartnershipsInput>;
export type TMcpCompetitorsInput = z.output<typeof ZMcpCompetitorsInput>;
export type TMcpExpiringInput = z.output<typeof ZMcpExpiringInput>;
export type TMcpCompareInput = z.output<typeof ZMcpCompareInput>;

// ---------------------------------------------------------------- outputs

/** Some of an entity's deals: running ones first (most valuable first), then past ones (newest first). */
export const ZMcpDealSelection = z.object({
  /** Every deal on record, past ones included. */
  total: z.number(),
  /** Deals running now (active or expiring). */
  running: z.number(),
  list: z.array(ZDeal),
  /** How to read the deals not listed; null when all are. */
  more: z.string().nullable(),
});
export type TMcpDealSelection = z.infer<typeof ZMcpDealSelection>;

export const ZMcpSearchResult = z.object({
  query: z.string(),
  kind: z.enum(searchScopes),
  results: z.array(ZSearchHit),
});

export const ZMcpBrandSnapshot = z.object({
  brand: ZBrandProfile.shape.brand,
  /** The year the figures refer to. */
  asOfYear: z.number(),
  score: ZScore,
  spend: ZSpend,
  counts: ZBrandProfile.shape.counts,
  sourceMix: ZSourceMix,
  marketShare: z.object({
    category: z.string(),
    /** The brand's share of its category's estimated known spend, percent. */
    share: z.number(),
    categoryUsd: z.number(),
    categoryBrands: z.number(),
  }),
  competitors: z.array(ZCompetitor),
  headlines: ZHeadlines,
  deals: ZMcpDealSelection,
});
export type TMcpBrandSnapshot = z.infer<typeof ZMcpBrandSnapshot>;

export const ZMcpPropertySnapshot = ZRightsHolder.omit({ sponsors: true }).extend({
  deals: ZMcpDealSelection,
});
export type TMcpPropertySnapshot = z.infer<typeof ZMcpPropertySnapshot>;

export const ZMcpAthleteSnapshot = ZAthlete.omit({ sponsors: true }).extend({ deals: ZMcpDealSelection });
export type TMcpAthleteSnapshot = z.infer<typeof ZMcpAthleteSnapshot>;

export const ZMcpPartnershipPage = ZPartnershipPage;

export const ZMcpCompetitors = z.object({
  brand: z.string(),
  category: z.string(),
  asOfYear: z.number(),
  competitors: z.array(ZCompetitor),
});
export type TMcpCompetitors = z.infer<typeof ZMcpCompetitors>;

export const ZMcpExpiring = z.object({
  /** Today, as the dataset's clock has it (YYYY-MM-DD). */
  asOf: z.string(),
  months: z.number(),
  /** Terms are known to the year: deals whose announced final year is this year or earlier. */
  throughYear: z.number(),
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
  nextOffset: z.number().nullable(),
  deals: z.array(ZDeal),
});
export type TMcpExpiring = z.infer<typeof ZMcpExpiring>;

/** The answer of GET /api/compare: the same figures, from the same function. */
export const ZMcpComparison = ZComparison;
export type TMcpComparison = z.infer<typeof ZMcpComparison>;

// ---------------------------------------------------------------- the tools

const FIGURES =
  'Every deal value says its kind: reported (publisher and year), estimate (low, high and method) or included (valued within a wider deal); every deal has its source, citation, confidence and asOf month.';

export const mcpTools = {
  search: {
    title: 'Search the dataset',
    description:
      'Finds brands, rights holders (teams, leagues, events, federations) and athletes by name, best match first. Use it to find the exact name the other tools need.',
    inputSchema: ZMcpSearchInput,
    outputSchema: ZMcpSearchResult,
  },
  brand_snapshot: {
    title: 'Brand snapshot',
    description: `A brand's sponsorship portfolio: BaseLine score with its metrics, estimated annual spend with its range, deal counts, category share, closest competitors, headlines and its running deals (most valuable first, at most ${MCP_DEALS_SHOWN}). ${FIGURES}`,
    inputSchema: ZMcpBrandInput,
    outputSchema: ZMcpBrandSnapshot,
  },
  property_snapshot: {
    title: 'Rights holder snapshot',
    description: `A team, league, event or federation: its sponsors' deals (running first, at most ${MCP_DEALS_SHOWN}), active sponsor count, total sponsorship value with its range and its score. ${FIGURES}`,
    inputSchema: ZMcpPropertyInput,
    outputSchema: ZMcpPropertySnapshot,
  },
  athlete_snapshot: {
    title: 'Athlete snapshot',
    description: `An athlete's endorsements (running first, at most ${MCP_DEALS_SHOWN}), endorsement value with its range, score, brand fit and sponsorship gaps. ${FIGURES}`,
    inputSchema: ZMcpAthleteInput,
    outputSchema: ZMcpAthleteSnapshot,
  },
  list_partnerships: {
    title: 'List partnerships',
    description: `Deals filtered by brand, property (team, league, event, federation or athlete), sport, type, status, region, country, partner kind, league, brand industry, words, ending within N months, start and end years, annual value and value kind, in a stable order (brand, partner, start year, or the sort asked for), a page at a time: pass nextOffset as offset for the next page. The same answer as GET /api/partnerships. ${FIGURES}`,
    inputSchema: ZMcpListPartnershipsInput,
    outputSchema: ZMcpPartnershipPage,
  },
  competitors: {
    title: 'Competitors',
    description:
      "A brand's closest competitors: brands of the same category ranked by overlap of partners, sports and regions, with their running deals, estimated spend, category share, score and what they share.",
    inputSchema: ZMcpCompetitorsInput,
    outputSchema: ZMcpCompetitors,
  },
  expiring_contracts: {
    title: 'Expiring contracts',
    description: `Running deals whose announced term ends within the next N months (terms are known to the year: a deal counts when 31 December of its announced final year is no more than N months from today, as the Contract Expiry Tracker counts), soonest first, then most valuable; optionally for one brand, property, sport or deal type. ${FIGURES}`,
    inputSchema: ZMcpExpiringInput,
    outputSchema: ZMcpExpiring,
  },
  compare_brands: {
    title: 'Compare brands',
    description: `${MCP_COMPARE_MIN} to ${MCP_COMPARE_MAX} brands side by side, the answer of GET /api/compare: BaseLine (null with too few running deals: "Not enough data") and its five metrics, estimated known spend with its range, running and past deals, category share, running deals by sport, region and deal type, the three most valuable running deals, the properties they share and those each holds alone, and the contracts ending within 18 months. ${FIGURES}`,
    inputSchema: ZMcpCompareInput,
    outputSchema: ZMcpComparison,
  },
} as const;

export type McpToolName = keyof typeof mcpTools;
export const mcpToolNames = Object.keys(mcpTools) as McpToolName[];

/** What the server tells an assistant when it connects. */
export const MCP_INSTRUCTIONS =
  'Sponsorscope holds sports sponsorship deals between brands and rights holders (teams, leagues, events, federations) and athletes. Names must match the dataset: use search first when unsure, then a snapshot tool. Money is in US dollars a year. A value of kind "reported" is a published figure (publisher, year); "estimate" is the Sponsorscope value model\'s central figure with its low-high range; "included" means the deal is valued within a wider deal and counts 0 here. Quote values with their kind and source.';
