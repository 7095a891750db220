import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recoveryEndpoints as ep } from '../../../core/contract/auth';
import { AttemptLimiter, tooManyAttempts } from '../../plugins/attempt-limiter';
import { forgetUserSessions, requireUser, sessionOf } from '../../plugins/auth';
import { routeOf } from '../../plugins/endpoints';
import { HttpError } from '../../plugins/errors';
import { type AuthDeps, emailChangeBinding, verifyToken } from './routes';
import { changeEmail, findUserByEmail, findUserById, markEmailVerified, resetPassword } from './service';

export const RESET_TTL_MS = 30 * 60_000;
export const RESET_REQUESTED =
  'If an account uses that address, we sent it a link to choose a new password. The link works once, for 30 minutes.';
export const RESET_LINK_DEAD =
  'This reset link has expired or was already used. Ask for a new one with "Forgot password?".';

/** The landing page the e-mailed links end on, with what happened. */
const landing = (status: 'verified' | 'changed' | 'invalid' | 'taken') => `/verify-email?status=${status}`;

/** Forgotten password, e-mail verification and the new-address link: the flows that start in a mailbox. */
export const recoveryRoutes =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, tokens, mails } = deps;
    const resetsPerAddress = new AttemptLimiter(3, 60 * 60_000);
    const resendsPerUser = new AttemptLimiter(3, 60 * 60_000);
    const perIp = { rateLimit: { max: 10, timeWindow: 60_000 } };

    app.route({
      ...routeOf(ep.forgotPassword),
      config: perIp,
      handler: async (req, reply) => {
        const user = await findUserByEmail(db, req.body.email);
        // Over the limit for an address, the answer is the same and no mail goes: no flood, no tell.
        if (user && resetsPerAddress.hit(user.id) === 0) {
          const token = tokens.issue('reset-password', { sub: user.id }, RESET_TTL_MS, user.passwordHash);
          void mails.resetPassword(user.email, user.name, token);
        }
        return reply.status(202).send({ message: RESET_REQUESTED });
      },
    });

    app.route({
      ...routeOf(ep.resetPassword),
      config: perIp,
      handler: async (req) => {
        const claims = tokens.peek(req.body.token);
        const user = claims ? await findUserById(db, claims.sub) : undefined;
        // Signed over the password hash: the first reset (or any password change) spends the link.
        if (!user || !tokens.verify('reset-password', req.body.token, user.passwordHash))
          throw new HttpError(400, RESET_LINK_DEAD);
        await resetPassword(db, user.id, req.body.password);
        forgetUserSessions(user.id);
        void mails.passwordChanged(user.email, user.name, 'reset');
        return {
          message:
            'Your password has been reset, every session signed out and every API token revoked. Log in with your new password.',
        };
      },
    });

    app.route({
      ...routeOf(ep.verifyEmail),
      handler: async (req, reply) => {
        const claims = tokens.peek(req.query.token);
        const user = claims ? await findUserById(db, claims.sub) : undefined;
        const valid = user && tokens.verify('verify-email', req.query.token, user.email.toLowerCase());
        if (!user || !valid) return reply.redirect(landing('invalid'), 303);
        await markEmailVerified(db, user);
        forgetUserSessions(user.id);
        return reply.redirect(landing('verified'), 303);
      },
    });

    app.route({
      ...routeOf(ep.confirmEmailChange),
      handler: async (req, reply) => {
        const claims = tokens.peek(req.query.token);
        const user = claims ? await findUserById(db, claims.sub) : undefined;
        const valid = user && tokens.verify('change-email', req.query.token, emailChangeBinding(user));
        if (!user || !valid || !claims?.data) return reply.redirect(landing('invalid'), 303);
        const changed = await changeEmail(db, user.id, claims.data);
        if (!changed) return reply.redirect(landing('taken'), 303);
        forgetUserSessions(user.id);
        return reply.redirect(landing('changed'), 303);
      },
    });

    app.route({
      ...routeOf(ep.resendVerification),
      preHandler: requireUser(db),
      handler: async (req, reply) => {
        const user = sessionOf(req).user;
        if (user.emailVerifiedAt) return { message: 'Your e-mail address is already confirmed.' };
        const wait = resendsPerUser.hit(user.id);
        if (wait > 0) throw tooManyAttempts(wait);
        void mails.verifyAddress(user.email, user.name, verifyToken(tokens, user));
        return reply.status(202).send({ message: `We sent a new link to ${user.email}.` });
      },
    });
  };
