import { readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  CODE_NEEDED,
  ENTER_CURRENT_PASSWORD,
  type TChangePasswordRequest,
  type TLoginRequest,
  WRONG_CODE,
  WRONG_PASSWORD,
} from '../../../core/contract/auth';
import { getSettings, updateSettings } from '../../accounts/settings';
import type { Db } from '../../db/client';
import {
  apiTokens,
  dataChanges,
  deliveries,
  feedback,
  newsletterSuppressions,
  sessions,
  userSettings,
  users,
} from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { deleteOtherSessions, type UserRow } from '../../plugins/sessions';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { checkSecondFactor } from './two-factor';

export const INVALID_LOGIN = 'Invalid email or password.';
export const EMAIL_TAKEN = 'An account with this email already exists.';

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export interface NewUser {
  name: string;
  email: string;
  company: string | null;
  password: string;
  role?: UserRow['role'];
  /** The address is known to be the owner's (an operator's bootstrap admin or CLI user). */
  verified?: boolean;
}

/** Creates the user and their default settings together. 409 when the e-mail is taken. */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) throw new HttpError(409, EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email.trim(),
          company: input.company,
          role: input.role ?? 'analyst',
          passwordHash,
          emailVerifiedAt: input.verified ? new Date() : null,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await tx.insert(userSettings).values({ userId: row.id });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
    throw error;
  }
}

/** The same answer and about the same time whether the e-mail is unknown or the password wrong. */
export async function authenticate(db: Db, input: TLoginRequest): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !ok) throw new HttpError(401, INVALID_LOGIN);
  return user;
}

/** Name and company; the e-mail address changes only through the link sent to the new address. */
export async function updateProfile(
  db: Db,
  userId: string,
  input: { name: string; company: string | null },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ name: input.name, company: input.company })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new HttpError(404, 'Account not found.');
  return row;
}

/** Applies a confirmed e-mail change; false when the address was taken in the meantime. */
export async function changeEmail(db: Db, userId: string, email: string): Promise<UserRow | false> {
  const other = await findUserByEmail(db, email);
  if (other && other.id !== userId) return false;
  try {
    const [row] = await db
      .update(users)
      .set({ email: email.trim(), emailVerifiedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return row ?? false;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * A new password from a reset link: the address counts as confirmed (the link came to it), and
 * every session and every API token of the user ends (pending e-mail change links die with the old
 * password hash they are bound to). Whoever held a way into the account loses it.
 */
export async function resetPassword(db: Db, userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(apiTokens).where(eq(apiTokens.userId, userId));
  });
}

/** The owner opened the confirmation link sent to the address. */
export async function markEmailVerified(db: Db, user: UserRow): Promise<void> {
  if (!user.emailVerifiedAt)
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
}

/** Re-authentication before a sensitive change: the password, and the second factor when it is on. */
export async function reauthenticate(
  db: Db,
  user: UserRow,
  input: { currentPassword?: string | undefined; code?: string | undefined },
): Promise<void> {
  if (!input.currentPassword || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new HttpError(400, input.currentPassword ? WRONG_PASSWORD : ENTER_CURRENT_PASSWORD);
  }
  if (!user.totpEnabledAt) return;
  if (!input.code) throw new HttpError(400, CODE_NEEDED);
  if (!(await checkSecondFactor(db, user, input.code))) throw new HttpError(400, WRONG_CODE);
}

/** Checks the current password, stores the new one and ends every other session of the user. */
export async function changePassword(
  db: Db,
  user: UserRow,
  currentTokenHash: string,
  input: TChangePasswordRequest,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new HttpError(400, WRONG_PASSWORD);
  }
  if (input.currentPassword === input.newPassword) {
    throw new HttpError(400, 'The new password must be different from the current one.');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await deleteOtherSessions(tx as unknown as Db, user.id, currentTokenHash);
  });
}

const ERASED = '[erased]';
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Erases the account and its address everywhere the database holds it, in one transaction: the
 * user (sessions, settings, reports, exports, alert states and recovery codes go with it by
 * cascade), newsletter deliveries (kept for the issue's counts, the address replaced), its
 * newsletter suppression, and any
 * feedback text or data desk change (citation or record snapshot) that quotes the address (both stay,
 * anonymous). Then the outbox files
 * addressed to or mentioning it are deleted.
 */
export async function deleteAccount(db: Db, user: UserRow, outboxDir?: string): Promise<void> {
  const address = user.email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    await tx
      .update(deliveries)
      .set({ email: sql`'erased-' || ${deliveries.id} || '@erased.invalid'`, userId: null, lastError: null })
      .where(sql`${deliveries.userId} = ${user.id} or lower(${deliveries.email}) = ${address}`);
    // A suppression guards an address the account used; the address goes with the account.
    await tx.delete(newsletterSuppressions).where(sql`lower(${newsletterSuppressions.email}) = ${address}`);
    // Feedback stays (anonymous): its text loses the address wherever the writer quoted it.
    const pattern = `%${escapeLike(address)}%`;
    const redact = (column: AnyPgColumn | SQL) =>
      sql`regexp_replace(${column}, ${escapeRegex(address)}, ${ERASED}, 'gi')`;
    await tx
      .update(feedback)
      .set({
        message: redact(feedback.message),
        context: redact(feedback.context),
        path: redact(feedback.path),
      })
      .where(
        sql`${feedback.message} ilike ${pattern} or ${feedback.context} ilike ${pattern} or ${feedback.path} ilike ${pattern}`,
      );
    // The data desk's history keeps every change (its editor becomes unknown by the foreign key); a
    // citation that quotes the address loses it, and so do the record's snapshots before and after
    // the change (a deal's own citation, a note, an alias): replaced in their JSON text, which an
    // address and "[erased]" both sit in as plain characters, so each stays the same JSON otherwise.
    const redactJson = (column: AnyPgColumn) => sql`${redact(sql`${column}::text`)}::jsonb`;
    await tx
      .update(dataChanges)
      .set({
        citation: redact(dataChanges.citation),
        before: redactJson(dataChanges.before),
        after: redactJson(dataChanges.after),
      })
      .where(
        sql`${dataChanges.citation} ilike ${pattern} or ${dataChanges.before}::text ilike ${pattern} or ${dataChanges.after}::text ilike ${pattern}`,
      );
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(userSettings).where(eq(userSettings.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
  });
  if (outboxDir) await eraseFromOutbox(outboxDir, address);
}

const escapeRegex = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Deletes the outbox (.eml) files that hold the address, in a header or in the text (quoted-printable soft breaks undone). */
export async function eraseFromOutbox(dir: string, address: string): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
  } catch {
    return 0;
  }
  let erased = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const raw = await readFile(file, 'utf8').catch(() => '');
    const text = raw.replace(/=\r?\n/g, '').toLowerCase();
    const decoded = base64Parts(raw).toLowerCase();
    if (text.includes(address) || decoded.includes(address)) {
      await unlink(file).catch(() => {});
      erased++;
    }
  }
  return erased;
}

/** The base64-encoded parts of a message, decoded (nodemailer uses base64 for some bodies). */
function base64Parts(raw: string): string {
  const out: string[] = [];
  for (const m of raw.matchAll(
    /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi,
  )) {
    out.push(Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'));
  }
  return out.join('\n');
}

export { getSettings, updateSettings };
