import { type DealFamily, dealFamily, type IndustryCategory, type PropertyClass } from './classify';

/**
 * The deal-value model (docs/scoring.md): log annual value in US dollars is a sum of effects of
 * the deal type, the partner's class and kind, its market, how many brands it partners and the
 * year. The effects start from documented priors and are fitted to the reported deals by ridge
 * regression towards those priors, so a few reported values nudge the model and many move it.
 */

/** Fixed conversion rates to US dollars (2024 averages), so a figure never moves with the day. */
export const USD_PER: Record<string, number> = {
  USD: 1,
  GBP: 1.27,
  EUR: 1.08,
  CHF: 1.13,
  JPY: 0.0066,
  AUD: 0.66,
  CAD: 0.73,
  INR: 0.012,
  SAR: 0.267,
  BRL: 0.19,
  CNY: 0.14,
};
export const toUsd = (amount: number, currency: string) => amount * (USD_PER[currency] ?? 1);

export interface ValuationInput {
  type: string;
  cls: PropertyClass;
  kind: 'team' | 'league' | 'event' | 'federation' | 'athlete';
  region: string;
  /** Distinct brands partnering the partner in the dataset. */
  partners: number;
  /** The year the value refers to. */
  year: number;
  /** The paying brand's category. */
  category: IndustryCategory;
  sport: string;
  /**
   * Own-effect keys: the partner, the brand, the partner's leagues and the five-year era of the
   * value ("p:id", "b:id", "l:name", "era:2020"). See ownKeys.
   */
  own?: string[];
  /** A team based in one of the ten largest North American media markets (classify.bigMarket). */
  bigMarket?: boolean;
  /** Log revenue of a Money League club against EUR 500M, else 0 (classify.clubRevenue). */
  revenue?: number;
}

/** Brand categories with an effect of their own (the rest share the baseline). */
const CATEGORIES: IndustryCategory[] = [
  'Athletic Apparel',
  'Betting & Gaming',
  'Airlines & Travel',
  'Financial Services',
  'Technology',
  'Automotive',
];

const FAMILIES: DealFamily[] = [
  'kit',
  'shirt',
  'naming',
  'title',
  'principal',
  'patch',
  'secondary',
  'supplier',
  'endorsement',
  'technical',
];
export const featureNames = [
  'intercept',
  ...FAMILIES.map((f) => `type:${f}`),
  'class:S',
  'class:A',
  'class:B',
  'kind:athlete',
  'kind:competition',
  'partners(log)',
  'market:north-america',
  'market:uk-europe',
  'year(decades from 2020)',
  'headline role at class S or A',
  ...CATEGORIES.map((c) => `brand:${c}`),
  'naming rights in North America',
  'competition of class S or A',
  'athlete in an individual sport',
  'athlete of class S',
  'athlete of class A',
  'athlete of class B',
  'athlete with an apparel brand',
  'minor role with a team of class S',
  'minor role with a team of class A',
  'team in a top-ten North American market',
  'club revenue (log, Money League)',
] as const;

/** Prior effects on log US dollars, in the order of featureNames (docs/scoring.md explains each). */
export const PRIOR = [
  Math.log(0.5e6), // an official partner of a class C team in 2020
  1.0, // kit
  0.85, // shirt
  0.6, // naming
  1.3, // title
  0.5, // principal
  0.5, // patch
  -0.4, // secondary
  -0.5, // supplier
  0, // endorsement
  0, // technical
  3.7, // class S
  2.0, // class A
  0.9, // class B
  0.5, // athlete
  1.3, // competition
  0.1, // partners(log)
  0.3, // North America
  0.2, // UK and Europe
  0.7, // per decade
  0.2, // headline at class S or A
  ...CATEGORIES.map(() => 0), // brand categories: learnt from the reported deals
  0.5, // naming rights in North America
  0, // top competition: learnt
  0, // individual-sport athlete: learnt
  2.0, // athlete class S (athletes take these instead of the team class effects)
  1.2, // athlete class A
  0.5, // athlete class B
  0.6, // athlete with an apparel brand
  -1.0, // minor role (official partner, supplier, sleeve or training, engine or tyres) with a class S team
  -0.5, // the same with a class A team
  0.4, // a team in one of the ten largest North American media markets
  0.5, // log revenue of a Money League club against EUR 500M
];

const MINOR = new Set<DealFamily>(['official', 'supplier', 'secondary', 'technical']);
const INDIVIDUAL = new Set(['Tennis', 'Golf', 'Motorsport', 'Athletics', 'Boxing', 'Swimming', 'Cycling']);

export function features(v: ValuationInput): number[] {
  const family = dealFamily(v.type);
  const athlete = v.kind === 'athlete';
  const headline =
    ['kit', 'shirt', 'title', 'naming'].includes(family) && (v.cls === 'A' || v.cls === 'S') ? 1 : 0;
  return [
    1,
    ...FAMILIES.map((f) => (f === family ? 1 : 0)),
    v.cls === 'S' && !athlete ? 1 : 0,
    v.cls === 'A' && !athlete ? 1 : 0,
    v.cls === 'B' && !athlete ? 1 : 0,
    v.kind === 'athlete' ? 1 : 0,
    v.kind === 'league' || v.kind === 'event' || v.kind === 'federation' ? 1 : 0,
    Math.log1p(v.partners),
    v.region === 'North America' ? 1 : 0,
    v.region === 'UK' || v.region === 'Europe' ? 1 : 0,
    (v.year - 2020) / 10,
    headline,
    ...CATEGORIES.map((c) => (c === v.category ? 1 : 0)),
    family === 'naming' && v.region === 'North America' ? 1 : 0,
    v.kind !== 'team' && v.kind !== 'athlete' && (v.cls === 'S' || v.cls === 'A') ? 1 : 0,
    athlete && INDIVIDUAL.has(v.sport) ? 1 : 0,
    athlete && v.cls === 'S' ? 1 : 0,
    athlete && v.cls === 'A' ? 1 : 0,
    athlete && v.cls === 'B' ? 1 : 0,
    athlete && v.category === 'Athletic Apparel' ? 1 : 0,
    v.kind === 'team' && v.cls === 'S' && MINOR.has(family) ? 1 : 0,
    v.kind === 'team' && v.cls === 'A' && MINOR.has(family) ? 1 : 0,
    v.kind === 'team' && v.region === 'North America' && v.bigMarket ? 1 : 0,
    v.kind === 'team' ? (v.revenue ?? 0) : 0,
  ];
}

/** Ridge penalty on the general effects: how strongly the fit is held to the priors. */
export const RIDGE = 1;
/**
 * Penalties on the own effects (a random effect each, prior 0), by kind: a partner with reported
 * deals moves its other deals' estimates, shrunk towards the general model; a brand's own effect
 * is held closer to 0 (brands pay across very different properties); a league moves its teams; a
 * five-year era bends the straight per-decade trend where the market grew faster or slower.
 */
export const RIDGE_OWN: Record<OwnKind, number> = { p: 1, b: 3, l: 1.5, era: 0.5 };
export type OwnKind = 'p' | 'b' | 'l' | 'era';

/** The own-effect keys of a deal: its partner, its brand, the partner's leagues and the era of the year. */
export function ownKeys(partnerId: string, brandId: string, leagues: string[], year: number): string[] {
  return [`p:${partnerId}`, `b:${brandId}`, ...leagues.map((l) => `l:${l}`), `era:${year - (year % 5)}`];
}
const ownKind = (key: string) => key.slice(0, key.indexOf(':')) as OwnKind;
/** Huber loss: residuals (log scale) beyond this count linearly, not squared; rounds of reweighting. */
export const HUBER_DELTA = 0.3;
export const HUBER_ROUNDS = 4;
/** Half-width of the estimate range in residual spreads: ±1.25 sigma holds 79% of a normal spread. */
export const RANGE_Z = 1.25;
/** The spread used until at least 12 reported values exist. */
export const DEFAULT_SIGMA = 0.7;

export interface Sample {
  input: ValuationInput;
  usd: number;
}

export interface ValueModel {
  coefficients: number[];
  /** Own-effect keys (see ownKeys) and their coefficient index. */
  own: Map<string, number>;
  sigma: number;
  samples: number;
}

/** Inverts a symmetric positive definite matrix by Gauss-Jordan elimination. */
function invert(a: number[][]): number[][] {
  const n = a.length;
  const m = a.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    const row = m[c]!;
    const p = row[c]!;
    for (let k = 0; k < 2 * n; k++) row[k]! /= p;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]!;
      if (f === 0) continue;
      const target = m[r]!;
      for (let k = c; k < 2 * n; k++) target[k]! -= f * row[k]!;
    }
  }
  return m.map((row) => row.slice(n));
}

function design(samples: Sample[]) {
  const own = new Map<string, number>();
  for (const s of samples)
    for (const key of s.input.own ?? []) if (!own.has(key)) own.set(key, PRIOR.length + own.size);
  const k = PRIOR.length + own.size;
  const rows = samples.map((s) => {
    const x = new Array<number>(k).fill(0);
    features(s.input).forEach((v, i) => {
      x[i] = v;
    });
    for (const key of s.input.own ?? []) x[own.get(key)!] = 1;
    return x;
  });
  const prior = [...PRIOR, ...new Array<number>(own.size).fill(0)];
  const penalty = [...PRIOR.map(() => RIDGE), ...[...own.keys()].map((key) => RIDGE_OWN[ownKind(key)])];
  return { own, rows, prior, penalty, k };
}

/**
 * Ridge regression towards the priors: coefficients minimising the squared log error plus each
 * penalty times the squared distance to its prior; also the leave-one-out residuals, exactly, from
 * the hat matrix (a linear smoother's held-out residual is its residual over 1 - h_ii).
 */
export function fitRidge(samples: Sample[]) {
  const { own, rows, prior, penalty, k } = design(samples);
  const ys = samples.map((x) => Math.log(x.usd));
  // Huber weights by iteratively reweighted least squares: a far-off reported value (a total
  // mistaken for a year, an unusual contract) pulls the fit less than a squared loss would let it.
  let weights = rows.map(() => 1);
  let coefficients: number[] = prior;
  let inv: number[][] = [];
  for (let round = 0; round < HUBER_ROUNDS; round++) {
    const ata = Array.from({ length: k }, (_, i) =>
      Array.from({ length: k }, (_, j) => (i === j ? penalty[i]! : 0)),
    );
    const atb = prior.map((p, i) => penalty[i]! * p);
    rows.forEach((x, n) => {
      const w = weights[n]!;
      for (let i = 0; i < k; i++) {
        if (x[i] === 0) continue;
        atb[i]! += w * x[i]! * ys[n]!;
        for (let j = 0; j < k; j++) ata[i]![j]! += w * x[i]! * x[j]!;
      }
    });
    inv = invert(ata);
    coefficients = inv.map((row) => row.reduce((s, v, j) => s + v * atb[j]!, 0));
    weights = rows.map((x, n) => {
      const r = Math.abs(ys[n]! - x.reduce((s, v, i) => s + v * coefficients[i]!, 0));
      return r <= HUBER_DELTA ? 1 : HUBER_DELTA / r;
    });
  }
  const loo = rows.map((x, n) => {
    const fitted = x.reduce((s, v, i) => s + v * coefficients[i]!, 0);
    let h = 0;
    for (let i = 0; i < k; i++) {
      if (x[i] === 0) continue;
      for (let j = 0; j < k; j++) if (x[j] !== 0) h += x[i]! * inv[i]![j]! * x[j]!;
    }
    const residual = (ys[n]! - fitted) / (1 - weights[n]! * h);
    return { sample: samples[n]!, predicted: samples[n]!.usd / Math.exp(residual), residual };
  });
  return { coefficients, own, loo };
}

export function fitCoefficients(samples: Sample[]): number[] {
  return fitRidge(samples).coefficients;
}

const dot = (a: number[], b: number[]) => a.reduce((s, v, i) => s + v * b[i]!, 0);
export function predictLog(
  model: Pick<ValueModel, 'coefficients' | 'own'> | number[],
  input: ValuationInput,
): number {
  if (Array.isArray(model)) return dot(model, features(input));
  let log = dot(features(input), model.coefficients);
  for (const key of input.own ?? []) {
    const i = model.own.get(key);
    if (i !== undefined) log += model.coefficients[i]!;
  }
  return log;
}

/** Robust spread of log residuals: 1.4826 times their median absolute value. */
export function robustSigma(residuals: number[]): number {
  if (residuals.length === 0) return DEFAULT_SIGMA;
  const abs = residuals.map(Math.abs).sort((a, b) => a - b);
  const mid = abs.length >> 1;
  const median = abs.length % 2 ? abs[mid]! : (abs[mid - 1]! + abs[mid]!) / 2;
  return 1.4826 * median;
}

/** Leave-one-out log residuals: each reported deal predicted by the model fitted without it. */
export function leaveOneOut(samples: Sample[]) {
  return fitRidge(samples).loo;
}

/** The model fitted on every reported deal; its spread from the leave-one-out residuals. */
export function fitValueModel(samples: Sample[]): ValueModel {
  const { coefficients, own, loo } = fitRidge(samples);
  const sigma = samples.length >= 12 ? robustSigma(loo.map((r) => r.residual)) : DEFAULT_SIGMA;
  return { coefficients, own, sigma, samples: samples.length };
}

/** Rounds a dollar figure to two significant digits, so an estimate never looks more exact than it is. */
export function roundEstimate(usd: number): number {
  if (usd <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(usd)) - 1);
  return Math.round(usd / step) * step;
}

export function estimate(model: ValueModel, input: ValuationInput) {
  const log = predictLog(model, input);
  const spread = RANGE_Z * model.sigma;
  return {
    usd: roundEstimate(Math.exp(log)),
    low: roundEstimate(Math.exp(log - spread)),
    high: roundEstimate(Math.exp(log + spread)),
    method: `Estimate from the Sponsorscope value model (deal type, partner class, market, year), calibrated on ${model.samples} reported deals; range ±${Math.round(
      (Math.exp(spread) - 1) * 100,
    )}%.`,
  };
}
