// Bad input: property-based fuzzing (fast-check) of every API endpoint the OpenAPI document lists:
// random path parameters, query strings and bodies (valid JSON of any shape, and malformed text),
// signed out, as a user and as the administrator. Never a 5xx; every error is JSON { message }.
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { cookieOf, json, login, register, serverFixture } from './server';

const nasty = fc.constantFrom(
  '',
  ' ',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '%E0%A4%A',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '9'.repeat(40),
  '-1',
  '1e309',
  'null',
  '\u202e\u0000',
  'ø'.repeat(600),
);
const segment = fc.oneof(fc.string({ maxLength: 40 }), fc.uuid(), fc.integer().map(String), nasty);
const query = fc.dictionary(
  fc.constantFrom('q', 'type', 'sport', 'limit', 'offset', 'status', 'page', 'id', 'format', 'x'),
  fc.oneof(fc.string({ maxLength: 30 }), nasty, fc.integer().map(String)),
  { maxKeys: 4 },
);
const body = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => ({ raw: JSON.stringify(v) ?? 'null' })) },
  {
    weight: 2,
    arbitrary: fc
      .dictionary(
        fc.constantFrom(
          'name',
          'email',
          'password',
          'title',
          'timezone',
          'categories',
          'format',
          'id',
          'moves',
        ),
        fc.oneof(fc.string({ maxLength: 50 }), fc.integer(), fc.boolean(), fc.constant(null), nasty),
      )
      .map((v) => ({ raw: JSON.stringify(v) })),
  },
  { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 60 }), nasty).map((raw) => ({ raw: `{${raw}` })) },
  { weight: 1, arbitrary: fc.constant({ raw: undefined as string | undefined }) },
);

interface Operation {
  method: string;
  path: string;
}

test('fuzzing every endpoint: never a 5xx, errors are JSON { message }', async () => {
  test.setTimeout(300_000);
  const fixture = await serverFixture('pglite', {
    ADMIN_EMAIL: 'admin@fuzz.test',
    ADMIN_PASSWORD: 'fuzz admin password',
    EXPORT_STEP_MS: '0',
  });
  const server = await fixture.start();
  try {
    const doc = await (await fetch(`${server.base}/api/docs/json`)).json();
    const operations: Operation[] = Object.entries(
      doc.paths as Record<string, Record<string, unknown>>,
    ).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
    expect(operations.length).toBeGreaterThan(40);

    const sessions: Record<'none' | 'user' | 'admin', string | undefined> = {
      none: undefined,
      user: await register(server.base, 'fuzz.user@fuzz.test'),
      admin: (await login(server.base, 'admin@fuzz.test', 'fuzz admin password')).cookie,
    };
    const refresh = async () => {
      sessions.user = (await login(server.base, 'fuzz.user@fuzz.test')).cookie || sessions.user;
      sessions.admin = (await login(server.base, 'admin@fuzz.test', 'fuzz admin password')).cookie;
    };
    // One example per operation and kind of failure.
    const failures = new Map<string, string>();
    const fail = (op: Operation, kind: string, example: string) => {
      const key = `${op.method} ${op.path} ${kind}`;
      if (!failures.has(key)) failures.set(key, example);
    };
    let requests = 0;
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { minLength: 4, maxLength: 4 }),
          query,
          body,
          fc.constantFrom('none', 'user', 'admin'),
          async (segments, params, payload, who) => {
            let i = 0;
            const path = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(segments[i++] ?? ''));
            const search = new URLSearchParams(params).toString();
            const url = `${server.base}/api${path.replace(/^\/api/, '')}${search ? `?${search}` : ''}`;
            const hasBody = op.method !== 'GET' && op.method !== 'DELETE' && payload.raw !== undefined;
            const res = await fetch(url, {
              method: op.method,
              headers: hasBody
                ? json(server.base, sessions[who])
                : { origin: server.base, ...(sessions[who] ? { cookie: sessions[who] } : {}) },
              body: hasBody ? payload.raw : undefined,
              redirect: 'manual',
            });
            requests++;
            const text = await res.text();
            const where = `${op.method} ${url.slice(server.base.length)} as ${who} -> ${res.status}`;
            if (res.status >= 500) fail(op, '5xx', `${where}: ${text.slice(0, 200)}`);
            else if (res.status >= 400) {
              let message: unknown;
              try {
                message = JSON.parse(text).message;
              } catch {
                message = undefined;
              }
              if (typeof message !== 'string' || message.length === 0)
                fail(op, 'not JSON', `${where}: ${text.slice(0, 120)}`);
            }
            // A fuzzed logout or password change may end a session: sign in again.
            if (cookieOf(res) || op.path.includes('logout')) await refresh();
          },
        ),
        { numRuns: 30 },
      );
    }
    test.info().annotations.push({
      type: 'fuzz',
      description: `${requests} requests over ${operations.length} operations`,
    });
    expect(Object.fromEntries(failures)).toEqual({});
  } finally {
    await server.stop();
    await fixture.dispose();
  }
});
