import { describe, expect, it } from 'vitest';
import { rejectedRowsCsv } from './csv';

describe('the rejected rows CSV', () => {
  it('has a BOM and a header, keeps only rejected rows, quotes and defuses formulas', () => {
    const csv = rejectedRowsCsv([
      { kind: 'brands', row: 1, label: 'Nike', ok: true, reason: null },
      { kind: 'brands', row: 2, label: 'Acme, Inc.', ok: false, reason: 'industry is required' },
      {
        kind: 'partnerships',
        row: 7,
        label: '=HYPERLINK("http://x.test")',
        ok: false,
        reason: 'brand "Nkie" not found: did you mean "Nike"?',
      },
      { kind: 'athletes', row: 3, label: '@handle', ok: false, reason: '-1 is not a year\nsecond line' },
      { kind: 'properties', row: 4, label: '+44 FC', ok: false, reason: 'Ünïcode – fine' },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'kind,row,label,reason',
      'brands,2,"Acme, Inc.",industry is required',
      `partnerships,7,"'=HYPERLINK(""http://x.test"")","brand ""Nkie"" not found: did you mean ""Nike""?"`,
      `athletes,3,'@handle,"'-1 is not a year\nsecond line"`,
      "properties,4,'+44 FC,Ünïcode – fine",
      '',
    ]);
  });

  it('is just the header when nothing was rejected', () => {
    expect(rejectedRowsCsv([{ kind: 'brands', row: 1, label: 'Nike', ok: true, reason: null }])).toBe(
      '\uFEFFkind,row,label,reason\r\n',
    );
  });
});
