import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvField, csvText, escapeFormula } from './csv';

describe('CSV', () => {
  it('escapes every cell a spreadsheet would run as a formula with a leading apostrophe', () => {
    for (const formula of [
      '=HYPERLINK("http://evil.test","Click")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '＝1+1',
      '＋1',
      '－1',
      '＠SUM(A1)',
    ])
      expect(escapeFormula(formula), JSON.stringify(formula)).toBe(`'${formula}`);
    for (const text of ['Nike', 'A=B', ' =1', "'=1", '', '1-0', 'Coca-Cola'])
      expect(escapeFormula(text), JSON.stringify(text)).toBe(text);
  });

  it('quotes commas, quotes and line breaks; keeps numbers as numbers', () => {
    expect(csvField('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(1.5)).toBe('1.5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
  });

  it('writes rows a CSV reader reads back, formulas as text', () => {
    const rows = [
      ['Brand', 'Value', 'Note'],
      ['=HYPERLINK("http://evil.test")', -12, 'fine, "quoted"\nand two lines'],
      ['@cmd', 0, null],
    ];
    const text = csvText(rows, { bom: true });
    expect(text.startsWith('\uFEFFBrand,Value,Note\n')).toBe(true);
    expect(parse(text, { bom: true })).toEqual([
      ['Brand', 'Value', 'Note'],
      [`'=HYPERLINK("http://evil.test")`, '-12', 'fine, "quoted"\nand two lines'],
      ["'@cmd", '0', ''],
    ]);
    expect(csvText([])).toBe('');
  });
});
