import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'sponsorscope_session';
/** Readable by scripts and holding no secret: tells the web app a session may exist, so signed-out visitors never call /api/auth/me. */
export const SIGNED_IN_COOKIE = 'sponsorscope_signed_in';
export const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
/** Extend a session at most once per hour of use. */
const SLIDE_AFTER_MS = 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random 256-bit token; only its hash is stored. */
export async function createSession(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export interface SessionLookup {
  user: UserRow;
  tokenHash: string;
  /** Set when the expiry was pushed forward and the cookie should be re-sent. */
  renewedUntil: Date | null;
}

/** The user behind a cookie token, sliding the expiry forward; null when unknown or expired. */
export async function findSession(db: Db, token: string): Promise<SessionLookup | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const now = new Date();
  const rows = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  let renewedUntil: Date | null = null;
  if (row.expiresAt.getTime() - now.getTime() < SESSION_MS - SLIDE_AFTER_MS) {
    renewedUntil = new Date(now.getTime() + SESSION_MS);
    await db.update(sessions).set({ expiresAt: renewedUntil }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { user: row.user, tokenHash, renewedUntil };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteOtherSessions(db: Db, userId: string, keepTokenHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
}
