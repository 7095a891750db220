import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pushRecent } from './recent';
import {
  buildSuggestions,
  foundElsewhere,
  matchSponsorProperty,
  noHitsMessage,
  suggestionPool,
  suggestionRelevance,
} from './suggestions';

describe('search rules (spec 02 sections 5 and 9)', () => {
  it('suggestions are at most 8, filtered by category, the same on every load', () => {
    expect(buildSuggestions('all').length).toBeLessThanOrEqual(8);
    expect(buildSuggestions('trending').every((s) => s.category === 'trending')).toBe(true);
    expect(buildSuggestions('all')).toEqual(buildSuggestions('all'));
  });

  it('sponsor mode matches the fixed competitions by inclusion in either direction', () => {
    expect(matchSponsorProperty('premier')).toBe('premier league');
    expect(matchSponsorProperty('Premier League 2025/26')).toBe('premier league');
    expect(matchSponsorProperty('LIGA')).toBe('la liga');
    expect(matchSponsorProperty('curling')).toBeNull();
    expect(matchSponsorProperty('n')).toBeNull();
  });

  it('sponsor mode never turns an unknown competition into another one', () => {
    expect(matchSponsorProperty('xyz league')).toBeNull();
    expect(matchSponsorProperty('premier league darts')).toBeNull();
    // "league" starts a word of several: ambiguous, so none.
    expect(matchSponsorProperty('league')).toBeNull();
    expect(matchSponsorProperty('Champions League 2024-25 season')).toBe('champions league');
  });

  it('an empty mode says what the other kinds have', () => {
    const club = { type: 'rightsHolder' as const, name: 'Manchester United FC' };
    expect(noHitsMessage('brand', ' man utd ', [club])).toBe(
      'No brands match “man utd”. Found 1 rights holder: Manchester United FC.',
    );
    expect(noHitsMessage('brand', 'zzz', [])).toBe('No matches for “zzz”.');
    expect(
      foundElsewhere([
        { type: 'athlete', name: 'Lionel Messi' },
        { type: 'rightsHolder', name: 'Inter Miami CF' },
        { type: 'athlete', name: 'Leo Messi Jr' },
      ]),
    ).toBe('Found 2 athletes: Lionel Messi, Leo Messi Jr; 1 rights holder: Inter Miami CF.');
  });

  it('recent searches: newest first, no duplicates whatever the case, at most 8', () => {
    let list: string[] = [];
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'b']) list = pushRecent(list, name);
    expect(list).toEqual(['b', 'I', 'H', 'G', 'F', 'E', 'D', 'C']);
    expect(pushRecent(list, '  ')).toBe(list);
  });

  it('each suggestion names only sports where the dataset has a running deal of that brand', () => {
    type Row = { id: string; name?: string; fullName?: string; sport?: string };
    const data = JSON.parse(readFileSync(new URL('../../../data/dataset.json', import.meta.url), 'utf8')) as {
      brands: Row[];
      properties: Row[];
      athletes: Row[];
      partnerships: {
        brandId: string;
        propertyId: string | null;
        athleteId: string | null;
        endYear: number | null;
      }[];
    };
    const sportOf = new Map([...data.properties, ...data.athletes].map((r) => [r.id, r.sport]));
    for (const s of suggestionPool) {
      const brand = data.brands.find((b) => b.name === s.query);
      expect(brand, s.query).toBeDefined();
      const running = new Set(
        data.partnerships
          .filter((d) => d.brandId === brand!.id && d.endYear === null)
          .map((d) => sportOf.get(d.propertyId ?? d.athleteId ?? '')),
      );
      for (const sport of s.sports) expect(running.has(sport), `${s.query}: ${sport}`).toBe(true);
    }
  });

  it('relevance is the share of the suggestion’s sports the brand has a running deal in', () => {
    const rolex = { sports: ['Tennis', 'Golf'] };
    expect(suggestionRelevance(rolex, new Set(['Golf', 'Football']))).toEqual({
      percent: 50,
      shared: ['Golf'],
    });
    expect(suggestionRelevance(rolex, new Set())).toEqual({ percent: 0, shared: [] });
    expect(suggestionRelevance(rolex, new Set(['Tennis', 'Golf'])).percent).toBe(100);
  });
});
