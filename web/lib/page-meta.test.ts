// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyPageMeta } from './page-meta';

const content = (sel: string) => document.head.querySelector(sel)?.getAttribute('content');

describe('applyPageMeta', () => {
  it('sets title, description, keywords, social tags, canonical link and theme colour', () => {
    applyPageMeta(
      { title: 'Terms of Service', description: 'The terms.', keywords: ['legal'], path: '/terms' },
      'https://example.test',
    );
    expect(document.title).toBe('Terms of Service | Sponsorscope');
    expect(content('meta[name="description"]')).toBe('The terms.');
    expect(content('meta[name="keywords"]')).toMatch(/^legal, sponsorship intelligence/);
    expect(content('meta[property="og:title"]')).toBe('Terms of Service | Sponsorscope');
    expect(content('meta[property="og:url"]')).toBe('https://example.test/terms');
    expect(content('meta[name="twitter:description"]')).toBe('The terms.');
    expect(content('meta[name="theme-color"]')).toBe('#0b1220');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://example.test/terms',
    );
  });

  it('updates tags in place instead of adding duplicates, and can mark a page noindex', () => {
    applyPageMeta({ title: 'A', description: 'first' }, 'https://x.test');
    applyPageMeta({ title: 'B', description: 'second', noindex: true }, 'https://x.test');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[name="description"]')).toBe('second');
    expect(content('meta[name="robots"]')).toBe('noindex');
  });
});
