// Build-time rendering of the public pages (scripts/prerender.mjs): each page's HTML is written
// into a copy of index.html, so the browser paints it before any JavaScript has run, then hydrates.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { documentTitle } from '../core/routes';

export { escapeHtml } from '../core/format/html';
export { prerenderedFile, routeTable } from '../core/routes';

import { App } from './app/App';
import { type PageMeta, takePrerenderedMeta } from './lib/page-meta';

export interface PrerenderedPage {
  html: string;
  title: string | null;
  meta: PageMeta | null;
}

export async function renderPage(path: string): Promise<PrerenderedPage> {
  takePrerenderedMeta();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App location={path} />
    </StrictMode>,
    // Keep every page in one piece: outlined boundaries need an inline script to be revealed.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  const meta = takePrerenderedMeta();
  return { html, meta, title: meta ? documentTitle(meta.title) : null };
}
