import type { Endpoint } from '../../core/contract/endpoint';

/**
 * The route options of a contract endpoint: method, full path and the schemas Fastify validates
 * the request and serialises the answer with (and the OpenAPI document shows). Spread it into
 * `app.route({ ...routeOf(endpoint), handler })`; the handler's request and reply are typed from
 * the same schemas. Feature plugins are registered without a prefix: the path is the whole path.
 */
export function routeOf<const E extends Endpoint>(ep: E) {
  const schema: Record<string, unknown> = { response: ep.responses };
  if (ep.summary) schema.summary = ep.summary;
  if (ep.params) schema.params = ep.params;
  if (ep.query) schema.querystring = ep.query;
  if (ep.body) schema.body = ep.body;
  if (ep.produces) schema.produces = [ep.produces];
  // The OpenAPI document names the personal API token on the calls that accept one (platform.ts).
  if (ep.bearer) schema.security = [{ apiToken: [] }, { session: [] }];
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
