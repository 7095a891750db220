import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brand } from '../../../core/brand';
import { newsletterTargets, renderNewsletter, siteLinks } from '../../../core/newsletter/render';
import { deliveries, newsletterClicks, newsletters, userSettings } from '../../db/schema';
import { page, wantsHtml } from '../../mail/pages';
import { HttpError } from '../../plugins/errors';
import { suppress } from './audience';
import type { NewsletterDeps } from './deps';
import { contentOf } from './service';
import { linksFor } from './worker';

const INVALID_LINK = 'This link is not valid.';

// A transparent 1x1 GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The links inside e-mails: no session, signed per-recipient tokens. Unsubscribe: GET shows a
 * confirmation, POST unsubscribes at once (RFC 8058 one-click, from mail clients too). The web
 * copy of a sent issue is public to whoever holds its unguessable link.
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
      // Counted for the issue it came from, and kept on the suppression list.
      await d.db
        .update(deliveries)
        .set({ unsubscribedAt: new Date() })
        .where(and(eq(deliveries.id, row.id), isNull(deliveries.unsubscribedAt)));
      await suppress(d.db, {
        email: row.email,
        reason: 'unsubscribed',
        detail: 'Unsubscribed with the link in an e-mail',
        newsletterId: row.newsletterId,
      });
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
        const [row] = await d.db
          .select({ delivery: deliveries.id, issue: newsletters })
          .from(deliveries)
          .innerJoin(newsletters, eq(newsletters.id, deliveries.newsletterId))
          .where(eq(deliveries.id, id));
        if (!row) throw new HttpError(400, INVALID_LINK);
        // Only the newsletter's own links: never an open redirect.
        const allowed = newsletterTargets(linksFor(d.publicUrl, d.signer, id).links, contentOf(row.issue));
        if (!allowed.some((t) => t.url === req.query.u))
          throw new HttpError(400, 'This link is not part of the newsletter.');
        await d.db
          .insert(newsletterClicks)
          .values({ newsletterId: row.issue.id, deliveryId: id, url: req.query.u });
        await d.db
          .update(deliveries)
          .set({ firstClickAt: new Date() })
          .where(and(eq(deliveries.id, id), isNull(deliveries.firstClickAt)));
        return reply.redirect(req.query.u, 302);
      },
    );

    // "View in browser": the issue as sent, without tracking; the link itself is the key.
    app.get(
      '/archive/:token',
      { schema: { params: z.object({ token: z.string().max(100) }) } },
      async (req, reply) => {
        const [row] = /^[\w-]{20,100}$/.test(req.params.token)
          ? await d.db
              .select()
              .from(newsletters)
              .where(
                and(
                  eq(newsletters.archiveToken, req.params.token),
                  inArray(newsletters.status, ['sent', 'paused']),
                ),
              )
          : [];
        const missing = 'This issue is not available: the link is not valid.';
        if (!row && !wantsHtml(req)) throw new HttpError(404, missing);
        reply
          .type('text/html; charset=utf-8')
          .header('x-robots-tag', 'noindex')
          // The key is in the address: never pass it on to the sites the issue links to.
          .header('referrer-policy', 'no-referrer');
        if (!row)
          return reply.code(404).send(page('Issue not found', `<h1>Issue not found</h1><p>${missing}</p>`));
        const { html } = renderNewsletter(contentOf(row), { links: siteLinks(d.publicUrl) });
        return html.replace(
          '</head>',
          '<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"></head>',
        );
      },
    );
  };
