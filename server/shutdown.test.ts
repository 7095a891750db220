import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { type Database, openDatabase } from './db/client';
import { gracefulShutdown } from './shutdown';

describe('graceful shutdown', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => {
    await database.close().catch(() => undefined);
  });

  it('finishes the in-flight request, refuses new connections, then closes the database', async () => {
    const app = await buildApp({
      config: { TRUST_PROXY: false, LOG_LEVEL: 'silent' },
      database,
      logger: false,
    });
    let release: () => void = () => {};
    const entered = new Promise<void>((resolve) => {
      app.get('/api/test-slow', async () => {
        resolve();
        await new Promise<void>((r) => {
          release = r;
        });
        return { done: true };
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    const inFlight = fetch(`${base}/api/test-slow`);
    await entered;
    let dbClosed = false;
    const stopping = gracefulShutdown({
      app,
      closeDatabase: async () => {
        dbClosed = true;
        await database.close();
      },
    });
    await new Promise((r) => setTimeout(r, 100));
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    expect(dbClosed).toBe(false);

    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    expect(await stopping).toBe(true);
    expect(dbClosed).toBe(true);
  });

  it('reports false when in-flight work outlasts the timeout', async () => {
    const db = await openDatabase({});
    const app = await buildApp({
      config: { TRUST_PROXY: false, LOG_LEVEL: 'silent' },
      database: db,
      logger: false,
    });
    app.get('/api/test-stuck', () => new Promise(() => {}));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    void fetch(`http://127.0.0.1:${port}/api/test-stuck`).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
    expect(await gracefulShutdown({ app, closeDatabase: () => db.close(), timeoutMs: 300 })).toBe(false);
    app.server.closeAllConnections();
    await db.close().catch(() => undefined);
  });
});
