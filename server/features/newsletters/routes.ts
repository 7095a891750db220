import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterEndpoints as ep } from '../../../core/contract/newsletters';
import { listOutbox, readOutbox } from '../../mail/mailer';
import { requireAdmin, sessionOf } from '../../plugins/auth';
import { routeOf } from '../../plugins/endpoints';
import { HttpError } from '../../plugins/errors';
import { analytics } from './analytics';
import { announcementAudience, sendAnnouncement } from './announcements';
import {
  audienceCount,
  liftSuppression,
  listSubscribers,
  listSuppressions,
  subscribersCsv,
} from './audience';
import type { NewsletterDeps } from './deps';
import { nextFridayLunch } from './schedule';
import {
  createNewsletter,
  deleteNewsletter,
  duplicateNewsletter,
  getNewsletter,
  listNewsletters,
  prefill,
  resume,
  schedule,
  sendNow,
  sendTest,
  unschedule,
  updateNewsletter,
} from './service';

export type { NewsletterDeps } from './deps';

/**
 * A request the schema refused, as a 400 the form can show: the messages in one line, and each
 * field's own message under its path ("moves.0.title").
 */
function fieldErrors(error: FastifyError) {
  const issues = (error.validation ?? []) as { instancePath?: string; message?: string }[];
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    if (!(path in fields)) fields[path] = issue.message ?? 'Invalid value';
  }
  const messages = [...new Set(Object.values(fields))];
  return {
    message: `${messages.slice(0, 5).join('; ')}${messages.length > 5 ? ` (and ${messages.length - 5} more)` : ''}`,
    fields,
  };
}

/** With attachValidation, a refused request is answered here with its field messages. */
const refused = (req: FastifyRequest, reply: FastifyReply) =>
  req.validationError ? reply.code(400).send(fieldErrors(req.validationError as FastifyError)) : null;

/** Admin-only management of "In The Know" (spec 01 section 7, and the newsletter desk of issue 20). */
export const newsletterAdminRoutes =
  (d: NewsletterDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireAdmin(d.db));
    const url = d.publicUrl;

    app.route({ ...routeOf(ep.list), handler: () => listNewsletters(d.db, url) });

    app.route({
      ...routeOf(ep.create),
      attachValidation: true,
      handler: async (req, reply) => {
        if (refused(req, reply)) return reply;
        return reply.code(201).send(await createNewsletter(d.db, req.body, sessionOf(req).user.id, url));
      },
    });

    // Who an issue would go to now: subscribed, verified, not suppressed.
    app.route({ ...routeOf(ep.audience), handler: async () => ({ count: await audienceCount(d.db) }) });

    app.route({
      ...routeOf(ep.subscribers),
      handler: (req) => listSubscribers(d.db, req.query.q, req.query.page),
    });

    app.route({
      ...routeOf(ep.subscribersCsv),
      handler: async (req, reply) => {
        const csv = await subscribersCsv(d.db, req.query.q);
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="itk-subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
          )
          .header('cache-control', 'no-store')
          .send(csv);
      },
    });

    app.route({ ...routeOf(ep.suppressions), handler: () => listSuppressions(d.db) });

    app.route({
      ...routeOf(ep.liftSuppression),
      handler: async (req) => ({ message: await liftSuppression(d.db, req.params.id) }),
    });

    // Product announcements: the users with Marketing Emails on, sent at once (not a newsletter issue).
    app.route({
      ...routeOf(ep.announcementAudience),
      handler: async () => ({ count: await announcementAudience(d.db) }),
    });

    app.route({
      ...routeOf(ep.announce),
      handler: async (req) => ({ sent: await sendAnnouncement({ ...d, log: req.log }, req.body) }),
    });

    app.route({ ...routeOf(ep.prefill), handler: () => prefill(d.db) });

    app.route({ ...routeOf(ep.get), handler: (req) => getNewsletter(d.db, req.params.id, url) });

    app.route({
      ...routeOf(ep.update),
      attachValidation: true,
      handler: async (req, reply) => {
        if (refused(req, reply)) return reply;
        return updateNewsletter(d.db, req.params.id, req.body, url);
      },
    });

    app.route({
      ...routeOf(ep.remove),
      handler: async (req) => {
        await deleteNewsletter(d.db, req.params.id);
        return { message: 'Draft deleted.' };
      },
    });

    app.route({
      ...routeOf(ep.duplicate),
      handler: async (req, reply) =>
        reply.code(201).send(await duplicateNewsletter(d.db, req.params.id, sessionOf(req).user.id, url)),
    });

    app.route({ ...routeOf(ep.analytics), handler: (req) => analytics(d.db, req.params.id, url) });

    app.route({
      ...routeOf(ep.send),
      handler: async (req) => {
        const sent = await sendNow(d.db, req.params.id, url);
        d.worker?.poke();
        return sent;
      },
    });

    app.route({
      ...routeOf(ep.schedule),
      handler: (req) =>
        schedule(d.db, req.params.id, req.body?.at ? new Date(req.body.at) : nextFridayLunch(), url),
    });

    app.route({ ...routeOf(ep.unschedule), handler: (req) => unschedule(d.db, req.params.id, url) });

    app.route({
      ...routeOf(ep.resume),
      handler: async (req) => {
        const resumed = await resume(d.db, req.params.id, url);
        d.worker?.poke();
        return resumed;
      },
    });

    // Send Test: the chosen issue, to the given addresses (else the configured test address, else
    // the requesting admin's own), marked [Test]; no tracking, no recipient links.
    app.route({
      ...routeOf(ep.sendTest),
      attachValidation: true,
      handler: async (req, reply) => {
        if (refused(req, reply)) return reply;
        const given = req.body.emails ?? [d.testEmail ?? sessionOf(req).user.email];
        const emails = [...new Set(given.map((e) => e.toLowerCase()))];
        await sendTest(d, emails, req.body.newsletterId);
        return { email: emails.join(', '), emails };
      },
    });

    app.route({
      ...routeOf(ep.outbox),
      handler: async () => ({
        transport: d.mailer.kind,
        files: (await listOutbox(d.outboxDir)).slice(0, 100),
      }),
    });

    app.route({
      ...routeOf(ep.outboxMessage),
      handler: async (req, reply) => {
        const file = await readOutbox(d.outboxDir, req.params.name);
        if (!file) throw new HttpError(404, 'No such message in the outbox.');
        return reply
          .type('message/rfc822')
          .header('content-disposition', `attachment; filename="${req.params.name}"`)
          .send(file);
      },
    });
  };
