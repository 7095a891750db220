import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seeded, testDatabases } from '../../test/databases';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness';
import { monogramSvg } from './svg';

for (const target of testDatabases())
  describe(`logos on ${target.name}`, () => {
    let t: TestApp;
    let c: TestClient;
    beforeAll(async () => {
      t = await startTestApp(seeded(target));
      c = (await t.signUp()).client;
    });
    afterAll(async () => {
      await t?.close();
    });

    it('points to the simple-icons mark in the brand colour where one exists', async () => {
      const res = await c.request('GET', '/api/logos/Visa');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ logoUrl: '/api/logos/Visa/logo.svg', kind: 'simple-icons' });
      const svg = await c.request('GET', res.json().logoUrl);
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      expect(svg.body).toContain('fill="#1A1F71"');
      expect(svg.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    });

    it('finds the mark through the dataset name and aliases', async () => {
      expect((await c.request('GET', '/api/logos/coca-cola')).json()).toEqual({
        logoUrl: '/api/logos/Coca-Cola/logo.svg',
        kind: 'simple-icons',
      });
    });

    it('draws a monogram for a brand without a mark, and never echoes markup', async () => {
      const name = '<img src=x onerror=alert(1)> Widgets';
      const res = await c.request('GET', `/api/logos/${encodeURIComponent(name)}`);
      expect(res.json().kind).toBe('monogram');
      const svg = await c.request('GET', res.json().logoUrl);
      expect(svg.statusCode).toBe(200);
      expect(svg.body).not.toContain('<img');
      expect(svg.body).toContain('&lt;img');
      expect(svg.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    });

    it('needs a signed-in user and a sensible name', async () => {
      expect((await t.client().request('GET', '/api/logos/Visa')).statusCode).toBe(401);
      expect((await c.request('GET', `/api/logos/${'x'.repeat(101)}`)).statusCode).toBe(400);
    });

    it('gives the same monogram colour for the same name', () => {
      const fill = (svg: string) => svg.match(/fill="(hsl\([^"]+\))"/)?.[1];
      expect(fill(monogramSvg('Acme Widgets'))).toBe(fill(monogramSvg('acme  widgets')));
      expect(fill(monogramSvg('Acme Widgets'))).not.toBe(fill(monogramSvg('Other Brand')));
      expect(monogramSvg('Acme Widgets')).toContain('>AW</text>');
      expect(monogramSvg('???')).toContain('>?</text>');
    });
  });
