import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../core/contract/endpoints';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';

const run = promisify(execFile);
const bin = (name: string) => path.resolve('node_modules/.bin', name);

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<
    string,
    { content?: Record<string, unknown>; headers?: Record<string, { required?: boolean }> }
  >;
  requestBody?: { content: Record<string, { schema: unknown }> };
};
type Doc = { openapi: string; servers?: unknown[]; paths: Record<string, Record<string, Operation>> };

describe('API documentation', () => {
  let t: TestApp;
  let dir: string;
  let doc: Doc;
  let file: string;
  beforeAll(async () => {
    // With a web build (in miniature): its pages are routes too, and must stay out of the API document.
    dir = await mkdtemp(path.join(tmpdir(), 'sponsorscope-docs-'));
    const webDir = path.join(dir, 'web');
    await mkdir(path.join(webDir, '.vite'), { recursive: true });
    await writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    await writeFile(
      path.join(webDir, '.vite', 'manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/index.js' } }),
    );
    t = await startTestApp(testDatabases()[0]!, { webDir });
    const res = await t.app.inject('/api/docs/json');
    doc = res.json();
    file = path.join(dir, 'openapi.json');
    await writeFile(file, res.body);
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('serves an OpenAPI document generated from the zod contract', async () => {
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
    const search = doc.paths['/api/search']!.get as unknown as { parameters: { name: string }[] };
    const names = search.parameters.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['q', 'type', 'limit']));
    const login = doc.paths['/api/auth/login']!.post!.requestBody!.content['application/json']!.schema as {
      required: string[];
    };
    expect(login.required).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('documents the API only: no page of the web app, a server, an operationId each', () => {
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/') && p !== '/mcp')).toEqual([]);
    expect(doc.servers).toHaveLength(1);
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the session cookie on every call that needs a signed-in user, and a token where one works', () => {
    for (const ep of allEndpoints()) {
      const op = doc.paths[ep.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]![ep.method.toLowerCase()]!;
      const schemes = (op.security ?? []).flatMap((s) => Object.keys(s)).sort();
      const expected = ep.access ? (ep.bearer ? ['apiToken', 'session'] : ['session']) : [];
      expect(schemes, `${ep.method} ${ep.path}`).toEqual(expected);
      if (ep.access) expect(Object.keys(op.responses), `${ep.method} ${ep.path}`).toContain('401');
      // A personal API token is refused with 403 by every call that does not take one.
      if (!ep.bearer) expect(Object.keys(op.responses), `${ep.method} ${ep.path}`).toContain('403');
    }
  });

  it('documents CSV, files and pages as they are sent, and their failures as JSON', () => {
    const media = (path: string, method: string, status: string) =>
      Object.keys(doc.paths[path]![method]!.responses[status]?.content ?? {});
    expect(media('/api/partnerships', 'get', '200')).toEqual(['application/json', 'text/csv']);
    expect(media('/api/admin/feedback.csv', 'get', '200')).toEqual(['text/csv']);
    expect(media('/api/newsletters/subscribers.csv', 'get', '200')).toEqual(['text/csv']);
    expect(media('/api/exports/{id}/download', 'get', '200')).toContain('text/csv');
    expect(media('/api/logos/{brandName}/logo.svg', 'get', '200')).toEqual(['image/svg+xml']);
    expect(media('/api/logos/{brandName}/logo.svg', 'get', '400')).toEqual(['application/json']);
    expect(media('/api/reports/{id}', 'get', '404')).toEqual(['application/json']);
    // An e-mail link's page: a browser gets a page, a script the message.
    expect(media('/api/newsletters/unsubscribe/{token}', 'get', '400')).toEqual([
      'application/json',
      'text/html',
    ]);
    const headers = (path: string, method: string, status: string) =>
      doc.paths[path]![method]!.responses[status]?.headers ?? {};
    expect(headers('/api/partnerships', 'get', '200')).toMatchObject({
      'X-Total-Count': { required: true },
      Link: {},
      'RateLimit-Limit': {},
    });
    expect(headers('/api/admin/feedback.csv', 'get', '200')).toMatchObject({
      'Content-Disposition': { required: true },
    });
    expect(headers('/api/auth/login', 'post', '429')).toMatchObject({ 'Retry-After': { required: true } });
  });

  it('documents /mcp: a JSON-RPC message or batch, its answers, and 405 on GET and DELETE', () => {
    const post = doc.paths['/mcp']!.post!;
    const body = post.requestBody!.content['application/json']!.schema as { oneOf: { type: string }[] };
    expect(body.oneOf.map((s) => s.type)).toEqual(['object', 'array']);
    expect(Object.keys(post.responses).sort()).toEqual(
      expect.arrayContaining(['200', '202', '400', '401', '429']),
    );
    for (const method of ['get', 'delete']) {
      expect(Object.keys(doc.paths['/mcp']![method]!.responses)).toEqual(['405']);
      expect(doc.paths['/mcp']![method]!.responses['405']!.headers).toMatchObject({
        Allow: { required: true },
      });
    }
  });

  // Third-party tools: Redocly's recommended rules and Spectral's OpenAPI rules find no error.
  it('passes redocly lint (recommended) without an error', { timeout: 60_000 }, async () => {
    await writeFile(path.join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
    const { stdout } = await run(bin('redocly'), ['lint', file, '--format=json'], {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 50_000_000,
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const { problems } = JSON.parse(stdout) as {
      problems: { ruleId: string; severity: string; message: string }[];
    };
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual(
      [],
    );
  });

  it('passes spectral lint (spectral:oas) without an error', { timeout: 60_000 }, async () => {
    const ruleset = path.join(dir, '.spectral.yaml');
    await writeFile(ruleset, 'extends: ["spectral:oas"]\n');
    const { stdout } = await run(
      bin('spectral'),
      ['lint', file, '--ruleset', ruleset, '--format', 'json', '--quiet'],
      {
        cwd: dir,
        maxBuffer: 50_000_000,
      },
    ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const problems = JSON.parse(stdout || '[]') as { code: string; severity: number; message: string }[];
    // Severity 0 is an error.
    expect(problems.filter((p) => p.severity === 0).map((p) => `${p.code}: ${p.message}`)).toEqual([]);
  });

  it('serves the viewer', async () => {
    const res = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(res.statusCode);
    const page = await t.app.inject(res.statusCode === 302 ? String(res.headers.location) : '/api/docs');
    expect(page.body).toContain('swagger');
  });
});
