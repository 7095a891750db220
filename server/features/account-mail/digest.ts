import { eq, sql } from 'drizzle-orm';
import { brand } from '../../../core/brand';
import { escapeHtml } from '../../../core/format/html';
import type { Alert } from '../../../core/widgets/alerts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { appMeta } from '../../db/schema';
import {
  type AccountMailDeps,
  mailHtml,
  oneClickHeaders,
  sendEach,
  siteBase,
  unsubscribeUrl,
} from '../../mail/compose';
import type { OutgoingMail } from '../../mail/mailer';

/** The weekly alerts digest goes out on Mondays at 08:00 UTC (the first check at or after then). */
export const DIGEST_SCHEDULE = { weekday: 1, hour: 8, minute: 0, zone: 'UTC' } as const;
/** At most this many alerts in one digest. */
export const DIGEST_MAX_ALERTS = 10;
/** app_meta key holding the last ISO week ("2026-W48") whose digest was claimed by an instance. */
export const DIGEST_META_KEY = 'digest.lastWeek';
export const DIGEST_SUBJECT = `Your ${brand.product} alerts this week`;

/** The ISO 8601 week of a moment in UTC, as "YYYY-Www" (sorts in time order as text). */
export function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  // The Thursday of this week decides the year the week belongs to.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const year = day.getUTCFullYear();
  const week = Math.ceil(((day.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** When this ISO week's digest is due: its Monday at DIGEST_SCHEDULE's time (UTC). */
export function digestDueAt(now: Date): Date {
  const weekday = now.getUTCDay() || 7;
  return new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth(),
      now.getUTCDate() - (weekday - DIGEST_SCHEDULE.weekday),
      DIGEST_SCHEDULE.hour,
      DIGEST_SCHEDULE.minute,
    ),
  );
}

/**
 * Claims the week's digest for this instance with one conditional upsert on app_meta: only the
 * instance whose write moves digest.lastWeek forward sends, however many servers run.
 */
export async function claimWeek(db: Db, week: string): Promise<boolean> {
  const claimed = await db
    .insert(appMeta)
    .values({ key: DIGEST_META_KEY, value: week })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: week, updatedAt: sql`now()` },
      setWhere: sql`${appMeta.value} < ${week}`,
    })
    .returning({ key: appMeta.key });
  return claimed.length > 0;
}

export async function lastDigestWeek(db: Db): Promise<string | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, DIGEST_META_KEY));
  return row?.value ?? null;
}

export interface DigestDeps extends AccountMailDeps {
  db: Db;
  /** The current alerts feed (buildFeed of the catalogue's Universe). */
  feed(): Alert[];
}

interface Recipient {
  id: string;
  email: string;
  name: string;
}

/** Users with Email Notifications on (the default, also for an account without a settings row) and a confirmed address. */
async function recipients(db: Db): Promise<Recipient[]> {
  return rowsOf<Recipient>(
    await db.execute(sql`
      select u.id, u.email, u.name from users u
      left join user_settings s on s.user_id = u.id
      where coalesce(s.email_notifications, true) and u.email_verified_at is not null
      order by u.created_at`),
  );
}

async function dismissed(db: Db, alertIds: string[]): Promise<Map<string, Set<string>>> {
  const byUser = new Map<string, Set<string>>();
  if (alertIds.length === 0) return byUser;
  const rows = rowsOf<{ user_id: string; alert_id: string }>(
    await db.execute(sql`
      select user_id, alert_id from alert_states
      where dismissed_at is not null and alert_id in (${sql.join(
        alertIds.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  for (const r of rows) {
    const set = byUser.get(r.user_id) ?? new Set<string>();
    set.add(r.alert_id);
    byUser.set(r.user_id, set);
  }
  return byUser;
}

/** The digest e-mail of one user: HTML and text, each alert with its brand and link. */
export function renderDigest(
  alerts: Alert[],
  links: { site: string; unsubscribe: string },
): { html: string; text: string } {
  const where = (a: Alert) => a.brand ?? 'Industry wide';
  const intro =
    alerts.length === 1
      ? 'One alert from your feed this week:'
      : `${alerts.length} alerts from your feed this week:`;
  const footer = `You get this e-mail because Email Notifications is on in your ${brand.product} Account Settings.`;
  const items = alerts
    .map(
      (a) => `<li style="margin:0 0 16px">
<p style="margin:0;font-weight:bold">${escapeHtml(a.title)}</p>
<p style="margin:4px 0">${escapeHtml(a.description)}</p>
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(where(a))} · <a href="${escapeHtml(a.externalUrl)}" style="color:#059669">Read more</a></p>
</li>`,
    )
    .join('\n');
  const html = mailHtml(
    DIGEST_SUBJECT,
    `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<ul style="margin:0;padding-left:18px">${items}</ul>
<p style="margin:16px 0 0"><a href="${escapeHtml(links.site)}" style="color:#059669;font-weight:bold">Open your alerts in ${escapeHtml(brand.product)}</a></p>`,
    escapeHtml(footer),
    links.unsubscribe,
  );
  const text = [
    DIGEST_SUBJECT,
    '',
    intro,
    '',
    ...alerts.flatMap((a) => [`- ${a.title}`, `  ${a.description}`, `  ${where(a)}: ${a.externalUrl}`, '']),
    `Open your alerts: ${links.site}`,
    '',
    footer,
    `Unsubscribe: ${links.unsubscribe}`,
  ].join('\n');
  return { html, text };
}

/**
 * Sends this ISO week's digest unless an instance already has: one e-mail per user with Email
 * Notifications on, listing up to DIGEST_MAX_ALERTS alerts of the current feed they have not
 * dismissed; a user with none gets nothing. Answers how many e-mails went out.
 */
export async function runDigest(d: DigestDeps, now = new Date()): Promise<number> {
  if (!(await claimWeek(d.db, isoWeek(now)))) return 0;
  const feed = d.feed();
  const hidden = await dismissed(
    d.db,
    feed.map((a) => a.id),
  );
  const site = `${siteBase(d.publicUrl)}/search`;
  const mails: OutgoingMail[] = [];
  for (const r of await recipients(d.db)) {
    const gone = hidden.get(r.id);
    const alerts = feed.filter((a) => !gone?.has(a.id)).slice(0, DIGEST_MAX_ALERTS);
    if (alerts.length === 0) continue;
    const unsubscribe = unsubscribeUrl(d, 'digest', r.id);
    mails.push({
      to: r.email,
      subject: DIGEST_SUBJECT,
      ...renderDigest(alerts, { site, unsubscribe }),
      headers: oneClickHeaders(d, 'digest', unsubscribe),
    });
  }
  const { sent } = await sendEach(d, mails, 'weekly alerts digest');
  d.log?.info({ week: isoWeek(now), sent, of: mails.length }, 'weekly alerts digest sent');
  return sent;
}

/**
 * Checks every pollMs whether this week's digest is due (Monday 08:00 UTC passed) and not yet
 * claimed, then runs it (a server that was down on Monday sends when it is back that week). Every server runs one; the claim in app_meta makes only one of them send.
 */
export class DigestScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly d: DigestDeps,
    private readonly pollMs = 60_000,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  start(): void {
    if (this.timer) return;
    const tick = () => {
      this.running = this.check()
        .catch((error: unknown) => this.d.log?.error({ err: error }, 'weekly alerts digest failed'))
        .finally(() => {
          if (this.timer) {
            this.timer = setTimeout(tick, this.pollMs);
            this.timer.unref();
          }
        });
    };
    this.timer = setTimeout(tick, 0);
    this.timer.unref();
  }

  /** Runs the digest when due and not yet sent this week; answers how many e-mails went out. */
  async check(): Promise<number> {
    const now = this.clock();
    if (now.getTime() < digestDueAt(now).getTime()) return 0;
    const last = await lastDigestWeek(this.d.db);
    if (last === isoWeek(now)) return 0;
    // A new installation (or one upgraded to this feature) starts with next Monday's digest
    // rather than mailing everyone the moment it first starts.
    if (last === null) {
      await claimWeek(this.d.db, isoWeek(now));
      return 0;
    }
    return runDigest(this.d, now);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
