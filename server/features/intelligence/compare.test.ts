import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARE_ENDING_MONTHS, type TComparison, ZComparison } from '../../../core/contract/compare';
import { ZBrandData } from '../../../core/contract/intelligence';
import { isRunning, metricKeys, type TBrandProfile } from '../../../core/contract/profile';
import { monthsToEndOf } from '../../../core/widgets/contracts';
import { metricInputs, NOT_ENOUGH_DATA, shownScore } from '../../../core/widgets/figures';
import { seeded, testDatabases } from '../../test/databases';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness';

const [target] = testDatabases();

describe('GET /api/compare', () => {
  let t: TestApp;
  let client: TestClient;
  const compare = async (brands: string) => {
    const res = await client.request('GET', `/api/compare?brands=${encodeURIComponent(brands)}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZComparison.parse(res.json());
  };
  const view = async (name: string): Promise<TBrandProfile> =>
    ZBrandData.parse((await client.request('GET', `/api/brand/${encodeURIComponent(name)}/data`)).json());

  beforeAll(async () => {
    t = await startTestApp(seeded(target!));
    client = (await t.signUp()).client;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is for signed-in users, and answers a personal API token', async () => {
    const anonymous = await t.client().request('GET', '/api/compare?brands=Puma,Adidas');
    expect(anonymous.statusCode).toBe(401);
    const created = await client.request('POST', '/api/account/tokens', { name: 'Compare' });
    expect(created.statusCode, created.body).toBe(201);
    const { secret } = created.json() as { secret: string };
    const res = await t
      .client()
      .request('GET', '/api/compare?brands=Puma,Adidas', undefined, { authorization: `Bearer ${secret}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZComparison.parse(res.json()).brands.map((b) => b.name)).toEqual(['Puma', 'Adidas']);
  });

  it('sets three brands side by side with the figures of their brand views', async () => {
    const c = await compare('Puma,adidas,New Balance');
    expect(c.brands.map((b) => b.name)).toEqual(['Puma', 'Adidas', 'New Balance']);
    expect(c.endingWithinMonths).toBe(COMPARE_ENDING_MONTHS);
    const running = new Map<string, Set<string>>();
    for (const b of c.brands) {
      const p = await view(b.name);
      const live = p.deals.filter(isRunning);
      running.set(b.name, new Set(live.map((d) => d.partner)));
      expect(b.spend).toEqual(p.spend);
      expect(b.baseline).toBe(shownScore(p));
      expect(b.runningDeals).toBe(p.counts.active);
      expect(b.pastDeals).toBe(p.counts.past);
      expect(b.categoryShare).toBe(p.marketShare.rows.find((r) => r.focus)?.share);
      expect(b.metrics?.map((m) => m.key)).toEqual([...metricKeys]);
      for (const m of b.metrics ?? []) {
        expect(m.value).toBe(p.score.metrics[m.key].value);
        expect(m.inputs).toBe(metricInputs(p, m.key));
      }
      // Each dimension counts every running deal once.
      for (const [dim, field] of [
        [b.bySport, 'sport'],
        [b.byRegion, 'region'],
        [b.byType, 'type'],
      ] as const) {
        expect(dim.reduce((s, x) => s + x.deals, 0)).toBe(live.length);
        for (const row of dim) expect(row.deals).toBe(live.filter((d) => d[field] === row.name).length);
      }
      // Contracts ending soon: every running deal whose announced final year ends within 18 months.
      const now = new Date(`${c.asOf}T12:00:00Z`);
      const ending = live.filter(
        (d) => d.contract.until !== null && monthsToEndOf(d.contract.until, now) <= COMPARE_ENDING_MONTHS,
      );
      expect(b.endingSoon.map((e) => e.deal.id).sort()).toEqual(ending.map((d) => d.id).sort());
      for (const e of b.endingSoon) {
        expect(e.deal).toEqual(p.deals.find((d) => d.id === e.deal.id));
        expect(e.monthsLeft).toBe(monthsToEndOf(e.deal.contract.until!, now));
      }
    }
    // Shared properties: running deals with two or more of the brands; exclusive: with one alone.
    // (Puma, Adidas and New Balance hold none in common: each kit deal has one supplier.)
    expect(c.sharedProperties).toEqual([]);
    const holders = (property: string) => c.brands.filter((b) => running.get(b.name)!.has(property));
    for (const s of c.sharedProperties) {
      expect(s.brands.length).toBeGreaterThanOrEqual(2);
      expect(s.brands).toEqual(holders(s.property).map((b) => b.name));
    }
    for (const b of c.brands) {
      for (const name of b.exclusiveProperties) expect(holders(name).map((x) => x.name)).toEqual([b.name]);
      const shared = c.sharedProperties.filter((s) => s.brands.includes(b.name)).map((s) => s.property);
      expect(new Set([...shared, ...b.exclusiveProperties])).toEqual(running.get(b.name));
    }
  });

  it('names the properties two brands share: Nike and Wilson both equip the NBA', async () => {
    const c = await compare('Nike,Wilson');
    expect(c.sharedProperties.length).toBeGreaterThan(0);
    expect(c.sharedProperties.map((s) => s.property)).toContain('NBA');
    for (const s of c.sharedProperties) expect(s.brands).toEqual(['Nike', 'Wilson']);
    for (const b of c.brands)
      expect(b.exclusiveProperties.some((n) => c.sharedProperties.some((s) => s.property === n))).toBe(false);
  });

  it('shows Not enough data in place of the BaseLine and its metrics, as the brand view does', async () => {
    const c = await compare('Nike,3M');
    const threeM = c.brands[1]!;
    const p = await view('3M');
    expect(p.counts.active).toBeLessThan(2);
    expect(threeM.baseline).toBeNull();
    expect(threeM.baselineText).toBe(NOT_ENOUGH_DATA);
    expect(threeM.metrics).toBeNull();
    expect(c.brands[0]!.baselineText).toMatch(/^\d+\/100$/);
  });

  it('refuses fewer than two or more than four brands, a brand named twice, and names the closest brands for an unknown one', async () => {
    const refused = async (brands: string, status: number) => {
      const res = await client.request('GET', `/api/compare?brands=${encodeURIComponent(brands)}`);
      expect(res.statusCode, brands).toBe(status);
      return (res.json() as { message: string }).message;
    };
    const count = 'Compare 2 to 4 brands: name them separated by commas.';
    expect(await refused('Puma', 400)).toBe(count);
    expect(await refused('Puma, ,', 400)).toBe(count);
    expect(await refused('Puma,Adidas,Nike,Asics,New Balance', 400)).toBe(count);
    expect((await client.request('GET', '/api/compare')).statusCode).toBe(400);
    expect(await refused('Nike,nike', 400)).toBe(
      '"Nike" and "nike" both name Nike: compare 2 different brands.',
    );
    expect(await refused('Puma,Adiddas', 404)).toMatch(
      /^No brand called "Adiddas" in the dataset\. Closest: Adidas/,
    );
  });

  it('answers odd input with a 4xx and a message, never a 5xx', async () => {
    for (const brands of [
      ',,,,',
      '%00,%00',
      `${'ø'.repeat(101)},Nike`,
      'ø'.repeat(600),
      "' or 1=1 --,<script>",
      '\u202e,\u0000',
      'Nike,Puma,',
    ]) {
      const res = await client.request('GET', `/api/compare?brands=${encodeURIComponent(brands)}`);
      expect(res.statusCode, brands).toBeLessThan(500);
      expect(typeof (res.json() as { message?: string }).message === 'string' || res.statusCode === 200).toBe(
        true,
      );
    }
  });

  it('answers the same comparison to a second call, from the catalogue', async () => {
    const first: TComparison = await compare('Puma,Adidas');
    expect(await compare('puma, adidas')).toEqual(first);
  });
});
