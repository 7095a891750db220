import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TUser } from '../../core/contract/auth';
import { authEndpoints } from '../../core/contract/auth';
import { endpointUrl } from '../../core/contract/endpoint';

/** What the renderer built by scripts/prerender.mjs (dist/ssr/prerender.js, from web/prerender.tsx) offers. */
interface RendererModule {
  renderSignedIn(
    location: string,
    session: { user: TUser; tourDone: boolean; now: number },
  ): Promise<{ html: string; title: string | null; meta: unknown; bootstrap: unknown } | null>;
  setTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  tourDoneInCookies(cookieHeader: string): boolean;
  bootstrapJson(bootstrap: unknown): string;
  fillTemplate(template: string, page: unknown, body?: string): string;
  BOOTSTRAP_ID: string;
}

export interface SignedInRenderer {
  /** The page for this signed-in request, rendered with its data; null: send the page to draw in the browser. */
  render(request: FastifyRequest, template: string): Promise<string | null>;
}

/** A render slower than this is dropped for the page drawn in the browser (which is no slower than before). */
const RENDER_TIMEOUT_MS = 3000;

/**
 * Per-request server rendering of signed-in views (issue 19: a shared link to the Nike view paints
 * its content from the HTML, not after the scripts, the session check and the data have arrived).
 * The renderer's calls to the API are answered in-process with `app.inject`, carrying the request's
 * cookies and address, so they pass the same session, role and validation checks as the browser's.
 * Renders run one at a time (a render is CPU work, and the page title is collected per render).
 */
export async function loadSignedInRenderer(
  app: FastifyInstance,
  file: string,
): Promise<SignedInRenderer | null> {
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as RendererModule;
  const current = new AsyncLocalStorage<FastifyRequest>();
  mod.setTransport(async (url, init) => {
    const request = current.getStore();
    const method = (init.method ?? 'GET').toUpperCase();
    // A render only reads: anything else would be a bug, so it fails the render (the browser draws).
    if (!request || method !== 'GET') throw new Error(`Server render cannot send ${method} ${url}`);
    const res = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: { cookie: request.headers.cookie ?? '', 'user-agent': request.headers['user-agent'] ?? '' },
    });
    return new Response(res.statusCode === 204 ? null : res.payload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  });

  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(job: () => Promise<T>): Promise<T> => {
    const run = queue.then(job, job);
    queue = run.catch(() => undefined);
    return run;
  };

  const renderFor = async (request: FastifyRequest, template: string): Promise<string | null> => {
    const cookie = request.headers.cookie ?? '';
    const me = await app.inject({
      method: 'GET',
      url: endpointUrl(authEndpoints.me),
      remoteAddress: request.ip,
      headers: { cookie },
    });
    if (me.statusCode !== 200) return null;
    const user = me.json() as TUser;
    const page = await current.run(request, () =>
      mod.renderSignedIn(request.url, { user, tourDone: mod.tourDoneInCookies(cookie), now: Date.now() }),
    );
    // The CSP forbids inline script: a page that would need one is drawn in the browser instead.
    if (!page || /<script/i.test(page.html)) return null;
    const data = `<script type="application/json" id="${mod.BOOTSTRAP_ID}">${mod.bootstrapJson(page.bootstrap)}</script>`;
    return mod.fillTemplate(template, page, data);
  };

  return {
    // The queue holds a render until it has really finished (a slow one included), so two renders
    // never interleave; the request itself waits at most RENDER_TIMEOUT_MS, queue time included.
    render: async (request, template) => {
      const job = oneAtATime(() => renderFor(request, template)).catch((error: unknown) => {
        request.log.warn({ err: error }, 'server render failed; the page is drawn in the browser');
        return null;
      });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
      });
      try {
        return await Promise.race([job, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
