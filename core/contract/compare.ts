import { z } from 'zod';
import { urgencies } from './alerts';
import { endpoint } from './endpoint';
import { tokenErrors, ZMessageResponse } from './error';
import { metricKeys, ZDeal, ZPartnerKind, ZSpend } from './profile';

/**
 * Brands side by side (GET /api/compare, the compare_brands MCP tool and the /compare page): each
 * brand's figures are the engine's, read from the same brand profile as the brand view.
 */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
/** Contracts ending soon: the announced final year ends within this many months (as the Contract Expiry Tracker counts). */
export const COMPARE_ENDING_MONTHS = 18;

export const COMPARE_COUNT_MESSAGE = `Compare ${COMPARE_MIN} to ${COMPARE_MAX} brands: name them separated by commas.`;

/** The brand names of a comparison, in the order given: blank entries between commas are left out. */
export function splitBrands(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export const ZCompareQuery = z.object({
  brands: z
    .string({ error: COMPARE_COUNT_MESSAGE })
    .max(420, 'brands must be at most 420 characters')
    .transform(splitBrands)
    .refine((list) => list.length >= COMPARE_MIN && list.length <= COMPARE_MAX, COMPARE_COUNT_MESSAGE)
    .refine((list) => list.every((n) => n.length <= 100), 'each brand name must be at most 100 characters')
    .describe(
      `${COMPARE_MIN} to ${COMPARE_MAX} brand names or aliases, separated by commas: Puma,Adidas,New Balance`,
    ),
});
export type TCompareQuery = z.input<typeof ZCompareQuery>;

/** Running deals per value of one dimension (sport, region or deal type), most first. */
export const ZCompareCount = z.object({ name: z.string(), deals: z.number() });

export const ZCompareMetric = z.object({
  key: z.enum(metricKeys),
  value: z.number(),
  /** What the metric is read from, in the brand view's words. */
  inputs: z.string(),
});

/** A running deal whose announced final year ends within the window, with the tracker's figures. */
export const ZEndingDeal = z.object({
  deal: ZDeal,
  /** Whole months to the end of the announced final year. */
  monthsLeft: z.number(),
  urgency: z.enum(urgencies),
  /** The renewal model's likelihood, percent (docs/scoring.md). */
  renewal: z.number(),
});
export type TEndingDeal = z.infer<typeof ZEndingDeal>;

export const ZComparedBrand = z.object({
  name: z.string(),
  industry: z.string(),
  category: z.string(),
  /** The BaseLine as the brand view shows it: null with too few running deals (`scoreText` says "Not enough data"). */
  baseline: z.number().nullable(),
  /** "72/100" or "Not enough data". */
  baselineText: z.string(),
  /** What the BaseLine is built from; the five metrics are null when the BaseLine is not shown. */
  basis: z.string(),
  metrics: z.array(ZCompareMetric).nullable(),
  spend: ZSpend,
  runningDeals: z.number(),
  pastDeals: z.number(),
  /** Share of the category's estimated known spend, percent. */
  categoryShare: z.number(),
  bySport: z.array(ZCompareCount),
  byRegion: z.array(ZCompareCount),
  byType: z.array(ZCompareCount),
  /** The three most valuable running deals. */
  topDeals: z.array(ZDeal),
  /** Partners (teams, leagues, events, federations, athletes) with a running deal with this brand alone of those compared. */
  exclusiveProperties: z.array(z.string()),
  /** Running deals ending within COMPARE_ENDING_MONTHS, soonest first. */
  endingSoon: z.array(ZEndingDeal),
});
export type TComparedBrand = z.infer<typeof ZComparedBrand>;

export const ZSharedProperty = z.object({
  property: z.string(),
  kind: ZPartnerKind,
  /** The compared brands with a running deal with it, in the order compared. */
  brands: z.array(z.string()),
});

export const ZComparison = z.object({
  asOfYear: z.number(),
  /** Today as the dataset's clock has it (YYYY-MM-DD). */
  asOf: z.string(),
  endingWithinMonths: z.number(),
  brands: z.array(ZComparedBrand),
  /** Partners with a running deal with two or more of the brands, most brands first. */
  sharedProperties: z.array(ZSharedProperty),
});
export type TComparison = z.infer<typeof ZComparison>;

export const compareEndpoints = {
  compare: endpoint({
    method: 'GET',
    path: '/api/compare',
    access: 'user',
    summary:
      '2 to 4 brands side by side: BaseLine and metrics, known spend, running deals by sport, region and type, shared and exclusive properties, contracts ending within 18 months.',
    query: ZCompareQuery,
    responses: {
      200: ZComparison,
      400: ZMessageResponse,
      401: ZMessageResponse,
      404: ZMessageResponse,
      ...tokenErrors,
    },
    bearer: true,
  }),
};
