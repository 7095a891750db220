import { drain } from '../../steps';
import { hashString } from '../names';
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
  'athlete: decades from the index base year',
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
  0, // athletes' own trend against the market index: learnt
];

const MINOR = new Set<DealFamily>(['official', 'supplier', 'secondary', 'technical']);
const INDIVIDUAL = new Set(['Tennis', 'Golf', 'Motorsport', 'Athletics', 'Boxing', 'Swimming', 'Cycling']);

const FAMILY_INDEX = new Map(FAMILIES.map((f, i) => [f, 1 + i]));
const CATEGORY_INDEX = new Map(CATEGORIES.map((c, i) => [c, 1 + FAMILIES.length + 9 + i]));

/** The general features of a deal, in the order of featureNames (filled by index: called for every deal). */
export function features(v: ValuationInput): number[] {
  const family = dealFamily(v.type);
  const athlete = v.kind === 'athlete';
  const x = new Array<number>(PRIOR.length).fill(0);
  x[0] = 1;
  const f = FAMILY_INDEX.get(family);
  if (f !== undefined) x[f] = 1;
  const at = 1 + FAMILIES.length;
  x[at] = v.cls === 'S' && !athlete ? 1 : 0;
  x[at + 1] = v.cls === 'A' && !athlete ? 1 : 0;
  x[at + 2] = v.cls === 'B' && !athlete ? 1 : 0;
  x[at + 3] = athlete ? 1 : 0;
  x[at + 4] = v.kind === 'league' || v.kind === 'event' || v.kind === 'federation' ? 1 : 0;
  x[at + 5] = Math.log1p(v.partners);
  x[at + 6] = v.region === 'North America' ? 1 : 0;
  x[at + 7] = v.region === 'UK' || v.region === 'Europe' ? 1 : 0;
  x[at + 8] =
    (family === 'kit' || family === 'shirt' || family === 'title' || family === 'naming') &&
    (v.cls === 'A' || v.cls === 'S')
      ? 1
      : 0;
  const c = CATEGORY_INDEX.get(v.category);
  if (c !== undefined) x[c] = 1;
  const rest = at + 9 + CATEGORIES.length;
  x[rest] = family === 'naming' && v.region === 'North America' ? 1 : 0;
  x[rest + 1] = v.kind !== 'team' && !athlete && (v.cls === 'S' || v.cls === 'A') ? 1 : 0;
  x[rest + 2] = athlete && INDIVIDUAL.has(v.sport) ? 1 : 0;
  x[rest + 3] = athlete && v.cls === 'S' ? 1 : 0;
  x[rest + 4] = athlete && v.cls === 'A' ? 1 : 0;
  x[rest + 5] = athlete && v.cls === 'B' ? 1 : 0;
  x[rest + 6] = athlete && v.category === 'Athletic Apparel' ? 1 : 0;
  x[rest + 7] = v.kind === 'team' && v.cls === 'S' && MINOR.has(family) ? 1 : 0;
  x[rest + 8] = v.kind === 'team' && v.cls === 'A' && MINOR.has(family) ? 1 : 0;
  x[rest + 9] = v.kind === 'team' && v.region === 'North America' && v.bigMarket ? 1 : 0;
  x[rest + 10] = v.kind === 'team' ? (v.revenue ?? 0) : 0;
  x[rest + 11] = athlete ? (v.year - INDEX_BASE_YEAR) / 10 : 0;
  return x;
}

/**
 * The sponsorship market index (docs/scoring.md): what a deal of the same kind with the same partner
 * was worth in a given year, against the base year. Its log is piecewise linear, continuous at the
 * knot: log I(y) = late x (max(y, KNOT) - BASE) + early x (min(y, KNOT) - KNOT), with a growth rate
 * a year since the knot and another before it (the reported values before the knot are few, so the
 * early rate can differ without bending the recent one). A reported value is brought to base-year
 * money (divided by I of its year) before the fit, and an estimate for year y is the fitted value
 * times I(y): an estimate is in the money of the year it is made for, and the effects are fitted on
 * values of one common year.
 */
export interface MarketIndex {
  /** Growth rate a year (log points) from INDEX_KNOT_YEAR on. */
  late: number;
  /** Growth rate a year (log points) before INDEX_KNOT_YEAR. */
  early: number;
}
export const INDEX_BASE_YEAR = 2020;
export const INDEX_KNOT_YEAR = 2000;
/** Prior growth rate of both segments (log points a year) and its weight in squared years. */
export const INDEX_PRIOR_GROWTH = 0.07;
export const INDEX_PRIOR_WEIGHT = 100;
/** Each fitted growth rate is held within these bounds whatever the reported values say. */
export const INDEX_GROWTH_MIN = 0;
export const INDEX_GROWTH_MAX = 0.15;
/** The index at its priors (both rates INDEX_PRIOR_GROWTH), used until values are reported. */
export const PRIOR_INDEX: MarketIndex = { late: INDEX_PRIOR_GROWTH, early: INDEX_PRIOR_GROWTH };

/** The two coordinates of a year on the index: years from the base after the knot, before it. */
const indexAxes = (year: number) => [
  Math.max(year, INDEX_KNOT_YEAR) - INDEX_BASE_YEAR,
  Math.min(year, INDEX_KNOT_YEAR) - INDEX_KNOT_YEAR,
];

/** The log index of a year: 0 in the base year. */
export function logMarketIndex(index: MarketIndex, year: number): number {
  const [late, early] = indexAxes(year);
  return index.late * late! + index.early * early!;
}
/** The index of a year: 1 in the base year. */
export const marketIndex = (index: MarketIndex, year: number) => Math.exp(logMarketIndex(index, year));

/**
 * The year an ended deal is valued for: the middle of its years (rounded down), or its end year
 * when its start is not known. A running deal is valued for the current year.
 */
export const dealMidYear = (start: number | null, end: number) =>
  start !== null && start <= end ? Math.floor((start + end) / 2) : end;

/**
 * The market index calibrated on the reported values: the slopes of log value on the index's two
 * year axes within groups of reported deals with the same partner and deal family (a club's shirt
 * deals of 2006, 2009 and 2024, say), so that what differs between partners (class, market, size)
 * does not enter them. Least squares over every group's members about the group's means, each
 * rate shrunk towards INDEX_PRIOR_GROWTH with weight INDEX_PRIOR_WEIGHT, then held within the
 * bounds: one pass over the samples and a 2 x 2 solve.
 */
export function fitMarketIndex(samples: Sample[]): MarketIndex {
  // Per group: count and sums of the axes a, b, the log value y and their products.
  type Sums = {
    n: number;
    a: number;
    b: number;
    y: number;
    aa: number;
    ab: number;
    bb: number;
    ay: number;
    by: number;
  };
  const groups = new Map<string, Sums>();
  for (const s of samples) {
    const partner = s.input.own?.find((k) => k.startsWith('p:'));
    if (partner === undefined) continue;
    const key = `${partner} ${dealFamily(s.input.type)}`;
    const g = groups.get(key) ?? { n: 0, a: 0, b: 0, y: 0, aa: 0, ab: 0, bb: 0, ay: 0, by: 0 };
    const [a, b] = indexAxes(s.input.year) as [number, number];
    const y = Math.log(s.usd);
    g.n++;
    g.a += a;
    g.b += b;
    g.y += y;
    g.aa += a * a;
    g.ab += a * b;
    g.bb += b * b;
    g.ay += a * y;
    g.by += b * y;
    groups.set(key, g);
  }
  const w = INDEX_PRIOR_WEIGHT;
  let saa = w;
  let sab = 0;
  let sbb = w;
  let say = w * INDEX_PRIOR_GROWTH;
  let sby = w * INDEX_PRIOR_GROWTH;
  for (const g of groups.values()) {
    if (g.n < 2) continue;
    saa += g.aa - (g.a * g.a) / g.n;
    sab += g.ab - (g.a * g.b) / g.n;
    sbb += g.bb - (g.b * g.b) / g.n;
    say += g.ay - (g.a * g.y) / g.n;
    sby += g.by - (g.b * g.y) / g.n;
  }
  const det = saa * sbb - sab * sab;
  const bound = (x: number) => Math.min(INDEX_GROWTH_MAX, Math.max(INDEX_GROWTH_MIN, x));
  return { late: bound((sbb * say - sab * sby) / det), early: bound((saa * sby - sab * say) / det) };
}

/** Ridge penalty on the general effects: how strongly the fit is held to the priors. */
export const RIDGE = 1;
/**
 * Penalties on the own effects (a random effect each, prior 0), by kind: a partner with reported
 * deals moves its other deals' estimates, shrunk towards the general model; a brand's own effect
 * is held closer to 0 (brands pay across very different properties); a league moves its teams; a
 * five-year era bends the straight per-decade trend where the market grew faster or slower.
 */
export const RIDGE_OWN: Record<OwnKind, number> = { p: 1, b: 3, l: 1.5, era: 1 };
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
  /** The market index (fitMarketIndex): an estimate for year y is the effects times marketIndex(index, y). */
  index: MarketIndex;
  /** Own-effect keys (see ownKeys) and their coefficient index. */
  own: Map<string, number>;
  sigma: number;
  samples: number;
}

/**
 * Most reported deals the model is fitted on. Below it every reported deal calibrates the model; above
 * it a fixed, evenly spread subset does (calibrationSet), so the fit's cost is bounded whatever the
 * dataset's size: it grows with the cube of the number of effects, and each reported deal brings its
 * own partner and brand effects.
 */
export const CALIBRATION_MAX = 600;

/**
 * The reported deals that calibrate the model, by deal id: all of them up to CALIBRATION_MAX, else the
 * CALIBRATION_MAX whose ids hash lowest (the same subset on every instance and every load, and one deal
 * more or less changes it by at most one). Always in the order of their hashed ids: the fit and its
 * checksum do not depend on the order the database returned the rows in.
 */
export function calibrationSet<T>(entries: [string, T][]): [string, T][] {
  return entries
    .map((e) => ({ e, h: hashString(e[0]) }))
    .sort((a, b) => a.h - b.h || (a.e[0] < b.e[0] ? -1 : 1))
    .slice(0, CALIBRATION_MAX)
    .map(({ e }) => e);
}

/** A deal's non-zero entries in the design: general features, then its own effects (indexes, value 1). */
interface SparseRow {
  index: Int32Array;
  value: Float64Array;
}

function design(samples: Sample[]) {
  const own = new Map<string, number>();
  for (const s of samples)
    for (const key of s.input.own ?? []) if (!own.has(key)) own.set(key, PRIOR.length + own.size);
  const k = PRIOR.length + own.size;
  const rows: SparseRow[] = samples.map((s) => {
    const index: number[] = [];
    const value: number[] = [];
    features(s.input).forEach((v, i) => {
      if (v !== 0) {
        index.push(i);
        value.push(v);
      }
    });
    for (const key of new Set(s.input.own ?? [])) {
      index.push(own.get(key)!);
      value.push(1);
    }
    return { index: Int32Array.from(index), value: Float64Array.from(value) };
  });
  const prior = [...PRIOR, ...new Array<number>(own.size).fill(0)];
  const penalty = [...PRIOR.map(() => RIDGE), ...[...own.keys()].map((key) => RIDGE_OWN[ownKind(key)])];
  return { own, rows, prior, penalty, k };
}

const rowDot = (x: SparseRow, c: ArrayLike<number>) => {
  let s = 0;
  for (let n = 0; n < x.index.length; n++) s += x.value[n]! * c[x.index[n]!]!;
  return s;
};

/** Multiply-adds of the fit between two yields (well under a millisecond): the fit runs in slices at a load (core/steps.ts). */
const FIT_STEP_WORK = 250_000;

/**
 * Cholesky factor L (lower triangle, row-major n x n) of a symmetric positive definite matrix, in
 * place: n^3/3 multiply-adds on a flat typed array. Yields every FIT_STEP_WORK multiply-adds.
 */
function* cholesky(a: Float64Array, n: number): Generator<void, Float64Array> {
  let work = 0;
  for (let j = 0; j < n; j++) {
    const rj = j * n;
    let d = a[rj + j]!;
    for (let p = 0; p < j; p++) d -= a[rj + p]! * a[rj + p]!;
    const ljj = Math.sqrt(d);
    a[rj + j] = ljj;
    for (let i = j + 1; i < n; i++) {
      const ri = i * n;
      let s = a[ri + j]!;
      for (let p = 0; p < j; p++) s -= a[ri + p]! * a[rj + p]!;
      a[ri + j] = s / ljj;
    }
    work += (n - j) * j;
    if (work >= FIT_STEP_WORK) {
      work = 0;
      yield;
    }
  }
  return a;
}

/** Solves L L^T x = b for a Cholesky factor L, in place on b. */
function solve(l: Float64Array, n: number, b: Float64Array): Float64Array {
  for (let i = 0; i < n; i++) {
    const ri = i * n;
    let s = b[i]!;
    for (let p = 0; p < i; p++) s -= l[ri + p]! * b[p]!;
    b[i] = s / l[ri + i]!;
  }
  for (let i = n - 1; i >= 0; i--) {
    let s = b[i]!;
    for (let p = i + 1; p < n; p++) s -= l[p * n + i]! * b[p]!;
    b[i] = s / l[i * n + i]!;
  }
  return b;
}

/** The diagonal of (L L^T)^-1: entry i is |L^-1 e_i|^2, a forward solve that starts at row i. */
function* inverseDiagonal(l: Float64Array, n: number): Generator<void, Float64Array> {
  const out = new Float64Array(n);
  const z = new Float64Array(n);
  let work = 0;
  for (let i = 0; i < n; i++) {
    z[i] = 1 / l[i * n + i]!;
    let sum = z[i]! * z[i]!;
    for (let r = i + 1; r < n; r++) {
      const rr = r * n;
      let s = 0;
      for (let p = i; p < r; p++) s -= l[rr + p]! * z[p]!;
      z[r] = s / l[rr + r]!;
      sum += z[r]! * z[r]!;
    }
    out[i] = sum;
    work += ((n - i) * (n - i)) / 2;
    if (work >= FIT_STEP_WORK) {
      work = 0;
      yield;
    }
  }
  return out;
}

/**
 * Ridge regression towards the priors: coefficients minimising the weighted squared log error plus
 * each penalty times the squared distance to its prior; also the leave-one-out residuals, exactly,
 * from the hat matrix (a linear smoother's held-out residual is its residual over 1 - h_ii).
 *
 * Solved in its dual form, whose size is the number of reported deals rather than the number of
 * effects (each reported deal brings its own partner and brand effects): with P the penalties, W the
 * weights, G = X P^-1 X^T and K = G + W^-1, the coefficients are prior + P^-1 X^T K^-1 (y - X prior)
 * and w_i h_ii = 1 - (K^-1)_ii / w_i (the push-through and Woodbury identities), so one n x n
 * Cholesky factorisation per Huber round does the work of inverting the k x k normal matrix.
 */
export function fitRidge(samples: Sample[]) {
  return drain(fitRidgeSteps(samples));
}

/** fitRidge, yielding every couple of milliseconds of work (see core/steps.ts). */
function* fitRidgeSteps(samples: Sample[]) {
  const { own, rows, prior, penalty } = design(samples);
  const n = rows.length;
  // Reported values in base-year money: the index of their year taken out (a residual is the same
  // on either scale, since an estimate puts the same index back).
  const index = fitMarketIndex(samples);
  const ys = samples.map((x) => Math.log(x.usd) - logMarketIndex(index, x.input.year));
  const residual0 = Float64Array.from(rows, (x, i) => ys[i]! - rowDot(x, prior));
  // G = X P^-1 X^T over the sparse rows: each row as a map from effect to value / penalty.
  const scaled = rows.map((x) => {
    const m = new Map<number, number>();
    for (let a = 0; a < x.index.length; a++) m.set(x.index[a]!, x.value[a]! / penalty[x.index[a]!]!);
    return m;
  });
  const g = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    if (i % 16 === 15) yield;
    const xi = rows[i]!;
    for (let j = 0; j <= i; j++) {
      const sj = scaled[j]!;
      let s = 0;
      for (let a = 0; a < xi.index.length; a++) {
        const v = sj.get(xi.index[a]!);
        if (v !== undefined) s += xi.value[a]! * v;
      }
      g[i * n + j] = s;
      g[j * n + i] = s;
    }
  }
  // Huber weights by iteratively reweighted least squares: a far-off reported value (a total
  // mistaken for a year, an unusual contract) pulls the fit less than a squared loss would let it.
  let weights = rows.map(() => 1);
  let used = weights;
  let coefficients: number[] = prior;
  let factor: Float64Array = new Float64Array(0);
  for (let round = 0; round < HUBER_ROUNDS; round++) {
    used = weights;
    factor = Float64Array.from(g);
    for (let i = 0; i < n; i++) factor[i * n + i]! += 1 / weights[i]!;
    yield* cholesky(factor, n);
    const alpha = solve(factor, n, Float64Array.from(residual0));
    const c = Float64Array.from(prior);
    rows.forEach((x, i) => {
      for (let a = 0; a < x.index.length; a++)
        c[x.index[a]!]! += (x.value[a]! * alpha[i]!) / penalty[x.index[a]!]!;
    });
    coefficients = Array.from(c);
    weights = rows.map((x, i) => {
      const r = Math.abs(ys[i]! - rowDot(x, coefficients));
      return r <= HUBER_DELTA ? 1 : HUBER_DELTA / r;
    });
  }
  // h_ii = x_i^T A^-1 x_i for the normal matrix A of the last round's weights u: from
  // X A^-1 X^T = U^-1 - U^-1 K^-1 U^-1, h_ii = 1/u_i - (K^-1)_ii / u_i^2.
  const kinv = yield* inverseDiagonal(factor, n);
  const loo = rows.map((x, i) => {
    const fitted = rowDot(x, coefficients);
    const u = used[i]!;
    const h = 1 / u - kinv[i]! / (u * u);
    const residual = (ys[i]! - fitted) / (1 - weights[i]! * h);
    return { sample: samples[i]!, predicted: samples[i]!.usd / Math.exp(residual), residual };
  });
  return { coefficients, own, index, loo };
}

export function fitCoefficients(samples: Sample[]): number[] {
  return fitRidge(samples).coefficients;
}

const dot = (a: number[], b: number[]) => a.reduce((s, v, i) => s + v * b[i]!, 0);
/**
 * Log estimate in US dollars of the input's year: the effects (in base-year money) plus the log
 * market index of the year (for bare coefficients, at the prior growth rate).
 */
export function predictLog(
  model: Pick<ValueModel, 'coefficients' | 'own' | 'index'> | number[],
  input: ValuationInput,
): number {
  if (Array.isArray(model)) return dot(model, features(input)) + logMarketIndex(PRIOR_INDEX, input.year);
  let log = dot(features(input), model.coefficients) + logMarketIndex(model.index, input.year);
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
  return drain(fitValueModelSteps(samples));
}

/** fitValueModel, yielding every couple of milliseconds of work: a server fits it in slices (core/steps.ts). */
export function* fitValueModelSteps(samples: Sample[]): Generator<void, ValueModel> {
  const { coefficients, own, index, loo } = yield* fitRidgeSteps(samples);
  const sigma = samples.length >= 12 ? robustSigma(loo.map((r) => r.residual)) : DEFAULT_SIGMA;
  return { coefficients, own, index, sigma, samples: samples.length };
}

/** Rounds a dollar figure to two significant digits, so an estimate never looks more exact than it is. */
export function roundEstimate(usd: number): number {
  if (usd <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(usd)) - 1);
  return Math.round(usd / step) * step;
}

const methods = new WeakMap<ValueModel, string>();
export function estimate(model: ValueModel, input: ValuationInput) {
  const log = predictLog(model, input);
  const spread = RANGE_Z * model.sigma;
  let method = methods.get(model);
  if (method === undefined) {
    method = `Estimate from the Sponsorscope value model (deal type, partner class, market, year), calibrated on ${model.samples} reported deals; range ±${Math.round(
      (Math.exp(spread) - 1) * 100,
    )}%.`;
    methods.set(model, method);
  }
  return {
    usd: roundEstimate(Math.exp(log)),
    low: roundEstimate(Math.exp(log - spread)),
    high: roundEstimate(Math.exp(log + spread)),
    method,
  };
}

/** Raise when features() or the fit changes in a way the constants below do not show (stored fits then refit). */
export const MODEL_VERSION = 2;

/**
 * A checksum of the calibration samples (their inputs and values, in order): the fit is a pure
 * function of them, so a stored fit with the same checksum is the fit (the server keeps the last one
 * in the database and fits again only when the reported values change). Two 32-bit FNV-1a hashes of
 * the canonical JSON, seeded differently, and the sample count.
 */
export function modelChecksum(samples: Sample[]): string {
  const text = JSON.stringify(
    samples.map((s) => [
      s.input.type,
      s.input.cls,
      s.input.kind,
      s.input.region,
      s.input.partners,
      s.input.year,
      s.input.category,
      s.input.sport,
      s.input.own ?? [],
      s.input.bigMarket ?? false,
      s.input.revenue ?? 0,
      s.usd,
    ]),
  );
  const constants = JSON.stringify([
    MODEL_VERSION,
    PRIOR,
    RIDGE,
    RIDGE_OWN,
    HUBER_DELTA,
    HUBER_ROUNDS,
    DEFAULT_SIGMA,
    INDEX_BASE_YEAR,
    INDEX_KNOT_YEAR,
    INDEX_PRIOR_GROWTH,
    INDEX_PRIOR_WEIGHT,
    INDEX_GROWTH_MIN,
    INDEX_GROWTH_MAX,
  ]);
  const h1 = hashString(`${constants}${text}`);
  const h2 = hashString(`${text.length}:${text}${constants}`);
  return `v${MODEL_VERSION}-${samples.length}-${h1.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}`;
}

/** A fitted model as JSON (coefficients, own-effect keys in their order, market index, spread, sample count). */
export function modelToJson(model: ValueModel): string {
  return JSON.stringify({
    coefficients: model.coefficients,
    index: model.index,
    own: [...model.own.entries()],
    sigma: model.sigma,
    samples: model.samples,
  });
}

export function modelFromJson(text: string): ValueModel | undefined {
  try {
    const m = JSON.parse(text) as {
      coefficients: number[];
      own: [string, number][];
      index: MarketIndex;
      sigma: number;
      samples: number;
    };
    if (
      !Array.isArray(m.coefficients) ||
      !Array.isArray(m.own) ||
      typeof m.sigma !== 'number' ||
      typeof m.index?.late !== 'number' ||
      typeof m.index.early !== 'number'
    )
      return undefined;
    return {
      coefficients: m.coefficients,
      own: new Map(m.own),
      index: { late: m.index.late, early: m.index.early },
      sigma: m.sigma,
      samples: m.samples,
    };
  } catch {
    return undefined;
  }
}
