import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema';
import { forgetUserTokens } from './api-tokens';
import { HttpError } from './errors';
import { findSession, hashToken, SESSION_COOKIE, type SessionLookup, SIGNED_IN_COOKIE } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Loaded on first use by requireUser / loadSession; undefined until then. */
    session: SessionLookup | null | undefined;
  }
}

export const NOT_SIGNED_IN = 'You must be signed in to do that.';
export const ADMINS_ONLY = 'Only administrators can do that.';
export const EDITORS_ONLY = 'Only editors can use the data desk.';
export const ADMIN_NEEDS_TWO_FACTOR =
  'Administrators must turn on two-factor authentication (Account Settings, Security) to use admin tools.';

const REQUIRE_ADMIN_2FA_KEY = 'security.requireAdminTwoFactor';
/** The admins' two-factor rule, read at most once a second per instance. */
let adminRule: { value: boolean; readAt: number } | null = null;

export async function adminsMustUseTwoFactor(db: Db): Promise<boolean> {
  if (adminRule && Date.now() - adminRule.readAt < 1000) return adminRule.value;
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, REQUIRE_ADMIN_2FA_KEY));
  adminRule = { value: row?.value === 'true', readAt: Date.now() };
  return adminRule.value;
}

export async function setAdminsMustUseTwoFactor(db: Db, value: boolean): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: REQUIRE_ADMIN_2FA_KEY, value: String(value) })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: String(value), updatedAt: new Date() } });
  adminRule = { value, readAt: Date.now() };
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('session', undefined);
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
): void {
  const secure = request.protocol === 'https';
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure, path: '/', expires });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = request.protocol === 'https';
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  reply.clearCookie(SIGNED_IN_COOKIE, { httpOnly: false, sameSite: 'lax', secure, path: '/' });
}

/**
 * Recently confirmed sessions, kept for a few seconds so busy pages do not hit the database on
 * every call. Logout, password change and deletion evict at once on this instance; another
 * instance sharing the database notices within SESSION_CACHE_MS.
 */
export const SESSION_CACHE_MS = 5_000;
const sessionCache = new LRUCache<string, SessionLookup>({ max: 10_000, ttl: SESSION_CACHE_MS });

export function forgetSession(tokenHash: string): void {
  sessionCache.delete(tokenHash);
}

/** Drops a user's cached sessions and API tokens, so a change to the account (role, password, deletion) applies at once. */
export function forgetUserSessions(userId: string): void {
  for (const [key, value] of sessionCache.entries()) if (value.user.id === userId) sessionCache.delete(key);
  forgetUserTokens(userId);
}

/** The signed-in session of this request, read once from the cookie; renews the cookie when the expiry slid. */
export async function loadSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionLookup | null> {
  if (request.session !== undefined) return request.session;
  const token = request.cookies[SESSION_COOKIE];
  const cached = token && token.length <= 100 ? sessionCache.get(hashToken(token)) : undefined;
  if (cached) {
    request.session = { ...cached, renewedUntil: null };
    return request.session;
  }
  const session = token ? await findSession(db, token) : null;
  if (session) sessionCache.set(session.tokenHash, session);
  request.session = session;
  if (session?.renewedUntil && token) setSessionCookie(request, reply, token, session.renewedUntil);
  return session;
}

export function requireUser(db: Db) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (await loadSession(db, request, reply)) return;
    // A stale cookie pair (expired or ended session): drop it so the app stops asking.
    if (request.cookies[SESSION_COOKIE] || request.cookies[SIGNED_IN_COOKIE])
      clearSessionCookie(request, reply);
    throw new HttpError(401, NOT_SIGNED_IN);
  };
}

export function requireAdmin(db: Db) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const session = await loadSession(db, request, reply);
    if (!session) throw new HttpError(401, NOT_SIGNED_IN);
    if (session.user.role !== 'admin') throw new HttpError(403, ADMINS_ONLY);
    if (!session.user.totpEnabledAt && (await adminsMustUseTwoFactor(db)))
      throw new HttpError(403, ADMIN_NEEDS_TWO_FACTOR);
  };
}

/** Editors and administrators: the data desk. Admins keep their two-factor rule here too. */
export function requireEditor(db: Db) {
  const admin = requireAdmin(db);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const session = await loadSession(db, request, reply);
    if (!session) throw new HttpError(401, NOT_SIGNED_IN);
    if (session.user.role === 'admin') return admin(request, reply);
    if (session.user.role !== 'editor') throw new HttpError(403, EDITORS_ONLY);
  };
}

/** The session of a request that passed requireUser. */
export function sessionOf(request: FastifyRequest): SessionLookup {
  if (!request.session) throw new HttpError(401, NOT_SIGNED_IN);
  return request.session;
}

/** The signed-in user's id (401 without a session). */
export const userIdOf = (request: FastifyRequest): string => sessionOf(request).user.id;
