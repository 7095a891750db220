import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRunning } from '../../../core/contract/profile';
import { searchEvents } from '../../db/schema';
import { seeded, testDatabases } from '../../test/databases';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness';

for (const target of testDatabases()) {
  describe(`intelligence API on ${target.name}`, () => {
    let t: TestApp;
    let c: TestClient;
    const get = (url: string) => c.request('GET', url);

    beforeAll(async () => {
      t = await startTestApp(seeded(target));
      c = (await t.signUp()).client;
    });
    afterAll(async () => {
      await t?.close();
    });

    it('answers 401 to a signed-out caller on every route', async () => {
      for (const url of [
        '/api/search?q=nike',
        '/api/brand/Nike/data',
        '/api/rights-holders/NBA',
        '/api/talent/athletes',
      ]) {
        const res = await t.client().request('GET', url);
        expect(res.statusCode, url).toBe(401);
        expect(res.json().message).toBe('You must be signed in to do that.');
      }
    });

    describe('search', () => {
      it('finds brands by substring, case-insensitively, at most 8 by default', async () => {
        const res = await get('/api/search?q=NIK&type=brand');
        expect(res.statusCode).toBe(200);
        const { results } = res.json();
        expect(results[0]).toMatchObject({ type: 'brand', name: 'Nike', match: 'prefix' });
        const many = (await get('/api/search?q=an&type=brand')).json().results;
        expect(many).toHaveLength(8);
        expect((await get('/api/search?q=an&type=brand&limit=20')).json().results).toHaveLength(20);
      });

      it('ranks exact before alias before prefix before word, and tolerates a typo', async () => {
        const exact = (await get('/api/search?q=visa&type=brand')).json().results;
        expect(exact[0]).toMatchObject({ name: 'Visa', match: 'exact' });
        const typo = (await get('/api/search?q=adiddas&type=brand')).json().results;
        expect(typo[0]).toMatchObject({ name: 'Adidas', match: 'fuzzy' });
        const alias = (await get('/api/search?q=google&type=brand')).json().results;
        expect(alias[0]).toMatchObject({ name: 'Alphabet', match: 'alias' });
        const word = (await get('/api/search?q=hotspur&type=rightsHolder')).json().results;
        expect(word[0]).toMatchObject({ name: 'Tottenham Hotspur FC', match: 'word' });
        const punctuation = (await get('/api/search?q=cocacola&type=brand')).json().results;
        expect(punctuation[0]).toMatchObject({ name: 'Coca-Cola', match: 'exact' });
      });

      it('searches rights holders and athletes, accent-insensitively', async () => {
        const rh = (await get('/api/search?q=premier&type=rightsHolder')).json().results;
        expect(rh[0].name).toBe('Premier League');
        const champ = (await get('/api/search?q=champions league&type=rightsHolder')).json().results;
        expect(champ[0].name).toBe('UEFA Champions League');
        const mbappe = (await get('/api/search?q=mbappe&type=athlete')).json().results;
        expect(mbappe[0].name).toBe('Kylian Mbappé');
        const munchen = (await get('/api/search?q=munchen&type=rightsHolder')).json().results;
        expect(munchen[0].name).toBe('FC Bayern München');
      });

      it('type=all ranks every kind together, each hit with its kind', async () => {
        const res = await get('/api/search?q=red%20bull&type=all');
        expect(res.statusCode).toBe(200);
        const { results, also } = res.json();
        expect(results[0]).toMatchObject({ type: 'brand', name: 'Red Bull', match: 'exact' });
        expect(results.map((h: { type: string }) => h.type)).toContain('rightsHolder');
        expect(also).toEqual([]);
        const utd = (await get('/api/search?q=man%20utd&type=all')).json().results;
        expect(utd[0]).toMatchObject({ type: 'rightsHolder', name: 'Manchester United FC', match: 'alias' });
      });

      it('a one-kind search offers up to 3 best hits of the other kinds', async () => {
        const utd = (await get('/api/search?q=manchester%20united&type=brand')).json();
        expect(utd.results).toEqual([]);
        expect(utd.also[0]).toMatchObject({ type: 'rightsHolder', name: 'Manchester United FC' });
        const f1 = (await get('/api/search?q=f1&type=brand')).json();
        expect(f1.also).toHaveLength(3);
        expect(f1.also[0]).toMatchObject({ type: 'rightsHolder', name: 'Formula 1' });
        const nike = (await get('/api/search?q=nike&type=rightsHolder')).json();
        expect(nike.results).toEqual([]);
        expect(nike.also[0]).toMatchObject({ type: 'brand', name: 'Nike' });
        expect((await get('/api/search?q=zzzzqqqq&type=brand')).json()).toEqual({ results: [], also: [] });
      });

      it.each([
        ['/api/search?q=n', 'q must have at least 2 characters'],
        ['/api/search?q=nike&type=club', 'type must be all, brand, rightsHolder or athlete'],
        ['/api/search?q=nike&limit=0', 'limit must be a whole number from 1 to 50'],
        ['/api/search?q=nike&limit=51', 'limit must be a whole number from 1 to 50'],
        [`/api/search?q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
        ['/api/search', 'q'],
      ])('rejects %s with 400', async (url, message) => {
        const res = await get(url);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(message);
      });
    });

    describe('brand data', () => {
      it('answers the engine’s profile: running and past deals with terms, values and sources', async () => {
        const res = await get('/api/brand/Nike/data');
        expect(res.statusCode).toBe(200);
        const data = res.json();
        expect(data.brand).toMatchObject({ name: 'Nike', industry: 'Athletic Apparel' });
        const deal = (partner: string) => data.deals.find((d: { partner: string }) => d.partner === partner);
        expect(deal('FC Barcelona')).toMatchObject({
          type: 'Kit supplier',
          tier: 'Premium',
          contract: { status: 'active', end: null },
        });
        expect(deal('NBA').contract.status).not.toBe('ended');
        for (const d of data.deals) {
          expect(['reported', 'estimate', 'included']).toContain(d.value.kind);
          expect(d.citation.length).toBeGreaterThan(3);
          if (d.contract.end !== null) expect(d.contract.status).toBe('ended');
        }
        const running = data.deals.filter((d: { contract: { status: string } }) => isRunning(d));
        expect(data.counts.active).toBe(running.length);
        expect(data.counts.teams).toBe(
          running.filter((d: { partnerKind: string }) => d.partnerKind === 'team').length,
        );
        expect(data.spend.deals).toBe(running.length);
        expect(data.score.overall).toBeGreaterThan(40);
        expect(data.competitors.map((c: { name: string }) => c.name)).not.toContain('Nike');
        expect(data.marketShare.rows.filter((r: { focus: boolean }) => r.focus)).toHaveLength(1);
      });

      it('with first=N answers the first N deals, largest running first, and the same figures and overview', async () => {
        const all = (await get('/api/brand/Nike/data')).json();
        const first = (await get('/api/brand/Nike/data?first=5')).json();
        type Deal = {
          id: string;
          partner: string;
          partnerKind: string;
          sport: string;
          asOf: string | null;
          value: { usd: number };
          contract: { status: string };
        };
        expect(first.deals).toHaveLength(5);
        const running = (all.deals as Deal[]).filter((d) => isRunning(d));
        const values = running.map((d) => d.value.usd).sort((a, b) => b - a);
        expect(first.deals.map((d: Deal) => d.value.usd)).toEqual(values.slice(0, 5));
        // Every figure but the list of deals is the same, and the overview counts every deal.
        expect({ ...first, deals: null }).toEqual({ ...all, deals: null });
        expect(all.overview.dealsOnFile).toBe(all.deals.length);
        expect(all.overview.past).toBe(all.deals.length - running.length);
        expect(all.overview.runningByKind.team).toBe(running.filter((d) => d.partnerKind === 'team').length);
        expect(all.overview.runningValues.deals).toBe(running.length);
        expect(all.overview.sports).toEqual([...new Set((all.deals as Deal[]).map((d) => d.sport))].sort());
        expect(all.overview.lastChecked).toBe(
          (all.deals as Deal[])
            .map((d) => d.asOf ?? '')
            .sort()
            .at(-1),
        );
        expect((await get('/api/brand/Nike/data?first=0')).json().deals).toEqual([]);
        for (const bad of ['501', '-1', '2.5', 'ten']) {
          const res = await get(`/api/brand/Nike/data?first=${bad}`);
          expect(res.statusCode).toBe(400);
          expect(res.json().message).toContain('first must be a whole number from 0 to 500');
        }
      });

      it('finds a brand by alias and any case, URL-decoded and trimmed', async () => {
        expect((await get('/api/brand/coca-cola/data')).json().brand.name).toBe('Coca-Cola');
        expect(
          (await get(`/api/brand/${encodeURIComponent(' The Coca-Cola Company ')}/data`)).json().brand.name,
        ).toBe('Coca-Cola');
        expect((await get('/api/brand/Procter%20%26%20Gamble/data')).statusCode).toBe(200);
      });

      it('answers 404 for an unknown brand and 400 for an over-long name', async () => {
        const missing = await get('/api/brand/No%20Such%20Brand/data');
        expect(missing.statusCode).toBe(404);
        expect(missing.json().message).toMatch(/^No brand called "No Such Brand" in the dataset\./);
        // A mistyped name gets the closest brands, as the partnership listing and MCP name them.
        const typo = await get('/api/brand/Nikey/data');
        expect(typo.statusCode).toBe(404);
        expect(typo.json().message).toMatch(/^No brand called "Nikey" in the dataset\. Closest: Nike\b/);
        const partial = await get('/api/brand/Coca/data');
        expect(partial.statusCode).toBe(404);
        expect(partial.json().message).toContain('Closest: Coca-Cola');
        const long = await get(`/api/brand/${'x'.repeat(101)}/data`);
        expect(long.statusCode).toBe(400);
        const blank = await get('/api/brand/%20%20/data');
        expect(blank.statusCode).toBe(400);
      });

      it('counts the lookup anonymously for the day', async () => {
        await get('/api/brand/Rolex/data');
        await get('/api/brand/rolex/data');
        await t.app.searchCounter.flush();
        const rows = await t.database.db
          .select()
          .from(searchEvents)
          .where(eq(searchEvents.queryKey, 'rolex'));
        expect(rows).toHaveLength(1);
        expect(rows[0]!.count).toBeGreaterThanOrEqual(2);
        expect(Object.keys(rows[0]!)).not.toContain('userId');
      });
    });

    describe('rights holders', () => {
      it('lists a competition’s sponsors with their deals, the split by role and the summed value', async () => {
        const res = await get('/api/rights-holders/Champions%20League');
        expect(res.statusCode).toBe(200);
        const rh = res.json();
        expect(rh.name).toBe('UEFA Champions League');
        expect(rh.sponsors.map((s: { brand: string }) => s.brand)).toEqual(
          expect.arrayContaining(['Heineken']),
        );
        const running = rh.sponsors.filter((s: { contract: { status: string } }) => isRunning(s));
        const { split, sponsorshipValue } = rh.intelligence;
        expect(split.headline + split.official + split.suppliers).toBe(running.length);
        expect(sponsorshipValue.reported + sponsorshipValue.estimated).toBe(running.length);
        expect(rh.intelligence.activeSponsors).toBe(
          new Set(running.map((s: { brand: string }) => s.brand)).size,
        );
      });

      it('includes the competitions a federation runs', async () => {
        const rh = (await get('/api/rights-holders/UEFA')).json();
        expect(rh.kind).toBe('federation');
        const via = new Set(rh.sponsors.map((s: { partner: string }) => s.partner));
        expect(via.has('UEFA Champions League')).toBe(true);
      });

      it('answers 404 for an unknown rights holder, naming the closest ones as the brand 404 does', async () => {
        const missing = await get('/api/rights-holders/Moon%20League');
        expect(missing.statusCode).toBe(404);
        expect(missing.json().message).toMatch(/^No rights holder called "Moon League" in the dataset\./);
        const typo = await get('/api/rights-holders/Manchester%20Unitd%20FC');
        expect(typo.statusCode).toBe(404);
        expect(typo.json().message).toMatch(
          /^No rights holder called "Manchester Unitd FC" in the dataset\. Closest: Manchester United FC\b/,
        );
        const partial = await get('/api/rights-holders/Real%20Madr');
        expect(partial.statusCode).toBe(404);
        expect(partial.json().message).toContain('Closest: Real Madrid');
      });
    });

    describe('athletes', () => {
      it('returns the athlete with deals, the summed endorsement value and no invented figure', async () => {
        const res = await get('/api/talent/athletes?query=lebron&limit=1');
        expect(res.statusCode).toBe(200);
        const [a] = res.json();
        expect(a).toMatchObject({
          fullName: 'LeBron James',
          sport: 'Basketball',
          currentTeam: 'Los Angeles Lakers',
        });
        const nike = a.sponsors.find((d: { brand: string }) => d.brand === 'Nike');
        expect(nike).toMatchObject({ partner: 'LeBron James', contract: { start: 2003, status: 'active' } });
        expect(a).not.toHaveProperty('socialMetrics');
        expect(a).not.toHaveProperty('worldRanking');
        expect(a.endorsementValue.reported + a.endorsementValue.estimated).toBe(
          a.sponsors.filter((d: { contract: { status: string } }) => isRunning(d)).length,
        );
        const again = (await get('/api/talent/athletes?query=lebron&limit=1')).json()[0];
        expect(again).toEqual(a);
      });

      it('filters by sport (all by default), limits to 20 by default and 50 at most', async () => {
        const def = (await get('/api/talent/athletes')).json();
        expect(def).toHaveLength(20);
        const tennis = (await get('/api/talent/athletes?sport=Tennis&limit=50')).json();
        expect(tennis.length).toBeGreaterThan(2);
        expect(tennis.every((x: { sport: string }) => x.sport === 'Tennis')).toBe(true);
        const all = (await get('/api/talent/athletes?sport=all&limit=6')).json();
        expect(all).toHaveLength(6);
        expect((await get('/api/talent/athletes?limit=51')).statusCode).toBe(400);
      });

      it('is accent-insensitive, typo-tolerant and empty when nothing matches', async () => {
        expect((await get('/api/talent/athletes?query=Mbappe&limit=1')).json()[0].fullName).toBe(
          'Kylian Mbappé',
        );
        expect(
          (await get('/api/talent/athletes?query=Cristiano%20Ronaldoo&limit=1')).json()[0].fullName,
        ).toBe('Cristiano Ronaldo');
        expect((await get('/api/talent/athletes?query=zzzzqqqq')).json()).toEqual([]);
      });
    });
  });
}
