import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBrandProfile, TDeal } from '../../core/contract/profile';
import { isRunning } from '../../core/contract/profile';
import { dealRole, partnerLabel, valueFigure } from '../../core/format/deal';
import { escapeHtml } from '../../core/format/html';
import type { Dataset } from '../../core/intelligence/dataset';
import { Universe } from '../../core/intelligence/engine/universe';
import { DEAL_COLUMNS, exportJson, exportTables } from '../../core/report/export';
import { contractBook } from '../../core/widgets/contracts';
import { exportSections } from '../../core/widgets/exports';
import { encodeExport } from '../features/enterprise/files';
import { seeded, testDatabases } from './databases';
import { startTestApp, type TestApp, type TestClient } from './harness';

/** The text a pdf-lib document draws: its Flate content streams, hex strings decoded as Latin-1. */
function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const text = inflateSync(pdf.subarray(start, end)).toString('latin1');
      for (const t of text.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
        out.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
    } catch {
      // not a Flate stream (fonts, metadata)
    }
  }
  return out.join(' ');
}

const dataset = JSON.parse(readFileSync('data/dataset.json', 'utf8')) as Dataset;
const universe = new Universe(dataset);
/** The 20 brands with the most running deals. */
const brands = dataset.brands
  .map((b) => ({ name: b.name, running: universe.dealsFor(b.id).filter(isRunning).length }))
  .sort((a, b) => b.running - a.running || a.name.localeCompare(b.name))
  .slice(0, 20)
  .map((b) => b.name);
const wide = { from: new Date('1900-01-01'), to: new Date('2100-01-01') };
const col = (name: (typeof DEAL_COLUMNS)[number]) => DEAL_COLUMNS.indexOf(name);

describe('one deal, the same figures everywhere', () => {
  let t: TestApp;
  let c: TestClient;
  const profiles = new Map<string, TBrandProfile>();

  beforeAll(async () => {
    t = await startTestApp(seeded(testDatabases()[0]!));
    c = (await t.signUp()).client;
    for (const name of brands) {
      const res = await c.request('GET', `/api/brand/${encodeURIComponent(name)}/data`);
      expect(res.statusCode, name).toBe(200);
      profiles.set(name, res.json());
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('picks 20 brands with deals', () => {
    expect(brands).toHaveLength(20);
    expect(brands).toContain('Nike');
  });

  it.each(brands)('%s: the report shows each running deal with the API’s value and terms', async (name) => {
    const p = profiles.get(name)!;
    const { reportUrl } = (
      await c.request('POST', `/api/reports/generate/${encodeURIComponent(name)}`)
    ).json();
    const html = (await c.request('GET', reportUrl)).body;
    const rows = [...html.matchAll(/<tr><th scope="row">([\s\S]*?)<\/tr>/g)].map((m) => m[1]!);
    for (const d of p.deals) {
      const row = rows.find(
        (r) =>
          r.startsWith(`${escapeHtml(partnerLabel(d))}</th>`) &&
          r.includes(escapeHtml(dealRole(d))) &&
          r.includes(escapeHtml(d.contract.label)),
      );
      expect(row, `${name} - ${d.partner} ${d.type}`).toBeDefined();
      expect(row).toContain(escapeHtml(valueFigure(d.value)));
    }
  });

  it.each(brands)('%s: JSON, CSV, Excel and PDF exports carry the same terms and values', async (name) => {
    const p = profiles.get(name)!;
    expect(JSON.parse(exportJson(p, new Date())).deals).toEqual(p.deals);

    const csv = parse(stringify(exportTables(p).portfolio)) as string[][];
    expect(csv.slice(1)).toHaveLength(p.deals.length);
    p.deals.forEach((d, i) => {
      const row = csv[i + 1]!;
      expect(row[col('Partner')]).toBe(d.partner);
      expect(row[col('Annual value (USD)')]).toBe(String(d.value.usd));
      expect(row[col('Start')]).toBe(d.contract.start === null ? '' : String(d.contract.start));
      expect(row[col('End')]).toBe(d.contract.end === null ? '' : String(d.contract.end));
      expect(row[col('Status')]).toBe(d.contract.status);
    });

    const sections = exportSections(p, ['partnerships'], wide);
    const meta = {
      title: 'Check',
      brand: name,
      from: '1900-01-01',
      to: '2100-01-01',
      generatedAt: new Date(),
      notice: '',
    };
    const book = (await readXlsxFile(await encodeExport('excel', sections, meta))) as unknown as {
      sheet: string;
      data: unknown[][];
    }[];
    const sheet = book.find((s) => s.sheet === 'Partnerships')!.data;
    const inSheet = new Map(
      sheet.slice(1).map((r) => [`${r[col('Partner')]}|${r[col('Type')]}|${r[col('Start')] ?? ''}`, r]),
    );
    for (const d of p.deals) {
      const r = inSheet.get(`${d.partner}|${dealRole(d)}|${d.contract.start ?? ''}`);
      expect(r, `${name} - ${d.partner}`).toBeDefined();
      expect(r![col('Annual value (USD)')]).toBe(d.value.usd);
      expect(r![col('End')] ?? null).toBe(d.contract.end);
    }

    const text = pdfText(await encodeExport('pdf', sections, meta)).replace(/\s+/g, ' ');
    const values = [...text.matchAll(/Annual value \(USD\): ([\d,]+)/g)].map((m) =>
      Number(m[1]!.replace(/,/g, '')),
    );
    expect(values.sort((a, b) => a - b)).toEqual(p.deals.map((d) => d.value.usd).sort((a, b) => a - b));
  });

  it('the contract tracker and the alerts hold the API’s deals unchanged', async () => {
    const byId = new Map<string, TDeal>();
    for (const p of profiles.values()) for (const d of p.deals) byId.set(d.id, d);
    let tracked = 0;
    for (const p of profiles.values()) {
      const book = contractBook(p, new Date());
      for (const x of [...book.dated.map((b) => b.deal), ...book.open]) {
        expect(x).toEqual(byId.get(x.id));
        tracked++;
      }
    }
    expect(tracked).toBeGreaterThan(100);
    const { alerts } = (await c.request('GET', '/api/alerts')).json() as { alerts: { deal?: TDeal }[] };
    const checked = alerts.filter((a) => a.deal && byId.has(a.deal.id));
    for (const a of checked) expect(a.deal).toEqual(byId.get(a.deal!.id));
  });
});
