import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { brand } from '../../../core/brand';
import type { Role } from '../../../core/contract/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { createUser, findUserByEmail } from './service';

export interface AdminSeed {
  email?: string | undefined;
  password?: string | undefined;
}

export type BootstrapResult =
  | { action: 'exists' }
  | { action: 'promoted'; email: string }
  | { action: 'created'; email: string; generatedPassword: string | null };

/**
 * On a database without an administrator: promote the seed e-mail's account, or create it with the
 * given password, or with a generated one that the caller prints once.
 */
export async function ensureAdmin(db: Db, seed: AdminSeed): Promise<BootstrapResult> {
  const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (admins.length > 0) return { action: 'exists' };
  const email = seed.email ?? `admin@${brand.domain}`;
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
    return { action: 'promoted', email: existing.email };
  }
  const generatedPassword = seed.password ? null : randomBytes(15).toString('base64url');
  try {
    await createUser(db, {
      name: 'Administrator',
      email,
      company: brand.product,
      password: seed.password ?? generatedPassword!,
      role: 'admin',
      verified: true,
    });
  } catch (error) {
    // Another instance created it at the same moment.
    if (await findUserByEmail(db, email)) return { action: 'exists' };
    throw error;
  }
  return { action: 'created', email, generatedPassword };
}

export async function setRole(db: Db, email: string, role: Role): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  await db.update(users).set({ role }).where(eq(users.id, user.id));
  return true;
}
