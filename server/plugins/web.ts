import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { findRoute, prerenderedFile, routeTable } from '../../core/routes';

export interface WebOptions {
  /** The Vite build output (index.html and assets/). */
  distDir: string;
}

const YEAR = 31_536_000;

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

  /** Query parameters that open a view other than the page's rendered landing. */
  const VIEW_PARAMS = ['brand', 'rightsHolder', 'athlete'];
  const sendIndex = (status: number) => (_req: unknown, reply: import('fastify').FastifyReply) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);

  for (const route of routeTable) {
    // A page rendered at build time (scripts/prerender.mjs) is sent as it is, compressed ahead.
    const rendered = prerenderedFile(route.path);
    if (existsSync(path.join(options.distDir, rendered))) {
      app.get(route.path, (req, reply) =>
        // A link to one view of a page (/search?brand=Nike) is not the page rendered at build time:
        // it starts empty and draws in the browser, so hydration never meets other markup.
        VIEW_PARAMS.some((p) => new URLSearchParams(req.url.split('?')[1] ?? '').has(p))
          ? sendIndex(200)(req, reply)
          : reply.type('text/html; charset=utf-8').sendFile(rendered),
      );
    } else {
      app.get(route.path, sendIndex(200));
    }
  }

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
