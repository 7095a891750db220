import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';

describe('API documentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabases()[0]!);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves an OpenAPI document generated from the zod contract', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/search',
      '/api/brand/{brandName}/data',
      '/api/talent/athletes',
      '/api/auth/login',
      '/api/reports/generate/{brandName}',
      '/api/logos/{brandName}',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
    const search = doc.paths['/api/search'].get;
    const names = search.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['q', 'type', 'limit']));
    const login = doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    expect(login.required).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('serves the viewer', async () => {
    const res = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(res.statusCode);
    const page = await t.app.inject(res.statusCode === 302 ? String(res.headers.location) : '/api/docs');
    expect(page.body).toContain('swagger');
  });
});
