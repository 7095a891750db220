import type { UniverseInput } from './universe';

/** A small dataset for tests: three apparel rivals and a brand of Nike's group around four clubs. */
export const NOW = new Date('2026-11-23T12:00:00Z');

export function world(extra: Partial<UniverseInput> = {}): UniverseInput {
  const brand = (id: string, name: string, industry: string, groupId: string | null = null) => ({
    id,
    name,
    aliases: [],
    industry,
    headquarters: null,
    groupId,
    source: 'curated' as const,
    sourceName: 'test',
  });
  const team = (id: string, name: string, region = 'UK') => ({
    id,
    name,
    kind: 'team' as const,
    sport: 'Football',
    region,
    country: null,
    parentId: null,
  });
  const deal = (
    id: string,
    brandId: string,
    propertyId: string,
    type: string,
    start: number | null,
    end: number | null = null,
  ) => ({
    id,
    brandId,
    propertyId,
    athleteId: null,
    type,
    startYear: start,
    endYear: end,
    source: 'curated' as const,
    sourceName: 'test',
    citation: 'club announcement, test',
  });
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
