import { describe, expect, it } from 'vitest';
import { dealFromRecord, patchFor } from './deal-draft';
import { yearsText } from './format';
import { importedText } from './import-result';
import { deal } from './test-fixtures';

describe('a deal edit', () => {
  it('sends the changed fields only, trimmed, with the note', () => {
    const d = { ...dealFromRecord(deal()), role: '  Official kit ', asOf: '2026-02' };
    expect(patchFor(deal(), d, ' Club statement ')).toEqual({
      body: { role: 'Official kit', asOf: '2026-02', note: 'Club statement' },
      errors: null,
    });
  });

  it('says when nothing changed, and names every wrong field at once', () => {
    expect(patchFor(deal(), dealFromRecord(deal()), 'Club statement').errors).toEqual({
      '': 'Nothing has changed yet.',
    });
    const d = {
      ...dealFromRecord(deal()),
      untilYear: '',
      endYear: '2010',
      hasReported: true,
      amount: 'lots',
      currency: 'usd',
      reportedYear: '2020',
      publisher: 'Forbes',
    };
    expect(patchFor(deal(), d, 'x').errors).toEqual({
      endYear: 'end year must not be before start year',
      'reported.amount': 'reported amount must be a number',
      note: 'citation note must say where the change comes from (at least 5 characters)',
    });
  });

  it('adds, changes and removes a reported value', () => {
    const withValue = deal({
      reported: { amount: 1000, currency: 'GBP', year: 2020, publisher: 'Forbes', note: null },
    });
    const d = dealFromRecord(withValue);
    expect(patchFor(withValue, { ...d, amount: '2000' }, 'Forbes 2026').body).toEqual({
      reported: { amount: 2000, currency: 'GBP', year: 2020, publisher: 'Forbes', note: null },
      note: 'Forbes 2026',
    });
    expect(patchFor(withValue, { ...d, hasReported: false }, 'Forbes 2026').body).toEqual({
      reported: null,
      note: 'Forbes 2026',
    });
  });
});

describe('texts', () => {
  it('writes a deal’s years', () => {
    expect(yearsText({ startYear: 2019, endYear: 2024, untilYear: null })).toBe('2019–2024');
    expect(yearsText({ startYear: 2019, endYear: null, untilYear: 2030 })).toBe('since 2019 · until 2030');
    expect(yearsText({ startYear: null, endYear: null, untilYear: 2030 })).toBe('until 2030');
    expect(yearsText({ startYear: null, endYear: 2024, untilYear: null })).toBe('ended 2024');
    expect(yearsText({ startYear: null, endYear: null, untilYear: null })).toBe('Not known');
  });

  it('says what an import wrote', () => {
    expect(importedText({ brands: 2, properties: 0, athletes: 0, partnerships: 10 })).toBe(
      'Imported 2 brands and 10 partnerships',
    );
    expect(importedText({ brands: 1, properties: 1, athletes: 3, partnerships: 0 })).toBe(
      'Imported 1 brand, 1 property and 3 athletes',
    );
    expect(importedText({ brands: 0, properties: 0, athletes: 0, partnerships: 0 })).toBe(
      'Nothing was imported.',
    );
  });
});
