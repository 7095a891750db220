import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import { brand } from '../../core/brand';
import { accountMailEndpoints } from '../../core/contract/account-mail';
import { escapeHtml } from '../../core/format/html';
import type { Mailer, OutgoingMail } from './mailer';
import type { Signer } from './tokens';

/** The account e-mails and the setting each one-click unsubscribe turns off. */
export const accountMails = {
  digest: {
    purpose: 'unsubscribe-digest',
    path: accountMailEndpoints.digestUnsubscribe.path,
    setting: 'emailNotifications',
    column: 'email_notifications',
    listId: 'alerts',
    what: 'the weekly alerts e-mail',
    confirm: 'You will no longer receive the weekly alerts e-mail.',
  },
  marketing: {
    purpose: 'unsubscribe-marketing',
    path: accountMailEndpoints.marketingUnsubscribe.path,
    setting: 'marketingEmails',
    column: 'marketing_emails',
    listId: 'announcements',
    what: 'product announcements',
    confirm: `You will no longer receive product announcements from ${brand.product}.`,
  },
} as const;
export type AccountMailKind = keyof typeof accountMails;

export interface AccountMailDeps {
  mailer: Mailer;
  signer: Signer;
  publicUrl: string;
  log?: FastifyBaseLogger | undefined;
  /** E-mails sent at once. */
  concurrency?: number | undefined;
}

export const siteBase = (publicUrl: string) => publicUrl.replace(/\/$/, '');

/** The signed one-click unsubscribe link of one user for one kind of e-mail (never stored). */
export function unsubscribeUrl(d: AccountMailDeps, kind: AccountMailKind, userId: string): string {
  const m = accountMails[kind];
  return `${siteBase(d.publicUrl)}${m.path}?token=${encodeURIComponent(d.signer.sign(m.purpose, userId))}`;
}

/** RFC 2369 and RFC 8058 headers: mail clients offer Unsubscribe and post to it in one click. */
export function oneClickHeaders(d: AccountMailDeps, kind: AccountMailKind, link: string) {
  return {
    'List-Unsubscribe': `<${link}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `${brand.product} ${accountMails[kind].listId} <${accountMails[kind].listId}.${new URL(d.publicUrl).hostname}>`,
  };
}

/**
 * A plain e-mail page: a heading, the content (already HTML) and a footer with the unsubscribe link
 * (none for the account's own e-mails: a password reset is not a list).
 */
export function mailHtml(
  heading: string,
  content: string,
  footer: string,
  unsubscribe: string | null,
): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font:15px/1.5 Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">
<p style="margin:0 0 4px;font-size:13px;font-weight:bold;color:#059669">${escapeHtml(brand.product)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
${content}
<hr style="border:0;border-top:1px solid #e2e8f0;margin:24px 0 12px">
<p style="margin:0;font-size:12px;color:#64748b">${footer}${unsubscribe ? ` <a href="${escapeHtml(unsubscribe)}" style="color:#059669">Unsubscribe</a>` : ''}</p>
</div></body></html>`;
}

/** Sends each e-mail with bounded concurrency; a refused one is logged and the rest still go. */
export async function sendEach(
  d: AccountMailDeps,
  mails: OutgoingMail[],
  label: string,
): Promise<{ sent: number; firstError: string | null }> {
  const limit = pLimit(Math.max(1, d.concurrency ?? 5));
  let sent = 0;
  let firstError: string | null = null;
  await Promise.all(
    mails.map((mail) =>
      limit(async () => {
        try {
          await d.mailer.send(mail);
          sent++;
        } catch (error) {
          firstError ??= String((error as Error).message ?? error);
          d.log?.warn({ err: error }, `${label}: an e-mail was refused`);
        }
      }),
    ),
  );
  return { sent, firstError };
}
