import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBrandData } from '../../../core/contract/intelligence';
import { ZPartnershipPage } from '../../../core/contract/partnerships';
import { isRunning, type TDeal } from '../../../core/contract/profile';
import { PARTNERSHIP_CSV_COLUMNS } from '../../catalog/partnerships';
import { seeded, testDatabases } from '../../test/databases';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness';

const [target] = testDatabases();

describe('GET /api/partnerships', () => {
  let t: TestApp;
  let client: TestClient;
  const page = async (query: string) => {
    const res = await client.request('GET', `/api/partnerships?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZPartnershipPage.parse(res.json());
  };
  beforeAll(async () => {
    t = await startTestApp(seeded(target!));
    client = (await t.signUp()).client;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is for signed-in users and API tokens only', async () => {
    expect((await t.client().request('GET', '/api/partnerships')).statusCode).toBe(401);
  });

  it('lists a brand’s deals with the same terms, values and sources as its brand view', async () => {
    const listed = await page('brand=Nike&limit=5000');
    const view = ZBrandData.parse((await client.request('GET', '/api/brand/Nike/data')).json());
    expect(listed.total).toBe(view.deals.length);
    expect(listed.nextOffset).toBeNull();
    const byId = new Map(view.deals.map((d) => [d.id, d]));
    for (const d of listed.partnerships) expect(d).toEqual(byId.get(d.id));
    // Aliases resolve like search does; a brand's name in another case too.
    expect((await page('brand=nike&limit=1')).total).toBe(listed.total);
  });

  it('pages in a stable order: brand, partner, start year', async () => {
    const whole = await page('sport=Football&limit=300');
    expect(whole.total).toBeGreaterThan(300);
    expect(whole.nextOffset).toBe(300);
    const first = await page('sport=Football&limit=150');
    const second = await page(`sport=Football&limit=150&offset=${first.nextOffset}`);
    expect([...first.partnerships, ...second.partnerships].map((d) => d.id)).toEqual(
      whole.partnerships.map((d) => d.id),
    );
    const key = (d: TDeal) => [d.brand, d.partner] as const;
    for (let i = 1; i < whole.partnerships.length; i++) {
      const [a, b] = [key(whole.partnerships[i - 1]!), key(whole.partnerships[i]!)];
      expect(a[0].localeCompare(b[0]) < 0 || (a[0] === b[0] && a[1].localeCompare(b[1]) <= 0)).toBe(true);
    }
    const res = await client.request('GET', '/api/partnerships?sport=Football&limit=150');
    expect(Number(res.headers['x-total-count'])).toBe(whole.total);
    expect(res.headers.link).toBe(
      '</api/partnerships?sport=Football&format=json&limit=150&offset=150>; rel="next"',
    );
  });

  it('filters by partner (aliases work), sport, type and status', async () => {
    const united = await page('property=Man%20Utd');
    expect(united.total).toBeGreaterThan(5);
    expect(new Set(united.partnerships.map((d) => d.partner))).toEqual(new Set(['Manchester United FC']));
    const both = await page('brand=Adidas&property=Manchester%20United%20FC');
    expect(both.total).toBeGreaterThan(0);
    expect(both.partnerships.every((d) => d.brand === 'Adidas' && d.partner === 'Manchester United FC')).toBe(
      true,
    );

    const kits = await page('type=kit%20supplier&status=running&sport=football&limit=5000');
    expect(kits.total).toBeGreaterThan(100);
    for (const d of kits.partnerships) {
      expect(d.type).toBe('Kit supplier');
      expect(d.sport).toBe('Football');
      expect(isRunning(d)).toBe(true);
    }
    const ended = await page('status=ended&limit=50');
    expect(ended.partnerships.every((d) => d.contract.status === 'ended' && d.contract.end !== null)).toBe(
      true,
    );
  });

  it('answers the same rows as CSV for a spreadsheet', async () => {
    const json = await page('brand=Adidas&limit=20&offset=5');
    const res = await client.request('GET', '/api/partnerships?brand=Adidas&limit=20&offset=5&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    expect(header).toEqual([...PARTNERSHIP_CSV_COLUMNS]);
    expect(rows).toHaveLength(json.partnerships.length);
    const col = (name: (typeof PARTNERSHIP_CSV_COLUMNS)[number]) => PARTNERSHIP_CSV_COLUMNS.indexOf(name);
    rows.forEach((row, i) => {
      const d = json.partnerships[i]!;
      expect(row[col('Deal id')]).toBe(d.id);
      expect(row[col('Brand')]).toBe('Adidas');
      expect(row[col('Partner')]).toBe(d.partner);
      expect(row[col('Status')]).toBe(d.contract.status);
      expect(row[col('Start')]).toBe(d.contract.start === null ? '' : String(d.contract.start));
      expect(row[col('Annual value (USD)')]).toBe(String(d.value.usd));
      expect(row[col('Value kind')]).toBe(d.value.kind);
      expect(row[col('Citation')]).toBe(d.citation);
    });
  });

  it('refuses bad filters with a message, and names the closest brands for an unknown one', async () => {
    for (const [query, message] of [
      ['status=sometimes', /status must be one of active, expiring, ended, unconfirmed, running/],
      ['limit=0', /limit must be a whole number from 1 to 5000/],
      ['offset=-1', /offset must be a whole number/],
      ['format=xml', /format must be json or csv/],
    ] as const) {
      const res = await client.request('GET', `/api/partnerships?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const unknown = await client.request('GET', '/api/partnerships?brand=Nikey');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/^No brand called "Nikey" in the dataset\. Closest: Nike/);
    const past = await page('brand=Nike&offset=100000');
    expect(past.partnerships).toEqual([]);
    expect(past.nextOffset).toBeNull();
  });

  it('answers every combination of filters exactly as a scan of every deal would, from its indexes', async () => {
    const all = (await page('limit=5000')).partnerships;
    const everything = [...all];
    for (let offset = all.length; ; offset += 5000) {
      const more = await page(`limit=5000&offset=${offset}`);
      everything.push(...more.partnerships);
      if (more.nextOffset === null) break;
    }
    const norm = (s: string) => s.toLowerCase();
    const cases: Record<string, string>[] = [
      { sport: 'Football' },
      { status: 'running' },
      { status: 'ended', sport: 'Motorsport' },
      { brand: 'Nike', status: 'running' },
      { brand: 'Nike', sport: 'Basketball', status: 'running' },
      { property: 'Manchester United', status: 'ended' },
      { brand: 'adidas', property: 'Real Madrid' },
      { type: 'Kit supplier', sport: 'Football', status: 'running' },
      { type: 'Shirt sponsor', status: 'expiring' },
    ];
    for (const c of cases) {
      const listed = await page(`${new URLSearchParams({ ...c, limit: '5000' })}`);
      const expected = everything.filter(
        (d) =>
          (!c.brand || norm(d.brand) === norm(c.brand)) &&
          (!c.sport || norm(d.sport) === norm(c.sport)) &&
          (!c.type || norm(d.type) === norm(c.type)) &&
          (!c.status || (c.status === 'running' ? isRunning(d) : d.contract.status === c.status)),
      );
      // A partner is named with its aliases: compare that filter through the partner's own listing.
      const ids = c.property
        ? new Set(
            (await page(`property=${encodeURIComponent(c.property)}&limit=5000`)).partnerships.map(
              (d) => d.id,
            ),
          )
        : null;
      expect(
        listed.partnerships.map((d) => d.id),
        JSON.stringify(c),
      ).toEqual(expected.filter((d) => !ids || ids.has(d.id)).map((d) => d.id));
      expect(listed.total).toBe(listed.partnerships.length);
    }
  });
});
