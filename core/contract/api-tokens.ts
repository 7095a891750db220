import { z } from 'zod';
import { endpoint } from './endpoint';
import { ZMessageResponse, ZNoContent } from './error';

/** The API's documentation page (the OpenAPI viewer): a page the server serves, not a call. */
export const API_DOCS_PATH = '/api/docs';

/** The MCP server for AI assistants, which takes the same token (outside /api: it speaks JSON-RPC). */
export const MCP_PATH = '/mcp';

/** How many live tokens one account may hold. */
export const MAX_API_TOKENS = 10;
/** Every token starts with this, so a leaked one is recognisable in logs and secret scanners. */
export const API_TOKEN_PREFIX = 'ssk_';

export const ZApiTokenName = z.object({
  name: z
    .string({ error: 'Give the token a name.' })
    .trim()
    .min(1, 'Give the token a name.')
    .max(60, 'A token name must be at most 60 characters.'),
});

/** A token as its owner sees it later: never the secret, only its first characters. */
export const ZApiToken = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first characters ("ssk_Ab12Cd"), to recognise it. */
  prefix: z.string(),
  createdAt: z.string(),
  /** null: never used. Updated at most once a minute. */
  lastUsedAt: z.string().nullable(),
});
export type TApiToken = z.infer<typeof ZApiToken>;
export const ZApiTokenList = z.object({ tokens: z.array(ZApiToken), max: z.number() });
/** The answer to creating a token: the whole secret, shown this once. */
export const ZCreatedApiToken = z.object({ token: ZApiToken, secret: z.string() });
export const ZRevokedTokens = z.object({ revoked: z.number() });

/** An administrator's view: every account's tokens, with their owner. */
export const ZAdminApiToken = ZApiToken.extend({ ownerEmail: z.string(), ownerName: z.string() });
export type TAdminApiToken = z.infer<typeof ZAdminApiToken>;
export const ZAdminApiTokenList = z.object({ tokens: z.array(ZAdminApiToken) });

const ZTokenId = z.object({ id: z.uuid({ error: 'Unknown token.' }) });
const signedIn = { 401: ZMessageResponse, 403: ZMessageResponse } as const;

/**
 * Personal API tokens, managed from Account Settings with the session cookie only (a token can
 * never create, list or revoke tokens).
 */
export const apiTokenEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/account/tokens',
    access: 'user',
    summary: "The signed-in user's API tokens, newest first.",
    responses: { 200: ZApiTokenList, ...signedIn },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/account/tokens',
    access: 'user',
    summary: 'Creates a named API token; the answer holds the secret, shown this once.',
    body: ZApiTokenName,
    responses: { 201: ZCreatedApiToken, 400: ZMessageResponse, ...signedIn, 409: ZMessageResponse },
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/account/tokens/:id',
    access: 'user',
    summary: 'Revokes one of your tokens at once.',
    params: ZTokenId,
    responses: { 204: ZNoContent, 400: ZMessageResponse, ...signedIn, 404: ZMessageResponse },
  }),
  revokeAll: endpoint({
    method: 'DELETE',
    path: '/api/account/tokens',
    access: 'user',
    summary: 'Revokes every one of your tokens.',
    responses: { 200: ZRevokedTokens, ...signedIn },
  }),
};

/** Administrators list and revoke any account's tokens. */
export const apiTokenAdminEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/tokens',
    access: 'admin',
    summary: "Every account's API tokens, newest first (at most 1000).",
    responses: { 200: ZAdminApiTokenList, ...signedIn },
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/admin/tokens/:id',
    access: 'admin',
    summary: "Revokes any account's token at once.",
    params: ZTokenId,
    responses: { 204: ZNoContent, 400: ZMessageResponse, ...signedIn, 404: ZMessageResponse },
  }),
};
