import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ALERTS, ZAlertFeed } from '../../../core/widgets/alerts';
import { buildFeed, categoryTrends } from '../../catalog/alert-feed';
import { Catalog } from '../../catalog/catalog';
import { seeded, testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';

const [target] = testDatabases();

describe('alerts feed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(seeded(target!));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is for signed-in users only', async () => {
    const res = await t.client().request('GET', '/api/alerts');
    expect(res.statusCode).toBe(401);
  });

  it('answers the engine’s feed: each alert carries its deal exactly as the engine has it', async () => {
    const { client } = await t.signUp();
    const res = await client.request('GET', '/api/alerts');
    expect(res.statusCode, res.body).toBe(200);
    const { alerts } = ZAlertFeed.parse(res.json());
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts.length).toBeLessThanOrEqual(MAX_ALERTS);
    expect(new Set(alerts.map((a) => a.id)).size).toBe(alerts.length);

    const u = (await Catalog.load(t.database.db)).universe;
    const year = u.year;
    for (const a of alerts) {
      if (a.deal) expect(a.deal).toEqual(JSON.parse(JSON.stringify(u.deal(a.deal.id))));
      if (a.basis === 'Model') expect(a.source).toBe('modelled');
      else expect(a.source).toBe(a.deal!.source);
      const c = a.deal?.contract;
      if (a.type === 'contract_expiry') expect([year, year + 1]).toContain(c!.until);
      if (a.type === 'new_partnership') expect([year - 1, year]).toContain(c!.start);
      if (a.type === 'contract_ended') expect(c!.end).toBe(year);
      if (a.type === 'market_trend') expect(a).toMatchObject({ brand: null, deal: null, basis: 'Model' });
    }
    // the same feed as the engine computes for the same data
    expect(alerts.map((a) => a.id)).toEqual(buildFeed(u).map((a) => a.id));
    // repeated calls answer the same feed (no figure drawn at random)
    expect((await client.request('GET', '/api/alerts')).json()).toEqual(res.json());
  });

  it('keeps seen and dismissed per user on the server: the badge counts what this user has not seen', async () => {
    const { client } = await t.signUp();
    const first = ZAlertFeed.parse((await client.request('GET', '/api/alerts')).json()).alerts;
    expect(first.every((a) => !a.seen)).toBe(true);
    const [a, b] = first;

    expect(
      (await client.request('POST', '/api/alerts/seen', { ids: [a!.id, b!.id, a!.id] })).statusCode,
    ).toBe(204);
    expect(
      (await client.request('POST', `/api/alerts/${encodeURIComponent(b!.id)}/dismiss`)).statusCode,
    ).toBe(204);
    // twice is harmless
    expect(
      (await client.request('POST', `/api/alerts/${encodeURIComponent(b!.id)}/dismiss`)).statusCode,
    ).toBe(204);

    const after = ZAlertFeed.parse((await client.request('GET', '/api/alerts')).json()).alerts;
    expect(after.map((x) => x.id)).toEqual(first.map((x) => x.id).filter((id) => id !== b!.id));
    expect(after.filter((x) => x.seen).map((x) => x.id)).toEqual([a!.id]);

    // another browser of the same user (a second sign-in) agrees; another user is untouched
    const other = await t.signUp();
    const fresh = ZAlertFeed.parse((await other.client.request('GET', '/api/alerts')).json()).alerts;
    expect(fresh).toHaveLength(first.length);
    expect(fresh.every((x) => !x.seen)).toBe(true);
  });

  it('refuses unknown alerts and bad bodies with a message, and strangers with 401', async () => {
    const { client } = await t.signUp();
    const unknown = await client.request('POST', '/api/alerts/nope-123/dismiss');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/No alert "nope-123"/);
    expect((await client.request('POST', '/api/alerts/seen', { ids: [] })).statusCode).toBe(400);
    expect((await client.request('POST', '/api/alerts/seen', { ids: 'a' })).statusCode).toBe(400);
    expect((await client.request('POST', '/api/alerts/seen', { ids: ['not-in-feed'] })).statusCode).toBe(404);
    expect((await t.client().request('POST', '/api/alerts/seen', { ids: ['x'] })).statusCode).toBe(401);
  });

  it('reads the trend of every category with deals from the dataset', async () => {
    const u = (await Catalog.load(t.database.db)).universe;
    const trends = categoryTrends(u);
    expect(trends.map((x) => x.category)).toContain('Athletic Apparel');
    expect(trends.map((x) => x.category)).not.toContain('Other');
    for (const x of trends) expect(x.trend).toEqual(u.categoryTrend(x.category as never));
  });
});
