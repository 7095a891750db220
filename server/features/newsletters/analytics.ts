import { eq, sql } from 'drizzle-orm';
import { type TAnalytics, TIMELINE_HOURS } from '../../../core/contract/newsletters';
import { newsletterTargets, siteLinks } from '../../../core/newsletter/render';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { newsletters } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { contentOf, rate, shownStatus } from './service';

const n = (v: unknown) => Number(v ?? 0);

/**
 * One issue's results: deliveries (failed ones grouped by the mail server's answer), unique opens,
 * clicks per link, unsubscribes made from it, and opens and clicks hour by hour for 48 hours.
 */
export async function analytics(db: Db, id: string, publicUrl: string): Promise<TAnalytics> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
  if (!row) throw new HttpError(404, 'No newsletter with that id.');

  const [totals] = rowsOf(
    await db.execute(sql`
      select count(*) filter (where status = 'sent')::int as delivered,
        count(*) filter (where status in ('queued', 'sending'))::int as pending,
        count(*) filter (where status in ('failed', 'bounced'))::int as failed,
        count(*) filter (where status = 'sent' and opened_at is not null)::int as opened,
        count(*) filter (where status = 'sent' and first_click_at is not null)::int as clicked,
        count(*) filter (where unsubscribed_at is not null)::int as unsubscribed
      from deliveries where newsletter_id = ${id}::uuid`),
  );
  const failures = rowsOf<{ reason: string | null; status: string; count: number }>(
    await db.execute(sql`
      select coalesce(last_error, 'Unknown error') as reason, status, count(*)::int as count
      from deliveries where newsletter_id = ${id}::uuid and status in ('failed', 'bounced')
      group by 1, 2 order by 3 desc, 1 limit 20`),
  );
  const clicks = rowsOf<{ url: string; clicks: number; clickers: number }>(
    await db.execute(sql`
      select url, count(*)::int as clicks, count(distinct delivery_id)::int as clickers
      from newsletter_clicks where newsletter_id = ${id}::uuid group by url`),
  );
  const totalClicks = clicks.reduce((sum, c) => sum + n(c.clicks), 0);
  const byUrl = new Map(clicks.map((c) => [c.url, c]));
  const links = newsletterTargets(siteLinks(publicUrl), contentOf(row)).map((t) => ({
    url: t.url,
    label: t.label,
    clicks: n(byUrl.get(t.url)?.clicks),
    clickers: n(byUrl.get(t.url)?.clickers),
  }));

  const timeline = Array.from({ length: TIMELINE_HOURS }, (_, hour) => ({ hour, opens: 0, clicks: 0 }));
  if (row.sentAt) {
    const from = row.sentAt.toISOString();
    const hours = (table: 'deliveries' | 'newsletter_clicks', column: 'opened_at' | 'clicked_at') => {
      const at = sql.identifier(column);
      return sql`
        select floor(extract(epoch from (${at} - ${from}::timestamptz)) / 3600)::int as hour, count(*)::int as count
        from ${sql.identifier(table)}
        where newsletter_id = ${id}::uuid and ${at} >= ${from}::timestamptz
          and ${at} < ${from}::timestamptz + make_interval(hours => ${TIMELINE_HOURS})
        group by 1`;
    };
    for (const r of rowsOf<{ hour: number; count: number }>(
      await db.execute(hours('deliveries', 'opened_at')),
    ))
      timeline[n(r.hour)]!.opens = n(r.count);
    for (const r of rowsOf<{ hour: number; count: number }>(
      await db.execute(hours('newsletter_clicks', 'clicked_at')),
    ))
      timeline[n(r.hour)]!.clicks = n(r.count);
  }

  const delivered = n(totals?.delivered);
  const pending = n(totals?.pending);
  return {
    id: row.id,
    title: row.title,
    status: shownStatus(row.status, pending),
    sentAt: row.sentAt?.toISOString() ?? null,
    recipients: row.recipientCount,
    delivered,
    pending,
    failed: n(totals?.failed),
    failures: failures.map((f) => ({
      reason: f.reason ?? 'Unknown error',
      count: n(f.count),
      permanent: f.status === 'bounced',
    })),
    opens: { unique: n(totals?.opened), rate: rate(n(totals?.opened), delivered) },
    clicks: { unique: n(totals?.clicked), total: totalClicks, rate: rate(n(totals?.clicked), delivered) },
    links,
    unsubscribes: n(totals?.unsubscribed),
    timeline,
  };
}
