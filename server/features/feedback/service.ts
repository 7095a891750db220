import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import {
  FEEDBACK_PAGE_SIZE,
  type FeedbackStatus,
  feedbackCsvColumns,
  type TFeedbackFilters,
  type TFeedbackItem,
  type TFeedbackList,
} from '../../../core/contract/feedback';
import { csvText } from '../../../core/format/csv';
import type { Db } from '../../db/client';
import { feedback, users } from '../../db/schema';

export const USER_AGENT_MAX = 500;

export interface NewFeedback {
  userId: string | null;
  rating: number;
  category: string | null;
  message: string;
  context: string;
  path: string;
  userAgent: string;
}

export async function insertFeedback(db: Db, row: NewFeedback): Promise<void> {
  await db.insert(feedback).values({ ...row, userAgent: row.userAgent.slice(0, USER_AGENT_MAX) });
}

/** A LIKE pattern matching the text anywhere, with its own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Midnight (UTC) starting a YYYY-MM-DD day, plus some days; worked out by the database. */
const midnight = (day: string, plusDays = 0) =>
  sql`((${day})::date + ${plusDays}::int)::timestamp at time zone 'UTC'`;

function where(f: TFeedbackFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    f.rating === undefined ? undefined : eq(feedback.rating, f.rating),
    f.category === undefined ? undefined : eq(feedback.category, f.category),
    f.status === undefined ? undefined : eq(feedback.status, f.status),
    f.from === undefined ? undefined : gte(feedback.createdAt, midnight(f.from)),
    // "to" includes the whole of its day.
    f.to === undefined ? undefined : lt(feedback.createdAt, midnight(f.to, 1)),
    f.q === undefined
      ? undefined
      : or(
          ilike(feedback.message, containing(f.q)),
          ilike(feedback.path, containing(f.q)),
          ilike(feedback.context, containing(f.q)),
          ilike(users.email, containing(f.q)),
        ),
  ];
  return and(...conditions);
}

const columns = {
  id: feedback.id,
  createdAt: feedback.createdAt,
  rating: feedback.rating,
  category: feedback.category,
  message: feedback.message,
  context: feedback.context,
  path: feedback.path,
  userEmail: users.email,
  status: feedback.status,
};

const select = (db: Db, condition: SQL | undefined) =>
  db.select(columns).from(feedback).leftJoin(users, eq(users.id, feedback.userId)).where(condition);

type Row = Awaited<ReturnType<typeof select>>[number];

const present = (r: Row): TFeedbackItem => ({ ...r, createdAt: r.createdAt.toISOString() });

const newestFirst = (db: Db, f: TFeedbackFilters) =>
  select(db, where(f)).orderBy(desc(feedback.createdAt), desc(feedback.id));

/** One page of matching feedback, newest first, with the number of matches. */
export async function listFeedback(db: Db, f: TFeedbackFilters): Promise<TFeedbackList> {
  const [rows, [totals]] = await Promise.all([
    newestFirst(db, f)
      .limit(FEEDBACK_PAGE_SIZE)
      .offset((f.page - 1) * FEEDBACK_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .where(where(f)),
  ]);
  return { items: rows.map(present), total: totals?.total ?? 0, page: f.page, pageSize: FEEDBACK_PAGE_SIZE };
}

/**
 * Every matching row as CSV (csvText quotes, and escapes cells that a spreadsheet would run as a
 * formula, since the text comes from anyone). A byte-order mark tells Excel it is UTF-8.
 */
export async function feedbackCsv(db: Db, f: TFeedbackFilters): Promise<string> {
  const rows = await newestFirst(db, f);
  return csvText(
    [
      [...feedbackCsvColumns],
      ...rows.map((r) => [
        r.createdAt.toISOString(),
        r.rating,
        r.category ?? '',
        r.message,
        r.context,
        r.path,
        r.userEmail ?? 'anonymous',
        r.status,
      ]),
    ],
    { bom: true },
  );
}

/** Sets new or read; null when there is no such feedback. */
export async function setFeedbackStatus(
  db: Db,
  id: string,
  status: FeedbackStatus,
): Promise<TFeedbackItem | null> {
  const [updated] = await db
    .update(feedback)
    .set({ status })
    .where(eq(feedback.id, id))
    .returning({ id: feedback.id });
  if (!updated) return null;
  const [row] = await select(db, eq(feedback.id, id));
  return row ? present(row) : null;
}
