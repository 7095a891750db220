import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MCP_PATH } from '../../../core/contract/api-tokens';
import { MCP_BATCH_MAX } from '../../../core/contract/mcp';
import pkg from '../../../package.json' with { type: 'json' };
import type { AppContext } from '../../context';
import { bearerOf } from '../../plugins/api-tokens';
import { HttpError } from '../../plugins/errors';
import { createMcpServer } from './server';

export const MCP_NO_TOKEN =
  'The Sponsorscope MCP server needs a personal API token: send it as "Authorization: Bearer ssk_..." (create one in Account Settings, API access).';
export const MCP_POST_ONLY =
  'The Sponsorscope MCP server is stateless: send each JSON-RPC message with POST /mcp. There is no event stream to open and no session to end.';

export const MCP_PARSE_ERROR = 'Parse error: the request body is not valid JSON.';
export const MCP_BATCH_TOO_LARGE = `Invalid Request: a batch holds at most ${MCP_BATCH_MAX} messages, each counted as one call against the token's limit; send the rest in further requests.`;
export const MCP_BATCH_EMPTY = 'Invalid Request: the batch holds no message.';

/** JSON-RPC 2.0 error codes (the request could not be parsed; it is not a valid request). */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;

/** A JSON-RPC error answer to a request whose id could not be read. */
const jsonRpcError = (code: number, message: string) => ({
  jsonrpc: '2.0',
  id: null,
  error: { code, message },
});

const gzipAsync = promisify(gzip);
/** Answers from this size up (a brand snapshot is ~80 KB of JSON) are sent gzipped to a client that accepts it. */
const GZIP_FROM_BYTES = 16_384;

/** The headers the SDK's transport reads; the token and cookies stay out of it. */
const TRANSPORT_HEADERS = [
  'accept',
  'content-type',
  'mcp-protocol-version',
  'mcp-session-id',
  'last-event-id',
];

/** The request as the SDK's transport reads it (method and MCP headers); its body is already parsed. */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const name of TRANSPORT_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(`http://localhost${MCP_PATH}`, { method: request.method, headers });
}

/**
 * POST /mcp: the MCP server (Streamable HTTP, stateless, plain JSON answers, no event stream) for
 * AI assistants, signed in by a personal API token only (never the session cookie) and counted
 * against the token's per-minute limit. Each request gets its own server and transport over the
 * current catalogue, closed once it has answered; the answer leaves through Fastify like any other
 * (security headers included). A batch holds at most MCP_BATCH_MAX messages, each one call against
 * the limit; a body that is not JSON gets JSON-RPC's parse error (-32700). GET and DELETE answer
 * 405: there is no stream or session.
 */
export const mcpFeature =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    // Before the body is read: no token, a bad token or a spent limit never reaches the server.
    const signIn = async (request: FastifyRequest, reply: FastifyReply) => {
      const secret = bearerOf(request);
      if (secret === undefined) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(401, MCP_NO_TOKEN);
      }
      await app.bearerGuard(request, reply, secret);
    };

    app.route({
      method: 'POST',
      url: MCP_PATH,
      schema: {
        summary:
          'The MCP server for AI assistants: JSON-RPC over Streamable HTTP, stateless, JSON answers (README, "MCP server for AI assistants"). A personal API token only.',
        security: [{ apiToken: [] }],
      },
      onRequest: signIn,
      // A body that is not JSON gets a JSON-RPC parse error, as an MCP client expects; every
      // other failure (401, 429...) keeps the app's { message }.
      errorHandler: (error: FastifyError, _request, reply) => {
        if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
          return reply.status(400).send(jsonRpcError(PARSE_ERROR, MCP_PARSE_ERROR));
        throw error;
      },
      // The sign-in counted the request as one call; each further message of a batch counts as one
      // more, so a batch cannot carry more calls than the limit allows one by one.
      preHandler: async (request, reply) => {
        const body = request.body;
        if (!Array.isArray(body)) return;
        if (body.length === 0) return reply.status(400).send(jsonRpcError(INVALID_REQUEST, MCP_BATCH_EMPTY));
        if (body.length > MCP_BATCH_MAX)
          return reply.status(400).send(jsonRpcError(INVALID_REQUEST, MCP_BATCH_TOO_LARGE));
        const secret = bearerOf(request);
        if (secret === undefined) throw new HttpError(401, MCP_NO_TOKEN);
        for (let i = 1; i < body.length; i++) await app.bearerGuard(request, reply, secret);
      },
      handler: async (request, reply) => {
        const server = createMcpServer(ctx.catalog(), request.log, pkg.version);
        const transport = new WebStandardStreamableHTTPServerTransport({
          sessionIdGenerator: undefined,
          enableJsonResponse: true,
        });
        try {
          await server.connect(transport);
          // With JSON answers the response is complete once this resolves (202 and no body for a notification).
          const response = await transport.handleRequest(webRequest(request), { parsedBody: request.body });
          reply.status(response.status);
          response.headers.forEach((value, name) => {
            reply.header(name, value);
          });
          const body = Buffer.from(await response.arrayBuffer());
          if (body.length < GZIP_FROM_BYTES) return reply.send(body);
          reply.header('vary', 'accept-encoding');
          if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(body);
          // Compressed off the main thread.
          return reply.header('content-encoding', 'gzip').send(await gzipAsync(body));
        } finally {
          await transport.close();
          await server.close();
        }
      },
    });

    app.route({
      method: ['GET', 'DELETE'],
      url: MCP_PATH,
      schema: {
        summary: 'Not offered (405): the MCP server is stateless, with no event stream and no session.',
      },
      handler: async (_request, reply) => {
        reply.status(405).header('allow', 'POST');
        return { message: MCP_POST_ONLY };
      },
    });
  };
