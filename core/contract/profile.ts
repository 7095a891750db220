import { z } from 'zod';

/**
 * The engine's answers (core/intelligence/engine): every figure says what it is. A fact comes from
 * the dataset with its source; a reported value names its publisher and year; an estimate comes
 * from the documented model (docs/scoring.md) with its range and method; anything else is absent.
 */
export const ZFactSource = z.enum(['verified', 'curated']);
export const ZConfidence = z.enum(['high', 'medium']);

export const ZReportedValue = z.object({
  kind: z.literal('reported'),
  /** The published annual figure converted to US dollars at the fixed rates of docs/scoring.md. */
  usd: z.number(),
  amount: z.number(),
  currency: z.string(),
  year: z.number(),
  publisher: z.string(),
  note: z.string().nullable(),
});
export const ZEstimatedValue = z.object({
  kind: z.literal('estimate'),
  /** The model's central annual value in US dollars; low and high bound its range. */
  usd: z.number(),
  low: z.number(),
  high: z.number(),
  method: z.string(),
});
/** A share of a wider deal (a team's row of the NBA's uniform deal, one brand of a group deal): valued there. */
export const ZIncludedValue = z.object({
  kind: z.literal('included'),
  usd: z.literal(0),
  /** The deal it is part of ("the NBA league-wide deal"). */
  within: z.string(),
});
export const ZDealValue = z.discriminatedUnion('kind', [ZReportedValue, ZEstimatedValue, ZIncludedValue]);
export type TDealValue = z.infer<typeof ZDealValue>;

export const ZContractTerms = z.object({
  start: z.number().nullable(),
  /** Last year the deal ran; null while it runs. */
  end: z.number().nullable(),
  /** Announced final year of a running deal. */
  until: z.number().nullable(),
  /**
   * active: running, confirmed within 18 months; expiring: its announced term ends within a year;
   * ended: it has an end year; unconfirmed: no end is known but nothing has confirmed it for 18 months.
   */
  status: z.enum(['active', 'expiring', 'ended', 'unconfirmed']),
  /** "since 2015 · ongoing", "2014-2021", "since 2024 · until 2029", "since 2005 · last confirmed 2019". */
  label: z.string(),
});
export type TContractTerms = z.infer<typeof ZContractTerms>;

/** A deal counted as running: active or expiring (never ended or unconfirmed). */
export const isRunning = (d: { contract: { status: string } }) =>
  d.contract.status === 'active' || d.contract.status === 'expiring';

export const ZPartnerKind = z.enum(['team', 'league', 'event', 'federation', 'athlete']);

/** A page that states a deal, as found when the row was checked: null title when the page gave none. */
export const ZEvidence = z.object({
  url: z.string(),
  title: z.string().nullable(),
  /** The day the page was seen (YYYY-MM-DD). */
  seen: z.string(),
});

/** One deal as every screen, report, export and widget shows it. */
export const ZDeal = z.object({
  id: z.string(),
  brand: z.string(),
  partner: z.string(),
  partnerKind: ZPartnerKind,
  /** The partner's name at the time, when it differed (a team's name of that era). */
  partnerNameAtTime: z.string().nullable(),
  sport: z.string(),
  region: z.string(),
  type: z.string(),
  role: z.string().nullable(),
  tier: z.enum(['Premium', 'Standard']),
  contract: ZContractTerms,
  value: ZDealValue,
  source: ZFactSource,
  sourceName: z.string(),
  citation: z.string(),
  /** Pages that state the deal (curated rows checked with a source address), at most three. */
  evidence: z.array(ZEvidence),
  confidence: ZConfidence,
  asOf: z.string().nullable(),
});
export type TDeal = z.infer<typeof ZDeal>;

export const metricKeys = ['visibility', 'energy', 'clarity', 'fit', 'range'] as const;
export const ZMetric = z.object({ value: z.number(), inputs: z.string() });
export const ZScore = z.object({
  overall: z.number(),
  metrics: z.object({
    visibility: ZMetric,
    energy: ZMetric,
    clarity: ZMetric,
    fit: ZMetric,
    range: ZMetric,
  }),
  /** One sentence on what the overall number is built from. */
  basis: z.string(),
});
export type TScore = z.infer<typeof ZScore>;

export const ZSpend = z.object({
  /** Sum of the active deals' reported and central estimated values, US dollars a year. */
  usd: z.number(),
  low: z.number(),
  high: z.number(),
  deals: z.number(),
  reported: z.number(),
  estimated: z.number(),
});

export const ZCompetitor = z.object({
  name: z.string(),
  industry: z.string(),
  activeDeals: z.number(),
  spendUsd: z.number(),
  share: z.number(),
  score: z.number(),
  sharedProperties: z.array(z.string()),
  sharedSports: z.array(z.string()),
  keyPartnerships: z.array(z.string()),
  overlap: z.string(),
});
export type TCompetitor = z.infer<typeof ZCompetitor>;

export const ZMarketShare = z.object({
  category: z.string(),
  /** Estimated known spend of every brand of the category with an active deal. */
  categoryUsd: z.number(),
  categoryBrands: z.number(),
  rows: z.array(
    z.object({
      brand: z.string(),
      share: z.number(),
      spendUsd: z.number(),
      deals: z.number(),
      focus: z.boolean(),
    }),
  ),
});

export const ZSourceMix = z.object({
  facts: z.number(),
  verified: z.number(),
  curated: z.number(),
  reported: z.number(),
  estimates: z.number(),
  /** Share of the page's deals that come from an open data set (verified). */
  verifiedPercent: z.number(),
  /** Share of the page's deals with high confidence. */
  highConfidencePercent: z.number(),
});

export const ZPrediction = z.object({
  id: z.string(),
  kind: z.enum(['renewal', 'trend', 'valuation', 'opportunity']),
  title: z.string(),
  description: z.string(),
  /** A likelihood from the renewal model, when the card has one. */
  probability: z.number().nullable(),
  factors: z.array(z.string()),
  method: z.string(),
});

export const ZHeadlines = z.object({
  topPerforming: z.array(z.string()),
  missedOpportunities: z.array(z.string()),
  signatureMoves: z.array(z.string()),
  commonThemes: z.array(z.string()),
});

export const ZBrandProfile = z.object({
  brand: z.object({
    id: z.string(),
    name: z.string(),
    industry: z.string(),
    category: z.string(),
    headquarters: z.string().nullable(),
    group: z.string().nullable(),
    groupMembers: z.array(z.string()),
    source: z.enum(['verified', 'curated', 'modelled']),
    sourceName: z.string(),
  }),
  score: ZScore,
  deals: z.array(ZDeal),
  counts: z.object({
    active: z.number(),
    past: z.number(),
    teams: z.number(),
    athletes: z.number(),
    events: z.number(),
    leagues: z.number(),
    federations: z.number(),
  }),
  spend: ZSpend,
  competitors: z.array(ZCompetitor),
  marketShare: ZMarketShare,
  sourceMix: ZSourceMix,
  predictions: z.array(ZPrediction),
  /** Deals of the brand's category started per year (the last ten years), from the dataset. */
  categoryTrend: z.array(z.object({ year: z.number(), starts: z.number() })),
  headlines: ZHeadlines,
  /** The year the figures refer to. */
  asOfYear: z.number(),
});
export type TBrandProfile = z.infer<typeof ZBrandProfile>;
