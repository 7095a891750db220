import { type DealFamily, dealFamily, type PropertyClass } from './classify';

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
}

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
  0.4, // per decade
  0.2, // headline at class S or A
];

export function features(v: ValuationInput): number[] {
  const family = dealFamily(v.type);
  const headline = ['kit', 'shirt', 'title', 'naming'].includes(family) && (v.cls === 'A' || v.cls === 'S') ? 1 : 0;
  return [
    1,
    ...FAMILIES.map((f) => (f === family ? 1 : 0)),
    v.cls === 'S' ? 1 : 0,
    v.cls === 'A' ? 1 : 0,
    v.cls === 'B' ? 1 : 0,
    v.kind === 'athlete' ? 1 : 0,
    v.kind === 'league' || v.kind === 'event' || v.kind === 'federation' ? 1 : 0,
    Math.log1p(v.partners),
    v.region === 'North America' ? 1 : 0,
    v.region === 'UK' || v.region === 'Europe' ? 1 : 0,
    (v.year - 2020) / 10,
    headline,
  ];
}

/** Ridge penalty: how strongly the fit is held to the priors (per feature, intercept included). */
export const RIDGE = 2;
/** Half-width of the estimate range in residual spreads: ±1.15 sigma holds 75% of a normal spread. */
export const RANGE_Z = 1.15;
/** The spread used until at least 12 reported values exist. */
export const DEFAULT_SIGMA = 0.7;

export interface Sample {
  input: ValuationInput;
  usd: number;
}

export interface ValueModel {
  coefficients: number[];
  sigma: number;
  samples: number;
}

/** Solves A x = b (A square) by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    const p = m[c]![c]!;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / p;
      if (f === 0) continue;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Coefficients minimising squared log error plus RIDGE times the squared distance to the priors. */
export function fitCoefficients(samples: Sample[]): number[] {
  const k = PRIOR.length;
  const ata = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j ? RIDGE : 0)));
  const atb = PRIOR.map((p) => RIDGE * p);
  for (const s of samples) {
    const x = features(s.input);
    const y = Math.log(s.usd);
    for (let i = 0; i < k; i++) {
      atb[i]! += x[i]! * y;
      for (let j = 0; j < k; j++) ata[i]![j]! += x[i]! * x[j]!;
    }
  }
  return solve(ata, atb);
}

const dot = (a: number[], b: number[]) => a.reduce((s, v, i) => s + v * b[i]!, 0);
export const predictLog = (coefficients: number[], input: ValuationInput) => dot(coefficients, features(input));

/** Robust spread of log residuals: 1.4826 times their median absolute value. */
export function robustSigma(residuals: number[]): number {
  if (residuals.length === 0) return DEFAULT_SIGMA;
  const abs = residuals.map(Math.abs).sort((a, b) => a - b);
  const mid = abs.length >> 1;
  const median = abs.length % 2 ? abs[mid]! : (abs[mid - 1]! + abs[mid]!) / 2;
  return 1.4826 * median;
}

/** Leave-one-out log residuals: each reported deal predicted by a model fitted without it. */
export function leaveOneOut(samples: Sample[]): { sample: Sample; predicted: number; residual: number }[] {
  return samples.map((sample, i) => {
    const rest = samples.filter((_, j) => j !== i);
    const predicted = Math.exp(predictLog(fitCoefficients(rest), sample.input));
    return { sample, predicted, residual: Math.log(sample.usd) - Math.log(predicted) };
  });
}

/** The model fitted on every reported deal; its spread from leave-one-out residuals. */
export function fitValueModel(samples: Sample[]): ValueModel {
  const coefficients = fitCoefficients(samples);
  const sigma =
    samples.length >= 12 ? robustSigma(leaveOneOut(samples).map((r) => r.residual)) : DEFAULT_SIGMA;
  return { coefficients, sigma, samples: samples.length };
}

/** Rounds a dollar figure to two significant digits, so an estimate never looks more exact than it is. */
export function roundEstimate(usd: number): number {
  if (usd <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(usd)) - 1);
  return Math.round(usd / step) * step;
}

export function estimate(model: ValueModel, input: ValuationInput) {
  const log = predictLog(model.coefficients, input);
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
