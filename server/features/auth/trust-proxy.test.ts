// TRUST_PROXY decides whose X-Forwarded-For names the client: a header from a peer that is not a
// trusted proxy changes nothing, so claimed addresses cannot slip past the sign-in limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type TestDatabase, testDatabases } from '../../test/databases';
import { ORIGIN, startTestApp, type TestApp } from '../../test/harness';
import { defaultAuthLimits } from './routes';

const PEER = '127.0.0.1';
// Attempts an e-mail address may have from one client a window (the per-IP limit is higher).
const limits = { ...defaultAuthLimits, perIpPerMinute: 20, perEmail: 5, slowAfter: 1000 };

// One database for every server of this file (each with its own limits in memory).
let shared: Database;
const [first] = testDatabases();
const target: TestDatabase = {
  name: first!.name,
  open: async () => ({ ...shared, close: async () => {} }),
  cleanup: async () => {},
};
beforeAll(async () => {
  shared = await first!.open();
}, 60_000);
afterAll(async () => {
  await shared?.close();
  await first?.cleanup();
});

describe.each<[string, Config['TRUST_PROXY']]>([
  ['off', false],
  ['naming proxies and ranges that are not the peer', ['10.0.0.5', '10.1.0.0/16', 'fd00::/8']],
])('TRUST_PROXY %s', (_label, trust) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, {
      config: { TRUST_PROXY: trust, LOG_LEVEL: 'silent' },
      authLimits: limits,
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('ignores X-Forwarded-For from an untrusted peer: 40 claimed addresses are one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: PEER,
        headers: { origin: ORIGIN, 'x-forwarded-for': `198.51.100.${i + 1}` },
        payload: { email: 'victim@trust.test', password: `wrong password ${i}` },
      });
      statuses.push(res.statusCode);
    }
    // Five tries on the address from this client, then 429 for every further one.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    // The claimed protocol is ignored too: no HSTS over plain http.
    const https = await t.app.inject({
      url: '/api/health',
      remoteAddress: PEER,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('TRUST_PROXY behind one proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { config: { TRUST_PROXY: 1, LOG_LEVEL: 'silent' }, authLimits: limits });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('takes the address the proxy saw, not one the client put before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: PEER,
        // The client's own X-Forwarded-For comes first; the proxy appends the address it saw.
        headers: { origin: ORIGIN, 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.7` },
        payload: { email: 'owner@trust.test', password: `wrong password ${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    // Another client behind the same proxy is not locked out by the first.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: PEER,
      headers: { origin: ORIGIN, 'x-forwarded-for': '203.0.113.8' },
      payload: { email: 'owner@trust.test', password: 'wrong again' },
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('TRUST_PROXY naming the proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, {
      config: { TRUST_PROXY: ['10.0.0.5', PEER], LOG_LEVEL: 'silent' },
      authLimits: limits,
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('reads the client address and protocol from the listed proxy', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: PEER,
        headers: { origin: ORIGIN, 'x-forwarded-for': `198.51.100.${i + 1}` },
        payload: { email: 'many@trust.test', password: `wrong password ${i}` },
      });
      // Each attempt comes from another client, as the proxy says: none is over its limit.
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const https = await t.app.inject({
      url: '/api/health',
      remoteAddress: PEER,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toContain('max-age=');
  });
});
