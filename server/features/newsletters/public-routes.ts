import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brand } from '../../../core/brand';
import { newsletterEndpoints as ep } from '../../../core/contract/newsletters';
import { page, wantsHtml } from '../../mail/pages';
import { routeOf } from '../../plugins/endpoints';
import { HttpError } from '../../plugins/errors';
import type { NewsletterDeps } from './deps';
import {
  archivedIssue,
  INVALID_LINK,
  recordClick,
  recordOpen,
  unsubscribe,
  unsubscribeRecipient,
} from './email-links';

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

    app.route({
      ...routeOf(ep.unsubscribePage),
      handler: async (req, reply) => {
        const row = await unsubscribeRecipient(d, req.params.token);
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
      },
    });

    app.route({
      ...routeOf(ep.unsubscribe),
      handler: async (req, reply) => {
        const row = await unsubscribeRecipient(d, req.params.token);
        if (!row && !wantsHtml(req)) throw new HttpError(400, INVALID_LINK);
        reply.type('text/html; charset=utf-8');
        if (!row) return reply.code(400).send(page('Link not valid', '<h1>This link is not valid</h1>'));
        await unsubscribe(d.db, row);
        return page(
          'Unsubscribed',
          `<h1>You are unsubscribed</h1><p>You will not receive In The Know any more. Changed your mind? Turn it back on in <a href="/settings">Account Settings</a>.</p>`,
        );
      },
    });

    app.route({
      ...routeOf(ep.open),
      handler: async (req, reply) => {
        await recordOpen(d, req.params.token);
        return reply.type('image/gif').header('cache-control', 'no-store').send(PIXEL);
      },
    });

    app.route({
      ...routeOf(ep.click),
      handler: async (req, reply) => reply.redirect(await recordClick(d, req.params.token, req.query.u), 302),
    });

    // "View in browser": the issue as sent, without tracking; the link itself is the key.
    app.route({
      ...routeOf(ep.archive),
      handler: async (req, reply) => {
        const html = await archivedIssue(d, req.params.token);
        const missing = 'This issue is not available: the link is not valid.';
        if (html === null && !wantsHtml(req)) throw new HttpError(404, missing);
        reply
          .type('text/html; charset=utf-8')
          .header('x-robots-tag', 'noindex')
          // The key is in the address: never pass it on to the sites the issue links to.
          .header('referrer-policy', 'no-referrer');
        if (html === null)
          return reply.code(404).send(page('Issue not found', `<h1>Issue not found</h1><p>${missing}</p>`));
        return html;
      },
    });
  };
