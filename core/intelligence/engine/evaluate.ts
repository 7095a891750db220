import type { Universe } from './universe';
import {
  fitMarketIndex,
  INDEX_BASE_YEAR,
  INDEX_KNOT_YEAR,
  leaveOneOut,
  type MarketIndex,
  marketIndex,
  RANGE_Z,
  robustSigma,
} from './valuation';

/** Coverage and median error of a set of reported deals, each estimated without itself. */
export interface ValueErrors {
  samples: number;
  /** Share of reported deals whose value falls inside the range estimated without them. */
  coverage: number;
  /** Median of |estimate / reported - 1| over the reported deals, each estimated without itself. */
  medianError: number;
}

export interface ValueEvaluation extends ValueErrors {
  sigma: number;
  /** The deals that started before EARLY_YEAR (by their start year, else the year of their value). */
  startedEarly: ValueErrors;
  /** The reported values that refer to a year before EARLY_YEAR. */
  valuedEarly: ValueErrors;
  /** The market index the model used: its growth rates a year and its value every five years. */
  index: MarketIndex & { baseYear: number; knotYear: number; values: { year: number; factor: number }[] };
  worst: { deal: string; reportedUsd: number; estimateUsd: number; ratio: number }[];
}

/** The year before which `eval:values` reports deals separately (issue 37: values in their own time). */
export const EARLY_YEAR = 2010;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length === 0 ? 0 : s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * Leave-one-out evaluation of the value model on the dataset's reported deals (docs/scoring.md):
 * each reported value is estimated by a model fitted without it, and checked against the range
 * (one range for all: the spread of every deal's leave-one-out residual).
 */
export function evaluateValues(u: Universe): ValueEvaluation {
  const rows = u.reportedSamples;
  const loo = leaveOneOut(rows.map((r) => r.sample));
  const sigma = robustSigma(loo.map((r) => r.residual));
  const half = RANGE_Z * sigma;
  const errors = (pick: (i: number) => boolean): ValueErrors => {
    const chosen = loo.filter((_, i) => pick(i));
    return {
      samples: chosen.length,
      coverage: chosen.length ? chosen.filter((r) => Math.abs(r.residual) <= half).length / chosen.length : 0,
      medianError: median(chosen.map((r) => Math.abs(r.predicted / r.sample.usd - 1))),
    };
  };
  const worst = loo
    .map((r, i) => ({
      deal: `${rows[i]!.deal.brand} - ${rows[i]!.deal.partner} (${rows[i]!.deal.type})`,
      reportedUsd: Math.round(r.sample.usd),
      estimateUsd: Math.round(r.predicted),
      ratio: r.predicted / r.sample.usd,
    }))
    .sort((a, b) => Math.abs(Math.log(b.ratio)) - Math.abs(Math.log(a.ratio)))
    .slice(0, 10);
  const index = fitMarketIndex(rows.map((r) => r.sample));
  return {
    ...errors(() => true),
    sigma,
    startedEarly: errors((i) => (rows[i]!.deal.contract.start ?? rows[i]!.sample.input.year) < EARLY_YEAR),
    valuedEarly: errors((i) => rows[i]!.sample.input.year < EARLY_YEAR),
    index: {
      ...index,
      baseYear: INDEX_BASE_YEAR,
      knotYear: INDEX_KNOT_YEAR,
      values: Array.from({ length: 12 }, (_, i) => 1970 + 5 * i).map((year) => ({
        year,
        factor: marketIndex(index, year),
      })),
    },
    worst,
  };
}
