import { asc, eq } from 'drizzle-orm';
import type { Role } from '../../../core/contract/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../../plugins/sessions';

/** The accounts, oldest first (at most 1000). */
export async function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.createdAt)).limit(1000);
}

/** Gives an account a role; undefined when no account has that id. */
export async function setUserRole(db: Db, userId: string, role: Role): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ role }).where(eq(users.id, userId)).returning();
  return row;
}
