import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Endpoint } from '../../core/contract/endpoint';
import { HttpError } from './errors';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE = 'Cross-site requests are refused.';
export const JSON_ONLY = 'Send a JSON body (content-type application/json) or none.';

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function ownOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/**
 * A mutating /api request must come from this site (Origin, or else Referer, equal to our own
 * origin) and carry a JSON body or none. Anything else is refused with 403 before it is read.
 * Endpoints the contract marks `crossSite` accept other senders (RFC 8058 one-click unsubscribe).
 *
 * The rule follows the route the request matched, never the spelling of its address: the router
 * decodes `/%61pi/...` to the same route as `/api/...`. A mutating request that matches no route
 * (`//api/...`, `/API/...`) is held to the rule too, so no spelling reaches a handler unchecked.
 */
export function registerSameOrigin(app: FastifyInstance, endpoints: readonly Endpoint[]): void {
  const crossSite = new Set(endpoints.filter((ep) => ep.crossSite).map((ep) => `${ep.method} ${ep.path}`));
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method)) return;
    const route = request.routeOptions.url;
    if (route !== undefined && !route.startsWith('/api/')) return;
    if (crossSite.has(`${request.method} ${route}`)) return;
    const claimed = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (!claimed || claimed !== ownOrigin(request)) throw new HttpError(403, CROSS_SITE);
    const type = request.headers['content-type'];
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 ||
      request.headers['transfer-encoding'] !== undefined;
    if (hasBody && !(type ?? '').toLowerCase().startsWith('application/json'))
      throw new HttpError(403, JSON_ONLY);
  });
}
