import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { NOW, world } from '../../../core/intelligence/engine/test-world';
import { Universe } from '../../../core/intelligence/engine/universe';
import { exportSections } from '../../../core/widgets/exports';
import { encodeExport } from './files';

const profile = new Universe(world(), NOW).brandProfile('nike')!;
const meta = {
  title: 'Test export',
  brand: 'Nike',
  from: '2000-01-01',
  to: '2026-11-23',
  generatedAt: NOW,
  notice: 'Test notice.',
};

/** Every text the PDF's pages draw, decoded from their compressed content streams. */
function drawnText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = raw.indexOf('endstream', start);
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const t of body.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
      texts.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

describe('PDF export numbers', () => {
  it('writes years as they are and amounts in US dollars with thousands separators', async () => {
    const sections = exportSections(profile, ['overview', 'partnerships'], {
      from: new Date('2000-01-01T00:00:00Z'),
      to: NOW,
    });
    const text = drawnText(await encodeExport('pdf', sections, meta));
    // The overview table (two columns): the year the figures refer to.
    expect(text).toContain(String(profile.asOfYear));
    expect(text).not.toContain(profile.asOfYear.toLocaleString('en-US'));
    // The partnerships (too wide for columns: one block per deal): start years.
    const started = profile.deals.find((d) => d.contract.start !== null)!;
    expect(text).toContain(`Start: ${started.contract.start}`);
    expect(text).not.toMatch(/\b[12],\d{3}\b(?!,)/);
    // Amounts keep their separators.
    expect(text).toContain(profile.spend.usd.toLocaleString('en-US'));
  });
});
