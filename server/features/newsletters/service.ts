import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { TNewsletter, TNewsletterContent } from '../../../core/contract/newsletters';
import { portfolioGrowth, portfolioLabel } from '../../../core/widgets/market';
import type { Db } from '../../db/client';
import { brands, deliveries, newsletters, partnerships, searchEvents } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

type Row = typeof newsletters.$inferSelect;

/** The rows of a raw query, whichever driver ran it (node-postgres and PGlite both answer { rows }). */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export function contentOf(row: Row): TNewsletterContent {
  return {
    title: row.title,
    weekOf: row.weekOf,
    moves: row.moves as TNewsletterContent['moves'],
    platformUpdates: row.platformUpdates as TNewsletterContent['platformUpdates'],
    trending: row.trending as TNewsletterContent['trending'],
    quote: row.quote as TNewsletterContent['quote'],
  };
}

export async function createNewsletter(
  db: Db,
  content: TNewsletterContent,
  userId: string,
): Promise<TNewsletter> {
  const [row] = await db
    .insert(newsletters)
    .values({ ...content, createdBy: userId })
    .returning();
  return toNewsletter(row!, undefined);
}

interface Counts {
  delivered: number;
  failed: number;
  pending: number;
  opened: number;
  clicked: number;
}

const count = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

async function countsFor(db: Db, ids: string[]): Promise<Map<string, Counts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: deliveries.newsletterId,
      delivered: count(sql`${deliveries.status} = 'sent'`),
      failed: count(sql`${deliveries.status} = 'failed'`),
      pending: count(sql`${deliveries.status} in ('queued', 'sending')`),
      opened: count(sql`${deliveries.status} = 'sent' and ${deliveries.openedAt} is not null`),
      clicked: count(sql`${deliveries.status} = 'sent' and ${deliveries.firstClickAt} is not null`),
    })
    .from(deliveries)
    .where(inArray(deliveries.newsletterId, ids))
    .groupBy(deliveries.newsletterId);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Unique opens and unique clickers over delivered e-mails, as percentages with one decimal. */
function rate(part: number, delivered: number): number | null {
  return delivered > 0 ? Math.round((part / delivered) * 1000) / 10 : null;
}

function toNewsletter(row: Row, c: Counts | undefined): TNewsletter {
  const counts = c ?? { delivered: 0, failed: 0, pending: 0, opened: 0, clicked: 0 };
  return {
    id: row.id,
    ...contentOf(row),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    recipientCount: row.recipientCount,
    delivered: counts.delivered,
    failed: counts.failed,
    pending: counts.pending,
    openRate: rate(counts.opened, counts.delivered),
    clickRate: rate(counts.clicked, counts.delivered),
  };
}

export async function listNewsletters(db: Db): Promise<TNewsletter[]> {
  const rows = await db.select().from(newsletters).orderBy(desc(newsletters.createdAt)).limit(200);
  const counts = await countsFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toNewsletter(r, counts.get(r.id)));
}

/** One delivery per current subscriber (one per address, whatever the case), in the caller's transaction. */
async function enqueue(tx: Db, newsletterId: string): Promise<number> {
  const inserted = rowsOf(
    await tx.execute(sql`
      insert into deliveries (newsletter_id, user_id, email)
      select ${newsletterId}::uuid, u.id, u.email
      from users u join user_settings s on s.user_id = u.id
      where s.newsletter_subscription
      on conflict do nothing
      returning id`),
  );
  await tx
    .update(newsletters)
    .set({ recipientCount: sql`${newsletters.recipientCount} + ${inserted.length}` })
    .where(eq(newsletters.id, newsletterId));
  return inserted.length;
}

async function mustBeDraft(db: Db, id: string): Promise<void> {
  const [row] = await db
    .select({ status: newsletters.status })
    .from(newsletters)
    .where(eq(newsletters.id, id));
  if (!row) throw new HttpError(404, 'No newsletter with that id.');
  if (row.status !== 'draft')
    throw new HttpError(409, `Only drafts can be sent; this newsletter is ${row.status}.`);
}

/** Send Now: the draft becomes sent and one delivery is queued per subscriber; the worker does the rest. */
export async function sendNow(db: Db, id: string): Promise<TNewsletter> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletters)
      .set({ status: 'sent', sentAt: new Date(), scheduledFor: null })
      .where(and(eq(newsletters.id, id), eq(newsletters.status, 'draft')))
      .returning();
    if (!row) return null;
    await enqueue(tx as unknown as Db, id);
    return row.id;
  });
  if (!result) await mustBeDraft(db, id);
  return getNewsletter(db, id);
}

export async function schedule(db: Db, id: string, at: Date): Promise<TNewsletter> {
  if (at.getTime() <= Date.now()) throw new HttpError(400, 'Choose a time in the future.');
  const [row] = await db
    .update(newsletters)
    .set({ status: 'scheduled', scheduledFor: at })
    .where(and(eq(newsletters.id, id), eq(newsletters.status, 'draft')))
    .returning();
  if (!row) await mustBeDraft(db, id);
  return getNewsletter(db, id);
}

/** Scheduled newsletters whose time has come become sent (each exactly once, whichever instance gets there). */
export async function releaseDue(db: Db, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(newsletters)
      .set({ status: 'sent', sentAt: now })
      .where(and(eq(newsletters.status, 'scheduled'), lte(newsletters.scheduledFor, now)))
      .returning({ id: newsletters.id });
    for (const { id } of due) await enqueue(tx as unknown as Db, id);
    return due.map((d) => d.id);
  });
}

/** A paused newsletter goes back to sending: its failed deliveries are queued again. */
export async function resume(db: Db, id: string): Promise<TNewsletter> {
  const [row] = await db
    .update(newsletters)
    .set({ status: 'sent', pausedReason: null })
    .where(and(eq(newsletters.id, id), eq(newsletters.status, 'paused')))
    .returning();
  if (!row) throw new HttpError(409, 'Only a paused newsletter can be resumed.');
  await db
    .update(deliveries)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: new Date(), lastError: null })
    .where(and(eq(deliveries.newsletterId, id), eq(deliveries.status, 'failed')));
  return getNewsletter(db, id);
}

export async function getNewsletter(db: Db, id: string): Promise<TNewsletter> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
  if (!row) throw new HttpError(404, 'No newsletter with that id.');
  return toNewsletter(row, (await countsFor(db, [id])).get(id));
}

/** Top Searches from the last 7 days of real search counts; trending portfolios from the dataset. */
/**
 * Trending portfolios: the brands with the most deals begun this year or last, each with the change
 * in its running deals since 1 January of last year, from the dataset's start and end years
 * (core/widgets/market.ts portfolioGrowth). The name says what the percentage measures.
 */
async function trendingPortfolios(db: Db, now: Date) {
  const year = now.getUTCFullYear();
  const rows = await db
    .select({ brand: brands.name, startYear: partnerships.startYear, endYear: partnerships.endYear })
    .from(partnerships)
    .innerJoin(brands, eq(brands.id, partnerships.brandId));
  return portfolioGrowth(rows, year).map((g) => ({
    name: portfolioLabel(g.brand, year),
    changePercent: g.changePercent,
  }));
}

export async function prefill(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
  const top = await db
    .select({
      name: sql<string>`max(${searchEvents.query})`,
      type: searchEvents.type,
      total: sql<number>`sum(${searchEvents.count})`.mapWith(Number),
    })
    .from(searchEvents)
    .where(gte(searchEvents.day, since))
    .groupBy(searchEvents.type, searchEvents.queryKey)
    .orderBy(desc(sql`sum(${searchEvents.count})`))
    .limit(3);
  const label = { brand: 'Brand', rightsHolder: 'Rights holder', athlete: 'Athlete' } as const;
  return {
    trending: {
      searches: top.map((t) => ({ name: t.name, category: label[t.type] })),
      portfolios: await trendingPortfolios(db, now),
      insights: [],
    },
  };
}
