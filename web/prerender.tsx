// Server rendering. At build time (scripts/prerender.mjs) each public page's HTML is written into a
// copy of index.html; per request (server/plugins/ssr.ts) a signed-in view is rendered with its data.
// Either way the browser paints the page before any JavaScript has run, then hydrates it.
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { type ReactElement, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { escapeHtml } from '../core/format/html';
import { documentTitle } from '../core/routes';

export { prerenderedFile, routeTable } from '../core/routes';
export { tourDoneInCookies } from './features/help/OnboardingTour';
export { setTransport } from './lib/api';
export { BOOTSTRAP_ID, bootstrapJson } from './lib/bootstrap';
export { escapeHtml };

import { App } from './app/App';
import type { Bootstrap } from './lib/bootstrap';
import { type PageMeta, takePrerenderedMeta } from './lib/page-meta';
import { createQueryClient } from './lib/query-client';

export interface PrerenderedPage {
  html: string;
  title: string | null;
  meta: PageMeta | null;
}

/** One render to HTML, with the title and description the page set while rendering. */
async function render(element: ReactElement): Promise<PrerenderedPage> {
  takePrerenderedMeta();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>{element}</StrictMode>,
    // Keep every page in one piece: outlined boundaries need an inline script to be revealed.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  const meta = takePrerenderedMeta();
  return { html, meta, title: meta ? documentTitle(meta.title) : null };
}

export function renderPage(path: string): Promise<PrerenderedPage> {
  return render(<App location={path} />);
}

/** A query the page asked for and would fetch in the browser: enabled, and not answered yet. */
function waiting(query: Query): boolean {
  // The rest of a large brand portfolio: the page is sent with its first screen, the browser fetches it.
  if (query.meta?.afterFirstScreen) return false;
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

/** Rounds of render, then fetch what that render asked for, before giving up (a view asks in one or two). */
const MAX_ROUNDS = 4;

export interface SignedInPage extends PrerenderedPage {
  bootstrap: Bootstrap;
}

/**
 * Renders a signed-in page for one request: each round renders, then fetches the answers the render
 * asked for (through the transport the server set, in-process), until a render asks for nothing
 * more. Null when an answer failed or the page kept asking: the browser then draws it itself, as it
 * would any page, and shows the failure its own way.
 */
export async function renderSignedIn(
  location: string,
  session: Omit<Bootstrap, 'queries'>,
): Promise<SignedInPage | null> {
  const client: QueryClient = createQueryClient();
  const bootstrap: Bootstrap = { ...session, queries: null };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const page = await render(<App location={location} bootstrap={bootstrap} queryClient={client} />);
    const queries = client.getQueryCache().getAll();
    if (queries.some((q) => q.state.status === 'error')) return null;
    const asked = queries.filter(waiting);
    if (asked.length === 0) return { ...page, bootstrap: { ...session, queries: dehydrate(client) } };
    await Promise.all(
      asked.map((q) => client.prefetchQuery({ ...q.options, queryKey: q.queryKey, retry: false })),
    );
  }
  return null;
}

/**
 * index.html with a rendered page in its #root, and the page's title and description in its head.
 * Each replacement is a function: a replacement string would read $`, $' or $& in a name (a brand
 * called "A$`B") as "the template before the match" and copy the template into the page.
 */
export function fillTemplate(template: string, page: PrerenderedPage, body = ''): string {
  let html = template.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${body}`);
  const { title, meta } = page;
  if (title) html = html.replace(/<title>.*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (meta) {
    html = html.replace(
      /<meta name="description" content=".*?" \/>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    );
  }
  return html;
}
