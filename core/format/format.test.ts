import { describe, expect, it } from 'vitest';
import { initials } from './initials';
import { formatMillions, formatMoney } from './money';
import { scoreBand } from './score';

describe('initials', () => {
  it('takes the first letters of at most two words, upper case', () => {
    expect(initials('ada lovelace')).toBe('AL');
    expect(initials('  Jean  Claude Van Damme ')).toBe('JC');
    expect(initials('cher')).toBe('C');
    expect(initials('')).toBe('');
    // letters only: punctuation, digits and symbols are skipped
    expect(initials('<Zoe')).toBe('Z');
    expect(initials('"Sam" Lee')).toBe('SL');
    expect(initials('- 42 ??')).toBe('');
    expect(initials('Ébène Øster')).toBe('ÉØ');
  });
});

describe('money', () => {
  it('uses B with one decimal, M and K', () => {
    expect(formatMoney(2_800_000_000)).toBe('$2.8B');
    expect(formatMoney(1_000_000_000)).toBe('$1.0B');
    expect(formatMoney(312_000_000)).toBe('$312M');
    expect(formatMoney(999_999)).toBe('$1M');
    expect(formatMoney(999_600_000)).toBe('$1.0B');
    expect(formatMoney(999.7)).toBe('$1K');
    expect(formatMoney(1_500)).toBe('$1.5K');
    expect(formatMoney(1_500_000, '£')).toBe('£1.5M');
    expect(formatMoney(9_960_000)).toBe('$10M');
    expect(formatMoney(2_000_000)).toBe('$2M');
    expect(formatMoney(850_000)).toBe('$850K');
    expect(formatMoney(999)).toBe('$999');
    expect(formatMoney(-5_000_000, '€')).toBe('-€5M');
    expect(formatMillions(42_000_000)).toBe('$42.0M');
  });
});

describe('scoreBand', () => {
  it('is green from 85, yellow from 70, red below', () => {
    expect(scoreBand(85)).toBe('green');
    expect(scoreBand(84)).toBe('yellow');
    expect(scoreBand(70)).toBe('yellow');
    expect(scoreBand(69)).toBe('red');
  });
});
