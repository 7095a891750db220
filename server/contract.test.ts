import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../core/contract/endpoints';
import { testDatabases } from './test/databases';
import { startTestApp, type TestApp } from './test/harness';

/** `/api/brand/:brandName/data` as OpenAPI writes it: `/api/brand/{brandName}/data`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the API contract', () => {
  let t: TestApp;
  let served: Map<string, { responses?: Record<string, unknown> }>;
  beforeAll(async () => {
    t = await startTestApp(testDatabases()[0]!);
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    served = new Map();
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) served.set(`${method.toUpperCase()} ${path}`, op);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves every endpoint the contract declares', () => {
    const missing = allEndpoints()
      .map((ep) => `${ep.method} ${openApiPath(ep.path)}`)
      .filter((key) => !served.has(key));
    expect(missing).toEqual([]);
  });

  it('serves no API route that is not in the contract', () => {
    const declared = new Set(allEndpoints().map((ep) => `${ep.method} ${openApiPath(ep.path)}`));
    const undeclared = [...served.keys()].filter((key) => key.includes(' /api/') && !declared.has(key));
    expect(undeclared).toEqual([]);
  });

  it('declares the answer of every route, success and errors', () => {
    const bare = [...served.entries()]
      .filter(([key]) => key.includes(' /api/'))
      .filter(
        ([, op]) =>
          !Object.entries(op.responses ?? {}).some(
            ([status, answer]) =>
              // No content and redirects carry no body; every other success declares its body.
              /^(204|30\d)$/.test(status) ||
              (/^2\d\d$/.test(status) && Boolean((answer as { content?: unknown }).content)),
          ),
      )
      .map(([key]) => key);
    expect(bare).toEqual([]);
  });

  it('declares each endpoint once', () => {
    const keys = allEndpoints().map((ep) => `${ep.method} ${ep.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });
});
