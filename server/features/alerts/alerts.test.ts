import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seeded, testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { alertFacts, buildFeed, MAX_ALERTS } from './routes';

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

  it('builds alerts from the dataset deals around the year, then modelled ones', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const facts = await alertFacts(t.database.db, 2026);
    // Adidas became Liverpool's kit supplier in 2025 (curated from public facts)
    expect(facts.some((f) => f.brand === 'Adidas' && f.partner === 'Liverpool FC')).toBe(true);
    const feed = buildFeed(facts, now);
    expect(feed.length).toBeLessThanOrEqual(MAX_ALERTS);
    const fromData = feed.filter((a) => a.source !== 'modelled');
    expect(fromData.length).toBeGreaterThan(3);
    for (const a of fromData) expect(['new_partnership', 'contract_expiry']).toContain(a.type);
    expect(feed.some((a) => a.source === 'modelled' && a.brand === null)).toBe(true);
  });

  it('answers the signed-in user with the current feed', async () => {
    const { client } = await t.signUp();
    const res = await client.request('GET', '/api/alerts');
    expect(res.statusCode).toBe(200);
    const { alerts } = res.json();
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts[0]).toHaveProperty('externalUrl');
  });
});
