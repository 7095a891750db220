import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../core/routes';
import { buildApp } from './app';
import type { Database } from './db/client';
import { testDatabases } from './test/databases';

const config = { TRUST_PROXY: false, LOG_LEVEL: 'silent' } as const;

async function makeWebDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sponsorscope-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *');
  return dir;
}

for (const target of testDatabases()) {
  describe(`server on ${target.name}`, () => {
    let app: FastifyInstance;
    let database: Database;
    let webDir: string;

    beforeAll(async () => {
      webDir = await makeWebDir();
      database = await target.open();
      app = await buildApp({ config, database, webDir, logger: false });
      app.get('/api/test-boom', async () => {
        throw new Error('secret internal detail');
      });
      await app.ready();
    });

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await target.cleanup();
      await rm(webDir, { recursive: true, force: true });
    });

    it('reports health and database reachability', async () => {
      const res = await app.inject('/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok', database: { kind: target.name, reachable: true } });
    });

    it('has applied the migrations', async () => {
      const res = await database.db.execute("select to_regclass('app_meta') as t");
      expect(JSON.stringify(res)).toContain('app_meta');
    });

    it('refuses the NUL character in any JSON body with a 400, never a database error', async () => {
      for (const name of ['A\u0000B', '\u0000']) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { 'content-type': 'application/json', origin: 'http://localhost' },
          payload: JSON.stringify({ name, email: 'nul@example.test', password: 'correct horse battery' }),
        });
        expect(res.statusCode, name).toBe(400);
        expect(res.json().message).toMatch(/NUL character/);
      }
    });

    it('answers an unknown API path with 404 JSON', async () => {
      for (const url of ['/api/nope', '/api', '/api/health/extra?x=1']) {
        const res = await app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toContain('application/json');
        expect(res.json().message).toMatch(/No API route/);
      }
    });

    it('serves index.html for every route of the route table with 200', async () => {
      for (const route of routeTable) {
        const res = await app.inject(route.path);
        expect(res.statusCode, route.path).toBe(200);
        expect(res.body).toContain('<div id="root">');
        // Sent per request (and, signed in, possibly rendered for that user): never kept by a shared cache.
        expect(res.headers['cache-control']).toBe('private, no-cache');
      }
      expect((await app.inject('/product/')).statusCode).toBe(200);
      expect((await app.inject('/terms?ref=footer')).statusCode).toBe(200);
    });

    it('serves the SPA with HTTP 404 for unknown page paths', async () => {
      const res = await app.inject('/no-such-page');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    });

    it('answers a missing asset with a plain 404, not the app', async () => {
      const res = await app.inject('/assets/missing-123.js');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    });

    it('caches hashed assets for a year and other files briefly', async () => {
      const asset = await app.inject('/assets/index-abc123.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const robots = await app.inject('/robots.txt');
      expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    });

    it('rejects malformed JSON with 400 JSON', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: { origin: 'http://localhost', 'content-type': 'application/json' },
        payload: '{"message": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
    });

    it('rejects a body over 1 MB with 413 JSON', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: { origin: 'http://localhost', 'content-type': 'application/json' },
        payload: JSON.stringify({ message: 'x'.repeat(1_100_000), path: '/' }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'The request body is larger than 1 MB.' });
    });

    it('rejects an invalid body with 400 naming the field', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: { origin: 'http://localhost' },
        payload: { message: '', path: '/' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('message is required');
    });

    it('refuses a non-JSON body with 403 JSON before reading it', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: { origin: 'http://localhost', 'content-type': 'text/xml' },
        payload: '<a/>',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/application\/json/);
    });

    it('accepts a client error report', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: { origin: 'http://localhost' },
        payload: { message: 'boom', stack: 'at x', path: '/search' },
      });
      expect(res.statusCode).toBe(204);
    });

    it('never sends a stack trace or internal message on a server error', async () => {
      const res = await app.inject('/api/test-boom');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expect(res.body).not.toContain('secret internal detail');
      expect(res.body).not.toMatch(/at .*\.ts/);
    });

    it('sets the security headers', async () => {
      const res = await app.inject('/');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  });
}

describe('HSTS behind https', () => {
  it('is sent only when the request came over https through a trusted proxy', async () => {
    const [target] = testDatabases();
    const database = await target!.open();
    const app = await buildApp({
      config: { ...config, TRUST_PROXY: ['127.0.0.1'] },
      database,
      logger: false,
    });
    try {
      const https = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toContain('max-age=31536000');
      const http = await app.inject('/api/health');
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
      await database.close();
    }
  });
});
