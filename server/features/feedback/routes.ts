import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMessageResponse } from '../../../core/contract/error';
import {
  ZFeedbackInput,
  ZFeedbackItem,
  ZFeedbackList,
  ZFeedbackQuery,
  ZFeedbackStatusChange,
} from '../../../core/contract/feedback';
import type { Db } from '../../db/client';
import { loadSession, requireAdmin } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { feedbackCsv, insertFeedback, listFeedback, setFeedbackStatus } from './service';

/** Sends per minute: anonymous callers per IP address, signed-in users per account. */
export const FEEDBACK_LIMITS = { anonymous: 5, signedIn: 20 } as const;

const errors = {
  400: ZMessageResponse,
  401: ZMessageResponse,
  403: ZMessageResponse,
  404: ZMessageResponse,
  429: ZMessageResponse,
};

const signedInId = (req: FastifyRequest) => req.session?.user.id;

/** POST /api/feedback: the in-app rating and comment, from anyone (signed in or not). */
export const feedbackRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/feedback',
      {
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
        schema: { body: ZFeedbackInput, response: { 201: ZMessageResponse, ...errors } },
      },
      async (req, reply) => {
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
    );
  };

/** /api/admin/feedback: what users sent, for administrators only (list, CSV, mark read). */
export const feedbackAdminRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    // Before validation: strangers learn nothing about the query rules.
    app.addHook('onRequest', requireAdmin(db));

    app.get(
      '/feedback',
      { schema: { querystring: ZFeedbackQuery, response: { 200: ZFeedbackList, ...errors } } },
      async (req) => listFeedback(db, req.query),
    );

    app.get('/feedback.csv', { schema: { querystring: ZFeedbackQuery } }, async (req, reply) => {
      const csv = await feedbackCsv(db, req.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="feedback-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    });

    app.patch(
      '/feedback/:id',
      {
        schema: {
          params: z.object({ id: z.uuid({ error: 'No feedback with that id.' }) }),
          body: ZFeedbackStatusChange,
          response: { 200: ZFeedbackItem, ...errors },
        },
      },
      async (req) => {
        const item = await setFeedbackStatus(db, req.params.id, req.body.status);
        if (!item) throw new HttpError(404, 'No feedback with that id.');
        return item;
      },
    );
  };
