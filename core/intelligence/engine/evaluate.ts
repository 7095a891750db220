import type { Universe } from './universe';
import { leaveOneOut, RANGE_Z, robustSigma } from './valuation';

export interface ValueEvaluation {
  samples: number;
  /** Share of reported deals whose value falls inside the range estimated without them. */
  coverage: number;
  /** Median of |estimate / reported - 1| over the reported deals, each estimated without itself. */
  medianError: number;
  sigma: number;
  worst: { deal: string; reportedUsd: number; estimateUsd: number; ratio: number }[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length === 0 ? 0 : s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * Leave-one-out evaluation of the value model on the dataset's reported deals (docs/scoring.md):
 * each reported value is estimated by a model fitted without it, and checked against the range.
 */
export function evaluateValues(u: Universe): ValueEvaluation {
  const rows = u.reportedSamples;
  const loo = leaveOneOut(rows.map((r) => r.sample));
  const sigma = robustSigma(loo.map((r) => r.residual));
  const half = RANGE_Z * sigma;
  const inside = loo.filter((r) => Math.abs(r.residual) <= half).length;
  const errors = loo.map((r) => Math.abs(r.predicted / r.sample.usd - 1));
  const worst = loo
    .map((r, i) => ({
      deal: `${rows[i]!.deal.brand} - ${rows[i]!.deal.partner} (${rows[i]!.deal.type})`,
      reportedUsd: Math.round(r.sample.usd),
      estimateUsd: Math.round(r.predicted),
      ratio: r.predicted / r.sample.usd,
    }))
    .sort((a, b) => Math.abs(Math.log(b.ratio)) - Math.abs(Math.log(a.ratio)))
    .slice(0, 10);
  return {
    samples: rows.length,
    coverage: rows.length ? inside / rows.length : 0,
    medianError: median(errors),
    sigma,
    worst,
  };
}
