import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { brand } from '../../../core/brand';
import { NO_ANNOUNCEMENT_AUDIENCE, type ZAnnouncement } from '../../../core/contract/newsletters';
import { escapeHtml } from '../../../core/format/html';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  type AccountMailDeps,
  mailHtml,
  oneClickHeaders,
  sendEach,
  unsubscribeUrl,
} from '../../mail/compose';
import { HttpError } from '../../plugins/errors';

type Announcement = z.output<typeof ZAnnouncement>;

/** The "Product announcements" audience: users with Marketing Emails on and a confirmed address. */
const audience = sql`from users u join user_settings s on s.user_id = u.id where s.marketing_emails and u.email_verified_at is not null`;

export async function announcementAudience(db: Db): Promise<number> {
  const [row] = rowsOf<{ count: number | string }>(
    await db.execute(sql`select count(*)::int as count ${audience}`),
  );
  return Number(row?.count ?? 0);
}

/** The announcement as e-mail: the plain text kept as written (paragraphs, line breaks), escaped in HTML. */
export function renderAnnouncement(a: Announcement, unsubscribe: string): { html: string; text: string } {
  const footer = `You get this e-mail because Marketing Emails is on in your ${brand.product} Account Settings.`;
  // A marketing e-mail names the sender's postal address, as the newsletter does.
  const postal = brand.agency.postalAddress.join(', ');
  const paragraphs = a.body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p style="margin:0 0 14px">${escapeHtml(p.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
  const postalHtml = `<span style="display:block;margin:0 0 8px">${brand.agency.postalAddress.map(escapeHtml).join(', ')}</span>`;
  return {
    html: mailHtml(a.subject, paragraphs, `${postalHtml}${escapeHtml(footer)}`, unsubscribe),
    text: `${a.body}\n\n--\n${footer}\nUnsubscribe: ${unsubscribe}\n${postal}\n`,
  };
}

/** Sends the announcement now to everyone opted in; 409 when nobody is, 502 when no e-mail got through. */
export async function sendAnnouncement(d: AccountMailDeps & { db: Db }, a: Announcement): Promise<number> {
  const people = rowsOf<{ id: string; email: string }>(
    await d.db.execute(sql`select u.id, u.email ${audience} order by u.created_at`),
  );
  if (people.length === 0) throw new HttpError(409, NO_ANNOUNCEMENT_AUDIENCE);
  const mails = people.map((p) => {
    const unsubscribe = unsubscribeUrl(d, 'marketing', p.id);
    return {
      to: p.email,
      subject: a.subject,
      ...renderAnnouncement(a, unsubscribe),
      headers: oneClickHeaders(d, 'marketing', unsubscribe),
    };
  });
  const { sent, firstError } = await sendEach(d, mails, 'product announcement');
  if (sent === 0) throw new HttpError(502, `The mail server refused the announcement: ${firstError}`);
  d.log?.info({ sent, of: mails.length }, 'product announcement sent');
  return sent;
}
