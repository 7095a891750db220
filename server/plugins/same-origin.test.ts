// The same-origin rule holds for the route a request reaches, whatever the spelling of its address:
// a percent-encoded, doubled-slash or mixed-case path is refused from another site as /api/ is.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';

const EVIL = 'http://localhost:6666';

/** A raw HTTP request over a socket, so the path reaches the server exactly as written. */
function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The spellings of one /api/ path an attacker might try. */
function spellings(path: string): string[] {
  const rest = path.slice('/api/'.length);
  return [
    `/%61pi/${rest}`,
    `/%61%70%69/${rest}`,
    `/api/%${rest.charCodeAt(0).toString(16)}${rest.slice(1)}`,
    `//api/${rest}`,
    `/api//${rest}`,
    `/API/${rest}`,
    `/Api/${rest.replace(/^./, (c) => c.toUpperCase())}`,
    path,
  ];
}

for (const target of testDatabases()) {
  describe(`same-origin rule on every spelling of a path (${target.name})`, () => {
    let t: TestApp;
    let port: number;
    let admin: TestClient;
    let cookie: string;
    let draftId: string;

    beforeAll(async () => {
      t = await startTestApp(target);
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      port = (t.app.server.address() as AddressInfo).port;
      const a = await t.signUp({ name: 'Ada Admin' });
      await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, a.user.id));
      admin = t.client();
      await admin.request('POST', '/api/auth/login', { email: a.email, password: a.password });
      cookie = `sponsorscope_session=${admin.cookie}`;
      const draft = await admin.request('POST', '/api/newsletters', {
        title: 'Same-origin draft',
        weekOf: 'November 20, 2026',
        moves: [{ title: 'Nike renews', description: '', category: 'football' }],
        platformUpdates: [],
        trending: { searches: [], portfolios: [], insights: [] },
        quote: { text: '', author: '' },
      });
      expect(draft.statusCode).toBe(201);
      draftId = draft.json().id;
    }, 60_000);

    afterAll(async () => {
      await t?.close();
    });

    const newsletterCount = async () => (await admin.request('GET', '/api/newsletters')).json().length;

    it('refuses a bodiless call (newsletter duplicate) from another site under any spelling', async () => {
      const before = await newsletterCount();
      for (const path of spellings(`/api/newsletters/${draftId}/duplicate`)) {
        const res = await send(port, 'POST', path, { origin: EVIL, cookie });
        expect(res.status, path).toBe(403);
        expect(JSON.parse(res.body), path).toEqual({ message: 'Cross-site requests are refused.' });
        // No Origin and no Referer at all: refused the same way.
        expect((await send(port, 'POST', path, { cookie })).status, path).toBe(403);
      }
      expect(await newsletterCount()).toBe(before);
      // From our own site the encoded spelling reaches the route and works.
      const own = await send(port, 'POST', `/%61pi/newsletters/${draftId}/duplicate`, {
        origin: `http://127.0.0.1:${port}`,
        host: `127.0.0.1:${port}`,
        cookie,
      });
      expect(own.status).toBe(201);
      expect(await newsletterCount()).toBe(before + 1);
    });

    it('refuses a call with a JSON body (settings) from another site under any spelling', async () => {
      for (const path of spellings('/api/auth/settings')) {
        const res = await send(
          port,
          'PATCH',
          path,
          { origin: EVIL, cookie, 'content-type': 'application/json' },
          JSON.stringify({ timezone: 'PST' }),
        );
        expect(res.status, path).toBe(403);
        expect(JSON.parse(res.body), path).toEqual({ message: 'Cross-site requests are refused.' });
      }
      expect((await admin.request('GET', '/api/auth/settings')).json().timezone).toBe('UTC');
    });

    it('refuses a form-encoded body from our own site under an encoded spelling', async () => {
      const res = await send(
        port,
        'PATCH',
        '/%61pi/auth/settings',
        {
          origin: `http://127.0.0.1:${port}`,
          host: `127.0.0.1:${port}`,
          cookie,
          'content-type': 'application/x-www-form-urlencoded',
        },
        'timezone=PST',
      );
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body).message).toMatch(/JSON/);
    });
  });
}
