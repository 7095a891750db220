// Load: 200 concurrent connections for 20 s of mixed traffic against one server on the embedded
// database: sign-ins, searches, brand data and settings writes. No 5xx and no socket errors.
import { expect, test } from '@playwright/test';
import autocannon from 'autocannon';
import { timezones } from '../core/contract/auth';
import { json, register, serverFixture } from './server';

test('200 connections of mixed traffic for 20 s: no 5xx, no socket errors', async () => {
  test.setTimeout(120_000);
  const fixture = await serverFixture('pglite');
  const server = await fixture.start();
  try {
    const email = 'load.tester@example.test';
    const cookie = await register(server.base, email);
    const result = await autocannon({
      url: server.base,
      connections: 200,
      duration: 20,
      // Every connection signs in once a round, and sign-in hashing runs two at a time by design
      // (server/features/auth/passwords.ts): with 200 in the queue, a sign-in waits several seconds
      // on a 2-core machine (p99 near 8 s, seen on a busy one). A socket error is a failure; a long
      // but answered wait is not.
      timeout: 30,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/login',
          headers: json(server.base),
          body: JSON.stringify({ email, password: 'reliable password 1' }),
        },
        { method: 'GET', path: '/api/search?q=nik&type=brand', headers: { cookie } },
        // As a browser asks for it: a brand's every deal is sent compressed.
        { method: 'GET', path: '/api/brand/Adidas/data', headers: { cookie, 'accept-encoding': 'gzip' } },
        ...timezones.map((timezone) => ({
          method: 'PATCH' as const,
          path: '/api/auth/settings',
          headers: json(server.base, cookie),
          body: JSON.stringify({ timezone }),
        })),
        {
          method: 'GET',
          path: '/api/talent/athletes?sport=all&limit=6',
          headers: { cookie, 'accept-encoding': 'gzip' },
        },
      ],
    });
    const byStatus = Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, s]) => [code, (s as { count: number }).count]),
    );
    test.info().annotations.push({
      type: 'load',
      description: `${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, by status ${JSON.stringify(byStatus)}`,
    });
    expect(result.requests.total).toBeGreaterThan(2000);
    expect(result['5xx']).toBe(0);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    // Every request was a valid one from a signed-in user: all of them succeed.
    expect(result.non2xx, JSON.stringify(byStatus)).toBe(0);
    // The server is still answering, and the settings writes landed.
    const settings = await fetch(`${server.base}/api/auth/settings`, { headers: { cookie } });
    expect(settings.status).toBe(200);
    expect(timezones).toContain((await settings.json()).timezone);
  } finally {
    await server.stop();
    await fixture.dispose();
  }
});
