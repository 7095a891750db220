import type { UBrand, UDeal, UniverseInput, UProperty } from './universe';

/** A small dataset for tests: three apparel rivals and a brand of Nike's group around four clubs. */
export const NOW = new Date('2026-11-23T12:00:00Z');

/** Record factories for test datasets (the engine's input shapes). */
export const testBrand = (
  id: string,
  name: string,
  industry: string,
  groupId: string | null = null,
): UBrand => ({
  id,
  name,
  aliases: [],
  industry,
  headquarters: null,
  groupId,
  source: 'curated',
  sourceName: 'test',
});
export const testTeam = (id: string, name: string, region = 'UK', sport = 'Football'): UProperty => ({
  id,
  name,
  kind: 'team',
  sport,
  region,
  country: null,
  parentId: null,
});
export const testDeal = (
  id: string,
  brandId: string,
  propertyId: string,
  type: string,
  start: number | null,
  more: Partial<UDeal> = {},
): UDeal => ({
  id,
  brandId,
  propertyId,
  athleteId: null,
  type,
  startYear: start,
  endYear: null,
  source: 'curated',
  sourceName: 'test',
  citation: 'club announcement, test',
  ...more,
});

export function world(extra: Partial<UniverseInput> = {}): UniverseInput {
  const brand = testBrand;
  const team = testTeam;
  const deal = (
    id: string,
    brandId: string,
    propertyId: string,
    type: string,
    start: number | null,
    end: number | null = null,
  ) => testDeal(id, brandId, propertyId, type, start, { endYear: end });
  return {
    brands: [
      brand('nike', 'Nike', 'Athletic Apparel'),
      brand('adidas', 'Adidas', 'Athletic Apparel'),
      brand('puma', 'Puma', 'Athletic Apparel'),
      brand('jordan', 'Jordan Brand', 'Athletic Apparel', 'nike'),
      brand('idle', 'Idle Co', 'Athletic Apparel'),
    ],
    properties: [
      {
        id: 'pl',
        name: 'Premier League',
        kind: 'league',
        sport: 'Football',
        region: 'UK',
        country: 'England',
        parentId: null,
      },
      team('mu', 'Manchester United FC'),
      team('chelsea', 'Chelsea FC'),
      team('small', 'Small Town FC'),
      team('psg', 'Paris Saint-Germain FC', 'Europe'),
    ],
    athletes: [{ id: 'lh', fullName: 'Lewis Hamilton', sport: 'Motorsport', nationality: 'United Kingdom' }],
    partnerships: [
      deal('d1', 'adidas', 'mu', 'Kit supplier', 2015),
      deal('d2', 'nike', 'chelsea', 'Kit supplier', 2017),
      deal('d3', 'nike', 'mu', 'Kit supplier', 2002, 2015),
      deal('d4', 'puma', 'small', 'Kit supplier', 2025),
      deal('d5', 'jordan', 'psg', 'Official partner', 2018),
      deal('d6', 'nike', 'psg', 'Kit supplier', 1989),
      { ...deal('d7', 'puma', 'small', 'Endorsement', 2019), propertyId: null, athleteId: 'lh' },
    ],
    memberships: [
      { teamId: 'mu', leagueId: 'pl' },
      { teamId: 'chelsea', leagueId: 'pl' },
    ],
    ...extra,
  };
}
