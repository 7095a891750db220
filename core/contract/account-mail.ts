import { z } from 'zod';
import { endpoint } from './endpoint';
import { ZMessageResponse } from './error';
import { ZMailSent } from './newsletters';

/** The signed user id of an unsubscribe link (no session needed). */
export const ZUnsubscribeToken = z.object({ token: z.string().max(200).optional() });

/** A bad link: the message to a script, an HTML page to a browser. */
const badLink = z.union([ZMessageResponse, z.string()]);

const page = (summary: string, path: `/api/settings/${string}`, method: 'GET' | 'POST') =>
  endpoint({
    method,
    path,
    summary,
    ...(method === 'POST' ? { crossSite: true as const } : {}),
    query: ZUnsubscribeToken,
    produces: 'text/html',
    responses: { 200: z.string(), 400: badLink },
  });

/**
 * The account's own e-mails (the weekly alerts digest, product announcements): the one-click
 * unsubscribe pages their links open (GET shows a confirmation whose button posts; POST, also a mail
 * client's RFC 8058 one-click, turns the setting off), and the admins' "send the digest now".
 */
export const accountMailEndpoints = {
  digestPage: page(
    'Asks to confirm leaving the weekly alerts e-mail (an HTML page).',
    '/api/settings/unsubscribe-digest',
    'GET',
  ),
  digestUnsubscribe: page(
    'Turns the weekly alerts e-mail off (an HTML page; RFC 8058 one-click).',
    '/api/settings/unsubscribe-digest',
    'POST',
  ),
  marketingPage: page(
    'Asks to confirm leaving product announcements (an HTML page).',
    '/api/settings/unsubscribe-marketing',
    'GET',
  ),
  marketingUnsubscribe: page(
    'Turns product announcements off (an HTML page; RFC 8058 one-click).',
    '/api/settings/unsubscribe-marketing',
    'POST',
  ),
  sendDigest: endpoint({
    method: 'POST',
    path: '/api/admin/digest/send',
    access: 'admin',
    summary: "Sends this week's alerts digest now, unless already sent this week (admins).",
    responses: { 200: ZMailSent, 401: ZMessageResponse, 403: ZMessageResponse },
  }),
};
