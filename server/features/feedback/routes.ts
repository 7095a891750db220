import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackAdminEndpoints as admin, feedbackEndpoints as ep } from '../../../core/contract/feedback';
import type { Db } from '../../db/client';
import { loadSession, requireAdmin } from '../../plugins/auth';
import { routeOf } from '../../plugins/endpoints';
import { HttpError } from '../../plugins/errors';
import { feedbackCsv, insertFeedback, listFeedback, setFeedbackStatus } from './service';

/** Sends per minute: anonymous callers per IP address, signed-in users per account. */
export const FEEDBACK_LIMITS = { anonymous: 5, signedIn: 20 } as const;

const signedInId = (req: FastifyRequest) => req.session?.user.id;

/** POST /api/feedback: the in-app rating and comment, from anyone (signed in or not). */
export const feedbackRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(ep.send),
      // The session is read before the limiter runs, so it can count per account.
      onRequest: async (req, reply) => {
        await loadSession(db, req, reply);
      },
      config: {
        rateLimit: {
          timeWindow: 60_000,
          keyGenerator: (req: FastifyRequest) => {
            const id = signedInId(req);
            return id ? `feedback:user:${id}` : `feedback:ip:${req.ip}`;
          },
          max: (req: FastifyRequest) =>
            signedInId(req) ? FEEDBACK_LIMITS.signedIn : FEEDBACK_LIMITS.anonymous,
          errorResponseBuilder: (_req, context) => ({
            statusCode: 429,
            message: `You have sent a lot of feedback in a short time. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
          }),
        },
      },
      handler: async (req, reply) => {
        const b = req.body;
        await insertFeedback(db, {
          userId: signedInId(req) ?? null,
          rating: b.rating,
          category: b.category,
          message: b.message,
          context: b.context,
          path: b.path,
          userAgent: req.headers['user-agent'] ?? '',
        });
        return reply.status(201).send({ message: 'Thank you for your feedback!' });
      },
    });
  };

/** /api/admin/feedback: what users sent, for administrators only (list, CSV, mark read). */
export const feedbackAdminRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    // Before validation: strangers learn nothing about the query rules.
    app.addHook('onRequest', requireAdmin(db));

    app.route({ ...routeOf(admin.list), handler: (req) => listFeedback(db, req.query) });

    app.route({
      ...routeOf(admin.csv),
      handler: async (req, reply) => {
        const csv = await feedbackCsv(db, req.query);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="feedback-${day}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
    });

    app.route({
      ...routeOf(admin.setStatus),
      handler: async (req) => {
        const item = await setFeedbackStatus(db, req.params.id, req.body.status);
        if (!item) throw new HttpError(404, 'No feedback with that id.');
        return item;
      },
    });
  };
