import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAthlete,
  TBrandData,
  TRightsHolder,
  TSearchResponse,
} from '../../../core/contract/intelligence';
import {
  MCP_BATCH_MAX,
  MCP_DEALS_SHOWN,
  mcpToolNames,
  type TMcpAthleteSnapshot,
  type TMcpBrandSnapshot,
  type TMcpComparison,
  type TMcpCompetitors,
  type TMcpExpiring,
  type TMcpPropertySnapshot,
} from '../../../core/contract/mcp';
import type { TPartnershipPage } from '../../../core/contract/partnerships';
import { isRunning, type TDeal } from '../../../core/contract/profile';
import { TOKEN_INVALID } from '../../plugins/api-tokens';
import { seeded, testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { MCP_BATCH_EMPTY, MCP_BATCH_TOO_LARGE, MCP_NO_TOKEN, MCP_PARSE_ERROR, MCP_POST_ONLY } from './plugin';

const [target] = testDatabases();
const BAD_TOKEN = `ssk_${'x'.repeat(43)}`;

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

async function createToken(t: TestApp) {
  const { client } = await t.signUp();
  const res = await client.request('POST', '/api/account/tokens', { name: 'Assistant' });
  expect(res.statusCode, res.body).toBe(201);
  const { secret, token } = res.json() as { secret: string; token: { id: string } };
  return { secret, id: token.id, owner: client };
}

/** The SDK's own client over HTTP, as an assistant connects. */
async function connect(base: string, secret: string): Promise<Client> {
  const client = new Client({ name: 'sponsorscope-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', base), {
    requestInit: { headers: { authorization: `Bearer ${secret}` } },
  });
  await client.connect(transport);
  return client;
}

/** A raw POST /mcp with a token: the body as written, JSON or not. */
const postMcp = (base: string, secret: string, body: string) =>
  fetch(`${base}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${secret}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body,
  });

/** A batch of n tools/list requests, ids 1 to n. */
const listBatch = (n: number) =>
  JSON.stringify(
    Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'tools/list', params: {} })),
  );

const text = (r: CallToolResult) => r.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

/** Every figure says what it is and where it comes from. */
function expectSourced(d: TDeal) {
  const v = d.value;
  if (v.kind === 'reported') {
    expect(v.publisher, d.id).not.toBe('');
    expect(v.year, d.id).toBeGreaterThan(1900);
    expect(v.usd, d.id).toBeGreaterThan(0);
  } else if (v.kind === 'estimate') {
    expect(v.low, d.id).toBeLessThanOrEqual(v.usd);
    expect(v.high, d.id).toBeGreaterThanOrEqual(v.usd);
    expect(v.method, d.id).toMatch(/model/i);
  } else {
    expect(v.kind, d.id).toBe('included');
    expect(v.within, d.id).not.toBe('');
  }
  expect(['verified', 'curated'], d.id).toContain(d.source);
  expect(d.citation, d.id).not.toBe('');
  expect(['high', 'medium'], d.id).toContain(d.confidence);
  expect(d, d.id).toHaveProperty('asOf');
}

describe('MCP server over HTTP', () => {
  let t: TestApp;
  let base: string;
  let secret: string;
  let mcp: Client;
  /** The REST answer for the same question, with the same token. */
  let rest: <T>(path: string) => Promise<T>;

  const call = async <T>(name: string, args: Record<string, unknown>) => {
    const result = (await mcp.callTool({ name, arguments: args })) as CallToolResult;
    expect(result.isError, text(result)).toBeFalsy();
    // The summary paragraph, then the same JSON as text for clients that read text only.
    expect(result.content).toHaveLength(2);
    expect(JSON.parse(text({ ...result, content: result.content.slice(1) }))).toEqual(
      result.structuredContent,
    );
    return {
      data: result.structuredContent as T,
      summary: text({ ...result, content: result.content.slice(0, 1) }),
    };
  };
  const toolError = async (name: string, args: Record<string, unknown>) => {
    const result = (await mcp.callTool({ name, arguments: args })) as CallToolResult;
    expect(result.isError, text(result)).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    return text(result);
  };

  beforeAll(async () => {
    // A generous per-token limit: this suite makes a few hundred calls with one token.
    t = await startTestApp(seeded(target!), { apiRateLimitPerMinute: 10_000 });
    base = await listen(t);
    ({ secret } = await createToken(t));
    mcp = await connect(base, secret);
    rest = async <T>(path: string) => {
      const res = await fetch(base + path, { headers: { authorization: `Bearer ${secret}` } });
      expect(res.status, path).toBe(200);
      return (await res.json()) as T;
    };
  });
  afterAll(async () => {
    await mcp?.close();
    await t?.close();
  });

  it('lists the eight read-only tools with described inputs and output schemas', async () => {
    const { tools } = await mcp.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...mcpToolNames].sort());
    for (const tool of tools) {
      expect(tool.description, tool.name).toBeTruthy();
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      const props = Object.entries(tool.inputSchema.properties ?? {}) as [string, { description?: string }][];
      expect(props.length, tool.name).toBeGreaterThan(0);
      for (const [prop, schema] of props) expect(schema.description, `${tool.name}.${prop}`).toBeTruthy();
    }
    const list = tools.find((tool) => tool.name === 'list_partnerships')!;
    expect(Object.keys(list.inputSchema.properties ?? {}).sort()).toEqual(
      [
        'brand',
        'limit',
        'offset',
        'property',
        'sport',
        'status',
        'type',
        'region',
        'country',
        'kind',
        'league',
        'industry',
        'q',
        'endingWithin',
        'startFrom',
        'startTo',
        'endFrom',
        'endTo',
        'valueMin',
        'valueMax',
        'valueKind',
        'sort',
        'dir',
      ].sort(),
    );
    const compare = tools.find((tool) => tool.name === 'compare_brands')!;
    expect(compare.inputSchema.properties?.brands).toMatchObject({ minItems: 2, maxItems: 4 });
    expect(mcp.getServerVersion()?.name).toBe('sponsorscope');
    expect(mcp.getInstructions()).toMatch(/reported.*estimate.*included/s);
  });

  it('search finds every kind and answers what GET /api/search answers', async () => {
    const { data, summary } = await call<{ results: TSearchResponse['results'] }>('search', {
      query: 'nike',
    });
    expect(data.results[0]).toMatchObject({ type: 'brand', name: 'Nike' });
    const same = await rest<TSearchResponse>('/api/search?q=nike&type=all&limit=10');
    expect(data.results).toEqual(same.results);
    expect(summary).toContain('Nike (brand');

    const kinds = await call<{ results: TSearchResponse['results'] }>('search', {
      query: 'manchester',
      limit: 5,
    });
    expect(kinds.data.results.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Manchester United FC', 'Manchester City FC']),
    );
    const athletes = await call<{ results: TSearchResponse['results'] }>('search', {
      query: 'messi',
      kind: 'athlete',
    });
    expect(athletes.data.results[0]).toMatchObject({ type: 'athlete', name: 'Lionel Messi' });
    const none = await call<{ results: unknown[] }>('search', { query: 'zzqxv' });
    expect(none.data.results).toEqual([]);
    expect(none.summary).toContain('No brand, rights holder or athlete matches "zzqxv"');
    expect(await toolError('search', { query: 'n' })).toContain('query must have at least 2 characters');
  });

  it('brand_snapshot gives Nike’s real running deals, each with its value kind and source, and the rest as counts', async () => {
    const { data, summary } = await call<TMcpBrandSnapshot>('brand_snapshot', { brand: 'nike' });
    const full = await rest<TBrandData>('/api/brand/Nike/data');
    expect(data.brand.name).toBe('Nike');
    expect(data.spend).toEqual(full.spend);
    expect(data.score).toEqual(full.score);
    expect(data.competitors).toEqual(full.competitors);
    const running = full.deals.filter(isRunning);
    expect(data.deals.total).toBe(full.deals.length);
    expect(data.deals.running).toBe(running.length);
    expect(running.length).toBeGreaterThan(MCP_DEALS_SHOWN);
    expect(data.deals.list).toHaveLength(MCP_DEALS_SHOWN);
    // The most valuable running deals, exactly as the brand view has them.
    const byId = new Map(full.deals.map((d) => [d.id, d]));
    for (const d of data.deals.list) {
      expect(d).toEqual(byId.get(d.id));
      expect(d.brand).toBe('Nike');
      expect(isRunning(d), d.id).toBe(true);
      expectSourced(d);
    }
    const values = data.deals.list.map((d) => d.value.usd);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const cheapestShown = values.at(-1)!;
    const shownIds = new Set(data.deals.list.map((d) => d.id));
    expect(running.filter((d) => d.value.usd > cheapestShown).every((d) => shownIds.has(d.id))).toBe(true);
    expect(data.deals.more).toContain(`${full.deals.length - MCP_DEALS_SHOWN} more deals`);
    expect(data.deals.more).toContain('list_partnerships with brand "Nike"');
    const top = data.deals.list[0]!;
    expect(summary).toContain(`${running.length} running sponsorship deals`);
    expect(summary).toContain(top.partner);
    expect(summary).toMatch(/BaseLine score \d+\/100/);
  });

  it('property_snapshot and athlete_snapshot answer what the REST views answer', async () => {
    const united = await call<TMcpPropertySnapshot>('property_snapshot', { name: 'Manchester United FC' });
    const holder = await rest<TRightsHolder>('/api/rights-holders/Manchester%20United%20FC');
    expect(united.data.intelligence).toEqual(holder.intelligence);
    expect(united.data.deals.total).toBe(holder.sponsors.length);
    expect(united.data.deals.running).toBe(holder.sponsors.filter(isRunning).length);
    const sponsors = new Map(holder.sponsors.map((d) => [d.id, d]));
    for (const d of united.data.deals.list) {
      expect(d).toEqual(sponsors.get(d.id));
      expectSourced(d);
    }
    // Running deals come first.
    const firstPast = united.data.deals.list.findIndex((d) => !isRunning(d));
    if (firstPast >= 0) expect(united.data.deals.list.slice(firstPast).some(isRunning)).toBe(false);
    expect(united.summary).toContain('Manchester United FC');

    const messi = await call<TMcpAthleteSnapshot>('athlete_snapshot', { name: 'lionel messi' });
    const [athlete] = await rest<TAthlete[]>('/api/talent/athletes?query=Lionel%20Messi&limit=1');
    expect(messi.data.fullName).toBe('Lionel Messi');
    expect(messi.data.endorsementValue).toEqual(athlete!.endorsementValue);
    expect(messi.data.deals.running).toBe(athlete!.sponsors.filter(isRunning).length);
    expect(messi.data.deals.list.map((d) => d.id).sort()).toEqual(
      athlete!.sponsors
        .slice(0, MCP_DEALS_SHOWN)
        .map((d) => d.id)
        .sort(),
    );
    for (const d of messi.data.deals.list) expectSourced(d);

    // A name of another kind points to the right tool.
    expect(await toolError('property_snapshot', { name: 'Nike' })).toContain('"Nike" is a brand');
    expect(await toolError('athlete_snapshot', { name: 'Manchester United FC' })).toContain(
      'property_snapshot',
    );
  });

  it('list_partnerships pages are stable, disjoint and match GET /api/partnerships for the same filters', async () => {
    const filters = { brand: 'Nike', status: 'running' };
    const pages: TPartnershipPage[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const { data }: { data: TPartnershipPage } = await call<TPartnershipPage>('list_partnerships', {
        ...filters,
        limit: 40,
        offset,
      });
      const same = await rest<TPartnershipPage>(
        `/api/partnerships?brand=Nike&status=running&limit=40&offset=${offset}`,
      );
      expect(data).toEqual(same);
      pages.push(data);
      offset = data.nextOffset;
    }
    const ids = pages.flatMap((p) => p.partnerships.map((d) => d.id));
    expect(new Set(ids).size).toBe(ids.length);
    const all = await rest<TPartnershipPage>('/api/partnerships?brand=Nike&status=running&limit=5000');
    expect(ids).toEqual(all.partnerships.map((d) => d.id));
    expect(pages[0]!.total).toBe(all.total);
    // The same page twice is the same page.
    const again = await call<TPartnershipPage>('list_partnerships', { ...filters, limit: 40, offset: 40 });
    expect(again.data).toEqual(pages[1]);

    const kits = await call<TPartnershipPage>('list_partnerships', {
      sport: 'football',
      type: 'kit supplier',
      status: 'ended',
      limit: 100,
    });
    expect(kits.data.partnerships.length).toBeGreaterThan(0);
    for (const d of kits.data.partnerships) {
      expect(d).toMatchObject({ sport: 'Football', type: 'Kit supplier' });
      expect(d.contract.status).toBe('ended');
      expectSourced(d);
    }
    expect(kits.data).toEqual(
      await rest('/api/partnerships?sport=football&type=kit%20supplier&status=ended&limit=100'),
    );
    expect(kits.summary).toContain(`${kits.data.total} deals match`);
    expect(await toolError('list_partnerships', { limit: 500 })).toContain(
      'limit must be a whole number from 1 to 100',
    );
    expect(await toolError('list_partnerships', { property: 'Manchester Untied' })).toContain(
      'Closest: Manchester United FC',
    );
  });

  it('list_partnerships takes the deal finder filters and answers what GET /api/partnerships answers', async () => {
    const query = {
      sport: 'Football',
      region: 'Europe',
      type: 'Kit supplier',
      endingWithin: 18,
      sort: 'end',
      dir: 'asc',
      limit: 100,
    };
    const kits = await call<TPartnershipPage>('list_partnerships', query);
    expect(kits.data.total).toBeGreaterThan(3);
    expect(kits.data).toEqual(
      await rest(
        `/api/partnerships?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      ),
    );
    expect(kits.summary).toContain('ending within 18 months');
    expect(kits.summary).toContain('in order of end (ascending)');
    const league = await call<TPartnershipPage>('list_partnerships', {
      league: 'Premier League',
      industry: 'Banking',
      valueMin: 1_000_000,
      limit: 100,
    });
    expect(league.data).toEqual(
      await rest('/api/partnerships?league=Premier%20League&industry=Banking&valueMin=1000000&limit=100'),
    );
    expect(await toolError('list_partnerships', { startFrom: 2020, startTo: 2010 })).toContain(
      'startFrom must not be more than startTo',
    );
    expect(await toolError('list_partnerships', { kind: 'club' })).toContain('kind must be one of');
    expect(await toolError('list_partnerships', { league: '' })).toContain('league must not be empty');
  });

  it('refuses an empty or blank filter instead of listing every deal', async () => {
    expect(await toolError('list_partnerships', { brand: '' })).toContain(
      'brand must not be empty: leave it out for deals of every brand',
    );
    expect(await toolError('list_partnerships', { brand: '   ', status: 'running' })).toContain(
      'brand must not be empty',
    );
    expect(await toolError('list_partnerships', { property: '' })).toContain('property must not be empty');
    expect(await toolError('expiring_contracts', { sport: ' ' })).toContain('sport must not be empty');
    expect(await toolError('expiring_contracts', { type: '' })).toContain('type must not be empty');
    // Left out, a filter does not filter.
    const every = await call<TPartnershipPage>('list_partnerships', { limit: 1 });
    expect(every.data.total).toBe((await rest<TPartnershipPage>('/api/partnerships?limit=1')).total);
  });

  it('competitors ranks other brands of the category, never the brand or its group', async () => {
    const { data, summary } = await call<TMcpCompetitors>('competitors', { brand: 'Nike', limit: 8 });
    const full = await rest<TBrandData>('/api/brand/Nike/data');
    expect(data.category).toBe(full.brand.category);
    expect(data.competitors).toHaveLength(8);
    // The brand view's four are the first four.
    expect(data.competitors.slice(0, full.competitors.length)).toEqual(full.competitors);
    const names = data.competitors.map((c) => c.name);
    for (const own of ['Nike', ...full.brand.groupMembers]) expect(names).not.toContain(own);
    expect(summary).toContain(names[0]!);
  });

  it('expiring_contracts returns only running deals whose announced end falls in the window', async () => {
    const running = await rest<TPartnershipPage>('/api/partnerships?status=running&limit=5000');
    // A term known to the year ends on 31 December of its final year: the deal counts when that
    // day is at most `months` whole months away (the Contract Expiry Tracker's and the deal finder's count).
    const expected = (months: number, asOf: string) => {
      const now = new Date(`${asOf}T00:00:00Z`);
      return running.partnerships.filter(
        (d) =>
          d.contract.until !== null &&
          (d.contract.until - now.getUTCFullYear()) * 12 + (11 - now.getUTCMonth()) <= months,
      );
    };
    const year = await call<TMcpExpiring>('expiring_contracts', { months: 12, limit: 100 });
    const within = expected(12, year.data.asOf);
    expect(year.data.total).toBe(within.length);
    expect(within.length).toBeGreaterThan(0);
    // Fewer than every running deal with an announced end: the window excludes the later ones.
    expect(running.partnerships.filter((d) => d.contract.until !== null).length).toBeGreaterThan(
      within.length,
    );
    let all: TDeal[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page: { data: TMcpExpiring } = await call<TMcpExpiring>('expiring_contracts', {
        months: 12,
        limit: 100,
        offset,
      });
      all = all.concat(page.data.deals);
      offset = page.data.nextOffset;
    }
    expect(all.map((d) => d.id).sort()).toEqual(within.map((d) => d.id).sort());
    for (const d of all) {
      expect(isRunning(d), d.id).toBe(true);
      expect(d.contract.until).toBeLessThanOrEqual(year.data.throughYear);
      expectSourced(d);
    }
    const untils = all.map((d) => d.contract.until!);
    expect(untils).toEqual([...untils].sort((a, b) => a - b));

    // The same deals as the deal finder's "ending within 18 months" (GET /api/partnerships).
    const finder = await rest<TPartnershipPage>('/api/partnerships?endingWithin=18&limit=5000');
    const eighteen = await call<TMcpExpiring>('expiring_contracts', { months: 18, limit: 100 });
    let ids: string[] = [];
    for (let at: number | null = 0; at !== null; ) {
      const page: { data: TMcpExpiring } = await call<TMcpExpiring>('expiring_contracts', {
        months: 18,
        limit: 100,
        offset: at,
      });
      ids = ids.concat(page.data.deals.map((d) => d.id));
      at = page.data.nextOffset;
    }
    expect(finder.total).toBeGreaterThan(0);
    expect(ids.sort()).toEqual(finder.partnerships.map((d) => d.id).sort());
    expect(eighteen.data.throughYear).toBe(Number(eighteen.data.asOf.slice(0, 4)) + 1);

    const longer = await call<TMcpExpiring>('expiring_contracts', { months: 60, limit: 1 });
    expect(longer.data.total).toBe(expected(60, longer.data.asOf).length);
    expect(longer.data.total).toBeGreaterThan(year.data.total);

    const nike = await call<TMcpExpiring>('expiring_contracts', { months: 24, brand: 'Nike' });
    expect(nike.data.deals.length).toBeGreaterThan(0);
    expect(nike.data.deals.every((d) => d.brand === 'Nike')).toBe(true);
    expect(nike.data.total).toBe(expected(24, nike.data.asOf).filter((d) => d.brand === 'Nike').length);
    expect(nike.summary).toContain('Nike with');
    expect(await toolError('expiring_contracts', { months: 0 })).toContain('months must be a whole number');
  });

  it('compare_brands answers what GET /api/compare answers, 2 to 4 brands, and refuses 1 or 5', async () => {
    const { data, summary } = await call<TMcpComparison>('compare_brands', {
      brands: ['Nike', 'adidas', 'Wilson'],
    });
    expect(data.brands.map((b) => b.name)).toEqual(['Nike', 'Adidas', 'Wilson']);
    // The same figures as the REST call, from the same function.
    expect(data).toEqual(await rest<TMcpComparison>('/api/compare?brands=Nike,adidas,Wilson'));
    const running = new Map<string, Set<string>>();
    for (const b of data.brands) {
      const full = await rest<TBrandData>(`/api/brand/${encodeURIComponent(b.name)}/data`);
      expect(b.spend).toEqual(full.spend);
      expect(b.baseline).toBe(full.counts.active >= 2 ? full.score.overall : null);
      expect(b.runningDeals).toBe(full.counts.active);
      expect(b.runningDeals + b.pastDeals).toBe(full.deals.length);
      expect(b.topDeals.length).toBeLessThanOrEqual(3);
      for (const d of b.topDeals) {
        expect(d.brand).toBe(b.name);
        expect(isRunning(d)).toBe(true);
        expectSourced(d);
      }
      expect(b.bySport.reduce((s, x) => s + x.deals, 0)).toBe(b.runningDeals);
      running.set(b.name, new Set(full.deals.filter(isRunning).map((d) => d.partner)));
    }
    // Nike and Wilson both equip the NBA and NFL and sponsor the same tennis players.
    expect(data.sharedProperties.length).toBeGreaterThan(0);
    for (const shared of data.sharedProperties) {
      expect(shared.brands.length).toBeGreaterThanOrEqual(2);
      for (const name of shared.brands) expect(running.get(name)!.has(shared.property)).toBe(true);
    }
    expect(summary).toContain('Nike vs Adidas vs Wilson');
    expect(summary).toContain(`They share ${data.sharedProperties.length} propert`);

    expect(await toolError('compare_brands', { brands: ['Nike'] })).toContain(
      'compare_brands needs 2 to 4 brands',
    );
    expect(
      await toolError('compare_brands', { brands: ['Nike', 'Adidas', 'Puma', 'Visa', 'Rolex'] }),
    ).toContain('compare_brands needs 2 to 4 brands');
    expect(await toolError('compare_brands', { brands: ['Nike', 'nike'] })).toContain('both name Nike');
    expect(await toolError('compare_brands', { brands: ['Nike', 'Adiddas'] })).toContain(
      'No brand called "Adiddas" in the dataset. Closest: Adidas',
    );
  });

  it('answers an unknown name with a tool error naming the closest matches', async () => {
    const message = await toolError('brand_snapshot', { brand: 'Nikey' });
    expect(message).toMatch(/^No brand called "Nikey" in the dataset\. Closest: Nike\b/);
    expect(await toolError('competitors', { brand: 'Nikey' })).toContain('Closest: Nike');
    expect(await toolError('athlete_snapshot', { name: 'Lionel Mesi' })).toContain('Closest: Lionel Messi');
    expect(await toolError('property_snapshot', { name: 'Zzqx Wanderers' })).toContain(
      'No team, league, event or federation called "Zzqx Wanderers"',
    );
  });

  it('refuses a missing, a bad or a revoked token with 401, and never takes the session cookie', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${base}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
      });

    const missing = await post({});
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expect(await missing.json()).toEqual({ message: MCP_NO_TOKEN });

    const bad = await post({ authorization: `Bearer ${BAD_TOKEN}` });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toContain('invalid_token');
    expect(await bad.json()).toEqual({ message: TOKEN_INVALID });
    await expect(connect(base, BAD_TOKEN)).rejects.toMatchObject({ code: 401 });

    const { client: signedIn } = await t.signUp();
    const cookieOnly = await post({ cookie: `sponsorscope_session=${signedIn.cookie}` });
    expect(cookieOnly.status).toBe(401);

    // A valid token answers; the moment it is revoked it no longer does.
    const other = await createToken(t);
    const ok = await post({ authorization: `Bearer ${other.secret}` });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('application/json');
    const listed = (await ok.json()) as { result: { tools: unknown[] } };
    expect(listed.result.tools).toHaveLength(mcpToolNames.length);
    expect((await other.owner.request('DELETE', `/api/account/tokens/${other.id}`)).statusCode).toBe(204);
    expect((await post({ authorization: `Bearer ${other.secret}` })).status).toBe(401);
  });

  it('speaks plain JSON-RPC over POST: gzip for large answers, 202 for notifications, security headers kept', async () => {
    const post = (body: object, headers: Record<string, string> = {}) =>
      fetch(`${base}/mcp`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secret}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
        body: JSON.stringify(body),
      });
    const snapshot = await post(
      {
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: { name: 'brand_snapshot', arguments: { brand: 'Visa' } },
      },
      { 'accept-encoding': 'gzip' },
    );
    expect(snapshot.status).toBe(200);
    expect(snapshot.headers.get('content-type')).toContain('application/json');
    expect(snapshot.headers.get('content-encoding')).toBe('gzip');
    expect(snapshot.headers.get('x-content-type-options')).toBe('nosniff');
    const answer = (await snapshot.json()) as { id: number; result: CallToolResult };
    expect(answer.id).toBe(7);
    expect((answer.result.structuredContent as TMcpBrandSnapshot).brand.name).toBe('Visa');

    const notification = await post({ jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(notification.status).toBe(202);
    expect(await notification.text()).toBe('');
  });

  it('does not promise tool-list change notifications: the server is stateless', async () => {
    expect(mcp.getServerCapabilities()?.tools?.listChanged).toBe(false);
    const res = await postMcp(
      base,
      secret,
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'raw', version: '1' },
        },
      }),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).result.capabilities.tools).toEqual({ listChanged: false });
  });

  it('answers a body that is not JSON with a JSON-RPC parse error (-32700)', async () => {
    for (const body of ['{"jsonrpc": "2.0", "id": 1, "method": ', 'not json', '[{]']) {
      const res = await postMcp(base, secret, body);
      expect(res.status, body).toBe(400);
      expect(res.headers.get('content-type'), body).toContain('application/json');
      expect(await res.json(), body).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: MCP_PARSE_ERROR },
      });
    }
  });

  it(`answers a batch of up to ${MCP_BATCH_MAX} messages and refuses a larger or an empty one`, async () => {
    const ok = await postMcp(base, secret, listBatch(MCP_BATCH_MAX));
    expect(ok.status).toBe(200);
    const answers = (await ok.json()) as { id: number; result: { tools: unknown[] } }[];
    expect(answers.map((a) => a.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: MCP_BATCH_MAX }, (_, i) => i + 1),
    );
    for (const a of answers) expect(a.result.tools).toHaveLength(mcpToolNames.length);

    const tooMany = await postMcp(base, secret, listBatch(MCP_BATCH_MAX + 1));
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: MCP_BATCH_TOO_LARGE },
    });
    const hundred = await postMcp(base, secret, listBatch(100));
    expect(hundred.status).toBe(400);

    const empty = await postMcp(base, secret, '[]');
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toEqual({ code: -32600, message: MCP_BATCH_EMPTY });
  });

  it('answers GET and DELETE /mcp with 405: the server is stateless', async () => {
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${base}/mcp`, { method, headers: { authorization: `Bearer ${secret}` } });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(await res.json()).toEqual({ message: MCP_POST_ONLY });
    }
  });
});

describe('MCP server rate limit', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // No dataset needed: the limit is counted before any tool runs.
    t = await startTestApp(target!, { apiRateLimitPerMinute: 3 });
    base = await listen(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts every call against the token’s per-minute limit and answers 429 past it', async () => {
    const { secret } = await createToken(t);
    const mcp = await connect(base, secret); // initialize and the initialized notification: 2 calls
    await mcp.listTools(); // 3
    await expect(mcp.listTools()).rejects.toMatchObject({ code: 429 });
    const res = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secret}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).message).toContain('more than 3 calls in a minute');
    await mcp.close();
  });

  it('counts every message of a batch as one call', async () => {
    // A batch of 3 spends the whole limit of 3: the next batch, even of 2, is refused.
    const first = await createToken(t);
    const three = await postMcp(base, first.secret, listBatch(3));
    expect(three.status).toBe(200);
    expect(await three.json()).toHaveLength(3);
    const two = await postMcp(base, first.secret, listBatch(2));
    expect(two.status).toBe(429);
    expect(Number(two.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await two.json()).message).toContain('more than 3 calls in a minute');
    // A batch larger than what is left is refused whole, none of its calls answered.
    const second = await createToken(t);
    const four = await postMcp(base, second.secret, listBatch(4));
    expect(four.status).toBe(429);
    expect(await four.json()).not.toBeInstanceOf(Array);
  });
});
