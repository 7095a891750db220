import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, createAnswerChecker } from './answer-check';
import { testDatabases } from './databases';
import { startTestApp, type TestApp } from './harness';

const json = 'application/json; charset=utf-8';
const answer = (over: Partial<Answer> & Pick<Answer, 'method' | 'url' | 'status'>): Answer => ({
  headers: { 'content-type': json },
  body: Buffer.from(JSON.stringify({ message: 'Nope.' })),
  ...over,
});

/**
 * The checker every API test's answers go through (harness.ts), over the document the server
 * serves: the answers a validating proxy found undocumented are described now, and an answer
 * the document does not describe is caught.
 */
describe('answers checked against the OpenAPI document', () => {
  let t: TestApp;
  let check: (a: Answer) => string | null;
  beforeAll(async () => {
    t = await startTestApp(testDatabases()[0]!);
    check = createAnswerChecker((await t.app.inject('/api/docs/json')).json());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts the answers a validating proxy found undocumented', () => {
    const csv = {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="x.csv"',
    };
    const accepted: Answer[] = [
      // CSV answers are text/csv.
      answer({
        method: 'GET',
        url: '/api/partnerships?brand=Nike&format=csv',
        status: 200,
        headers: { ...csv, 'x-total-count': '3' },
        body: Buffer.from('brand,partner\nNike,Chelsea\n'),
      }),
      answer({
        method: 'GET',
        url: '/api/admin/feedback.csv',
        status: 200,
        headers: csv,
        body: Buffer.from('date\n'),
      }),
      // The errors of a logo and a report are JSON.
      answer({ method: 'GET', url: '/api/logos/%3Cx%3E/logo.svg', status: 400 }),
      answer({ method: 'GET', url: '/api/reports/AAAAAAAAAAAAAAAAAAAAAAAA', status: 404 }),
      // The 403 a token gets on a call that takes only the session cookie.
      answer({ method: 'POST', url: '/api/reports/generate/Nike', status: 403 }),
      answer({ method: 'PATCH', url: '/api/auth/settings', status: 403 }),
      // GET and DELETE /mcp answer 405; POST /mcp 202 to notifications, 400 and 429 to failures.
      answer({ method: 'GET', url: '/mcp', status: 405, headers: { 'content-type': json, allow: 'POST' } }),
      answer({
        method: 'DELETE',
        url: '/mcp',
        status: 405,
        headers: { 'content-type': json, allow: 'POST' },
      }),
      answer({ method: 'POST', url: '/mcp', status: 202, headers: {}, body: Buffer.alloc(0) }),
      answer({
        method: 'POST',
        url: '/mcp',
        status: 400,
        body: Buffer.from(
          JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }),
        ),
      }),
      answer({
        method: 'POST',
        url: '/mcp',
        status: 429,
        headers: { 'content-type': json, 'retry-after': '30' },
      }),
      answer({
        method: 'POST',
        url: '/mcp',
        status: 200,
        body: Buffer.from(JSON.stringify([{ jsonrpc: '2.0', id: 1, result: { tools: [] } }])),
      }),
    ];
    expect(accepted.map(check)).toEqual(accepted.map(() => null));
  });

  it('reports an undocumented status, media type, body or missing header', () => {
    expect(check(answer({ method: 'GET', url: '/api/health', status: 418 }))).toMatch(
      /status is not documented/,
    );
    expect(
      check(
        answer({
          method: 'GET',
          url: '/api/admin/feedback.csv',
          status: 200,
          headers: { 'content-type': json, 'content-disposition': 'attachment; filename="x.csv"' },
          body: Buffer.from('{}'),
        }),
      ),
    ).toMatch(/answered application\/json, documented text\/csv/);
    expect(
      check(
        answer({
          method: 'GET',
          url: '/api/admin/feedback',
          status: 200,
          body: Buffer.from(JSON.stringify({ items: [], page: 1, pageSize: 50 })),
        }),
      ),
    ).toMatch(/does not match its schema .*total/);
    expect(check(answer({ method: 'GET', url: '/mcp', status: 405 }))).toMatch(/Allow header is missing/);
    expect(
      check(
        answer({ method: 'POST', url: '/api/auth/login', status: 429, headers: { 'content-type': json } }),
      ),
    ).toMatch(/Retry-After header is missing/);
    expect(
      check(
        answer({
          method: 'GET',
          url: '/api/partnerships',
          status: 200,
          headers: { 'content-type': json, 'x-total-count': 'many' },
        }),
      ),
    ).toMatch(/X-Total-Count header is not a whole number/);
  });

  it('leaves pages, files and unknown addresses alone', () => {
    expect(
      check(answer({ method: 'GET', url: '/search', status: 200, headers: { 'content-type': 'text/html' } })),
    ).toBe(null);
    expect(check(answer({ method: 'GET', url: '/api/nothing-here', status: 404 }))).toBe(null);
  });

  it('checks the answers of the test clients (harness.ts)', async () => {
    // A real call through the harness: its answer is documented, so the test passes its afterEach.
    const res = await t.client().request('GET', '/mcp');
    expect(res.statusCode).toBe(405);
    expect(
      check({
        method: 'GET',
        url: '/mcp',
        status: res.statusCode,
        headers: res.headers,
        body: res.rawPayload,
      }),
    ).toBe(null);
  });
});
