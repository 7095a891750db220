import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChangePasswordRequest,
  ZLoginRequest,
  ZMessageResponse,
  ZProfileUpdate,
  ZRegisterRequest,
  ZSettings,
  ZSettingsPatch,
  ZUser,
} from '../../../core/contract/auth';
import type { Db } from '../../db/client';
import { AttemptLimiter, retryMessage } from '../../plugins/attempt-limiter';
import {
  clearSessionCookie,
  forgetSession,
  forgetUserSessions,
  loadSession,
  requireUser,
  sessionOf,
  setSessionCookie,
} from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { presentUser } from './present';
import {
  authenticate,
  changePassword,
  createUser,
  deleteAccount,
  getSettings,
  updateProfile,
  updateSettings,
} from './service';
import { createSession, deleteSession } from './sessions';

export interface AuthLimits {
  /** Sign-in and registration attempts per IP address per minute. */
  perIpPerMinute: number;
  /** Attempts per e-mail address per window. */
  perEmail: number;
  perEmailWindowMs: number;
}

export const defaultAuthLimits: AuthLimits = {
  perIpPerMinute: 20,
  perEmail: 10,
  perEmailWindowMs: 15 * 60_000,
};

export const authRoutes =
  (db: Db, limits: AuthLimits = defaultAuthLimits): FastifyPluginAsyncZod =>
  async (app) => {
    const byEmail = new AttemptLimiter(limits.perEmail, limits.perEmailWindowMs);
    const limitEmail = (email: string) => {
      const wait = byEmail.hit(email.trim().toLowerCase());
      if (wait > 0)
        throw new HttpError(429, retryMessage(wait), { 'retry-after': String(Math.ceil(wait / 1000)) });
    };
    const perIp = { rateLimit: { max: limits.perIpPerMinute, timeWindow: 60_000 } };
    const signedIn = requireUser(db);
    const errors = {
      400: ZMessageResponse,
      401: ZMessageResponse,
      409: ZMessageResponse,
      429: ZMessageResponse,
    };

    app.get(
      '/me',
      { preHandler: signedIn, schema: { response: { 200: ZUser, 401: ZMessageResponse } } },
      async (req) => presentUser(sessionOf(req).user),
    );

    app.post(
      '/login',
      { config: perIp, schema: { body: ZLoginRequest, response: { 200: ZUser, ...errors } } },
      async (req, reply) => {
        limitEmail(req.body.email);
        const user = await authenticate(db, req.body);
        const { token, expiresAt } = await createSession(db, user.id);
        setSessionCookie(req, reply, token, expiresAt);
        return presentUser(user);
      },
    );

    app.post(
      '/register',
      { config: perIp, schema: { body: ZRegisterRequest, response: { 201: ZUser, ...errors } } },
      async (req, reply) => {
        limitEmail(req.body.email);
        const user = await createUser(db, req.body);
        const { token, expiresAt } = await createSession(db, user.id);
        setSessionCookie(req, reply, token, expiresAt);
        return reply.status(201).send(presentUser(user));
      },
    );

    app.post('/logout', async (req, reply) => {
      const session = await loadSession(db, req, reply);
      if (session) {
        await deleteSession(db, session.tokenHash);
        forgetSession(session.tokenHash);
      }
      clearSessionCookie(req, reply);
      return reply.status(204).send();
    });

    app.patch(
      '/profile',
      { preHandler: signedIn, schema: { body: ZProfileUpdate, response: { 200: ZUser, ...errors } } },
      async (req) => {
        const updated = await updateProfile(db, sessionOf(req).user.id, req.body);
        forgetUserSessions(updated.id);
        return updated;
      },
    );

    app.get('/settings', { preHandler: signedIn, schema: { response: { 200: ZSettings } } }, async (req) =>
      getSettings(db, sessionOf(req).user.id),
    );

    app.patch(
      '/settings',
      { preHandler: signedIn, schema: { body: ZSettingsPatch, response: { 200: ZSettings, ...errors } } },
      async (req) => updateSettings(db, sessionOf(req).user.id, req.body),
    );

    app.post(
      '/change-password',
      {
        preHandler: signedIn,
        schema: { body: ZChangePasswordRequest, response: { 200: ZMessageResponse, ...errors } },
      },
      async (req) => {
        const session = sessionOf(req);
        await changePassword(db, session.user, session.tokenHash, req.body);
        forgetUserSessions(session.user.id);
        return { message: 'Your password has been successfully changed.' };
      },
    );

    app.delete(
      '/delete-account',
      { preHandler: signedIn, schema: { response: { 200: ZMessageResponse, 401: ZMessageResponse } } },
      async (req, reply) => {
        await deleteAccount(db, sessionOf(req).user.id);
        forgetUserSessions(sessionOf(req).user.id);
        clearSessionCookie(req, reply);
        return { message: 'Your account has been permanently deleted.' };
      },
    );
  };

/** POST /api/newsletters/subscribe and /unsubscribe: the signed-in user's "Weekly ITK Newsletter" setting. */
export const subscriptionRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = requireUser(db);
    for (const [path, on] of [
      ['/subscribe', true],
      ['/unsubscribe', false],
    ] as const) {
      app.post(path, { preHandler: signedIn, schema: { response: { 200: ZSettings } } }, async (req) =>
        updateSettings(db, sessionOf(req).user.id, { newsletterSubscription: on }),
      );
    }
  };
