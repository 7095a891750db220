import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { endpointUrl } from '../../../core/contract/endpoint';
import {
  NO_NEWSLETTER_AUDIENCE,
  newsletterEndpoints,
  type TNewsletter,
  type TNewsletterContent,
} from '../../../core/contract/newsletters';
import { renderNewsletter, siteLinks } from '../../../core/newsletter/render';
import { portfolioGrowth, portfolioLabel } from '../../../core/widgets/market';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { brands, deliveries, newsletters, partnerships, searchEvents } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { HttpError } from '../../plugins/errors';
import { audienceFrom } from './audience';

type Row = typeof newsletters.$inferSelect;

export function contentOf(row: Row): TNewsletterContent {
  return {
    title: row.title,
    weekOf: row.weekOf,
    preheader: row.preheader,
    // Moves stored before links existed have none.
    moves: (row.moves as TNewsletterContent['moves']).map((m) => ({ ...m, url: m.url ?? '' })),
    platformUpdates: row.platformUpdates as TNewsletterContent['platformUpdates'],
    trending: row.trending as TNewsletterContent['trending'],
    quote: row.quote as TNewsletterContent['quote'],
  };
}

/** The key of an issue's public web copy: 256 random bits. */
const archiveToken = () => randomBytes(32).toString('base64url');

export const archiveUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}${endpointUrl(newsletterEndpoints.archive, { params: { token } })}`;

export async function createNewsletter(
  db: Db,
  content: TNewsletterContent,
  userId: string,
  publicUrl: string,
): Promise<TNewsletter> {
  const [row] = await db
    .insert(newsletters)
    .values({ ...content, createdBy: userId, archiveToken: archiveToken() })
    .returning();
  return toNewsletter(row!, undefined, publicUrl);
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
      failed: count(sql`${deliveries.status} in ('failed', 'bounced')`),
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
export function rate(part: number, delivered: number): number | null {
  return delivered > 0 ? Math.round((part / delivered) * 1000) / 10 : null;
}

/** The status an admin reads: a sent issue is "sending" until every delivery is settled. */
export function shownStatus(status: Row['status'], pending: number): TNewsletter['status'] {
  return status === 'sent' && pending > 0 ? 'sending' : status;
}

function toNewsletter(row: Row, c: Counts | undefined, publicUrl: string): TNewsletter {
  const counts = c ?? { delivered: 0, failed: 0, pending: 0, opened: 0, clicked: 0 };
  const published = row.status === 'sent' || row.status === 'paused';
  return {
    id: row.id,
    ...contentOf(row),
    status: shownStatus(row.status, counts.pending),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    note: row.pausedReason,
    recipientCount: row.recipientCount,
    delivered: counts.delivered,
    failed: counts.failed,
    pending: counts.pending,
    openRate: rate(counts.opened, counts.delivered),
    clickRate: rate(counts.clicked, counts.delivered),
    archiveUrl: published && row.archiveToken ? archiveUrl(publicUrl, row.archiveToken) : null,
  };
}

export async function listNewsletters(db: Db, publicUrl: string): Promise<TNewsletter[]> {
  const rows = await db.select().from(newsletters).orderBy(desc(newsletters.createdAt)).limit(200);
  const counts = await countsFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toNewsletter(r, counts.get(r.id), publicUrl));
}

export async function getNewsletter(db: Db, id: string, publicUrl: string): Promise<TNewsletter> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
  if (!row) throw new HttpError(404, 'No newsletter with that id.');
  return toNewsletter(row, (await countsFor(db, [id])).get(id), publicUrl);
}

/** One delivery per member of the audience, in the caller's transaction; how many were queued. */
async function enqueue(tx: Db, newsletterId: string): Promise<number> {
  const inserted = rowsOf(
    await tx.execute(sql`
      insert into deliveries (newsletter_id, user_id, email)
      select ${newsletterId}::uuid, u.id, u.email
      ${audienceFrom}
      on conflict do nothing
      returning id`),
  );
  await tx
    .update(newsletters)
    .set({ recipientCount: sql`${newsletters.recipientCount} + ${inserted.length}` })
    .where(eq(newsletters.id, newsletterId));
  return inserted.length;
}

/** The issue, or 404; with a 409 naming its state when it is not in one of `allowed`. */
async function mustBe(db: Db, id: string, allowed: Row['status'][], action: string): Promise<Row> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
  if (!row) throw new HttpError(404, 'No newsletter with that id.');
  if (!allowed.includes(row.status)) {
    const state = row.status === 'sent' || row.status === 'paused' ? 'already sent' : row.status;
    throw new HttpError(409, `${action}; this newsletter is ${state}.`);
  }
  return row;
}

/** Rolls a transaction back with the caller's error. */
class Refused extends Error {
  constructor(readonly http: HttpError) {
    super(http.message);
  }
}

/**
 * Send Now: the draft becomes sent and one delivery is queued per member of the audience; the
 * worker does the rest. Refused (nothing changes) when nobody would receive it.
 */
export async function sendNow(db: Db, id: string, publicUrl: string): Promise<TNewsletter> {
  try {
    const result = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(newsletters)
        .set({ status: 'sent', sentAt: new Date(), scheduledFor: null, pausedReason: null })
        .where(and(eq(newsletters.id, id), eq(newsletters.status, 'draft')))
        .returning();
      if (!row) return null;
      if (!row.archiveToken)
        await tx.update(newsletters).set({ archiveToken: archiveToken() }).where(eq(newsletters.id, id));
      if ((await enqueue(tx as unknown as Db, id)) === 0)
        throw new Refused(new HttpError(409, NO_NEWSLETTER_AUDIENCE));
      return row.id;
    });
    if (!result) await mustBe(db, id, ['draft'], 'Only drafts can be sent now');
  } catch (error) {
    if (error instanceof Refused) throw error.http;
    throw error;
  }
  return getNewsletter(db, id, publicUrl);
}

/** Schedule, or move a scheduled issue to another time (a draft or a scheduled issue). */
export async function schedule(
  db: Db,
  id: string,
  at: Date,
  publicUrl: string,
  now = new Date(),
): Promise<TNewsletter> {
  if (at.getTime() <= now.getTime()) throw new HttpError(400, 'Choose a time in the future.');
  if (at.getTime() > now.getTime() + 366 * 86_400_000)
    throw new HttpError(400, 'Choose a time within the next year.');
  const [row] = await db
    .update(newsletters)
    .set({ status: 'scheduled', scheduledFor: at, pausedReason: null, updatedAt: new Date() })
    .where(and(eq(newsletters.id, id), inArray(newsletters.status, ['draft', 'scheduled'])))
    .returning();
  if (!row) await mustBe(db, id, ['draft', 'scheduled'], 'Only drafts and scheduled issues can be scheduled');
  return getNewsletter(db, id, publicUrl);
}

/** A scheduled issue goes back to being a draft: nothing will be sent. */
export async function unschedule(db: Db, id: string, publicUrl: string): Promise<TNewsletter> {
  const [row] = await db
    .update(newsletters)
    .set({ status: 'draft', scheduledFor: null, updatedAt: new Date() })
    .where(and(eq(newsletters.id, id), eq(newsletters.status, 'scheduled')))
    .returning();
  if (!row) await mustBe(db, id, ['scheduled'], 'Only a scheduled issue can be unscheduled');
  return getNewsletter(db, id, publicUrl);
}

/** New content for a draft or a scheduled issue (a scheduled one keeps its time). */
export async function updateNewsletter(
  db: Db,
  id: string,
  content: TNewsletterContent,
  publicUrl: string,
): Promise<TNewsletter> {
  const [row] = await db
    .update(newsletters)
    .set({ ...content, updatedAt: new Date() })
    .where(and(eq(newsletters.id, id), inArray(newsletters.status, ['draft', 'scheduled'])))
    .returning();
  if (!row)
    await mustBe(
      db,
      id,
      ['draft', 'scheduled'],
      'A sent newsletter cannot be edited (duplicate it to make a new draft)',
    );
  return getNewsletter(db, id, publicUrl);
}

/** A new draft with the same content (any issue, sent ones too). */
export async function duplicateNewsletter(
  db: Db,
  id: string,
  userId: string,
  publicUrl: string,
): Promise<TNewsletter> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
  if (!row) throw new HttpError(404, 'No newsletter with that id.');
  const content = contentOf(row);
  const title = `Copy of ${content.title}`.slice(0, 140);
  return createNewsletter(db, { ...content, title }, userId, publicUrl);
}

/** Only a draft can be deleted: a sent issue keeps its deliveries, analytics and web copy. */
export async function deleteNewsletter(db: Db, id: string): Promise<void> {
  const gone = await db
    .delete(newsletters)
    .where(and(eq(newsletters.id, id), eq(newsletters.status, 'draft')))
    .returning({ id: newsletters.id });
  if (gone.length === 0) await mustBe(db, id, ['draft'], 'Only drafts can be deleted (unschedule it first)');
}

/**
 * Scheduled newsletters whose time has come become sent (each exactly once, whichever instance
 * gets there). One with nobody to send to goes back to draft, with a note saying why.
 */
export async function releaseDue(db: Db, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(newsletters)
      .set({ status: 'sent', sentAt: now })
      .where(and(eq(newsletters.status, 'scheduled'), lte(newsletters.scheduledFor, now)))
      .returning({ id: newsletters.id, archiveToken: newsletters.archiveToken });
    const released: string[] = [];
    for (const { id, archiveToken: token } of due) {
      if (!token)
        await tx.update(newsletters).set({ archiveToken: archiveToken() }).where(eq(newsletters.id, id));
      if ((await enqueue(tx as unknown as Db, id)) > 0) released.push(id);
      else
        await tx
          .update(newsletters)
          .set({
            status: 'draft',
            sentAt: null,
            scheduledFor: null,
            pausedReason: `Not sent at ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC: nobody to send to.`,
          })
          .where(eq(newsletters.id, id));
    }
    return released;
  });
}

/** A paused newsletter goes back to sending: its failed deliveries are queued again (never bounced ones). */
export async function resume(db: Db, id: string, publicUrl: string): Promise<TNewsletter> {
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
  return getNewsletter(db, id, publicUrl);
}

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

/** Top Searches from the last 7 days of real search counts; trending portfolios from the dataset. */
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

/**
 * Send Test: the chosen issue (the newest when none is named) to each address, marked [Test]; no
 * tracking and no recipient links. 404 for an unknown issue, 409 when there is none yet, 502 when
 * the mail server refuses.
 */
export async function sendTest(
  d: { db: Db; mailer: Mailer; publicUrl: string },
  emails: string[],
  chosen?: string,
): Promise<void> {
  const [row] = await d.db
    .select()
    .from(newsletters)
    .where(chosen ? eq(newsletters.id, chosen) : undefined)
    .orderBy(desc(newsletters.createdAt))
    .limit(1);
  if (!row)
    throw new HttpError(
      chosen ? 404 : 409,
      chosen ? 'No newsletter with that id.' : 'Create an issue first: there is nothing to test yet.',
    );
  const content = contentOf(row);
  const published = row.status === 'sent' || row.status === 'paused';
  const links = {
    ...siteLinks(d.publicUrl),
    archive: published && row.archiveToken ? archiveUrl(d.publicUrl, row.archiveToken) : undefined,
  };
  const { html, text } = renderNewsletter(content, { links });
  try {
    for (const to of emails)
      await d.mailer.send({ to, subject: `[Test] In The Know: ${content.title}`, html, text });
  } catch (error) {
    throw new HttpError(502, `The mail server refused the test: ${(error as Error).message}`);
  }
}
