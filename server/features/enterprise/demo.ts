import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { brand } from '../../../core/brand';
import type { ZDemoRequest } from '../../../core/contract/enterprise';
import { escapeHtml } from '../../../core/format/html';
import { mailHtml } from '../../mail/compose';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import { HttpError } from '../../plugins/errors';

export type DemoRequest = z.output<typeof ZDemoRequest>;

export const DEMO_REQUESTED = 'Thanks: our team will be in touch within one working day.';

/** The e-mail to sales for one demo request; replying answers the person who asked. */
export function demoRequestMail(d: DemoRequest): OutgoingMail {
  const lines: [string, string][] = [
    ['Name', d.name],
    ['E-mail', d.email],
    ['Company', d.company],
    ['Team size', d.teamSize],
    ['Message', d.message || '(none)'],
  ];
  const table = lines
    .map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`)
    .join('');
  return {
    to: brand.email.sales,
    replyTo: d.email,
    subject: `Enterprise demo request: ${d.company}`.replace(/[\r\n]+/g, ' '),
    text: `A demo of ${brand.product} Enterprise was requested.\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`,
    html: mailHtml(
      'Enterprise demo request',
      `<p>A demo of ${escapeHtml(brand.product)} Enterprise was requested.</p><table>${table}</table>`,
      'Sent by the demo form of the Enterprise page. Reply to answer the person who asked.',
      null,
    ),
  };
}

/**
 * Sends a demo request to sales (SMTP, or the outbox without one). A refused mail is logged and
 * answered with 502 naming the sales address, so the person can write to it themselves.
 */
export async function sendDemoRequest(mailer: Mailer, d: DemoRequest, log: FastifyBaseLogger): Promise<void> {
  try {
    await mailer.send(demoRequestMail(d));
  } catch (err) {
    log.error({ err }, 'demo request mail failed');
    throw new HttpError(502, `We could not send your request just now. Please e-mail ${brand.email.sales}.`);
  }
}
