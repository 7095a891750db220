import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '../core/contract/endpoint';
import { allEndpoints } from '../core/contract/endpoints';
import { TOKEN_NOT_ALLOWED } from './plugins/api-tokens';
import { ADMINS_ONLY, EDITORS_ONLY, NOT_SIGNED_IN } from './plugins/auth';
import { testDatabases } from './test/databases';
import { startTestApp, type TestApp } from './test/harness';

/** `/api/brand/:brandName/data` as OpenAPI writes it: `/api/brand/{brandName}/data`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Path parameters that pass validation, so a call reaches the sign-in and role checks. */
const params = (path: string) =>
  Object.fromEntries(
    [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => [
      name,
      name === 'id' ? '00000000-0000-4000-8000-000000000000' : name === 'brandName' ? 'Nike' : 'x',
    ]),
  );
const call = (ep: { method: string; path: string }) => ({
  method: ep.method as 'GET',
  url: endpointUrl(ep, { params: params(ep.path) }),
  body: ep.method === 'GET' || ep.method === 'DELETE' ? undefined : {},
});

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

  // The contract's `access` is what the OpenAPI document's security says: it must be what the server does.
  it('declares who may call each endpoint as the server enforces it', async () => {
    const anonymous = t.client();
    const { client: analyst } = await t.signUp();
    const wrong: string[] = [];
    for (const ep of allEndpoints()) {
      if (ep.path === '/api/auth/logout' || ep.path === '/api/auth/delete-account') continue;
      const { method, url, body } = call(ep);
      const res = await anonymous.request(method, url, body);
      const message = res.headers['content-type']?.toString().includes('json')
        ? (res.json() as { message?: string }).message
        : undefined;
      const key = `${ep.method} ${ep.path}`;
      // Signed out: 401 where a signed-in user is needed (or 400 when the input is checked first), never elsewhere.
      if (ep.access && !(res.statusCode === 401 || res.statusCode === 400))
        wrong.push(`${key}: ${res.statusCode} signed out, declared ${ep.access}`);
      if (!ep.access && message === NOT_SIGNED_IN) wrong.push(`${key}: 401 signed out, declared open`);
      if (ep.access === 'editor' || ep.access === 'admin') {
        const byAnalyst = await analyst.request(method, url, body);
        const refusal = ep.access === 'admin' ? ADMINS_ONLY : EDITORS_ONLY;
        if (byAnalyst.statusCode !== 400 && byAnalyst.json().message !== refusal)
          wrong.push(`${key}: ${byAnalyst.statusCode} to an analyst, declared ${ep.access}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a personal API token with 403 on every call not marked bearer', async () => {
    const { client } = await t.signUp();
    const created = await client.request('POST', '/api/account/tokens', { name: 'contract test' });
    expect(created.statusCode).toBe(201);
    const bearer = { authorization: `Bearer ${created.json().secret}` };
    const wrong: string[] = [];
    for (const ep of allEndpoints().filter((e) => !e.bearer)) {
      const { method, url, body } = call(ep);
      const res = await t.client().request(method, url, body, bearer);
      if (res.statusCode !== 403 || res.json().message !== TOKEN_NOT_ALLOWED)
        wrong.push(`${ep.method} ${ep.path}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('declares each endpoint once', () => {
    const keys = allEndpoints().map((ep) => `${ep.method} ${ep.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });
});
