import { z } from 'zod';
import { endpoint } from './endpoint';
import { ZMessageResponse, ZNoContent } from './error';

export const moveCategories = ['football', 'basketball', 'soccer', 'other'] as const;
export const updateTypes = ['feature', 'improvement', 'fix', 'other'] as const;
/** "sending" is a sent issue whose deliveries are not all settled yet (derived, never stored). */
export const newsletterStatuses = ['draft', 'scheduled', 'sending', 'sent', 'paused'] as const;
export const DEFAULT_QUOTE_AUTHOR = 'The Sponsorscope Intelligence Team';
export const MAX_MOVES = 20;
export const MAX_UPDATES = 10;
export const MAX_TEST_ADDRESSES = 5;
export const MAX_INSIGHTS = 10;
/** The zone a chosen send time is entered in (the newsletter goes out on London time). */
export const SEND_TIME_ZONE = 'Europe/London';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

/** A web address: http or https only (never javascript:, data: or mailto:). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An optional link: empty, or a web address. */
const link = (field: string) =>
  text(field, 2000)
    .refine((v) => v === '' || isWebAddress(v), {
      error: `${field} must be a web address starting with https://`,
    })
    .default('');

export const ZMove = z.object({
  title: text('Deal title', 120).min(1, 'Every move needs a deal title'),
  description: text('Deal description', 600).default(''),
  category: z.enum(moveCategories, { error: 'category must be football, basketball, soccer or other' }),
  url: link('Link'),
});

export const ZPlatformUpdate = z.object({
  title: text('Update title', 120).min(1, 'Every platform update needs a title'),
  description: text('Update description', 600).default(''),
  type: z.enum(updateTypes, { error: 'type must be feature, improvement, fix or other' }),
});

export const ZTrending = z.object({
  searches: z
    .array(z.object({ name: text('Search', 100).min(1), category: text('Category', 40) }))
    .max(10)
    .default([]),
  portfolios: z
    .array(z.object({ name: text('Portfolio', 100).min(1), changePercent: z.number().min(-1000).max(1000) }))
    .max(10)
    .default([]),
  insights: z
    .array(text('Insight', 300).min(1, 'An insight cannot be empty'))
    .max(MAX_INSIGHTS, `At most ${MAX_INSIGHTS} insights`)
    .default([]),
});

export const ZNewsletterInput = z.object({
  title: text('Newsletter title', 140).min(1, 'Newsletter title is required'),
  weekOf: text('Week of', 60).default(''),
  preheader: text('Preheader', 150).default(''),
  moves: z.array(ZMove).min(1, 'Add at least one move').max(MAX_MOVES, `At most ${MAX_MOVES} moves`),
  platformUpdates: z
    .array(ZPlatformUpdate)
    .max(MAX_UPDATES, `At most ${MAX_UPDATES} platform updates`)
    .default([]),
  trending: ZTrending.default({ searches: [], portfolios: [], insights: [] }),
  quote: z
    .object({ text: text('Quote', 400).default(''), author: text('Quote author', 100).default('') })
    .default({ text: '', author: '' }),
});
export type TNewsletterInput = z.input<typeof ZNewsletterInput>;
export type TNewsletterContent = z.output<typeof ZNewsletterInput>;

export const ZNewsletter = z.object({
  id: z.string(),
  title: z.string(),
  weekOf: z.string(),
  preheader: z.string(),
  status: z.enum(newsletterStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  scheduledFor: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** Why a paused issue stopped, or why a scheduled one did not go out. */
  note: z.string().nullable(),
  recipientCount: z.number(),
  delivered: z.number(),
  failed: z.number(),
  pending: z.number(),
  openRate: z.number().nullable(),
  clickRate: z.number().nullable(),
  /** The public web copy ("view in browser"), once the issue is sent. */
  archiveUrl: z.string().nullable(),
  moves: z.array(ZMove),
  platformUpdates: z.array(ZPlatformUpdate),
  trending: ZTrending,
  quote: z.object({ text: z.string(), author: z.string() }),
});
export type TNewsletter = z.infer<typeof ZNewsletter>;
export const ZNewsletterList = z.array(ZNewsletter);

export const ZSchedule = z.object({
  at: z.iso
    .datetime({ offset: true, error: 'at must be an ISO date and time' })
    .optional()
    .describe('When to send; the coming Friday 12:30 Europe/London when omitted'),
});

const ZEmail = z
  .string({ error: 'Each address must be text' })
  .trim()
  .max(254, 'An e-mail address has at most 254 characters')
  .pipe(z.email({ error: 'Enter valid e-mail addresses' }));

/**
 * Send Test: one chosen issue (the newest when none is named) to one or more addresses (the
 * configured test address, else the admin's own, when none are given).
 */
export const ZSendTest = z.object({
  newsletterId: z.uuid({ error: 'Choose the issue to send as a test' }).optional(),
  emails: z
    .array(ZEmail)
    .min(1, 'Enter at least one address')
    .max(MAX_TEST_ADDRESSES, `At most ${MAX_TEST_ADDRESSES} addresses`)
    .optional(),
});
export type TSendTest = z.input<typeof ZSendTest>;
export const ZSendTestResponse = z.object({ email: z.string(), emails: z.array(z.string()) });
export const ZPrefill = z.object({ trending: ZTrending });

/** A 400 from the newsletter API: the summary, and the message for each field (path "moves.0.title"). */
export const ZValidationError = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TValidationError = z.infer<typeof ZValidationError>;

/** Who an issue goes to: subscribed, e-mail verified (double opt-in), not suppressed. */
export const ZAudience = z.object({ count: z.number().int() });
export const NO_NEWSLETTER_AUDIENCE =
  'Nobody to send to: no subscriber has a verified e-mail address that is not suppressed.';

export const subscriberStates = ['receives', 'unverified', 'suppressed'] as const;
export const SUBSCRIBERS_PAGE_SIZE = 50;
export const ZSubscribersQuery = z.object({
  q: text('Search', 200)
    .refine((v) => !v.includes('\0'), 'Search must not contain the NUL character')
    .default(''),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(100_000).default(1),
});
export const ZSubscriber = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  state: z.enum(subscriberStates),
  /** When the account was created. */
  joinedAt: z.string(),
});
export type TSubscriber = z.infer<typeof ZSubscriber>;
export const ZSubscriberPage = z.object({
  items: z.array(ZSubscriber),
  /** Subscribers matching the search (any state). */
  total: z.number().int(),
  /** Everyone an issue would go to now. */
  audience: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TSubscriberPage = z.infer<typeof ZSubscriberPage>;
export const subscriberCsvColumns = ['name', 'email', 'state', 'joined_at'] as const;

export const suppressionReasons = ['bounced', 'unsubscribed'] as const;
export const ZSuppression = z.object({
  id: z.string(),
  email: z.string(),
  reason: z.enum(suppressionReasons),
  detail: z.string(),
  newsletterTitle: z.string().nullable(),
  createdAt: z.string(),
});
export type TSuppression = z.infer<typeof ZSuppression>;
export const ZSuppressionList = z.array(ZSuppression);

export const TIMELINE_HOURS = 48;
export const ZAnalytics = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(newsletterStatuses),
  sentAt: z.string().nullable(),
  recipients: z.number().int(),
  delivered: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  /** Failed deliveries by reason (the mail server's answer), most frequent first. */
  failures: z.array(z.object({ reason: z.string(), count: z.number().int(), permanent: z.boolean() })),
  opens: z.object({ unique: z.number().int(), rate: z.number().nullable() }),
  clicks: z.object({ unique: z.number().int(), total: z.number().int(), rate: z.number().nullable() }),
  /** Every link of the issue with its clicks (all, and distinct recipients). */
  links: z.array(
    z.object({ url: z.string(), label: z.string(), clicks: z.number().int(), clickers: z.number().int() }),
  ),
  /** Unsubscribes made from this link. */
  unsubscribes: z.number().int(),
  /** First opens and clicks per hour after sending, hours 0-47. */
  timeline: z.array(z.object({ hour: z.number().int(), opens: z.number().int(), clicks: z.number().int() })),
});
export type TAnalytics = z.infer<typeof ZAnalytics>;

/** Product announcements: a plain-text e-mail to every user with "Marketing Emails" on. */
export const ANNOUNCEMENT_LIMITS = { subject: 150, body: 5000 } as const;
export const ZAnnouncement = z.object({
  subject: text('Subject', ANNOUNCEMENT_LIMITS.subject).min(1, 'Subject is required'),
  body: text('Message', ANNOUNCEMENT_LIMITS.body).min(1, 'Message is required'),
});
export type TAnnouncement = z.input<typeof ZAnnouncement>;
/** How many e-mails went out (announcement, or the weekly alerts digest run by an admin). */
export const ZMailSent = z.object({ sent: z.number().int() });
export const ZAnnouncementAudience = z.object({ count: z.number().int() });
export const NO_ANNOUNCEMENT_AUDIENCE = 'No one has opted in to product announcements yet.';

/** Without SMTP_URL the mail is written to an outbox folder: its newest messages, for admins to open. */
export const ZOutbox = z.object({ transport: z.enum(['smtp', 'outbox']), files: z.array(z.string()) });
export type TOutbox = z.infer<typeof ZOutbox>;

/** A file sent as it is (the open pixel, an outbox message): bytes, never JSON. */
const ZBytes = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });

export const ZNewsletterId = z.object({ id: z.uuid({ error: 'id must be a newsletter id' }) });
export const ZSuppressionId = z.object({ id: z.uuid({ error: 'id must be a suppression id' }) });
/** A signed per-recipient token of an e-mail's link (unsubscribe, open, click). */
const ZLinkToken = z.object({ token: z.string().max(200) });

/** Everything the admin desk answers besides success: a refused form (with its fields), sign-in, role, state. */
const deskErrors = {
  400: ZValidationError,
  401: ZMessageResponse,
  403: ZMessageResponse,
  404: ZMessageResponse,
  409: ZMessageResponse,
};
const adminOnly = { 401: ZMessageResponse, 403: ZMessageResponse };
/** The e-mail links answer a browser with a page and any other client with `{ message }`. */
const ZPageOrMessage = z.union([z.string(), ZMessageResponse]);

/**
 * "In The Know": the admin desk (issues, audience, subscribers, suppressions, announcements,
 * Send Test, the outbox) and the links inside its e-mails (no session: signed tokens). The
 * signed-in user's own subscribe and unsubscribe are account settings (auth endpoints).
 */
export const newsletterEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/newsletters',
    access: 'admin',
    summary: 'Every issue, newest first, with its delivery counts and rates (admin).',
    responses: { 200: ZNewsletterList, ...deskErrors },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/newsletters',
    access: 'admin',
    summary: 'Creates a draft issue (admin); a refused form answers each field.',
    body: ZNewsletterInput,
    responses: { 201: ZNewsletter, ...deskErrors },
  }),
  audience: endpoint({
    method: 'GET',
    path: '/api/newsletters/audience',
    access: 'admin',
    summary: 'How many an issue sent now goes to: subscribed, verified, not suppressed (admin).',
    responses: { 200: ZAudience, ...deskErrors },
  }),
  subscribers: endpoint({
    method: 'GET',
    path: '/api/newsletters/subscribers',
    access: 'admin',
    summary: 'Everyone with the newsletter on, searched by name or e-mail, by pages of 50 (admin).',
    query: ZSubscribersQuery,
    responses: { 200: ZSubscriberPage, ...deskErrors },
  }),
  subscribersCsv: endpoint({
    method: 'GET',
    path: '/api/newsletters/subscribers.csv',
    access: 'admin',
    summary: 'The subscribers matching the search, as a CSV download (admin).',
    query: ZSubscribersQuery,
    produces: 'text/csv',
    responseHeaders: { 200: ['Content-Disposition'] },
    responses: { 200: z.string(), 400: ZMessageResponse, ...adminOnly },
  }),
  suppressions: endpoint({
    method: 'GET',
    path: '/api/newsletters/suppressions',
    access: 'admin',
    summary: 'The addresses never sent to: bounced or unsubscribed from an e-mail (admin).',
    responses: { 200: ZSuppressionList, ...deskErrors },
  }),
  liftSuppression: endpoint({
    method: 'DELETE',
    path: '/api/newsletters/suppressions/:id',
    access: 'admin',
    summary:
      'Lifts a suppression (admin); the message says whether the address gets the next issue (newsletter on, address confirmed) or why not.',
    params: ZSuppressionId,
    responses: { 200: ZMessageResponse, ...deskErrors },
  }),
  announcementAudience: endpoint({
    method: 'GET',
    path: '/api/newsletters/announcements/audience',
    access: 'admin',
    summary: 'How many users opted in to product announcements (admin).',
    responses: { 200: ZAnnouncementAudience, ...deskErrors },
  }),
  announce: endpoint({
    method: 'POST',
    path: '/api/newsletters/announcements',
    access: 'admin',
    summary: 'Sends a product announcement now to everyone opted in to marketing e-mails (admin).',
    body: ZAnnouncement,
    responses: { 200: ZMailSent, ...deskErrors, 502: ZMessageResponse },
  }),
  prefill: endpoint({
    method: 'GET',
    path: '/api/newsletters/prefill',
    access: 'admin',
    summary: "A new issue's trending section: last week's top searches and trending portfolios (admin).",
    responses: { 200: ZPrefill, ...deskErrors },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/newsletters/:id',
    access: 'admin',
    summary: 'One issue (admin).',
    params: ZNewsletterId,
    responses: { 200: ZNewsletter, ...deskErrors },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/newsletters/:id',
    access: 'admin',
    summary: 'New content for a draft or a scheduled issue (admin); a refused form answers each field.',
    params: ZNewsletterId,
    body: ZNewsletterInput,
    responses: { 200: ZNewsletter, ...deskErrors },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/newsletters/:id',
    access: 'admin',
    summary: 'Deletes a draft (admin).',
    params: ZNewsletterId,
    responses: { 200: ZMessageResponse, ...deskErrors },
  }),
  duplicate: endpoint({
    method: 'POST',
    path: '/api/newsletters/:id/duplicate',
    access: 'admin',
    summary: "A new draft with an issue's content (admin).",
    params: ZNewsletterId,
    responses: { 201: ZNewsletter, ...deskErrors },
  }),
  analytics: endpoint({
    method: 'GET',
    path: '/api/newsletters/:id/analytics',
    access: 'admin',
    summary:
      "One issue's deliveries, failures, opens, clicks per link, unsubscribes and first 48 hours (admin).",
    params: ZNewsletterId,
    responses: { 200: ZAnalytics, ...deskErrors },
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/newsletters/:id/send',
    access: 'admin',
    summary: 'Sends a draft now to the audience (admin).',
    params: ZNewsletterId,
    responses: { 200: ZNewsletter, ...deskErrors },
  }),
  schedule: endpoint({
    method: 'POST',
    path: '/api/newsletters/:id/schedule',
    access: 'admin',
    summary:
      'Schedules a draft, or moves a scheduled issue (admin); the coming Friday 12:30 London time by default.',
    params: ZNewsletterId,
    body: ZSchedule.nullish(),
    responses: { 200: ZNewsletter, ...deskErrors },
  }),
  unschedule: endpoint({
    method: 'POST',
    path: '/api/newsletters/:id/unschedule',
    access: 'admin',
    summary: 'A scheduled issue goes back to being a draft (admin).',
    params: ZNewsletterId,
    responses: { 200: ZNewsletter, ...deskErrors },
  }),
  resume: endpoint({
    method: 'POST',
    path: '/api/newsletters/:id/resume',
    access: 'admin',
    summary: 'A paused issue goes back to sending; its failed deliveries are queued again (admin).',
    params: ZNewsletterId,
    responses: { 200: ZNewsletter, ...deskErrors },
  }),
  sendTest: endpoint({
    method: 'POST',
    path: '/api/newsletters/send-test',
    access: 'admin',
    summary: 'Sends an issue marked [Test], without tracking, to the given addresses (admin).',
    body: ZSendTest,
    responses: { 200: ZSendTestResponse, ...deskErrors, 502: ZMessageResponse },
  }),
  outbox: endpoint({
    method: 'GET',
    path: '/api/newsletters/outbox',
    access: 'admin',
    summary:
      "The mail transport, and the outbox folder's newest messages when there is no mail server (admin).",
    responses: { 200: ZOutbox, ...adminOnly },
  }),
  outboxMessage: endpoint({
    method: 'GET',
    path: '/api/newsletters/outbox/:name',
    access: 'admin',
    summary: 'One message of the outbox folder, as an .eml download (admin).',
    params: z.object({ name: z.string().max(200) }),
    produces: 'message/rfc822',
    responseHeaders: { 200: ['Content-Disposition'] },
    responses: { 200: ZBytes, 400: ZMessageResponse, ...adminOnly, 404: ZMessageResponse },
  }),
  unsubscribePage: endpoint({
    method: 'GET',
    path: '/api/newsletters/unsubscribe/:token',
    summary:
      "An e-mail's unsubscribe link: a page asking to confirm (a browser gets pages, other clients JSON).",
    params: ZLinkToken,
    produces: 'text/html',
    responses: { 200: z.string(), 400: ZPageOrMessage },
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/newsletters/unsubscribe/:token',
    summary: 'Unsubscribes the recipient at once (RFC 8058 one-click, posted by mail clients too).',
    crossSite: true,
    params: ZLinkToken,
    produces: 'text/html',
    responses: { 200: z.string(), 400: ZPageOrMessage },
  }),
  open: endpoint({
    method: 'GET',
    path: '/api/newsletters/open/:token',
    summary: "An e-mail's open pixel: records the first open, answers a transparent 1x1 GIF.",
    params: ZLinkToken,
    produces: 'image/gif',
    responses: { 200: ZBytes, 400: ZMessageResponse },
  }),
  click: endpoint({
    method: 'GET',
    path: '/api/newsletters/click/:token',
    summary: "A tracked link of an e-mail: records the click and redirects to one of the issue's own links.",
    params: ZLinkToken,
    query: z.object({ u: z.string().max(2000) }),
    responses: { 302: ZNoContent, 400: ZMessageResponse },
  }),
  archive: endpoint({
    method: 'GET',
    path: '/api/newsletters/archive/:token',
    summary: 'The web copy of a sent issue ("view in browser"), to whoever holds its link.',
    params: z.object({ token: z.string().max(100) }),
    produces: 'text/html',
    responses: { 200: z.string(), 400: ZMessageResponse, 404: ZPageOrMessage },
  }),
};
