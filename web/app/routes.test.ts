import { describe, expect, it } from 'vitest';
import { findRoute, normalisePath, routeTable } from '../../core/routes';
import { screens } from './routes';

describe('route table', () => {
  it('has a screen for every route and no screen without a route', () => {
    expect(Object.keys(screens).sort()).toEqual(routeTable.map((r) => r.path).sort());
  });

  it('contains the spec 01 paths, with the explainer at /what-is-sponsorscope', () => {
    const paths = routeTable.map((r) => r.path);
    for (const p of [
      '/',
      '/product',
      '/search',
      '/what-is-sponsorscope',
      '/sample-report',
      '/how-it-works',
    ]) {
      expect(paths).toContain(p);
    }
    for (const p of [
      '/privacy-policy',
      '/cookie-policy',
      '/terms',
      '/data-processing',
      '/careers',
      '/contact',
    ]) {
      expect(paths).toContain(p);
    }
    for (const p of ['/enterprise', '/profile', '/settings', '/newsletter-admin']) expect(paths).toContain(p);
  });

  it('matches paths the way the router does', () => {
    expect(normalisePath('/terms/')).toBe('/terms');
    expect(normalisePath('/terms?x=1#a')).toBe('/terms');
    expect(normalisePath('')).toBe('/');
    expect(findRoute('/careers/')?.heading).toBe('Careers');
    expect(findRoute('/careers/junior')).toBeUndefined();
  });
});
