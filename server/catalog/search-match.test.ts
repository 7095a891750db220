import { describe, expect, it } from 'vitest';
import { editDistance, matchKey, searchText, typoBudget, WordIndex } from './search-match';

describe('search matching', () => {
  it('compares names without case, accents or punctuation', () => {
    expect(searchText('Coca-Cola')).toBe('coca cola');
    expect(searchText('  FC Bayern München ')).toBe('fc bayern munchen');
    expect(searchText("McDonald's")).toBe('mcdonalds');
    expect(searchText('Martin Ødegaard')).toBe('martin odegaard');
  });

  it('counts edits, swaps of neighbours as one, and stops past the budget', () => {
    expect(editDistance('adiddas', 'adidas', 1)).toBe(1);
    expect(editDistance('nkie', 'nike', 1)).toBe(1);
    expect(editDistance('messi', 'mesa', 1)).toBe(2);
    expect(editDistance('abcdefgh', 'zzzzzzzz', 2)).toBe(3);
    expect([3, 4, 7, 8].map(typoBudget)).toEqual([0, 1, 1, 2]);
  });

  it('matches word by word and grades how', () => {
    const index = new WordIndex();
    const name = index.key('Manchester United FC', false);
    const alias = index.key('Man Utd', true);
    const club = index.key('Paris Saint-Germain FC', false);
    const q = (text: string) => index.query(text);
    expect(matchKey(alias, q('man utd'))?.match).toBe('alias');
    expect(matchKey(name, q('manchester united fc'))?.match).toBe('exact');
    expect(matchKey(name, q('manchester u'))?.match).toBe('prefix');
    expect(matchKey(name, q('united'))?.match).toBe('word');
    expect(matchKey(name, q('chester'))?.match).toBe('substring');
    expect(matchKey(name, q('manchster'))?.match).toBe('fuzzy');
    expect(matchKey(club, q('parissaintgermain'))?.match).toBe('prefix');
    expect(matchKey(club, q('saint-germain'))?.match).toBe('word');
    // Every query word must match a word of the same name.
    expect(matchKey(name, q('manchester city'))).toBeNull();
    // Under 4 letters no typo is tried.
    expect(matchKey(name, q('unt'))).toBeNull();
  });
});
