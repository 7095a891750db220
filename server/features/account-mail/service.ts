import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AccountMailKind, accountMails } from '../../mail/compose';

/**
 * Turns one kind of the account's e-mails off, also for an account that has no settings row yet
 * (its defaults would keep sending). An unknown user id changes nothing.
 */
export async function turnOffAccountMail(db: Db, kind: AccountMailKind, userId: string): Promise<void> {
  const column = sql.raw(accountMails[kind].column);
  await db.execute(sql`
      insert into user_settings (user_id, ${column})
      select id, false from users where id = ${userId}::uuid
      on conflict (user_id) do update set ${column} = false, updated_at = now()`);
}
