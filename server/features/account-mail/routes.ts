import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMailEndpoints as ep } from '../../../core/contract/account-mail';
import { escapeHtml } from '../../../core/format/html';
import type { Db } from '../../db/client';
import { type AccountMailKind, accountMails } from '../../mail/compose';
import { page, wantsHtml } from '../../mail/pages';
import type { Signer } from '../../mail/tokens';
import { requireAdmin } from '../../plugins/auth';
import { routeOf } from '../../plugins/endpoints';
import { HttpError } from '../../plugins/errors';
import { type DigestDeps, runDigest } from './digest';
import { turnOffAccountMail } from './service';

export const INVALID_UNSUBSCRIBE =
  'This unsubscribe link is not valid. Turn e-mails off in Account Settings instead.';

/** Each kind's confirmation page (GET) and its unsubscribe (POST). */
const unsubscribeEndpoints = {
  digest: { page: ep.digestPage, unsubscribe: ep.digestUnsubscribe },
  marketing: { page: ep.marketingPage, unsubscribe: ep.marketingUnsubscribe },
} as const satisfies Record<AccountMailKind, unknown>;

/**
 * GET and POST /api/settings/unsubscribe-digest and /unsubscribe-marketing?token=...: no session,
 * a signed user id. GET shows a confirmation page whose button posts; POST (the page's button, or
 * a mail client's RFC 8058 one-click) turns the setting off. A bad token: 400.
 */
export const accountMailPublicRoutes =
  (d: { db: Db; signer: Signer }): FastifyPluginAsyncZod =>
  async (app) => {
    // Mail clients post "List-Unsubscribe=One-Click" as a form; the body itself is not needed.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, undefined),
    );
    const invalid = page(
      'Link not valid',
      `<h1>This link is not valid</h1><p>Turn e-mails off in <a href="/settings">Account Settings</a> instead.</p>`,
    );

    for (const kind of Object.keys(accountMails) as AccountMailKind[]) {
      const m = accountMails[kind];
      const userOf = (token: string | undefined) => (token ? d.signer.verify(m.purpose, token) : null);

      app.route({
        ...routeOf(unsubscribeEndpoints[kind].page),
        handler: async (req, reply) => {
          const userId = userOf(req.query.token);
          if (!userId && !wantsHtml(req)) throw new HttpError(400, INVALID_UNSUBSCRIBE);
          reply.type('text/html; charset=utf-8');
          if (!userId) return reply.code(400).send(invalid);
          const action = `${m.path}?token=${encodeURIComponent(req.query.token!)}`;
          return page(
            'Unsubscribe',
            `<h1>Unsubscribe from ${m.what}?</h1><p>${m.confirm}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
          );
        },
      });

      app.route({
        ...routeOf(unsubscribeEndpoints[kind].unsubscribe),
        handler: async (req, reply) => {
          const userId = userOf(req.query.token);
          if (!userId && !wantsHtml(req)) throw new HttpError(400, INVALID_UNSUBSCRIBE);
          reply.type('text/html; charset=utf-8');
          if (!userId) return reply.code(400).send(invalid);
          await turnOffAccountMail(d.db, kind, userId);
          return page(
            'Unsubscribed',
            `<h1>You are unsubscribed</h1><p>${m.confirm} Changed your mind? Turn it back on in <a href="/settings">Account Settings</a>.</p>`,
          );
        },
      });
    }
  };

/** POST /api/admin/digest/send (admins): this week's alerts digest now, unless already sent this week. */
export const digestAdminRoutes =
  (d: DigestDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireAdmin(d.db));
    app.route({ ...routeOf(ep.sendDigest), handler: async () => ({ sent: await runDigest(d) }) });
  };
