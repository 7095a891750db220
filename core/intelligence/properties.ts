import type { Rng } from './random';

export type PropertyKind = 'team' | 'athlete' | 'event' | 'league' | 'federation';

/** Deal-value ranges of derived property samples (spec 02 section 9), in dollars. */
export const dealValueRanges: Record<PropertyKind, [number, number]> = {
  team: [5e6, 55e6],
  athlete: [5e6, 55e6],
  event: [20e6, 120e6],
  league: [50e6, 250e6],
  federation: [25e6, 175e6],
};

export interface PropertySample {
  id: string;
  name: string;
  kind: PropertyKind;
  sport: string;
  region: string;
  tier: 'Premium' | 'Standard';
  /** Modelled annual value in dollars. */
  dealValue: number;
  performance: number;
  contract: string;
  contractStart: number;
  contractEnd: number;
}

/**
 * Property samples for a brand's tiles: Premium for the first two, else Standard; a modelled deal
 * value in the kind's range; contract years from the known start, else from 2022 plus the index.
 */
export function deriveSamples(
  rng: Rng,
  kind: PropertyKind,
  items: {
    id: string;
    name: string;
    sport: string;
    region: string;
    startYear?: number | null;
    endYear?: number | null;
  }[],
): PropertySample[] {
  const [min, max] = dealValueRanges[kind];
  return items.map((item, index) => {
    const start = item.startYear ?? 2022 + index;
    const end = item.endYear ?? start + rng.int(3, 6);
    return {
      id: item.id,
      name: item.name,
      kind,
      sport: item.sport,
      region: item.region,
      tier: index < 2 ? 'Premium' : 'Standard',
      dealValue: rng.int(min / 1e5, max / 1e5) * 1e5,
      performance: rng.int(72, 98),
      contract: `${start}-${end}`,
      contractStart: start,
      contractEnd: end,
    };
  });
}

/** Region filter: case-insensitive; "us" matches North America. */
export function matchesRegion(region: string, filter: string): boolean {
  const f = filter.toLowerCase();
  if (f === 'all' || f === '') return true;
  const r = region.toLowerCase();
  if (f === 'us') return r === 'us' || r.includes('north america') || r.includes('united states');
  return r.includes(f);
}

/** Sport filter: all, football, basketball, rugby, tennis, multi-sport; case-insensitive. */
export function matchesSport(sport: string, filter: string): boolean {
  const f = filter.toLowerCase();
  return f === 'all' || f === '' || sport.toLowerCase() === f;
}
