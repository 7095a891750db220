import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints as ep, subscriptionEndpoints as sub } from '../../../core/contract/auth';
import { presentUser } from '../../accounts/present';
import type { Db } from '../../db/client';
import { revokeAllApiTokens } from '../../plugins/api-tokens';
import { AttemptLimiter, retryMessage, tooManyAttempts } from '../../plugins/attempt-limiter';
import {
  clearSessionCookie,
  forgetSession,
  forgetUserSessions,
  loadSession,
  requireUser,
  sessionOf,
  setSessionCookie,
} from '../../plugins/auth';
import { routeOf } from '../../plugins/endpoints';
import { HttpError } from '../../plugins/errors';
import { createSession, deleteSession, type UserRow } from '../../plugins/sessions';
import { FailureSlowdown, sleep } from '../../plugins/slowdown';
import type { AuthMails } from './mails';
import { hashPassword } from './passwords';
import { defaultReauthLimits, type ReauthGuard, type ReauthLimits } from './reauth';
import {
  authenticate,
  changePassword,
  createUser,
  deleteAccount,
  EMAIL_TAKEN,
  findUserByEmail,
  findUserById,
  getSettings,
  reauthenticate,
  updateProfile,
  updateSettings,
} from './service';
import type { AuthTokens } from './signed-tokens';
import { checkSecondFactor } from './two-factor';

export interface AuthLimits {
  /** Sign-in and registration attempts per IP address per minute. */
  perIpPerMinute: number;
  /** Attempts per e-mail address from one IP address per window (then 429 for that pair only). */
  perEmail: number;
  perEmailWindowMs: number;
  /**
   * Failed sign-ins on one address (from anywhere) before each further attempt waits; the wait
   * doubles from slowBaseMs up to slowMaxMs. The right password still gets in after the wait.
   */
  slowAfter: number;
  slowBaseMs: number;
  slowMaxMs: number;
  /** Wrong passwords or codes entered again before a sensitive change (reauth.ts). */
  reauth: ReauthLimits;
  /** Requests to move an account to a new e-mail address, per account per hour (each sends a mail). */
  emailChangesPerHour: number;
}

export const defaultAuthLimits: AuthLimits = {
  perIpPerMinute: 20,
  perEmail: 10,
  perEmailWindowMs: 15 * 60_000,
  slowAfter: 5,
  slowBaseMs: 250,
  slowMaxMs: 4000,
  reauth: defaultReauthLimits,
  emailChangesPerHour: 3,
};

export interface AuthDeps {
  db: Db;
  limits: AuthLimits;
  tokens: AuthTokens;
  mails: AuthMails;
  /** Counts wrong passwords and codes on every re-authentication of the account and the address. */
  reauth: ReauthGuard;
  /** The mail outbox, cleared of a deleted account's address. */
  outboxDir?: string | undefined;
}

export const VERIFY_TTL_MS = 7 * 24 * 60 * 60_000;
export const TWO_FACTOR_TICKET_MS = 5 * 60_000;
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;

/** The same words for a new and a taken address: registration tells nobody who has an account. */
export const REGISTERED =
  'Thanks for registering. We sent you an e-mail: open its link to confirm your address, then log in.';
/**
 * Registration answers no sooner than this, whichever path it took: a new account's insert must not
 * make it slower than the note to a taken address's owner.
 */
export const REGISTER_MIN_MS = 200;
export const emailChangeMessage = (email: string) =>
  `We sent a link to ${email.trim()}. Your e-mail address changes when you open it.`;

/**
 * What a new-address link is bound to: the current address and the password hash. The link dies
 * when the address changes (its first use) and when the password is changed or reset, so a pending
 * change does not outlive the owner taking the account back.
 */
export const emailChangeBinding = (user: UserRow) => `${user.email.toLowerCase()}\n${user.passwordHash}`;

export const verifyToken = (tokens: AuthTokens, user: UserRow) =>
  tokens.issue(
    'verify-email',
    { sub: user.id, data: user.email.toLowerCase() },
    VERIFY_TTL_MS,
    user.email.toLowerCase(),
  );

export const authRoutes =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, limits, tokens, mails, reauth } = deps;
    const emailChangeRequests = new AttemptLimiter(limits.emailChangesPerHour, 60 * 60_000);
    const byEmailAndIp = new AttemptLimiter(limits.perEmail, limits.perEmailWindowMs);
    const slowdown = new FailureSlowdown(
      limits.slowAfter,
      limits.slowBaseMs,
      limits.slowMaxMs,
      limits.perEmailWindowMs,
    );
    const codeAttempts = new AttemptLimiter(10, 15 * 60_000);
    const emailKey = (email: string) => email.trim().toLowerCase();
    const limitEmail = (email: string, ip: string) => {
      const wait = byEmailAndIp.hit(`${emailKey(email)}|${ip}`);
      if (wait > 0) throw tooManyAttempts(wait);
    };
    const perIp = { rateLimit: { max: limits.perIpPerMinute, timeWindow: 60_000 } };
    const signedIn = requireUser(db);

    app.route({
      ...routeOf(ep.me),
      preHandler: signedIn,
      handler: async (req) => presentUser(sessionOf(req).user),
    });

    app.route({
      ...routeOf(ep.login),
      config: perIp,
      handler: async (req, reply) => {
        limitEmail(req.body.email, req.ip);
        const key = emailKey(req.body.email);
        const wait = slowdown.delayFor(key);
        if (wait > 0) await sleep(wait);
        let user: UserRow;
        try {
          user = await authenticate(db, req.body);
        } catch (error) {
          slowdown.fail(key);
          throw error;
        }
        if (user.totpEnabledAt) {
          return {
            twoFactorRequired: true as const,
            ticket: tokens.issue(
              'two-factor-login',
              { sub: user.id },
              TWO_FACTOR_TICKET_MS,
              user.passwordHash,
            ),
            message: 'Enter the 6-digit code from your authenticator app.',
          };
        }
        const { token, expiresAt } = await createSession(db, user.id);
        setSessionCookie(req, reply, token, expiresAt);
        return presentUser(user);
      },
    });

    app.route({
      ...routeOf(ep.loginTwoFactor),
      config: perIp,
      handler: async (req, reply) => {
        const expired = new HttpError(401, 'This sign-in has expired. Log in again.');
        const claims = tokens.peek(req.body.ticket);
        const user = claims ? await findUserById(db, claims.sub) : undefined;
        if (!user?.totpEnabledAt || !tokens.verify('two-factor-login', req.body.ticket, user.passwordHash))
          throw expired;
        const wait = codeAttempts.hit(user.id);
        if (wait > 0) throw tooManyAttempts(wait);
        if (!(await checkSecondFactor(db, user, req.body.code)))
          throw new HttpError(
            401,
            'That code is not right. Check your authenticator app, or use a recovery code.',
          );
        const { token, expiresAt } = await createSession(db, user.id);
        setSessionCookie(req, reply, token, expiresAt);
        return presentUser(user);
      },
    });

    app.route({
      ...routeOf(ep.register),
      config: perIp,
      handler: async (req, reply) => {
        limitEmail(req.body.email, req.ip);
        const started = performance.now();
        const existing = await findUserByEmail(db, req.body.email);
        if (existing) {
          // The same work as a new account (one password hash), and a note to the owner instead.
          await hashPassword(req.body.password);
          void mails.someoneTriedToRegister(existing.email, existing.name);
        } else {
          try {
            const user = await createUser(db, req.body);
            void mails.verifyAddress(user.email, user.name, verifyToken(tokens, user));
          } catch (error) {
            // Taken between the check and the insert: answer as for any taken address.
            if (!(error instanceof HttpError && error.message === EMAIL_TAKEN)) throw error;
          }
        }
        await sleep(REGISTER_MIN_MS - (performance.now() - started));
        return reply.status(202).send({ message: REGISTERED });
      },
    });

    app.route({
      ...routeOf(ep.logout),
      handler: async (req, reply) => {
        const session = await loadSession(db, req, reply);
        if (session) {
          await deleteSession(db, session.tokenHash);
          forgetSession(session.tokenHash);
        }
        clearSessionCookie(req, reply);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...routeOf(ep.profile),
      preValidation: signedIn,
      handler: async (req) => {
        const user = sessionOf(req).user;
        const emailChanges = emailKey(req.body.email) !== emailKey(user.email);
        // A new address needs the password (and code): a borrowed session must not take the account.
        if (emailChanges) {
          await reauth.check({ userId: user.id, ip: req.ip }, () => reauthenticate(db, user, req.body));
          // Each request mails the new address and the current one: a few an hour, no more.
          const wait = emailChangeRequests.hit(user.id);
          if (wait > 0)
            throw tooManyAttempts(
              wait,
              `You asked to change your e-mail address too often. ${retryMessage(wait).replace(/^Too many attempts\. /, '')}`,
            );
        }
        const updated = await updateProfile(db, user.id, req.body);
        forgetUserSessions(updated.id);
        if (!emailChanges)
          return {
            user: presentUser(updated),
            message: 'Your profile information has been successfully updated.',
          };
        // Same answer, and the same cheap work, for a free and a taken address (a taken one gets no mail).
        const taken = await findUserByEmail(db, req.body.email);
        if (!taken) {
          const token = tokens.issue(
            'change-email',
            { sub: user.id, data: req.body.email.trim() },
            EMAIL_CHANGE_TTL_MS,
            emailChangeBinding(user),
          );
          void mails.confirmNewAddress(req.body.email.trim(), user.name, token);
        }
        // The current address hears of the attempt either way.
        void mails.addressChangeRequested(user.email, user.name, req.body.email.trim());
        return { user: presentUser(updated), message: emailChangeMessage(req.body.email) };
      },
    });

    app.route({
      ...routeOf(ep.settings),
      preHandler: signedIn,
      handler: async (req) => getSettings(db, sessionOf(req).user.id),
    });

    app.route({
      ...routeOf(ep.saveSettings),
      preHandler: signedIn,
      handler: async (req) => updateSettings(db, sessionOf(req).user.id, req.body),
    });

    app.route({
      ...routeOf(ep.changePassword),
      preHandler: signedIn,
      handler: async (req) => {
        const session = sessionOf(req);
        const { user } = session;
        await reauth.check({ userId: user.id, ip: req.ip }, () =>
          changePassword(db, user, session.tokenHash, req.body),
        );
        if (req.body.revokeApiTokens) await revokeAllApiTokens(db, user.id);
        forgetUserSessions(user.id);
        void mails.passwordChanged(user.email, user.name, 'changed');
        return { message: 'Your password has been successfully changed.' };
      },
    });

    app.route({
      ...routeOf(ep.deleteAccount),
      // Signed out answers 401 before the body is looked at.
      preValidation: signedIn,
      handler: async (req, reply) => {
        const user = sessionOf(req).user;
        await reauth.check({ userId: user.id, ip: req.ip }, () => reauthenticate(db, user, req.body));
        await deleteAccount(db, user, deps.outboxDir);
        forgetUserSessions(user.id);
        clearSessionCookie(req, reply);
        return { message: 'Your account has been permanently deleted.' };
      },
    });
  };

/** POST /api/newsletters/subscribe and /unsubscribe: the signed-in user's "Weekly ITK Newsletter" setting. */
export const subscriptionRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = requireUser(db);
    for (const [endpoint, on] of [
      [sub.subscribe, true],
      [sub.unsubscribe, false],
    ] as const) {
      app.route({
        ...routeOf(endpoint),
        preHandler: signedIn,
        handler: async (req) => updateSettings(db, sessionOf(req).user.id, { newsletterSubscription: on }),
      });
    }
  };
