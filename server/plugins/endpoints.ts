import type { Endpoint } from '../../core/contract/endpoint';
import { ZMessageResponse } from '../../core/contract/error';

/**
 * Every status an entry answers with: its own, and the failures that go without saying: 401 on a
 * call that needs a signed-in user, and 403 where a role is needed or where a personal API token is
 * refused (every call not marked `bearer`; api-tokens.ts). All of them are `{ message }`.
 */
export function answersOf(ep: Endpoint): Endpoint['responses'] {
  const implied: Record<number, typeof ZMessageResponse> = {};
  if (ep.access) implied[401] = ZMessageResponse;
  if (ep.access === 'editor' || ep.access === 'admin' || !ep.bearer) implied[403] = ZMessageResponse;
  return { ...implied, ...ep.responses };
}

/**
 * The route options of a contract endpoint: method, full path and the schemas Fastify validates
 * the request and serialises the answer with (and the OpenAPI document shows). Spread it into
 * `app.route({ ...routeOf(endpoint), handler })`; the handler's request and reply are typed from
 * the same schemas. Feature plugins are registered without a prefix: the path is the whole path.
 */
export function routeOf<const E extends Endpoint>(ep: E) {
  const schema: Record<string, unknown> = { response: answersOf(ep) };
  if (ep.summary) schema.summary = ep.summary;
  if (ep.params) schema.params = ep.params;
  if (ep.query) schema.querystring = ep.query;
  if (ep.body) schema.body = ep.body;
  // The OpenAPI document's security, media types and headers come from the entry (openapi.ts).
  return { method: ep.method, url: ep.path, schema } as {
    method: E['method'];
    url: string;
    schema: {
      params: E['params'];
      querystring: E['query'];
      body: E['body'];
      response: E['responses'];
    };
  };
}
