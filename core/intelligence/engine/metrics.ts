import type { TScore } from '../../contract/profile';
import {
  classReach,
  type DealFamily,
  familyClarity,
  familyExposure,
  type IndustryCategory,
  type PropertyClass,
  sportFit,
} from './classify';

/** What the score needs to know of one active deal. */
export interface ScoredDeal {
  family: DealFamily;
  cls: PropertyClass;
  sport: string;
  region: string;
  kind: string;
  start: number | null;
}

export const WEIGHTS = { visibility: 0.3, energy: 0.15, clarity: 0.2, fit: 0.15, range: 0.2 } as const;

const saturate = (x: number, scale: number) => 1 - Math.exp(-x / scale);
const pct = (x: number) => Math.round(Math.max(0, Math.min(1, x)) * 100);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * BaseLine and its five metrics from the active portfolio (docs/scoring.md gives every formula).
 * Adding an active deal never lowers visibility; a brand with no active deal scores at most 40.
 */
export function scorePortfolio(deals: ScoredDeal[], category: IndustryCategory, year: number): TScore {
  const n = deals.length;
  const exposure = deals.reduce((s, d) => s + classReach[d.cls] * familyExposure[d.family], 0);
  const visibility = pct(saturate(exposure, 6));
  const topClass = deals.filter((d) => d.cls === 'S' || d.cls === 'A').length;

  const recent = deals.filter((d) => d.start !== null && d.start >= year - 2).length;
  const energy = n ? pct(0.6 * saturate(recent, 3) + 0.4 * (recent / n)) : 0;

  const clear = deals.reduce((s, d) => s + familyClarity[d.family], 0);
  const clarity = pct((clear + 1) / (n + 2));
  const headline = deals.filter((d) => familyClarity[d.family] === 1).length;

  const fitSum = deals.reduce((s, d) => s + sportFit(category, d.sport), 0);
  const fit = pct((fitSum + 0.5) / (n + 1));

  const sports = new Set(deals.map((d) => d.sport)).size;
  const regions = new Set(deals.map((d) => d.region)).size;
  const kinds = new Set(deals.map((d) => d.kind)).size;
  const spread = n ? 0.6 * (sports - 1) + 0.5 * (regions - 1) + 0.4 * (kinds - 1) : 0;
  const range = n ? pct(0.15 + 0.85 * saturate(spread, 3)) : 0;

  const weighted =
    WEIGHTS.visibility * visibility +
    WEIGHTS.energy * energy +
    WEIGHTS.clarity * clarity +
    WEIGHTS.fit * fit +
    WEIGHTS.range * range;
  // Depth: a portfolio of one or two deals cannot be rated as healthy as a broad one.
  const depth = 0.4 + 0.6 * saturate(n, 4);
  const overall = Math.round(weighted * depth);
  const bestFit = category === 'Other' ? 'no sport in particular' : `${category.toLowerCase()} brands`;
  return {
    overall,
    metrics: {
      visibility: {
        value: visibility,
        inputs: `${plural(n, 'active deal')}, ${topClass} with top-class (class S or A) partners; exposure ${exposure.toFixed(1)} (kit, shirt, title and naming rights count most)`,
      },
      energy: {
        value: energy,
        inputs: `${recent} of ${plural(n, 'active deal')} began in ${year - 2} or later`,
      },
      clarity: {
        value: clarity,
        inputs: `${headline} of ${plural(n, 'active deal')} give the brand a headline role (kit, shirt, title, naming rights)`,
      },
      fit: {
        value: fit,
        inputs: `average match of the deals' sports with what suits ${bestFit}`,
      },
      range: {
        value: range,
        inputs: `${plural(sports, 'sport')}, ${plural(regions, 'region')}, ${plural(kinds, 'kind')} of partner`,
      },
    },
    basis: `Weighted metrics (visibility 30%, clarity 20%, range 20%, energy 15%, fit 15%) times a depth factor of ${depth.toFixed(2)} for ${plural(n, 'active deal')}.`,
  };
}
