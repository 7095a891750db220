import { eq } from 'drizzle-orm';
import type { TSettings, TSettingsPatch } from '../../core/contract/auth';
import type { Db } from '../db/client';
import { userSettings } from '../db/schema';
import { presentSettings } from './present';

/** A user's settings row; an account created before settings existed gets the defaults. */
async function settingsRow(db: Db, userId: string) {
  const rows = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  if (rows[0]) return rows[0];
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
