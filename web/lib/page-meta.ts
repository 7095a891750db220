import { useEffect } from 'react';
import { brand } from '../../core/brand';
import { documentTitle } from '../../core/routes';

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string[];
  /** Path of the canonical URL; defaults to the current path. */
  path?: string;
  noindex?: boolean;
}

const DEFAULT_KEYWORDS = [
  'sponsorship intelligence',
  'sports marketing',
  'BaseLine score',
  'sponsorship data',
];

function upsert(selector: string, create: () => HTMLElement, attr: string, value: string): void {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

function meta(key: 'name' | 'property', name: string, content: string): void {
  upsert(
    `meta[${key}="${name}"]`,
    () => {
      const m = document.createElement('meta');
      m.setAttribute(key, name);
      return m;
    },
    'content',
    content,
  );
}

/** Applies a page's title, description, keywords, social tags, canonical link and theme colour. */
export function applyPageMeta(page: PageMeta, origin = window.location.origin): void {
  const title = documentTitle(page.title);
  const url = `${origin}${page.path ?? window.location.pathname}`;
  document.title = title;
  meta('name', 'description', page.description);
  meta('name', 'keywords', [...(page.keywords ?? []), ...DEFAULT_KEYWORDS].join(', '));
  meta('name', 'robots', page.noindex ? 'noindex' : 'index, follow');
  meta('name', 'theme-color', brand.themeColor);
  meta('property', 'og:type', 'website');
  meta('property', 'og:site_name', brand.product);
  meta('property', 'og:title', title);
  meta('property', 'og:description', page.description);
  meta('property', 'og:url', url);
  meta('name', 'twitter:card', 'summary');
  meta('name', 'twitter:title', title);
  meta('name', 'twitter:description', page.description);
  upsert(
    'link[rel="canonical"]',
    () => {
      const l = document.createElement('link');
      l.setAttribute('rel', 'canonical');
      return l;
    },
    'href',
    url,
  );
}

let prerendered: PageMeta | null = null;

/** The meta of the page rendered last at build time (web/prerender.tsx), then forgotten. */
export function takePrerenderedMeta(): PageMeta | null {
  const page = prerendered;
  prerendered = null;
  return page;
}

export function usePageMeta(page: PageMeta): void {
  if (typeof document === 'undefined') prerendered = page;
  const keywords = page.keywords?.join('|');
  useEffect(() => {
    applyPageMeta(page);
  }, [page.title, page.description, page.path, page.noindex, keywords]);
}
