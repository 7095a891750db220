import { desc, eq } from 'drizzle-orm';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMessageResponse } from '../../../core/contract/error';
import {
  ZAnalytics,
  ZAnnouncement,
  ZAnnouncementAudience,
  ZAudience,
  ZMailSent,
  ZNewsletter,
  ZNewsletterInput,
  ZNewsletterList,
  ZPrefill,
  ZSchedule,
  ZSendTest,
  ZSendTestResponse,
  ZSubscriberPage,
  ZSubscribersQuery,
  ZSuppressionList,
  ZValidationError,
} from '../../../core/contract/newsletters';
import { renderNewsletter, siteLinks } from '../../../core/newsletter/render';
import { newsletters } from '../../db/schema';
import { listOutbox, readOutbox } from '../../mail/mailer';
import { requireAdmin, sessionOf } from '../../plugins/auth';
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
import { nextFridayLunch } from './schedule';
import {
  archiveUrl,
  contentOf,
  createNewsletter,
  deleteNewsletter,
  duplicateNewsletter,
  getNewsletter,
  listNewsletters,
  prefill,
  resume,
  schedule,
  sendNow,
  unschedule,
  updateNewsletter,
} from './service';

export { newsletterPublicRoutes } from './public-routes';

import type { NewsletterDeps } from './deps';

export type { NewsletterDeps } from './deps';

const errors = {
  400: ZValidationError,
  401: ZMessageResponse,
  403: ZMessageResponse,
  404: ZMessageResponse,
  409: ZMessageResponse,
};
const idParam = z.object({ id: z.uuid({ error: 'id must be a newsletter id' }) });

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

    app.get('/', { schema: { response: { 200: ZNewsletterList, ...errors } } }, async () =>
      listNewsletters(d.db, url),
    );

    app.post(
      '/',
      {
        attachValidation: true,
        schema: { body: ZNewsletterInput, response: { 201: ZNewsletter, ...errors } },
      },
      async (req, reply) => {
        if (refused(req, reply)) return reply;
        reply.code(201);
        return createNewsletter(d.db, req.body, sessionOf(req).user.id, url);
      },
    );

    // Who an issue would go to now: subscribed, verified, not suppressed.
    app.get('/audience', { schema: { response: { 200: ZAudience, ...errors } } }, async () => ({
      count: await audienceCount(d.db),
    }));

    app.get(
      '/subscribers',
      { schema: { querystring: ZSubscribersQuery, response: { 200: ZSubscriberPage, ...errors } } },
      async (req) => listSubscribers(d.db, req.query.q, req.query.page),
    );

    app.get('/subscribers.csv', { schema: { querystring: ZSubscribersQuery } }, async (req, reply) => {
      const csv = await subscribersCsv(d.db, req.query.q);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="itk-subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    });

    app.get('/suppressions', { schema: { response: { 200: ZSuppressionList, ...errors } } }, async () =>
      listSuppressions(d.db),
    );

    app.delete(
      '/suppressions/:id',
      {
        schema: {
          params: z.object({ id: z.uuid({ error: 'id must be a suppression id' }) }),
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (req) => {
        await liftSuppression(d.db, req.params.id);
        return { message: 'The address can receive In The Know again.' };
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

    app.get('/:id', { schema: { params: idParam, response: { 200: ZNewsletter, ...errors } } }, async (req) =>
      getNewsletter(d.db, req.params.id, url),
    );

    app.put(
      '/:id',
      {
        attachValidation: true,
        schema: { params: idParam, body: ZNewsletterInput, response: { 200: ZNewsletter, ...errors } },
      },
      async (req, reply) => {
        if (refused(req, reply)) return reply;
        return updateNewsletter(d.db, req.params.id, req.body, url);
      },
    );

    app.delete(
      '/:id',
      { schema: { params: idParam, response: { 200: ZMessageResponse, ...errors } } },
      async (req) => {
        await deleteNewsletter(d.db, req.params.id);
        return { message: 'Draft deleted.' };
      },
    );

    app.post(
      '/:id/duplicate',
      { schema: { params: idParam, response: { 201: ZNewsletter, ...errors } } },
      async (req, reply) => {
        reply.code(201);
        return duplicateNewsletter(d.db, req.params.id, sessionOf(req).user.id, url);
      },
    );

    app.get(
      '/:id/analytics',
      { schema: { params: idParam, response: { 200: ZAnalytics, ...errors } } },
      async (req) => analytics(d.db, req.params.id, url),
    );

    app.post(
      '/:id/send',
      { schema: { params: idParam, response: { 200: ZNewsletter, ...errors } } },
      async (req) => {
        const sent = await sendNow(d.db, req.params.id, url);
        d.worker?.poke();
        return sent;
      },
    );

    app.post(
      '/:id/schedule',
      { schema: { params: idParam, body: ZSchedule.nullish(), response: { 200: ZNewsletter, ...errors } } },
      async (req) =>
        schedule(d.db, req.params.id, req.body?.at ? new Date(req.body.at) : nextFridayLunch(), url),
    );

    app.post(
      '/:id/unschedule',
      { schema: { params: idParam, response: { 200: ZNewsletter, ...errors } } },
      async (req) => unschedule(d.db, req.params.id, url),
    );

    app.post(
      '/:id/resume',
      { schema: { params: idParam, response: { 200: ZNewsletter, ...errors } } },
      async (req) => {
        const resumed = await resume(d.db, req.params.id, url);
        d.worker?.poke();
        return resumed;
      },
    );

    // Send Test: the chosen issue, to the given addresses (else the configured test address, else
    // the requesting admin's own), marked [Test]; no tracking, no recipient links.
    app.post(
      '/send-test',
      {
        attachValidation: true,
        schema: { body: ZSendTest, response: { 200: ZSendTestResponse, ...errors, 502: ZMessageResponse } },
      },
      async (req, reply) => {
        if (refused(req, reply)) return reply;
        const given = req.body.emails ?? [d.testEmail ?? sessionOf(req).user.email];
        const emails = [...new Set(given.map((e) => e.toLowerCase()))];
        const chosen = req.body.newsletterId;
        const [row] = await d.db
          .select()
          .from(newsletters)
          .where(chosen ? eq(newsletters.id, chosen) : undefined)
          .orderBy(desc(newsletters.createdAt))
          .limit(1);
        if (!row)
          throw new HttpError(
            chosen ? 404 : 409,
            chosen ? 'No newsletter with that id.' : 'Create an issue first: there is nothing to test yet.',
          );
        const content = contentOf(row);
        const published = row.status === 'sent' || row.status === 'paused';
        const links = {
          ...siteLinks(url),
          archive: published && row.archiveToken ? archiveUrl(url, row.archiveToken) : undefined,
        };
        const { html, text } = renderNewsletter(content, { links });
        try {
          for (const to of emails)
            await d.mailer.send({ to, subject: `[Test] In The Know: ${content.title}`, html, text });
        } catch (error) {
          throw new HttpError(502, `The mail server refused the test: ${(error as Error).message}`);
        }
        return { email: emails.join(', '), emails };
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
