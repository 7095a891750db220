import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authEndpoints } from '../../core/contract/auth';
import { endpointUrl } from '../../core/contract/endpoint';
import { enterpriseEndpoints } from '../../core/contract/enterprise';
import {
  BRAND_FIRST_SCREEN_DEALS,
  intelligenceEndpoints as intelligence,
} from '../../core/contract/intelligence';
import { findRoute, prerenderedFile, routeTable } from '../../core/routes';
import { loadSignedInRenderer } from './ssr';

export interface WebOptions {
  /** The Vite build output (index.html and assets/). */
  distDir: string;
  /** Whether the request carries a live session: only then does a page ask for signed-in data ahead. */
  signedIn?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  /**
   * The renderer of signed-in views (built by scripts/prerender.mjs; default: ssr/prerender.js next
   * to distDir). Without it, every signed-in page is drawn in the browser.
   */
  rendererFile?: string;
}

/**
 * The source module (under web/) of each screen drawn in the browser (web/app/routes.tsx), and of
 * the views a link to /search opens (web/features/intelligence/SearchPage.tsx), with the data they ask
 * for first. A page sent for such a link names them in its head, so the browser fetches them at
 * once instead of one lazy import after the other (issue 19: the brand view on a phone).
 */
export const SCREEN_MODULES: Record<string, string> = {
  '/search': 'app/SearchScreen.tsx',
  '/enterprise': 'features/enterprise/EnterprisePage.tsx',
  '/profile': 'features/account/ProfilePage.tsx',
  '/settings': 'features/account/SettingsPage.tsx',
  '/newsletter-admin': 'features/newsletter/NewsletterAdminPage.tsx',
  '/compare': 'features/intelligence/compare/ComparePage.tsx',
};
/** Each view's data: the very address its data file asks for (web/features/intelligence/data/). */
export const VIEWS: Record<string, { module: string; data: (name: string) => string }> = {
  brand: {
    module: 'features/intelligence/brand/BrandView.tsx',
    // The first screen's answer (decision 025): the view asks for the rest itself, when there is more.
    data: (n) =>
      endpointUrl(intelligence.brandData, {
        params: { brandName: n },
        query: { first: BRAND_FIRST_SCREEN_DEALS },
      }),
  },
  rightsHolder: {
    module: 'features/intelligence/RightsHolderView.tsx',
    data: (n) => endpointUrl(intelligence.rightsHolder, { params: { name: n } }),
  },
  athlete: {
    module: 'features/intelligence/AthleteView.tsx',
    data: (n) => endpointUrl(intelligence.athletes, { query: { query: n, limit: 1 } }),
  },
};
/**
 * Data every signed-in screen asks for first: who is signed in (web/lib/session.ts: the view waits
 * for it) and their settings (the time zone, read by the top bar).
 */
const SESSION_DATA = [endpointUrl(authEndpoints.me), endpointUrl(authEndpoints.settings)];
/** Signed in, these pages are rendered on the server with their data (/search: its landing and each view). */
export const SERVER_RENDERED = new Set(['/search', '/enterprise']);
/** Data a screen asks for whoever is signed in. */
const PUBLIC_DATA: Record<string, string[]> = { '/enterprise': [endpointUrl(enterpriseEndpoints.showcase)] };

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The chunk files a module needs before it runs (itself and its static imports), minus those of the entry. */
export function chunkClosure(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const skip = new Set<string>();
  const walk = (k: string, into: Set<string>) => {
    const chunk = manifest[k];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const i of chunk.imports ?? []) walk(i, into);
  };
  walk('index.html', skip);
  const files = new Set<string>();
  walk(key, files);
  return [...files].filter((f) => !skip.has(f));
}

const YEAR = 31_536_000;
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
/** Quality 5: within a few per cent of the best size for HTML, in a millisecond or two per page. */
const BROTLI_FAST = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Serves the built single-page app: hashed assets cached for a year, the page rendered at build time
 * or else index.html for every route of the route table (200) and for any other page path (404, the SPA shows its 404 page).
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built: ${indexFile} is missing. Run "npm run build" first.`);
  }
  const indexHtml = readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    serve: true,
    preCompressed: true,
    setHeaders(res, filePath) {
      const rel = path.relative(options.distDir, filePath);
      res.header(
        'cache-control',
        rel.startsWith(`assets${path.sep}`)
          ? `public, max-age=${YEAR}, immutable`
          : // Rendered pages name the current hashed assets: always revalidate them.
            /\.html(\.br|\.gz)?$/.test(rel)
            ? 'no-cache'
            : 'public, max-age=3600',
      );
    },
  });

  const manifestFile = path.join(options.distDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  const modulePreloads = (key: string) =>
    chunkClosure(manifest, key).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
  const dataPreload = (url: string) =>
    `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;

  const renderer = await loadSignedInRenderer(
    app,
    options.rendererFile ?? path.join(options.distDir, '..', 'ssr', 'prerender.js'),
  );

  /** Query parameters that open a view other than the page's rendered landing. */
  const VIEW_PARAMS = Object.keys(VIEWS);
  /**
   * The page sent for this request. Signed in, /search (landing or view) or /enterprise comes rendered
   * with its data (server/plugins/ssr.ts); any other page, or a render that could not be made, is
   * index.html drawn in the browser. Either names its screen's chunks and its view's in the head;
   * a page to draw also names the data it will ask for first.
   */
  const isSignedIn = (request: FastifyRequest, reply: FastifyReply) =>
    options.signedIn ? options.signedIn(request, reply) : Promise.resolve(false);
  const pageFor = async (
    request: FastifyRequest,
    reply: FastifyReply,
    knownSignedIn?: boolean,
  ): Promise<string> => {
    const [pathname = '/', query = ''] = request.url.split('?');
    const screen = SCREEN_MODULES[pathname];
    if (!screen) return indexHtml;
    const params = new URLSearchParams(query);
    const view = pathname === '/search' ? VIEW_PARAMS.find((p) => params.get(p)) : undefined;
    const chunks = new Set([...modulePreloads(screen), ...(view ? modulePreloads(VIEWS[view]!.module) : [])]);
    // Signed out, the screen asks for no session data and a view shows the log-in prompt: a preload would 401.
    const signedIn = knownSignedIn ?? (await isSignedIn(request, reply));
    // A function, not a replacement string, so no $` or $' in a link is read as a pattern.
    const withHead = (html: string, links: string[]) =>
      html.replace('</head>', () => `${links.join('')}</head>`);
    if (signedIn && renderer && SERVER_RENDERED.has(pathname)) {
      // Its scripts are fetched once the page is painted: named in the head, the screen's chunks
      // would compete with the page's styles for a slow link before the first paint.
      const rendered = await renderer.render(request, indexHtml);
      if (rendered) return rendered;
    }
    return withHead(indexHtml, [
      // The session answer comes first: the view waits for it.
      ...(signedIn ? SESSION_DATA : []).map(dataPreload),
      ...(view && signedIn ? [dataPreload(VIEWS[view]!.data(params.get(view)!))] : []),
      ...chunks,
      ...(PUBLIC_DATA[pathname] ?? []).map(dataPreload),
    ]);
  };
  const sendIndex =
    (status: number, knownSignedIn?: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
      const html = await pageFor(request, reply, knownSignedIn);
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        // A page rendered for a session holds that user's data: no shared cache may keep it.
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding');
      // A rendered view carries its data (a brand's every deal): compressed, a fifth of a slow link's second.
      const accepts = request.headers['accept-encoding'] ?? '';
      if (html.length < 2048) return reply.send(html);
      if (/\bbr\b/.test(accepts))
        return reply.header('content-encoding', 'br').send(await brotli(html, BROTLI_FAST));
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(await gzip(html));
      return reply.send(html);
    };

  for (const route of routeTable) {
    // A page rendered at build time (scripts/prerender.mjs) is sent as it is, compressed ahead.
    const rendered = prerenderedFile(route.path);
    if (existsSync(path.join(options.distDir, rendered))) {
      app.get(route.path, async (req, reply) => {
        // A link to one view of a page (/search?brand=Nike) is not the page rendered at build time:
        // it is rendered for the session or starts empty, so hydration never meets other markup.
        if (VIEW_PARAMS.some((p) => new URLSearchParams(req.url.split('?')[1] ?? '').has(p)))
          return sendIndex(200)(req, reply);
        // Signed in, a page the server renders per request (the search landing with its onboarding
        // tour) is that user's page, not the build's.
        if (renderer && SERVER_RENDERED.has(route.path) && (await isSignedIn(req, reply)))
          return sendIndex(200, true)(req, reply);
        return reply.type('text/html; charset=utf-8').sendFile(rendered);
      });
    } else {
      app.get(route.path, sendIndex(200));
    }
  }

  // Browsers ask for /favicon.ico on pages that name no icon (a stored report from before it named
  // one, a file view): the app's icon is an SVG.
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      return reply.status(404).send({ message: `No API route for ${request.method} ${url.split('?')[0]}` });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: `Nothing here for ${request.method} ${url.split('?')[0]}` });
    }
    if (/\.[a-z0-9]{1,8}$/i.test(url.split('?')[0] ?? '')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendIndex(findRoute(url) ? 200 : 404)(request, reply);
  });
}

/** Without a web build (API-only tests), unknown paths still answer JSON. */
export function registerApiOnlyNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  );
}
