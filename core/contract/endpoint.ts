import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The response headers an entry may declare (besides the automatic ones, see `responseHeaders`). */
export type ResponseHeader = 'Content-Disposition' | 'X-Total-Count' | 'Link' | 'Location' | 'Retry-After';

/** Statuses a call resolves with; every other status is an error the client throws. */
type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * One HTTP endpoint of the API: where it is, what it takes and what it answers. The server
 * registers its route from this entry (validation, serialisation, the OpenAPI document) and the
 * web calls it through the one typed client, so neither side writes the path or re-types a body.
 */
export interface EndpointSpec {
  method: HttpMethod;
  /** The full path, with `:name` parameters (`/api/brand/:brandName/data`). */
  path: `/api/${string}`;
  /** One line for the OpenAPI document. */
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Every status the route answers with, each with its body's schema (errors: the message schema). */
  responses: { readonly [status: number]: z.ZodType };
  /**
   * Set when the success answer is not JSON but a file or page the browser opens by address
   * (a PDF, a logo, an HTML page): the web links to it with `href` rather than calling it. A list
   * when it depends on the request (JSON or CSV; a file in the format of the export). Failures are
   * JSON `{ message }` all the same (and a page too, to a browser, where the entry's error schema
   * also allows text).
   */
  produces?: string | readonly string[];
  /**
   * Who may call: any signed-in account (`user`), editors and administrators (`editor`), or
   * administrators (`admin`); unset, anyone. Signed in means the session cookie, or a personal
   * API token on `bearer` entries. The OpenAPI document names the schemes and the 401/403 answers.
   */
  access?: 'user' | 'editor' | 'admin';
  /**
   * Response headers a status carries, by name (the OpenAPI document describes each); `Name?` for
   * one sent only sometimes. Retry-After on a 429 (unless declared `Retry-After?`: no set wait),
   * Location on a redirect and the token's RateLimit-* headers on `bearer` entries go without saying.
   */
  responseHeaders?: { readonly [status: number]: readonly (ResponseHeader | `${ResponseHeader}?`)[] };
  /**
   * Accepts a POST from another site: RFC 8058 one-click unsubscribe is posted by mail clients,
   * from no page of ours. Every other mutating call must come from this site.
   */
  crossSite?: true;
  /**
   * Answers a personal API token (`Authorization: Bearer`) as well as the session cookie: only
   * read-only intelligence calls. Every other call refuses a token with 403.
   */
  bearer?: true;
}

export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & { readonly endpoint: true };

/** Declares an endpoint; the literal types of its method, path and schemas are kept. */
export function endpoint<const S extends EndpointSpec>(spec: S): Endpoint<S> {
  return { ...spec, endpoint: true };
}

type Infer<T> = T extends z.ZodType ? z.input<T> : never;

/** What a call sends: the path parameters, the query and the body, each only where declared. */
export type EndpointInput<E extends EndpointSpec> = (E['params'] extends z.ZodType
  ? { params: Infer<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query: Infer<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: Infer<E['body']> } : { body?: undefined });

/** True when a call needs no input at all. */
export type NoInput<E extends EndpointSpec> = E['params'] extends z.ZodType
  ? false
  : E['query'] extends z.ZodType
    ? false
    : E['body'] extends z.ZodType
      ? false
      : true;

/** What a successful call resolves to (undefined for 204 No Content). */
export type EndpointResult<E extends EndpointSpec> = {
  [K in keyof E['responses'] & SuccessStatus]: K extends 204 ? undefined : z.output<E['responses'][K]>;
}[keyof E['responses'] & SuccessStatus];

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The address of one call: path parameters filled in and encoded, then the query in the order
 * given (undefined and null values left out; arrays repeat the key).
 */
export function endpointUrl(ep: { path: string }, input: { params?: unknown; query?: unknown } = {}): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = ep.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${ep.path}: missing the path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  const pairs: string[] = [];
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value])
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
  }
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}
