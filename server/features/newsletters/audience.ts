import { desc, eq, sql } from 'drizzle-orm';
import {
  SUBSCRIBERS_PAGE_SIZE,
  subscriberCsvColumns,
  type TSubscriber,
  type TSubscriberPage,
  type TSuppression,
} from '../../../core/contract/newsletters';
import { csvText } from '../../../core/format/csv';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { newsletterSuppressions, newsletters } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

/**
 * A suppression that applies to the subscriber u (with settings s): a bounce always; an unsubscribe
 * until the user changes their settings afterwards (turning the newsletter on again lifts it).
 */
const suppressed = sql`exists (
  select 1 from newsletter_suppressions x
  where lower(x.email) = lower(u.email) and (x.reason = 'bounced' or x.created_at > s.updated_at))`;

/**
 * Who an issue goes to: subscribed, e-mail address verified (double opt-in:
 * users.email_verified_at), and not suppressed. The one definition for the count and the send.
 */
export const audienceFrom = sql`from users u join user_settings s on s.user_id = u.id
  where s.newsletter_subscription and u.email_verified_at is not null and not ${suppressed}`;

export async function audienceCount(db: Db): Promise<number> {
  const [row] = rowsOf<{ count: number | string }>(
    await db.execute(sql`select count(*)::int as count ${audienceFrom}`),
  );
  return Number(row?.count ?? 0);
}

/** "%" and "_" are taken literally in a search. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface SubscriberRow {
  id: string;
  name: string;
  email: string;
  state: TSubscriber['state'];
  created_at: Date | string;
}

async function subscriberRows(db: Db, q: string, page?: number): Promise<SubscriberRow[]> {
  const search = q ? sql`and (u.email ilike ${likePattern(q)} or u.name ilike ${likePattern(q)})` : sql``;
  const window = page
    ? sql`limit ${SUBSCRIBERS_PAGE_SIZE} offset ${(page - 1) * SUBSCRIBERS_PAGE_SIZE}`
    : sql``;
  return rowsOf<SubscriberRow>(
    await db.execute(sql`
      select u.id, u.name, u.email, u.created_at,
        case when ${suppressed} then 'suppressed'
             when u.email_verified_at is null then 'unverified'
             else 'receives' end as state
      from users u join user_settings s on s.user_id = u.id
      where s.newsletter_subscription ${search}
      order by u.created_at desc, u.id
      ${window}`),
  );
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** Everyone with the newsletter on (any state), newest first, searched by name or e-mail. */
export async function listSubscribers(db: Db, q: string, page: number): Promise<TSubscriberPage> {
  const search = q ? sql`and (u.email ilike ${likePattern(q)} or u.name ilike ${likePattern(q)})` : sql``;
  const [totals] = rowsOf<{ total: number | string }>(
    await db.execute(sql`select count(*)::int as total
      from users u join user_settings s on s.user_id = u.id where s.newsletter_subscription ${search}`),
  );
  const rows = await subscriberRows(db, q, page);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      state: r.state,
      joinedAt: iso(r.created_at),
    })),
    total: Number(totals?.total ?? 0),
    audience: await audienceCount(db),
    page,
    pageSize: SUBSCRIBERS_PAGE_SIZE,
  };
}

/** The same list as CSV (formula-like cells escaped: names are typed by anyone), with a BOM for Excel. */
export async function subscribersCsv(db: Db, q: string): Promise<string> {
  const rows = await subscriberRows(db, q);
  return csvText(
    [[...subscriberCsvColumns], ...rows.map((r) => [r.name, r.email, r.state, iso(r.created_at)])],
    { bom: true },
  );
}

/** Records (or refreshes) a suppression: the address gets no further issue. */
export async function suppress(
  db: Db,
  s: { email: string; reason: TSuppression['reason']; detail?: string; newsletterId?: string | null },
): Promise<void> {
  await db.execute(sql`
    insert into newsletter_suppressions (email, reason, detail, newsletter_id)
    values (${s.email}, ${s.reason}, ${(s.detail ?? '').slice(0, 500)}, ${s.newsletterId ?? null})
    on conflict (lower(email)) do update set reason = excluded.reason, detail = excluded.detail,
      newsletter_id = excluded.newsletter_id, created_at = now()`);
}

export async function listSuppressions(db: Db): Promise<TSuppression[]> {
  const rows = await db
    .select({
      id: newsletterSuppressions.id,
      email: newsletterSuppressions.email,
      reason: newsletterSuppressions.reason,
      detail: newsletterSuppressions.detail,
      newsletterTitle: newsletters.title,
      createdAt: newsletterSuppressions.createdAt,
    })
    .from(newsletterSuppressions)
    .leftJoin(newsletters, eq(newsletters.id, newsletterSuppressions.newsletterId))
    .orderBy(desc(newsletterSuppressions.createdAt))
    .limit(1000);
  return rows.map((r) => ({ ...r, newsletterTitle: r.newsletterTitle ?? null, createdAt: iso(r.createdAt) }));
}

/**
 * Lifts a suppression (the mailbox works again) and says what that changes: the address gets the
 * next issue only if its account has the newsletter on and a confirmed address. Lifting never
 * subscribes anyone: a reader who unsubscribed stays unsubscribed until they turn it on again.
 */
export async function liftSuppression(db: Db, id: string): Promise<string> {
  const [gone] = await db
    .delete(newsletterSuppressions)
    .where(eq(newsletterSuppressions.id, id))
    .returning({ email: newsletterSuppressions.email });
  if (!gone) throw new HttpError(404, 'No suppression with that id.');
  const [reader] = rowsOf<{ subscribed: boolean; verified: boolean }>(
    await db.execute(sql`
      select s.newsletter_subscription as subscribed, u.email_verified_at is not null as verified
      from users u join user_settings s on s.user_id = u.id
      where lower(u.email) = lower(${gone.email}) limit 1`),
  );
  const off = `${gone.email} is off the suppression list`;
  if (!reader) return `${off}. No account uses this address, so In The Know is not sent to it.`;
  if (!reader.subscribed)
    return `${off}, but its reader has In The Know turned off: they get it again only if they turn it on in Account Settings.`;
  if (!reader.verified)
    return `${off}, but the address is not confirmed yet: In The Know goes to it once its owner opens the confirmation link.`;
  return `${off} and will receive the next issue of In The Know.`;
}
