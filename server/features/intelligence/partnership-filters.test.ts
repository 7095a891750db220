import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPartnershipFacets, ZPartnershipPage } from '../../../core/contract/partnerships';
import { isRunning, type TDeal } from '../../../core/contract/profile';
import { normaliseName } from '../../../core/intelligence/names';
import { seeded, testDatabases } from '../../test/databases';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness';

const [target] = testDatabases();

/** The shipped dataset's records: the test's own account of each deal's country, leagues and industry. */
type Row = { id: string; name?: string; fullName?: string; [k: string]: unknown };
const dataset = JSON.parse(readFileSync('data/dataset.json', 'utf8')) as Record<string, Row[]> & {
  memberships: { teamId: string; leagueId: string }[];
};
const byId = (rows: Row[]) => new Map(rows.map((r) => [r.id, r]));
const deals = byId(dataset.partnerships!);
const properties = byId(dataset.properties!);
const athletes = byId(dataset.athletes!);
const brands = byId(dataset.brands!);
const leaguesOfTeam = new Map<string, string[]>();
for (const m of dataset.memberships)
  leaguesOfTeam.set(m.teamId, [...(leaguesOfTeam.get(m.teamId) ?? []), m.leagueId]);
const rowOf = (d: TDeal) => deals.get(d.id)!;
const countryOf = (d: TDeal) => {
  const r = rowOf(d);
  return (
    r.propertyId
      ? properties.get(r.propertyId as string)?.country
      : athletes.get(r.athleteId as string)?.nationality
  ) as string | null;
};
const leaguesOf = (d: TDeal) => {
  const p = properties.get(rowOf(d).propertyId as string);
  if (!p) return [];
  return [...(p.kind === 'league' ? [p.id] : []), ...(leaguesOfTeam.get(p.id) ?? [])];
};
const industryOf = (d: TDeal) => brands.get(rowOf(d).brandId as string)!.industry as string;
const same = (a: string | null | undefined, b: string) => normaliseName(a ?? '') === normaliseName(b);

describe('GET /api/partnerships: the deal finder filters', () => {
  let t: TestApp;
  let client: TestClient;
  let everything: TDeal[];
  let asOf: Date;
  const page = async (query: string) => {
    const res = await client.request('GET', `/api/partnerships?${query}`);
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    return ZPartnershipPage.parse(res.json());
  };
  const ids = (list: TDeal[]) => list.map((d) => d.id);
  /** Every deal a query lists, in order, and the same deals a scan of every deal keeps. */
  const expectScan = async (query: Record<string, string>, keep: (d: TDeal) => boolean) => {
    const listed = await page(`${new URLSearchParams({ ...query, limit: '5000' })}`);
    const expected = everything.filter(keep);
    expect(ids(listed.partnerships), JSON.stringify(query)).toEqual(ids(expected));
    expect(listed.total).toBe(expected.length);
    return listed;
  };

  beforeAll(async () => {
    t = await startTestApp(seeded(target!));
    client = (await t.signUp()).client;
    everything = (await page('limit=5000')).partnerships;
    const facets = ZPartnershipFacets.parse((await client.request('GET', '/api/partnerships/facets')).json());
    asOf = new Date(`${facets.asOf}T12:00:00Z`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every deal of the shipped dataset on one page of 5,000', async () => {
    expect(everything.length).toBe(dataset.partnerships!.length);
  });

  it('filters by partner kind, region, country, league and brand industry', async () => {
    const athletesOnly = await expectScan({ kind: 'athlete' }, (d) => d.partnerKind === 'athlete');
    expect(athletesOnly.total).toBeGreaterThan(100);
    const federations = await expectScan(
      { kind: 'federation', sport: 'football' },
      (d) => d.partnerKind === 'federation' && d.sport === 'Football',
    );
    expect(federations.total).toBeGreaterThan(0);
    // Europe includes the UK, which the data names apart; UK alone is the UK.
    const europe = await expectScan({ region: 'europe' }, (d) => d.region === 'Europe' || d.region === 'UK');
    expect(europe.partnerships.some((d) => d.partner === 'Manchester United FC')).toBe(true);
    expect(europe.total).toBeGreaterThan(300);
    await expectScan({ region: 'UK' }, (d) => d.region === 'UK');
    // A property's country, an athlete's nationality.
    const spain = await expectScan({ country: 'Spain' }, (d) => same(countryOf(d), 'Spain'));
    expect(spain.partnerships.some((d) => d.partner === 'Real Madrid CF')).toBe(true);
    expect(spain.partnerships.some((d) => d.partnerKind === 'athlete')).toBe(true);
    // A league: its own deals and those of its member teams.
    const premier = await expectScan({ league: 'Premier League' }, (d) =>
      leaguesOf(d).includes('premier-league'),
    );
    const partners = new Set(premier.partnerships.map((d) => d.partner));
    expect(partners.has('Premier League')).toBe(true);
    expect(partners.has('Arsenal FC')).toBe(true);
    expect(partners.has('Real Madrid CF')).toBe(false);
    const banks = await expectScan({ industry: 'banking' }, (d) => same(industryOf(d), 'Banking'));
    expect(banks.total).toBeGreaterThan(20);
  });

  it('matches every word of q in the brand, partner, type or role', async () => {
    const listed = await expectScan({ q: 'nike kit' }, (d) => {
      const text = normaliseName(
        [d.brand, d.partner, d.partnerNameAtTime ?? '', d.type, d.role ?? ''].join(' '),
      );
      return text.includes('nike') && text.includes('kit');
    });
    expect(listed.total).toBeGreaterThan(10);
    expect(listed.partnerships.some((d) => d.brand === 'Nike' && d.type === 'Kit supplier')).toBe(true);
    // Accents and case do not matter.
    expect((await page('q=REAL%20MADRID&limit=1')).total).toBe((await page('q=real%20madrid&limit=1')).total);
    expect((await page('q=zzzqqq')).total).toBe(0);
  });

  it('keeps running deals ending within N months, counted to 31 December of the announced final year', async () => {
    const monthsLeft = (until: number) =>
      (until - asOf.getUTCFullYear()) * 12 + (12 - (asOf.getUTCMonth() + 1));
    const ending = (n: number) => (d: TDeal) =>
      isRunning(d) && d.contract.until !== null && monthsLeft(d.contract.until) <= n;
    const eighteen = await expectScan({ endingWithin: '18' }, ending(18));
    expect(eighteen.total).toBeGreaterThan(20);
    // The boundary: a final year next year is in at exactly its months left, out one month earlier.
    const next = monthsLeft(asOf.getUTCFullYear() + 1);
    const at = await page(`endingWithin=${next}&limit=5000`);
    const before = await page(`endingWithin=${next - 1}&limit=5000`);
    const nextYear = (d: TDeal) => d.contract.until === asOf.getUTCFullYear() + 1;
    expect(at.partnerships.some(nextYear)).toBe(true);
    expect(before.partnerships.some(nextYear)).toBe(false);
    // The question of issue 38: kit deals in European football ending within 18 months.
    const kits = await expectScan(
      { type: 'Kit supplier', sport: 'Football', region: 'Europe', endingWithin: '18' },
      (d) =>
        d.type === 'Kit supplier' &&
        d.sport === 'Football' &&
        (d.region === 'Europe' || d.region === 'UK') &&
        ending(18)(d),
    );
    expect(kits.total).toBeGreaterThan(3);
    await expectScan(
      { status: 'ended', sport: 'Tennis' },
      (d) => d.contract.status === 'ended' && d.sport === 'Tennis',
    );
  });

  it('bounds start and end years, the annual value and its kind', async () => {
    await expectScan(
      { startFrom: '2020', startTo: '2022' },
      (d) => d.contract.start !== null && d.contract.start >= 2020 && d.contract.start <= 2022,
    );
    // The last year: the end of an ended deal, the announced final year of a running one.
    const last = (d: TDeal) => d.contract.end ?? d.contract.until;
    const ends = await expectScan(
      { endFrom: '2027', endTo: '2028' },
      (d) => last(d) !== null && last(d)! >= 2027 && last(d)! <= 2028,
    );
    expect(ends.partnerships.some((d) => d.contract.status !== 'ended')).toBe(true);
    await expectScan({ endTo: '1990' }, (d) => last(d) !== null && last(d)! <= 1990);
    const big = await expectScan({ valueMin: '50000000' }, (d) => d.value.usd >= 50_000_000);
    expect(big.total).toBeGreaterThan(5);
    await expectScan(
      { valueMin: '1000000', valueMax: '2000000', valueKind: 'reported' },
      (d) => d.value.kind === 'reported' && d.value.usd >= 1e6 && d.value.usd <= 2e6,
    );
    const included = await expectScan({ valueKind: 'included' }, (d) => d.value.kind === 'included');
    expect(included.partnerships.every((d) => d.value.usd === 0)).toBe(true);
    // Many filters at once, from a brand's own list.
    await expectScan(
      { brand: 'Adidas', kind: 'team', status: 'running', valueKind: 'estimate', startFrom: '2010' },
      (d) =>
        d.brand === 'Adidas' &&
        d.partnerKind === 'team' &&
        isRunning(d) &&
        d.value.kind === 'estimate' &&
        d.contract.start !== null &&
        d.contract.start >= 2010,
    );
  });

  it('sorts by partner, start, end or value either way, unknown years last, and pages the same order', async () => {
    const key = {
      start: (d: TDeal) => d.contract.start,
      end: (d: TDeal) => d.contract.end ?? d.contract.until,
      value: (d: TDeal) => d.value.usd,
    };
    for (const sort of ['start', 'end', 'value'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const all = (await page(`sport=Football&sort=${sort}&dir=${dir}&limit=5000`)).partnerships;
        const known = all.map(key[sort]);
        const firstUnknown = known.indexOf(null);
        if (firstUnknown >= 0)
          expect(
            known.slice(firstUnknown).every((v) => v === null),
            `${sort} ${dir}`,
          ).toBe(true);
        const values = known.filter((v) => v !== null) as number[];
        for (let i = 1; i < values.length; i++)
          expect(
            dir === 'asc' ? values[i - 1]! <= values[i]! : values[i - 1]! >= values[i]!,
            `${sort} ${dir} at ${i}`,
          ).toBe(true);
        // A page near the start (read without sorting every deal) is the same slice of that order.
        const first = await page(`sport=Football&sort=${sort}&dir=${dir}&limit=50`);
        const second = await page(`sport=Football&sort=${sort}&dir=${dir}&limit=50&offset=50`);
        expect(ids([...first.partnerships, ...second.partnerships])).toEqual(ids(all.slice(0, 100)));
      }
    }
    const partners = (await page('sort=partner&dir=desc&limit=100')).partnerships.map((d) => d.partner);
    expect(partners).toEqual([...partners].sort((a, b) => b.localeCompare(a)));
    const brandsDesc = (await page('sort=brand&dir=desc&limit=100')).partnerships.map((d) => d.brand);
    expect(brandsDesc).toEqual([...brandsDesc].sort((a, b) => b.localeCompare(a)));
    expect(brandsDesc[0]!.localeCompare(everything[everything.length - 1]!.brand)).toBe(0);
    // The most valuable deal of the dataset comes first, as a scan finds it.
    const top = (await page('sort=value&dir=desc&limit=1')).partnerships[0]!;
    expect(top.value.usd).toBe(Math.max(...everything.map((d) => d.value.usd)));
    // The CSV answer follows the sort too.
    const csv = await client.request('GET', '/api/partnerships?sort=value&dir=desc&limit=3&format=csv');
    expect(csv.body).toContain(top.id);
  });

  it('refuses each bad filter with a 400 naming the parameter', async () => {
    for (const [query, message] of [
      ['kind=club', /kind must be one of team, league, event, federation, athlete/],
      ['endingWithin=0', /endingWithin must be a whole number of months from 1 to 120/],
      ['endingWithin=soon', /endingWithin must be a whole number of months/],
      ['endingWithin=200', /endingWithin must be a whole number of months from 1 to 120/],
      ['endingWithin=12&status=ended', /endingWithin keeps running deals only/],
      ['startFrom=20x', /startFrom must be a year from 1850 to 2100/],
      ['startTo=3000', /startTo must be a year from 1850 to 2100/],
      ['endFrom=1700', /endFrom must be a year from 1850 to 2100/],
      ['endTo=2020.5', /endTo must be a year from 1850 to 2100/],
      ['startFrom=2020&startTo=2010', /startFrom must not be more than startTo/],
      ['endFrom=2030&endTo=2020', /endFrom must not be more than endTo/],
      ['valueMin=-1', /valueMin must be a whole number of US dollars a year, 0 or more/],
      ['valueMax=lots', /valueMax must be a whole number of US dollars/],
      ['valueMin=5000000&valueMax=1000', /valueMin must not be more than valueMax/],
      ['valueKind=guess', /valueKind must be one of reported, estimate, included/],
      ['sort=price', /sort must be one of brand, partner, start, end, value/],
      ['dir=up', /dir must be asc or desc/],
      [`q=${'x'.repeat(101)}`, /q must be at most 100 characters/],
      [`country=${'x'.repeat(101)}`, /country must be at most 100 characters/],
      ['league=Arsenal%20FC', /league: "Arsenal FC" is a team, not a league/],
    ] as const) {
      const res = await client.request('GET', `/api/partnerships?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
    const unknown = await client.request('GET', '/api/partnerships?league=Premier%20Leage');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(
      /^No league called "Premier Leage" in the dataset\. Closest: .*Premier League/,
    );
    // Blank filters are no filters (an empty form field).
    expect((await page('region=&country=&q=%20&limit=1')).total).toBe(everything.length);
    // A region, country or industry no deal has lists nothing rather than failing.
    expect((await page('region=Atlantis')).total).toBe(0);
  });

  it('answers odd values of every filter with a page or a 4xx message, never a failure', async () => {
    const odd = [
      '',
      ' ',
      '%',
      '%00',
      "' or 1=1 --",
      '9'.repeat(40),
      '-1',
      '1e309',
      'null',
      '\u202e',
      'ø'.repeat(120),
      '0',
      '2.5',
    ];
    const keys = [
      'region',
      'country',
      'kind',
      'league',
      'industry',
      'q',
      'endingWithin',
      'startFrom',
      'endTo',
      'valueMin',
      'valueMax',
      'valueKind',
      'sort',
      'dir',
    ];
    for (const key of keys)
      for (const value of odd) {
        const res = await client.request(
          'GET',
          `/api/partnerships?${key}=${encodeURIComponent(value)}&limit=5`,
        );
        expect(res.statusCode, `${key}=${value}`).toBeLessThan(500);
        if (res.statusCode >= 400)
          expect(res.json().message, `${key}=${value}`).toMatch(new RegExp(key === 'q' ? '\\bq\\b' : key));
      }
  });

  it('offers the values the filters take, each one some deal has', async () => {
    const res = await client.request('GET', '/api/partnerships/facets');
    expect(res.statusCode).toBe(200);
    const f = ZPartnershipFacets.parse(res.json());
    expect(f.sports).toEqual([...new Set(everything.map((d) => d.sport))].sort((a, b) => a.localeCompare(b)));
    expect(f.regions).toContain('Europe');
    expect(f.types).toContain('Kit supplier');
    expect(f.kinds).toEqual(['team', 'league', 'event', 'federation', 'athlete']);
    expect(f.countries).toContain('England');
    expect(f.industries).toContain('Athletic Apparel');
    expect(f.leagues).toContainEqual({ name: 'Premier League', sport: 'Football' });
    expect(f.leagues).toContainEqual({ name: 'NBA', sport: 'Basketball' });
    for (const league of f.leagues.slice(0, 5))
      expect((await page(`league=${encodeURIComponent(league.name)}&limit=1`)).total).toBeGreaterThan(0);
    expect(f.years.first).toBeLessThan(1960);
    expect(f.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await t.client().request('GET', '/api/partnerships/facets')).statusCode).toBe(401);
  });
});
