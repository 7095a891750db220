import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brand } from '../../../core/brand';
import { ZMessageResponse } from '../../../core/contract/auth';
import {
  ZAnnouncement,
  ZAnnouncementAudience,
  ZMailSent,
  ZNewsletter,
  ZNewsletterInput,
  ZNewsletterList,
  ZPrefill,
  ZSchedule,
  ZSendTest,
  ZSendTestResponse,
} from '../../../core/contract/newsletters';
import { newsletterTargets, renderNewsletter, siteLinks } from '../../../core/newsletter/render';
import type { Db } from '../../db/client';
import { deliveries, userSettings } from '../../db/schema';
import { requireAdmin, sessionOf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { announcementAudience, sendAnnouncement } from '../account-mail/announcements';
import { listOutbox, type Mailer, readOutbox } from './mailer';
import { nextFridayLunch } from './schedule';
import {
  createNewsletter,
  getNewsletter,
  listNewsletters,
  prefill,
  resume,
  schedule,
  sendNow,
} from './service';
import type { Signer } from './tokens';
import { type DeliveryWorker, linksFor } from './worker';

const INVALID_LINK = 'This link is not valid.';

/** A person following a link from an e-mail gets a page; any other client gets JSON { message }. */
export function wantsHtml(req: FastifyRequest): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}

export interface NewsletterDeps {
  db: Db;
  mailer: Mailer;
  signer: Signer;
  worker: DeliveryWorker | null;
  publicUrl: string;
  outboxDir: string;
  testEmail?: string | undefined;
  /** E-mails sent at once by a product announcement. */
  concurrency?: number | undefined;
}

const errors = {
  400: ZMessageResponse,
  401: ZMessageResponse,
  403: ZMessageResponse,
  404: ZMessageResponse,
  409: ZMessageResponse,
};
const idParam = z.object({ id: z.uuid({ error: 'id must be a newsletter id' }) });

/** Admin-only management of "In The Know" (spec 01 section 7, plus schedule, resume and the outbox). */
export const newsletterAdminRoutes =
  (d: NewsletterDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireAdmin(d.db));

    app.get('/', { schema: { response: { 200: ZNewsletterList, ...errors } } }, async () =>
      listNewsletters(d.db),
    );

    app.post(
      '/',
      { schema: { body: ZNewsletterInput, response: { 201: ZNewsletter, ...errors } } },
      async (req, reply) => {
        reply.code(201);
        return createNewsletter(d.db, req.body, sessionOf(req).user.id);
      },
    );

    // Product announcements: the users with Marketing Emails on, sent at once (not a newsletter issue).
    app.get(
      '/announcements/audience',
      { schema: { response: { 200: ZAnnouncementAudience, ...errors } } },
      async () => ({ count: await announcementAudience(d.db) }),
    );

    app.post(
      '/announcements',
      { schema: { body: ZAnnouncement, response: { 200: ZMailSent, ...errors, 502: ZMessageResponse } } },
      async (req) => ({ sent: await sendAnnouncement({ ...d, log: req.log }, req.body) }),
    );

    app.get('/prefill', { schema: { response: { 200: ZPrefill, ...errors } } }, async () => prefill(d.db));

    app.post(
      '/:id/send',
      { schema: { params: idParam, response: { 200: ZNewsletter, ...errors } } },
      async (req) => {
        const sent = await sendNow(d.db, req.params.id);
        d.worker?.poke();
        return sent;
      },
    );

    app.post(
      '/:id/schedule',
      { schema: { params: idParam, body: ZSchedule.nullish(), response: { 200: ZNewsletter, ...errors } } },
      async (req) => schedule(d.db, req.params.id, req.body?.at ? new Date(req.body.at) : nextFridayLunch()),
    );

    app.post(
      '/:id/resume',
      { schema: { params: idParam, response: { 200: ZNewsletter, ...errors } } },
      async (req) => {
        const resumed = await resume(d.db, req.params.id);
        d.worker?.poke();
        return resumed;
      },
    );

    app.get('/:id', { schema: { params: idParam, response: { 200: ZNewsletter, ...errors } } }, async (req) =>
      getNewsletter(d.db, req.params.id),
    );

    // Send Test: to the configured test address, else the requesting admin's own e-mail.
    app.post(
      '/send-test',
      { schema: { body: ZSendTest.nullish(), response: { 200: ZSendTestResponse, ...errors } } },
      async (req) => {
        const email = d.testEmail ?? sessionOf(req).user.email;
        const [latest] = await listNewsletters(d.db);
        const content = latest ?? {
          title: 'Test issue',
          weekOf: '',
          moves: [
            { title: 'A sample move', description: 'This is how a move reads.', category: 'other' as const },
          ],
          platformUpdates: [],
          trending: { searches: [], portfolios: [], insights: [] },
          quote: { text: '', author: '' },
        };
        const { html, text } = renderNewsletter(content, { links: siteLinks(d.publicUrl) });
        try {
          await d.mailer.send({ to: email, subject: `[Test] In The Know: ${content.title}`, html, text });
        } catch (error) {
          throw new HttpError(502, `The mail server refused the test: ${(error as Error).message}`);
        }
        return { email };
      },
    );

    app.get('/outbox', async () => ({
      transport: d.mailer.kind,
      files: (await listOutbox(d.outboxDir)).slice(0, 100),
    }));
    app.get(
      '/outbox/:name',
      { schema: { params: z.object({ name: z.string().max(200) }) } },
      async (req, reply) => {
        const file = await readOutbox(d.outboxDir, req.params.name);
        if (!file) throw new HttpError(404, 'No such message in the outbox.');
        return reply
          .type('message/rfc822')
          .header('content-disposition', `attachment; filename="${req.params.name}"`)
          .send(file);
      },
    );
  };

export const page = (
  title: string,
  body: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font:16px/1.5 system-ui,Arial,sans-serif;background:#0b1220;color:#e2e8f0;display:grid;place-items:center;min-height:100vh;margin:0}
main{max-width:440px;padding:32px;background:#111a2e;border-radius:16px;text-align:center}button{font:inherit;font-weight:700;background:#34d399;color:#0b1220;border:0;border-radius:8px;padding:12px 20px;cursor:pointer}a{color:#34d399}</style>
</head><body><main>${body}</main></body></html>`;

// A transparent 1x1 GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The links inside e-mails: no session, signed per-recipient tokens. Unsubscribe: GET shows a
 * confirmation, POST unsubscribes at once (RFC 8058 one-click, from mail clients too).
 */
export const newsletterPublicRoutes =
  (d: NewsletterDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Mail clients post "List-Unsubscribe=One-Click" as a form; the body itself is not needed.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, undefined),
    );
    const tokenParam = z.object({ token: z.string().max(200) });

    const recipient = async (token: string) => {
      const id = d.signer.verify('unsubscribe', token);
      if (!id) return null;
      const [row] = await d.db.select().from(deliveries).where(eq(deliveries.id, id));
      return row ?? null;
    };

    app.get('/unsubscribe/:token', { schema: { params: tokenParam } }, async (req, reply) => {
      const row = await recipient(req.params.token);
      if (!row && !wantsHtml(req)) throw new HttpError(400, INVALID_LINK);
      reply.type('text/html; charset=utf-8');
      if (!row)
        return reply
          .code(400)
          .send(
            page(
              'Link not valid',
              '<h1>This link is not valid</h1><p>Manage your e-mail in Account Settings.</p>',
            ),
          );
      return page(
        'Unsubscribe',
        `<h1>Unsubscribe from In The Know?</h1><p>You will stop receiving the weekly ${brand.product} newsletter.</p>
<form method="post"><button type="submit">Unsubscribe</button></form>`,
      );
    });

    app.post('/unsubscribe/:token', { schema: { params: tokenParam } }, async (req, reply) => {
      const row = await recipient(req.params.token);
      if (!row && !wantsHtml(req)) throw new HttpError(400, INVALID_LINK);
      reply.type('text/html; charset=utf-8');
      if (!row) return reply.code(400).send(page('Link not valid', '<h1>This link is not valid</h1>'));
      if (row.userId)
        await d.db
          .update(userSettings)
          .set({ newsletterSubscription: false })
          .where(eq(userSettings.userId, row.userId));
      return page(
        'Unsubscribed',
        `<h1>You are unsubscribed</h1><p>You will not receive In The Know any more. Changed your mind? Turn it back on in <a href="/settings">Account Settings</a>.</p>`,
      );
    });

    app.get('/open/:token', { schema: { params: tokenParam } }, async (req, reply) => {
      const id = d.signer.verify('open', req.params.token);
      if (id)
        await d.db
          .update(deliveries)
          .set({ openedAt: new Date() })
          .where(and(eq(deliveries.id, id), isNull(deliveries.openedAt)));
      return reply.type('image/gif').header('cache-control', 'no-store').send(PIXEL);
    });

    app.get(
      '/click/:token',
      { schema: { params: tokenParam, querystring: z.object({ u: z.string().max(2000) }) } },
      async (req, reply) => {
        const id = d.signer.verify('click', req.params.token);
        if (!id) throw new HttpError(400, INVALID_LINK);
        // Only the newsletter's own links: never an open redirect.
        const allowed = newsletterTargets(linksFor(d.publicUrl, d.signer, id).links);
        if (!allowed.includes(req.query.u))
          throw new HttpError(400, 'This link is not part of the newsletter.');
        await d.db
          .update(deliveries)
          .set({ firstClickAt: new Date() })
          .where(and(eq(deliveries.id, id), isNull(deliveries.firstClickAt)));
        return reply.redirect(req.query.u, 302);
      },
    );
  };
