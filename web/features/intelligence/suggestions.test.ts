import { describe, expect, it } from 'vitest';
import { pushRecent } from './recent';
import { buildSuggestions, foundElsewhere, matchSponsorProperty, noHitsMessage } from './suggestions';

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
});
