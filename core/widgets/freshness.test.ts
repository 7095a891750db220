import { describe, expect, it } from 'vitest';
import { asOfText, lastCheckedText, latestAsOf } from './freshness';

describe('last checked', () => {
  it('is the latest as-of date of the deals shown', () => {
    const deals = [{ asOf: '2025-08' }, { asOf: null }, { asOf: '2026-10' }, { asOf: '2026-03-14' }];
    expect(latestAsOf(deals)).toBe('2026-10');
    expect(lastCheckedText(deals)).toBe('October 2026');
    expect(asOfText('2026-03-14')).toBe('14 March 2026');
  });

  it('is Not available when no deal has a check date', () => {
    expect(latestAsOf([{ asOf: null }])).toBeNull();
    expect(lastCheckedText([])).toBe('Not available');
  });
});
