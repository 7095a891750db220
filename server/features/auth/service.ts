import { eq, sql } from 'drizzle-orm';
import type {
  TChangePasswordRequest,
  TLoginRequest,
  TSettings,
  TSettingsPatch,
  TUser,
} from '../../../core/contract/auth';
import type { Db } from '../../db/client';
import { sessions, userSettings, users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { presentSettings, presentUser } from './present';
import { deleteOtherSessions, type UserRow } from './sessions';

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

export interface NewUser {
  name: string;
  email: string;
  company: string | null;
  password: string;
  role?: UserRow['role'];
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

export async function updateProfile(
  db: Db,
  userId: string,
  input: { name: string; email: string; company: string | null },
): Promise<TUser> {
  const other = await findUserByEmail(db, input.email);
  if (other && other.id !== userId) throw new HttpError(409, EMAIL_TAKEN);
  try {
    const [row] = await db
      .update(users)
      .set({ name: input.name, email: input.email.trim(), company: input.company })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new HttpError(404, 'Account not found.');
    return presentUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
    throw error;
  }
}

async function settingsRow(db: Db, userId: string) {
  const rows = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  if (rows[0]) return rows[0];
  // An account created before settings existed gets the defaults.
  const [created] = await db.insert(userSettings).values({ userId }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(userSettings).where(eq(userSettings.userId, userId)))[0]!;
}

export async function getSettings(db: Db, userId: string): Promise<TSettings> {
  return presentSettings(await settingsRow(db, userId));
}

export async function updateSettings(
  db: Db,
  userId: string,
  patch: TSettingsPatch | { newsletterSubscription: boolean },
): Promise<TSettings> {
  await settingsRow(db, userId);
  const [row] = await db
    .update(userSettings)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(userSettings.userId, userId))
    .returning();
  return presentSettings(row!);
}

/** Checks the current password, stores the new one and ends every other session of the user. */
export async function changePassword(
  db: Db,
  user: UserRow,
  currentTokenHash: string,
  input: TChangePasswordRequest,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new HttpError(400, 'Current password is incorrect.');
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

/** Erases the user's personal data (user, settings, sessions, subscription) in one transaction. */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(userSettings).where(eq(userSettings.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
