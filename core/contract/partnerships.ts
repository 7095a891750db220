import { z } from 'zod';
import { endpoint } from './endpoint';
import { tokenErrors, ZMessageResponse } from './error';
import { ZDeal, ZPartnerKind } from './profile';

export const partnershipStatuses = ['active', 'expiring', 'ended', 'unconfirmed', 'running'] as const;
export const PARTNERSHIP_PAGE_MAX = 5000;

const filter = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

const wholeNumber = (label: string, min: number, max: number, what: string) =>
  z.coerce
    .number({ error: `${label} must be ${what}` })
    .int(`${label} must be ${what}`)
    .min(min, `${label} must be ${what}`)
    .max(max, `${label} must be ${what}`)
    .optional();

/** The years a start or end year filter accepts. */
export const PARTNERSHIP_YEAR_MIN = 1850;
export const PARTNERSHIP_YEAR_MAX = 2100;
/** The longest "ending within N months" window. */
export const ENDING_WITHIN_MAX = 120;
const year = (label: string) =>
  wholeNumber(
    label,
    PARTNERSHIP_YEAR_MIN,
    PARTNERSHIP_YEAR_MAX,
    `a year from ${PARTNERSHIP_YEAR_MIN} to ${PARTNERSHIP_YEAR_MAX}`,
  );
const usd = (label: string) => wholeNumber(label, 0, 1e12, 'a whole number of US dollars a year, 0 or more');

export const partnershipSorts = ['brand', 'partner', 'start', 'end', 'value'] as const;
export const partnershipValueKinds = ['reported', 'estimate', 'included'] as const;
export const partnerKinds = ZPartnerKind.options;

/** The rules across parameters: each range's lower bound not above its upper; endingWithin only for running deals. */
export function checkPartnershipRanges(
  q: {
    startFrom?: number | undefined;
    startTo?: number | undefined;
    endFrom?: number | undefined;
    endTo?: number | undefined;
    valueMin?: number | undefined;
    valueMax?: number | undefined;
    endingWithin?: number | undefined;
    status?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  const order = (from: 'startFrom' | 'endFrom' | 'valueMin', to: 'startTo' | 'endTo' | 'valueMax') => {
    const [a, b] = [q[from], q[to]];
    if (typeof a === 'number' && typeof b === 'number' && a > b)
      ctx.addIssue({ code: 'custom', path: [from], message: `${from} must not be more than ${to}` });
  };
  order('startFrom', 'startTo');
  order('endFrom', 'endTo');
  order('valueMin', 'valueMax');
  if (q.endingWithin !== undefined && (q.status === 'ended' || q.status === 'unconfirmed'))
    ctx.addIssue({
      code: 'custom',
      path: ['endingWithin'],
      message: `endingWithin keeps running deals only: leave status out or set it to running, not ${q.status}`,
    });
}

/**
 * GET /api/partnerships: every deal of the dataset, filtered. brand and property name one brand
 * and one partner (a team, league, event, federation or athlete; aliases work); league names a
 * league (its own deals and those of its member teams); sport, type, region, country and industry
 * (the brand's) match whole names regardless of case (region Europe includes the UK, which the data
names apart); q keeps deals whose brand, partner (or its
 * name at the time), type and role hold every word given. status "running" means active or
 * expiring. Years: startFrom/startTo bound the first year; endFrom/endTo bound the last year, which
 * is the end year of an ended deal and the announced final year (until) of a running one (a deal
 * with neither is left out once an end bound is given). valueMin/valueMax bound the annual value in
 * US dollars (an included share counts 0); valueKind keeps reported, estimated or included values.
 *
 * endingWithin=N keeps running deals whose announced term ends within N months. Terms are known to
 * the year, so a term is taken to end on 31 December of its final year (the engine's convention, as
 * the Contract Expiry Tracker counts it): a deal matches when it runs (active or expiring), has an
 * announced final year Y, and the whole months from today to 31 December of Y, (Y - this year) x 12
 * + (12 - this month), are at most N. A term whose final year has passed while the deal still runs
 * matches any N. On 28 November 2026, endingWithin=18 keeps final years up to 2027 (13 months) but
 * not 2028 (25 months).
 *
 * sort orders by brand (the default: brand, partner, start year, id), partner, start, end or value;
 * dir asc (default) or desc; a deal without the sorted year comes last either way.
 */
export const ZPartnershipQuery = z
  .object({
    brand: filter('brand'),
    property: filter('property'),
    sport: filter('sport'),
    type: filter('type'),
    status: z
      .enum(partnershipStatuses, { error: `status must be one of ${partnershipStatuses.join(', ')}` })
      .optional(),
    region: filter('region'),
    country: filter('country'),
    kind: z.enum(partnerKinds, { error: `kind must be one of ${partnerKinds.join(', ')}` }).optional(),
    league: filter('league'),
    industry: filter('industry'),
    q: filter('q'),
    endingWithin: wholeNumber(
      'endingWithin',
      1,
      ENDING_WITHIN_MAX,
      `a whole number of months from 1 to ${ENDING_WITHIN_MAX}`,
    ),
    startFrom: year('startFrom'),
    startTo: year('startTo'),
    endFrom: year('endFrom'),
    endTo: year('endTo'),
    valueMin: usd('valueMin'),
    valueMax: usd('valueMax'),
    valueKind: z
      .enum(partnershipValueKinds, {
        error: `valueKind must be one of ${partnershipValueKinds.join(', ')}`,
      })
      .optional(),
    sort: z
      .enum(partnershipSorts, { error: `sort must be one of ${partnershipSorts.join(', ')}` })
      .default('brand'),
    dir: z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).default('asc'),
    format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
    limit: z.coerce
      .number({ error: `limit must be a whole number from 1 to ${PARTNERSHIP_PAGE_MAX}` })
      .int(`limit must be a whole number from 1 to ${PARTNERSHIP_PAGE_MAX}`)
      .min(1, `limit must be a whole number from 1 to ${PARTNERSHIP_PAGE_MAX}`)
      .max(PARTNERSHIP_PAGE_MAX, `limit must be a whole number from 1 to ${PARTNERSHIP_PAGE_MAX}`)
      .default(1000),
    offset: z.coerce
      .number({ error: 'offset must be a whole number, 0 or more' })
      .int('offset must be a whole number, 0 or more')
      .min(0, 'offset must be a whole number, 0 or more')
      .default(0),
  })
  .superRefine(checkPartnershipRanges);
export type TPartnershipQuery = z.output<typeof ZPartnershipQuery>;

/** One page of deals in a stable order (brand, partner, start year, id), each as every screen shows it. */
export const ZPartnershipPage = z.object({
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
  /** The next page's offset; null on the last page. */
  nextOffset: z.number().nullable(),
  partnerships: z.array(ZDeal),
});
export type TPartnershipPage = z.infer<typeof ZPartnershipPage>;

/** The values the deal finder's filters offer: each one some deal on file has, in name order. */
export const ZPartnershipFacets = z.object({
  sports: z.array(z.string()),
  regions: z.array(z.string()),
  countries: z.array(z.string()),
  /** Leagues with a deal of their own or of a member team, with their sport. */
  leagues: z.array(z.object({ name: z.string(), sport: z.string() })),
  types: z.array(z.string()),
  industries: z.array(z.string()),
  kinds: z.array(ZPartnerKind),
  /** The first and last years a deal starts or ends on file (null with no deal). */
  years: z.object({ first: z.number().nullable(), last: z.number().nullable() }),
  /** Today as the engine counts it (YYYY-MM-DD): "ending within N months" starts here. */
  asOf: z.string(),
});
export type TPartnershipFacets = z.infer<typeof ZPartnershipFacets>;

export const partnershipEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/partnerships',
    access: 'user',
    summary:
      'Partnerships with their contract terms, value kind and source, filtered and paginated; format=csv answers a spreadsheet (text/csv) with the same rows.',
    query: ZPartnershipQuery,
    produces: ['application/json', 'text/csv'],
    // Link names the next page (none on the last); a CSV comes with its file name.
    responseHeaders: { 200: ['X-Total-Count', 'Link?', 'Content-Disposition?'] },
    responses: {
      200: ZPartnershipPage,
      400: ZMessageResponse,
      401: ZMessageResponse,
      404: ZMessageResponse,
      ...tokenErrors,
    },
    bearer: true,
  }),
  facets: endpoint({
    method: 'GET',
    path: '/api/partnerships/facets',
    access: 'user',
    summary:
      'The values the partnership filters take (sports, regions, countries, leagues, deal types, brand industries, partner kinds), each one some deal on file has, and the years deals span.',
    responses: { 200: ZPartnershipFacets, 401: ZMessageResponse, ...tokenErrors },
    bearer: true,
  }),
};
