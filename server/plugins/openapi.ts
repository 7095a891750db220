import type { SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { MCP_PATH } from '../../core/contract/api-tokens';
import type { Endpoint } from '../../core/contract/endpoint';
import { endpointGroups } from '../../core/contract/endpoints';

type JsonSchema = Record<string, unknown>;
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The OpenAPI document (/api/docs/json) from the contract, as third-party tools read it: every
 * operation names who may call it (the session cookie, a personal API token, or no one in
 * particular), every answer its media types (a CSV or a page is not JSON; a failure is JSON
 * `{ message }`) and its headers. Pages of the web app are not part of the API and are left out.
 */

/** Each contract entry by `METHOD /path`, with its group and name (the operationId and tag). */
const entries = new Map<string, { ep: Endpoint; group: string; name: string }>();
for (const [group, members] of Object.entries(endpointGroups))
  for (const [name, ep] of Object.entries(members as Record<string, Endpoint>))
    entries.set(`${ep.method} ${ep.path}`, { ep, group, name });

/** What each group of operations is, for the document's tags. */
const GROUP_TAGS: Record<keyof typeof endpointGroups | 'mcp', string> = {
  intelligence: 'Search, brand data, rights holders and athletes (a personal API token works).',
  partnerships: 'The filtered deal listing, JSON or CSV (a personal API token works).',
  compare: 'Brands side by side (a personal API token works).',
  logos: 'Brand logos (a personal API token works).',
  reports: 'Stored brand and enterprise reports.',
  alerts: 'The alerts feed of the signed-in user.',
  exports: 'Export jobs of the showcase brand and their files.',
  enterprise: 'The public enterprise page: showcase brand, dataset monitor, demo requests.',
  feedback: 'Ratings and comments from anyone.',
  feedbackAdmin: 'The feedback inbox (administrators).',
  health: 'Liveness and database health.',
  clientErrors: 'Errors the web app reports.',
  newsletters:
    'The In The Know newsletter: issues, audience, sending (administrators) and the links in its e-mails.',
  auth: 'Registration, sign-in, the profile, settings and account deletion.',
  recovery: 'Password reset, e-mail confirmation and address change links.',
  twoFactor: 'Two-factor authentication of the signed-in user.',
  subscriptions: "The signed-in user's newsletter subscription.",
  admin: 'Users, roles and the security rule (administrators).',
  accountMail: "The account's own e-mails: unsubscribe pages and the weekly digest.",
  apiTokens: "The signed-in user's personal API tokens.",
  apiTokenAdmin: 'Every API token (administrators).',
  desk: 'The data desk: partnerships, history, conflicts and imports (editors).',
  deskBrands: 'The data desk: brands (editors).',
  deskProperties: 'The data desk: rights holders (editors).',
  deskAthletes: 'The data desk: athletes (editors).',
  mcp: 'The MCP server for AI assistants (a personal API token only).',
};

const integer = { type: 'integer', minimum: 0 };
/** Every response header the API documents. */
const HEADERS: Record<string, { description: string; schema: JsonSchema }> = {
  'Content-Disposition': {
    description: 'The file name; `attachment` for a download, `inline` for a page or a CSV to view.',
    schema: { type: 'string' },
  },
  'X-Total-Count': { description: 'How many rows match the filters, over every page.', schema: integer },
  Link: {
    description: 'The next page, as `<address>; rel="next"`; absent on the last page.',
    schema: { type: 'string' },
  },
  Location: { description: 'Where the redirect leads.', schema: { type: 'string' } },
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: integer },
  'RateLimit-Limit': {
    description: 'Calls a personal API token may make per minute (token calls only).',
    schema: integer,
  },
  'RateLimit-Remaining': {
    description: 'Calls the token has left in this minute (token calls only).',
    schema: integer,
  },
  'RateLimit-Reset': {
    description: 'Seconds until the minute of the token ends (token calls only).',
    schema: integer,
  },
  Allow: { description: 'The methods the address accepts.', schema: { type: 'string' } },
  'WWW-Authenticate': { description: 'The scheme to sign in with: `Bearer`.', schema: { type: 'string' } },
};

/** `{ name: { description, schema, required } }` for a response; a trailing `?` marks a header sent only sometimes. */
function headersOf(names: readonly string[]): Record<string, JsonSchema> | undefined {
  if (names.length === 0) return undefined;
  const out: Record<string, JsonSchema> = {};
  for (const spelled of names) {
    const optional = spelled.endsWith('?');
    const name = optional ? spelled.slice(0, -1) : spelled;
    const header = HEADERS[name];
    if (!header) throw new Error(`OpenAPI: no description of the response header ${name}`);
    // documentObject turns the mark into the header's `required` (a schema's `required` is a list).
    out[name] = {
      ...header.schema,
      description: header.description,
      ...(optional ? {} : { 'x-required': true }),
    };
  }
  return out;
}

const STATUS_TEXT: Record<string, string> = {
  200: 'Done.',
  201: 'Created.',
  202: 'Accepted: the work goes on after the answer.',
  204: 'Done; no body.',
  302: 'Redirects to the address in Location.',
  303: 'Redirects to the address in Location.',
  400: 'The request is not valid: the message says why.',
  401: 'Not signed in (no session, an ended session, or an unknown token).',
  403: 'Not allowed: the role does not allow it, a personal API token was sent to a call that takes only the session cookie, or a change came from another site.',
  404: 'Not found.',
  405: 'The method is not offered at this address.',
  406: 'The Accept header does not accept the answer.',
  409: 'Conflicts with the current state.',
  413: 'The request body is too large.',
  415: 'The request body is not JSON.',
  429: 'Too many requests: wait for Retry-After seconds.',
  502: 'The mail server did not take the message.',
  503: 'Not healthy.',
};
const describe = (status: string) => STATUS_TEXT[status] ?? `HTTP ${status}.`;

const isJsonMedia = (media: string) => media === 'application/json' || media.endsWith('+json');
const isTextMedia = (media: string) =>
  media.startsWith('text/') || ['image/svg+xml', 'message/rfc822', 'application/x-ndjson'].includes(media);
const isStringSchema = (schema: JsonSchema) => schema.type === 'string';

/** The alternatives of a union schema (or the schema itself). */
const alternatives = (schema: JsonSchema): JsonSchema[] =>
  (schema.anyOf as JsonSchema[] | undefined) ?? (schema.oneOf as JsonSchema[] | undefined) ?? [schema];

/**
 * The answer of one status under each media type it is sent with. A success answer has the
 * entry's media types (JSON when it names none); a failure is JSON `{ message }`, and also a page
 * where the entry answers pages and its error schema allows text (a browser following an e-mail link).
 */
function contentOf(ep: Endpoint, status: number, schema: JsonSchema): Record<string, { schema: JsonSchema }> {
  const produces = typeof ep.produces === 'string' ? [ep.produces] : (ep.produces ?? ['application/json']);
  const success = status < 300;
  const parts = alternatives(schema);
  const jsonPart = parts.filter((s) => !isStringSchema(s));
  const textPart = parts.some(isStringSchema);
  const media = success
    ? produces
    : ['application/json', ...(textPart && produces.includes('text/html') ? ['text/html'] : [])];
  const content: Record<string, { schema: JsonSchema }> = {};
  for (const type of media) {
    if (isJsonMedia(type)) {
      // A file whose format is JSON (an export) is any JSON; otherwise the entry's JSON answer.
      content[type] = {
        schema: jsonPart.length === 0 ? {} : jsonPart.length === 1 ? jsonPart[0]! : { anyOf: jsonPart },
      };
    } else
      content[type] = {
        schema: isTextMedia(type) ? { type: 'string' } : { type: 'string', format: 'binary' },
      };
  }
  return content;
}

/** Who may call, in words, for the operation's description. */
function accessText(ep: Endpoint): string {
  const token = ep.bearer ? ' or a personal API token (`Authorization: Bearer ssk_...`)' : '';
  switch (ep.access) {
    case 'user':
      return `Signed in: the session cookie${token}.`;
    case 'editor':
      return 'Editors and administrators: the session cookie.';
    case 'admin':
      return "Administrators: the session cookie (with two-factor on, when the admins' two-factor rule is set).";
    default:
      return 'Open to anyone; a personal API token is refused (403).';
  }
}

/** The operation of one contract entry: ids, tags, security, and each answer's media types and headers. */
function documentEntry(entry: { ep: Endpoint; group: string; name: string }, schema: JsonSchema): JsonSchema {
  const { ep, group, name } = entry;
  const security = ep.access
    ? [...(ep.bearer ? [{ apiToken: [] }] : []), { session: [] }]
    : // Public: no scheme needed.
      [];
  const responses: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries((schema.response ?? {}) as Record<string, JsonSchema>)) {
    const code = Number(status);
    const declared = ep.responseHeaders?.[code] ?? [];
    const names = [
      ...declared,
      ...(code === 429 && !declared.some((h) => h.startsWith('Retry-After')) ? ['Retry-After'] : []),
      ...(code >= 300 && code < 400 ? ['Location'] : []),
      ...(ep.bearer && code !== 401 ? ['RateLimit-Limit?', 'RateLimit-Remaining?', 'RateLimit-Reset?'] : []),
    ];
    const headers = headersOf(names);
    const base = { description: describe(status), ...(headers ? { headers } : {}) };
    // No content and redirects carry no body.
    const bodiless = answer.type === 'null' || code === 204 || (code >= 300 && code < 400);
    responses[status] = bodiless
      ? { ...base, type: 'null' }
      : { ...base, content: contentOf(ep, code, answer) };
  }
  return {
    ...schema,
    operationId: `${group}${name[0]!.toUpperCase()}${name.slice(1)}`,
    tags: [group],
    description: accessText(ep),
    security,
    response: responses,
  };
}

const messageSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
};
/** The id of the request answered: null when the message could not be read. */
const jsonRpcId = {
  anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'string', nullable: true, enum: [null] }],
};
const jsonRpcMessage = {
  type: 'object',
  description: 'A JSON-RPC 2.0 request (with an id) or notification (without).',
  required: ['jsonrpc', 'method'],
  properties: {
    jsonrpc: { type: 'string', enum: ['2.0'] },
    id: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
    method: { type: 'string', description: 'initialize, tools/list, tools/call, ...' },
    params: { type: 'object', additionalProperties: true },
  },
};
const jsonRpcAnswer = {
  type: 'object',
  description: 'A JSON-RPC 2.0 response: a result or an error.',
  required: ['jsonrpc'],
  properties: {
    jsonrpc: { type: 'string', enum: ['2.0'] },
    id: jsonRpcId,
    result: { type: 'object', additionalProperties: true },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'integer' }, message: { type: 'string' }, data: {} },
    },
  },
};
const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const mcpError = (status: string, schema: JsonSchema = jsonRpcAnswer, headers: string[] = []) => ({
  description: describe(status),
  ...(headers.length ? { headers: headersOf(headers) } : {}),
  ...json(schema),
});

/** POST /mcp is not a contract entry (JSON-RPC, not REST): documented here. */
const MCP_POST: JsonSchema = {
  operationId: 'mcpPost',
  tags: ['mcp'],
  description:
    'One JSON-RPC message or a batch of them. Signed in by a personal API token only; each message counts against its per-minute limit.',
  security: [{ apiToken: [] }],
  body: { oneOf: [jsonRpcMessage, { type: 'array', minItems: 1, items: jsonRpcMessage }] },
  response: {
    200: {
      description: 'The answer to each request of the message or batch.',
      headers: headersOf(['RateLimit-Limit?', 'RateLimit-Remaining?', 'RateLimit-Reset?']),
      ...json({ oneOf: [jsonRpcAnswer, { type: 'array', items: jsonRpcAnswer }] }),
    },
    202: { description: 'Only notifications: accepted, no body.', type: 'null' },
    400: mcpError('400', { anyOf: [jsonRpcAnswer, messageSchema] }),
    401: mcpError('401', messageSchema, ['WWW-Authenticate']),
    406: mcpError('406'),
    413: mcpError('413', { anyOf: [jsonRpcAnswer, messageSchema] }),
    415: mcpError('415', { anyOf: [jsonRpcAnswer, messageSchema] }),
    429: mcpError('429', messageSchema, ['Retry-After']),
  },
};

/** GET and DELETE /mcp: never offered (a stateless server has no stream and no session). */
const MCP_OTHER: JsonSchema = {
  tags: ['mcp'],
  description: 'Answers 405 to anyone: send every JSON-RPC message with POST.',
  security: [],
  response: { 405: mcpError('405', messageSchema, ['Allow']) },
};

type SwaggerRoute = Pick<RouteOptions, 'method' | 'url'>;

/**
 * The `transform` of @fastify/swagger: a contract route documented from its entry, /mcp from the
 * JSON-RPC schemas above, every other route (pages of the web app, files) hidden.
 */
export function documentRoute(input: TransformInput): { schema: FastifySchema; url: string } {
  const route = (input as unknown as { route: SwaggerRoute }).route;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (input.url === MCP_PATH) {
    const mcp = methods.includes('POST') ? MCP_POST : MCP_OTHER;
    return { schema: { ...(input.schema ?? {}), ...mcp } as FastifySchema, url: input.url };
  }
  const entry = entries.get(`${methods[0]} ${input.url}`);
  if (!entry) return { schema: { hide: true } as FastifySchema, url: input.url };
  const transformed = jsonSchemaTransform(input) as { schema: JsonSchema; url: string };
  return { schema: documentEntry(entry, transformed.schema) as FastifySchema, url: transformed.url };
}

/** Every schema of the document, walked (objects and arrays). */
function walk(node: unknown, visit: (schema: JsonSchema) => void): void {
  if (Array.isArray(node)) for (const item of node) walk(item, visit);
  else if (node && typeof node === 'object') {
    visit(node as JsonSchema);
    for (const value of Object.values(node)) walk(value, visit);
  }
}

/**
 * The `transformObject` of @fastify/swagger: the server (this one), the tags, and OpenAPI 3.0's
 * rule that a nullable enum lists null among its values.
 */
export function documentObject(document: object): ReturnType<SwaggerTransformObject> {
  const openapiObject = (document as { openapiObject: JsonSchema }).openapiObject;
  walk(openapiObject.paths, (schema) => {
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
      schema.enum = [...schema.enum, null];
    // A response header: { description, schema } (the mark of a header always sent becomes `required`).
    if (schema.schema && (schema.schema as JsonSchema)['x-required'] === true) {
      delete (schema.schema as JsonSchema)['x-required'];
      schema.required = true;
    }
  });
  // GET and DELETE /mcp are one route, so one operation object: each gets its own id.
  const mcp = (openapiObject.paths as Record<string, Record<string, JsonSchema>>)[MCP_PATH];
  for (const method of ['get', 'delete'])
    if (mcp?.[method])
      mcp[method] = { ...mcp[method], operationId: `mcp${method[0]!.toUpperCase()}${method.slice(1)}` };
  return {
    ...(openapiObject as ReturnType<SwaggerTransformObject>),
    servers: [{ url: '/', description: 'This server.' }],
    tags: Object.entries(GROUP_TAGS).map(([name, description]) => ({ name, description })),
  };
}
