import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';

/**
 * A renderer with the shape scripts/prerender.mjs builds (web/prerender.tsx): it asks the API for
 * the user's settings through the transport the server gives it, so the page shows what an
 * in-process call with the request's cookies answered, and the most renders it ever ran at once.
 * Addresses naming "fail", "throw", "write" or "slow" make it give up, fail, try a write, or take 3.3 s.
 */
const FAKE_RENDERER = `
let transport;
export const BOOTSTRAP_ID = 'ssr-data';
export const setTransport = (t) => { transport = t; };
export const tourDoneInCookies = (c) => /sponsorscope_tour_done=1/.test(c);
export const bootstrapJson = (b) => JSON.stringify(b).replace(/</g, '\\\\u003c');
export const fillTemplate = (template, page, body = '') =>
  template.replace('<div id="root"></div>', '<div id="root">' + page.html + '</div>' + body);
let active = 0;
let most = 0;
export async function renderSignedIn(location, session) {
  active++;
  most = Math.max(most, active);
  try {
    if (location.includes('slow')) await new Promise((r) => setTimeout(r, 3300));
    return await render(location, session);
  } finally {
    active--;
  }
}
async function render(location, session) {
  if (location.includes('fail')) return null;
  if (location.includes('throw')) throw new Error('render failed');
  if (location.includes('write')) await transport('/api/auth/logout', { method: 'POST' });
  const settings = await (await transport('/api/auth/settings', { method: 'GET' })).json();
  return {
    html: '<h1>' + session.user.email + '</h1><p>' + settings.timezone + '</p><i>' + most + '</i>',
    title: null,
    meta: null,
    bootstrap: { ...session, queries: { location } },
  };
}
`;

async function makeDirs(): Promise<{ webDir: string; rendererFile: string; root: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'sponsorscope-ssr-'));
  const webDir = path.join(root, 'web');
  await mkdir(webDir, { recursive: true });
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>',
  );
  // The search landing as the build renders it (for everyone signed out).
  await mkdir(path.join(webDir, 'pages'), { recursive: true });
  await writeFile(
    path.join(webDir, 'pages', 'search.html'),
    '<!doctype html><html><body>build landing</body></html>',
  );
  const rendererFile = path.join(root, 'renderer.mjs');
  await writeFile(rendererFile, FAKE_RENDERER);
  return { webDir, rendererFile, root };
}

const bootstrapOf = (html: string) => {
  const m = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) : null;
};

for (const target of testDatabases()) {
  describe(`signed-in views are rendered on the server (${target.name})`, () => {
    let t: TestApp;
    let root: string;

    beforeAll(async () => {
      const dirs = await makeDirs();
      root = dirs.root;
      t = await startTestApp(target, { webDir: dirs.webDir, rendererFile: dirs.rendererFile });
    });
    afterAll(async () => {
      await t?.close();
      await rm(root, { recursive: true, force: true });
    });

    it('a signed-in brand link arrives rendered, with the user, the clock and the answers it was drawn with', async () => {
      const { client, email } = await t.signUp();
      const before = Date.now();
      const res = await client.request('GET', '/search?brand=Nike');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      // The renderer's call carried this user's session: their settings answered in-process.
      expect(res.body).toContain(`<div id="root"><h1>${email}</h1><p>UTC</p><i>1</i></div>`);
      const boot = bootstrapOf(res.body);
      expect(boot.user.email).toBe(email);
      expect(boot.tourDone).toBe(false);
      expect(boot.now).toBeGreaterThanOrEqual(before);
      expect(boot.queries).toEqual({ location: '/search?brand=Nike' });
      // Its data is in the page: nothing is asked for ahead.
      expect(res.body).not.toContain('rel="preload"');
    });

    it("the search landing is the build's page signed out, and rendered for the user signed in", async () => {
      expect((await t.client().request('GET', '/search')).body).toContain('build landing');
      const { client, email } = await t.signUp();
      const res = await client.request('GET', '/search');
      expect(res.body).not.toContain('build landing');
      expect(res.body).toContain(`<h1>${email}</h1>`);
      expect(bootstrapOf(res.body).queries).toEqual({ location: '/search' });
    });

    it("the tour's cookie says it was finished; the enterprise page is rendered too", async () => {
      const { client } = await t.signUp();
      const cookie = `sponsorscope_session=${client.cookie}; sponsorscope_tour_done=1`;
      const res = await client.request('GET', '/enterprise', undefined, { cookie });
      expect(bootstrapOf(res.body).tourDone).toBe(true);
    });

    it('a render over 3 s sends the page to draw; renders queued behind it never run beside it', async () => {
      const { client } = await t.signUp();
      const started = Date.now();
      const slow = client.request('GET', '/search?brand=slow');
      await new Promise((r) => setTimeout(r, 100));
      const next = client.request('GET', '/search?brand=Nike');
      const slowPage = await slow;
      expect(Date.now() - started).toBeLessThan(3300);
      expect(slowPage.body).not.toContain('ssr-data');
      expect(slowPage.body).toContain('<link rel="preload"');
      // The queued request waited its own 3 s at most (drawn in the browser, or rendered after).
      expect((await next).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 400));
      // Never more than one render at a time, the slow one's overtime included.
      expect((await client.request('GET', '/search?brand=Nike')).body).toContain('<i>1</i>');
    });

    it('markup in a name cannot close the data block', async () => {
      const { client } = await t.signUp();
      const name = '</script><script>alert(1)</script>';
      const res = await client.request('GET', `/search?athlete=${encodeURIComponent(name)}`);
      expect(res.body).not.toContain('<script>alert(1)');
      expect(bootstrapOf(res.body).queries.location).toBe(`/search?athlete=${encodeURIComponent(name)}`);
    });

    it('sent compressed when the browser accepts it', async () => {
      const { client } = await t.signUp();
      // A page of a few kilobytes (a short one is not worth compressing).
      const url = `/search?brand=${'n'.repeat(3000)}`;
      const res = await client.request('GET', url, undefined, { 'accept-encoding': 'gzip, br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('id="ssr-data"');
    });

    it('signed out, on a page not rendered per request, or when the render gives up, fails or tries a write: the page to draw, with its preloads', async () => {
      const out = await t.client().request('GET', '/search?brand=Nike');
      expect(out.statusCode).toBe(200);
      expect(out.body).not.toContain('ssr-data');
      const { client } = await t.signUp();
      for (const url of ['/profile', '/search?brand=fail', '/search?brand=throw', '/search?brand=write']) {
        const res = await client.request('GET', url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain('ssr-data');
        expect(res.body, url).toContain('<div id="root"></div>');
      }
      // The refused write did not sign the user out.
      expect((await client.request('GET', '/api/auth/me')).statusCode).toBe(200);
      expect((await client.request('GET', '/search?brand=fail')).body).toContain(
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/me">',
      );
    });
  });
}
