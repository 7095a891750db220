import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { NOW, world } from '../../../../core/intelligence/engine/test-world';
import { Universe } from '../../../../core/intelligence/engine/universe';
import { buildExport } from './export';

describe('the brand view CSV export', () => {
  it('writes a partner name typed as a formula as text, as every CSV of the product does', async () => {
    const input = world();
    const formula = '=HYPERLINK("http://evil.test","Open")';
    input.properties = input.properties.map((p) => (p.id === 'chelsea' ? { ...p, name: formula } : p));
    const profile = new Universe(input, NOW).brandProfile('nike')!;
    const file = await buildExport(profile, 'csv', NOW);
    expect(file.name).toMatch(/\.csv$/);
    const cells = (parse(await file.blob.text(), { relax_column_count: true }) as string[][]).flat();
    expect(cells).toContain(`'${formula}`);
    expect(cells).not.toContain(formula);
    expect(cells).toContain('Manchester United FC');
  });
});
