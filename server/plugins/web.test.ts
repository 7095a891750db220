import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { chunkClosure, SCREEN_MODULES, VIEWS } from './web';

/** A web build in miniature: index.html with a head, and a Vite manifest naming the screens' chunks. */
async function makeWebDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sponsorscope-web-'));
  await mkdir(path.join(dir, '.vite'), { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>',
  );
  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_query.js': { file: 'assets/query-1.js', imports: ['_react.js'] },
    [SCREEN_MODULES['/search']!]: { file: 'assets/SearchPage-1.js', imports: ['_query.js', '_react.js'] },
    [VIEWS.brand!.module]: { file: 'assets/BrandView-1.js', imports: ['_query.js'] },
    [SCREEN_MODULES['/enterprise']!]: { file: 'assets/EnterprisePage-1.js', imports: ['_query.js'] },
  };
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const links = (html: string) => html.match(/<link [^>]*>/g) ?? [];

describe('chunkClosure', () => {
  it("lists a module's chunk and its static imports, never the entry's", () => {
    const manifest = {
      'index.html': { file: 'a/index.js', imports: ['shared'] },
      shared: { file: 'a/shared.js' },
      page: { file: 'a/page.js', imports: ['shared', 'own'] },
      own: { file: 'a/own.js', imports: ['page'] },
    };
    expect(chunkClosure(manifest, 'page')).toEqual(['a/page.js', 'a/own.js']);
    expect(chunkClosure(manifest, 'missing')).toEqual([]);
  });

  it('names source modules that exist', () => {
    for (const module of [...Object.values(SCREEN_MODULES), ...Object.values(VIEWS).map((v) => v.module)])
      expect(existsSync(path.join('web', module)), module).toBe(true);
  });
});

for (const target of testDatabases()) {
  describe(`a link's page names its chunks and data ahead (${target.name})`, () => {
    let t: TestApp;
    let webDir: string;

    beforeAll(async () => {
      webDir = await makeWebDir();
      t = await startTestApp(target, { webDir });
    });
    afterAll(async () => {
      await t?.close();
      await rm(webDir, { recursive: true, force: true });
    });

    it('signed in, a brand link preloads the session, the search screen, the brand view and the brand data', async () => {
      const { client } = await t.signUp();
      const res = await client.request('GET', '/search?brand=Manchester%20United%20FC');
      expect(res.statusCode).toBe(200);
      const head = links(res.body);
      expect(head).toEqual([
        // The session answers first: the view waits for it.
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/me">',
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/settings">',
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/brand/Manchester%20United%20FC/data?first=60">',
        '<link rel="modulepreload" crossorigin href="/assets/SearchPage-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/query-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/BrandView-1.js">',
      ]);
      // The preloaded addresses are the ones the page fetches, and they answer (this name is a
      // rights holder, not a brand: 404 with the closest names, never a failure).
      for (const url of ['/api/auth/me', '/api/auth/settings'])
        expect((await client.request('GET', url)).statusCode).toBe(200);
      expect(
        (await client.request('GET', '/api/brand/Manchester%20United%20FC/data')).statusCode,
      ).toBeLessThan(500);
    });

    it('signed out, no data is asked ahead (it would answer 401), only the chunks', async () => {
      const res = await t.client().request('GET', '/search?brand=Nike');
      const head = links(res.body);
      expect(head.some((l) => l.includes('BrandView-1.js'))).toBe(true);
      expect(head.some((l) => l.includes('/api/'))).toBe(false);
    });

    it('the enterprise page preloads its public showcase; other pages are sent as built', async () => {
      const res = await t.client().request('GET', '/enterprise');
      expect(links(res.body)).toContain(
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/enterprise/showcase">',
      );
      const other = await t.client().request('GET', '/no-such-page');
      expect(other.statusCode).toBe(404);
      expect(links(other.body)).toEqual([]);
    });

    it('a name with quotes or markup stays an attribute value', async () => {
      const { client } = await t.signUp();
      const res = await client.request('GET', `/search?brand=${encodeURIComponent('"><script>x</script>')}`);
      expect(res.body).not.toContain('<script>x');
      expect(links(res.body)[2]).toBe(
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/brand/${encodeURIComponent('"><script>x</script>')}/data?first=60">`,
      );
    });
  });
}
