import type { FastifyBaseLogger } from 'fastify';
import { brand } from '../../../core/brand';
import { recoveryEndpoints } from '../../../core/contract/auth';
import { endpointUrl } from '../../../core/contract/endpoint';
import { escapeHtml } from '../../../core/format/html';
import { mailHtml, siteBase } from '../../mail/compose';
import type { Mailer, OutgoingMail } from '../../mail/mailer';

export interface AuthMailDeps {
  mailer: Mailer;
  publicUrl: string;
  log?: FastifyBaseLogger | undefined;
}

const footer = `You received this e-mail because of an action on your ${brand.product} account. If it was not you, you can ignore it, or write to ${brand.email.support}.`;

const notYou = `If this was not you, someone may know your password: choose a new one now with "Forgot password?" in the log-in dialog, and write to ${brand.email.support}.`;

/** A moment as people read it in an e-mail, in UTC ("28 November 2026 at 11:40 UTC"). */
const stamp = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at)} at ${at.toISOString().slice(11, 16)} UTC`;

function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): OutgoingMail {
  const button = link
    ? `<p style="margin:20px 0"><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#059669;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(link.label)}</a></p><p style="font-size:12px;color:#64748b;word-break:break-all">${escapeHtml(link.href)}</p>`
    : '';
  const html = mailHtml(
    subject,
    paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('') + button,
    escapeHtml(footer),
    null,
  );
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : []), '', footer].join('\n\n');
  return { to, subject, html, text };
}

/**
 * The account's own e-mails. Sending never blocks the answer (and never tells the caller whether it
 * went out): the registration and reset calls answer alike whatever happens here.
 */
export class AuthMails {
  constructor(private readonly d: AuthMailDeps) {}

  /** An absolute link with its token, to an API endpoint of the contract or to a page's path. */
  private link(to: string | { path: string }, token: string): string {
    const target = typeof to === 'string' ? { path: to } : to;
    return `${siteBase(this.d.publicUrl)}${endpointUrl(target, { query: { token } })}`;
  }

  private send(mail: OutgoingMail, what: string): Promise<void> {
    return this.d.mailer.send(mail).catch((error: unknown) => {
      this.d.log?.warn({ err: error }, `${what}: the e-mail was refused`);
    });
  }

  verifyAddress(to: string, name: string, token: string): Promise<void> {
    return this.send(
      compose(
        to,
        `Confirm your e-mail address for ${brand.product}`,
        [
          `Hello ${name},`,
          `Please confirm that ${to} is your address. Until you do, we send you no newsletter.`,
          'The link works for 7 days.',
        ],
        { href: this.link(recoveryEndpoints.verifyEmail, token), label: 'Confirm my address' },
      ),
      'verification',
    );
  }

  someoneTriedToRegister(to: string, name: string): Promise<void> {
    return this.send(
      compose(to, `Someone tried to register with your address`, [
        `Hello ${name},`,
        `Someone tried to create a ${brand.product} account with ${to}, which already has an account. Nothing was changed.`,
        `If it was you, log in instead; if you forgot your password, use "Forgot password?" in the log-in dialog.`,
      ]),
      'registration notice',
    );
  }

  resetPassword(to: string, name: string, token: string): Promise<void> {
    return this.send(
      compose(
        to,
        `Reset your ${brand.product} password`,
        [
          `Hello ${name},`,
          'Someone (we hope you) asked to reset the password of this account. The link works once, for 30 minutes. Setting a new password signs out every session.',
        ],
        { href: this.link('/reset-password', token), label: 'Choose a new password' },
      ),
      'password reset',
    );
  }

  confirmNewAddress(to: string, name: string, token: string): Promise<void> {
    return this.send(
      compose(
        to,
        `Confirm your new ${brand.product} e-mail address`,
        [
          `Hello ${name},`,
          `You asked to change the e-mail address of your ${brand.product} account to ${to}. The change happens when you open this link (it works for 24 hours).`,
        ],
        { href: this.link(recoveryEndpoints.confirmEmailChange, token), label: 'Use this address' },
      ),
      'e-mail change',
    );
  }

  /** After a password change or a reset: the owner hears of it, whoever did it. */
  passwordChanged(to: string, name: string, how: 'changed' | 'reset', at = new Date()): Promise<void> {
    return this.send(
      compose(to, `Your ${brand.product} password was changed`, [
        `Hello ${name},`,
        how === 'reset'
          ? `The password of your ${brand.product} account was reset with a link sent to this address on ${stamp(at)}. Every session was signed out and every API token revoked.`
          : `The password of your ${brand.product} account was changed on ${stamp(at)}. Every other session was signed out.`,
        notYou,
      ]),
      'password change notice',
    );
  }

  /** After two-factor went on or off, or new recovery codes replaced the old ones. */
  twoFactorChanged(to: string, name: string, change: 'on' | 'off' | 'codes', at = new Date()): Promise<void> {
    const texts: Record<typeof change, [subject: string, what: string]> = {
      on: [
        `Two-factor authentication is on for your ${brand.product} account`,
        `Two-factor authentication was turned on for your account on ${stamp(at)}. Sign-in now asks for a code from an authenticator app after the password.`,
      ],
      off: [
        `Two-factor authentication is off for your ${brand.product} account`,
        `Two-factor authentication was turned off for your account on ${stamp(at)}. Sign-in now asks for the password only, and the recovery codes no longer work.`,
      ],
      codes: [
        `New recovery codes for your ${brand.product} account`,
        `New two-factor recovery codes were made for your account on ${stamp(at)}. The old ones no longer work.`,
      ],
    };
    const [subject, what] = texts[change];
    return this.send(compose(to, subject, [`Hello ${name},`, what, notYou]), 'two-factor notice');
  }

  addressChangeRequested(to: string, name: string, newAddress: string): Promise<void> {
    return this.send(
      compose(to, `Your ${brand.product} e-mail address is being changed`, [
        `Hello ${name},`,
        `Someone signed in to your account asked to change its e-mail address to ${newAddress}. It changes only if that address confirms. If it was not you, change your password now.`,
      ]),
      'e-mail change notice',
    );
  }
}
