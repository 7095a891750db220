import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  API_TOKEN_PREFIX,
  MAX_API_TOKENS,
  type TAdminApiToken,
  type TApiToken,
} from '../../core/contract/api-tokens';
import type { Endpoint } from '../../core/contract/endpoint';
import type { Db } from '../db/client';
import { apiTokens, users } from '../db/schema';
import { tooManyAttempts } from './attempt-limiter';
import { HttpError } from './errors';
import { hashToken, type UserRow } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The personal API token this request authenticated with; undefined for a cookie or no sign-in. */
    apiToken: ApiTokenLookup | undefined;
  }
}

export interface ApiTokenLookup {
  id: string;
  name: string;
  user: UserRow;
  tokenHash: string;
}

/** Default per-token limit (API_RATE_LIMIT_PER_MINUTE). */
export const API_TOKEN_PER_MINUTE = 120;
/**
 * Recently confirmed tokens are trusted this long without reading the database. Revoking evicts at
 * once on the instance that revoked; another instance sharing the database refuses the token
 * within this window. It is the session cache's window (plugins/auth.ts SESSION_CACHE_MS).
 */
export const API_TOKEN_CACHE_MS = 5_000;
/** Last-used times are written at most this often per token. */
const LAST_USED_EVERY_MS = 60_000;
const SECRET_LENGTH = API_TOKEN_PREFIX.length + 43;
const VISIBLE = API_TOKEN_PREFIX.length + 6;

export const TOKEN_NOT_ALLOWED =
  'API tokens work only with read-only intelligence calls (search, brands, rights holders, athletes, logos, partnerships and your own reports). Sign in to Sponsorscope to do this.';
export const TOKEN_INVALID =
  'This API token is not valid: it may have been revoked or mistyped. Create a new one in Account Settings, API access.';
export const TOO_MANY_TOKENS = `You already have ${MAX_API_TOKENS} API tokens: revoke one before creating another.`;
const NO_SUCH_TOKEN = 'No such API token (it may already be revoked).';

const cache = new LRUCache<string, ApiTokenLookup & { lastUsedAt: number }>({
  max: 10_000,
  ttl: API_TOKEN_CACHE_MS,
});

/** Drops a user's cached tokens: their account changed (role, password, deletion) or they revoked. */
export function forgetUserTokens(userId: string): void {
  for (const [key, value] of cache.entries()) if (value.user.id === userId) cache.delete(key);
}

const present = (row: typeof apiTokens.$inferSelect): TApiToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listApiTokens(db: Db, userId: string): Promise<TApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(present);
}

/** A new token: 256 random bits after the `ssk_` prefix. Only its SHA-256 is kept. */
export async function createApiToken(
  db: Db,
  userId: string,
  name: string,
): Promise<{ token: TApiToken; secret: string }> {
  const secret = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    // One creation at a time per user, so two at once cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
    if ((held?.n ?? 0) >= MAX_API_TOKENS) throw new HttpError(409, TOO_MANY_TOKENS);
    const [row] = await tx
      .insert(apiTokens)
      .values({ userId, name, prefix: secret.slice(0, VISIBLE), tokenHash: hashToken(secret) })
      .returning();
    if (!row) throw new Error('The token was not stored.');
    return { token: present(row), secret };
  });
}

/** Revokes one token; `userId` limits it to its owner's tokens (omitted: an administrator's revocation). */
export async function revokeApiToken(db: Db, id: string, userId?: string): Promise<void> {
  const where = userId ? and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)) : eq(apiTokens.id, id);
  const [row] = await db.delete(apiTokens).where(where).returning();
  if (!row) throw new HttpError(404, NO_SUCH_TOKEN);
  cache.delete(row.tokenHash);
}

export async function revokeAllApiTokens(db: Db, userId: string): Promise<number> {
  const rows = await db.delete(apiTokens).where(eq(apiTokens.userId, userId)).returning({ id: apiTokens.id });
  forgetUserTokens(userId);
  return rows.length;
}

export async function listAllApiTokens(db: Db): Promise<TAdminApiToken[]> {
  const rows = await db
    .select({ token: apiTokens, ownerEmail: users.email, ownerName: users.name })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(1000);
  return rows.map((r) => ({ ...present(r.token), ownerEmail: r.ownerEmail, ownerName: r.ownerName }));
}

/** The token and its owner behind a secret; null when unknown (revoked, mistyped, or its account gone). */
export async function findApiToken(db: Db, secret: string): Promise<ApiTokenLookup | null> {
  if (secret.length !== SECRET_LENGTH || !secret.startsWith(API_TOKEN_PREFIX)) return null;
  const tokenHash = hashToken(secret);
  const now = Date.now();
  let found = cache.get(tokenHash);
  if (!found) {
    const [row] = await db
      .select({ token: apiTokens, user: users })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(eq(apiTokens.tokenHash, tokenHash))
      .limit(1);
    if (!row) return null;
    found = {
      id: row.token.id,
      name: row.token.name,
      user: row.user,
      tokenHash,
      lastUsedAt: row.token.lastUsedAt?.getTime() ?? 0,
    };
    cache.set(tokenHash, found);
  }
  if (now - found.lastUsedAt >= LAST_USED_EVERY_MS) {
    found.lastUsedAt = now;
    await db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(apiTokens.id, found.id));
  }
  const { lastUsedAt: _, ...lookup } = found;
  return lookup;
}

/** The secret of an `Authorization: Bearer` header; undefined without one. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

export interface BearerOptions {
  /** Calls a minute per token. */
  perMinute: number;
}

/** Signs a request in by its bearer token and counts the call against the token's limit (throws 401 or 429). */
export type BearerGuard = (request: FastifyRequest, reply: FastifyReply, secret: string) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The bearer-token check of the API, for entry points outside /api (the MCP server). */
    bearerGuard: BearerGuard;
  }
}

function createBearerGuard(app: FastifyInstance, db: Db, options: BearerOptions): BearerGuard {
  const limiter = app.createRateLimit({
    max: options.perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-token:${request.apiToken?.id ?? ''}`,
  });
  return async (request, reply, secret) => {
    const token = await findApiToken(db, secret);
    if (!token) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw new HttpError(401, TOKEN_INVALID);
    }
    request.apiToken = token;
    request.session = { user: token.user, tokenHash: token.tokenHash, renewedUntil: null };
    const limit = await limiter(request);
    if (limit.isAllowed) return;
    reply.header('ratelimit-limit', String(limit.max));
    reply.header('ratelimit-remaining', String(limit.remaining));
    reply.header('ratelimit-reset', String(limit.ttlInSeconds));
    if (limit.isExceeded)
      throw tooManyAttempts(
        limit.ttl,
        `This API token made more than ${limit.max} calls in a minute. Try again in ${limit.ttlInSeconds} s.`,
      );
  };
}

/**
 * `Authorization: Bearer` on the API: accepted only by the endpoints the contract marks `bearer`
 * (read-only intelligence calls), where it signs the request in as the token's owner and counts
 * against the token's own per-minute limit (RateLimit-* headers; 429 with Retry-After past it).
 * Every other /api call refuses a token with 403, so a leaked token can read but never change.
 */
export function registerBearerAuth(
  app: FastifyInstance,
  db: Db,
  endpoints: readonly Endpoint[],
  options: BearerOptions,
): void {
  const accepting = new Set(endpoints.filter((ep) => ep.bearer).map((ep) => `${ep.method} ${ep.path}`));
  // HEAD is answered by the GET route.
  const accepts = (request: FastifyRequest) =>
    accepting.has(`${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url}`);
  const guard = createBearerGuard(app, db, options);
  app.decorateRequest('apiToken', undefined);
  app.decorate('bearerGuard', guard);
  app.addHook('onRequest', async (request, reply) => {
    // The route the request matched, not how its address is spelt: /%61pi/... is the same call
    // (an address that matches no route is judged by its spelling, and answered 403 or 404).
    if (!(request.routeOptions.url ?? request.url).startsWith('/api/')) return;
    const secret = bearerOf(request);
    if (secret === undefined) return;
    if (!accepts(request)) throw new HttpError(403, TOKEN_NOT_ALLOWED);
    await guard(request, reply, secret);
  });
}
