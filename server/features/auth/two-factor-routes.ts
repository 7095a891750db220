import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { twoFactorEndpoints as ep, SETUP_EXPIRED } from '../../../core/contract/auth';
import { forgetUserSessions, requireUser, sessionOf } from '../../plugins/auth';
import { routeOf } from '../../plugins/endpoints';
import { HttpError } from '../../plugins/errors';
import type { AuthDeps } from './routes';
import { reauthenticate } from './service';
import {
  disableTwoFactor,
  enableTwoFactor,
  matchStep,
  newRecoveryCodes,
  newTotpSecret,
  RECOVERY_CODE_COUNT,
  recoveryCodesLeft,
  storeRecoveryCodes,
} from './two-factor';

const SETUP_TTL_MS = 15 * 60_000;
const codesMessage = `Keep these ${RECOVERY_CODE_COUNT} recovery codes somewhere safe: each signs you in once if you lose your phone. They will not be shown again.`;

/** Two-factor authentication (TOTP) of the signed-in user: enrol, confirm, new recovery codes, turn off. */
export const twoFactorRoutes =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, tokens, mails, reauth } = deps;
    const who = (req: { ip: string }, userId: string) => ({ userId, ip: req.ip });
    app.addHook('preHandler', requireUser(db));
    app.route({
      ...routeOf(ep.status),
      handler: async (req) => {
        const user = sessionOf(req).user;
        return {
          enabled: user.totpEnabledAt !== null,
          enabledAt: user.totpEnabledAt?.toISOString() ?? null,
          recoveryCodesLeft: user.totpEnabledAt ? await recoveryCodesLeft(db, user.id) : 0,
        };
      },
    });

    /**
     * The current password, then a new secret and its QR code; nothing is stored until a code from the
     * app confirms it. The set-up token is bound to the password hash: a password change ends it.
     */
    app.route({
      ...routeOf(ep.setup),
      handler: async (req) => {
        const user = sessionOf(req).user;
        if (user.totpEnabledAt) throw new HttpError(409, 'Two-factor authentication is already on.');
        await reauth.check(who(req, user.id), () => reauthenticate(db, user, req.body));
        const setup = await newTotpSecret(user.email);
        const setupToken = tokens.issue(
          'two-factor-setup',
          { sub: user.id, data: setup.secret },
          SETUP_TTL_MS,
          user.passwordHash,
        );
        return { ...setup, setupToken };
      },
    });

    app.route({
      ...routeOf(ep.enable),
      handler: async (req) => {
        const user = sessionOf(req).user;
        if (user.totpEnabledAt) throw new HttpError(409, 'Two-factor authentication is already on.');
        const claims = tokens.verify('two-factor-setup', req.body.setupToken, user.passwordHash);
        if (!claims || claims.sub !== user.id || !claims.data) throw new HttpError(400, SETUP_EXPIRED);
        const step = matchStep(claims.data, req.body.code);
        if (step === null)
          throw new HttpError(
            400,
            'That code is not right. Check that your app shows the Sponsorscope entry just scanned.',
          );
        const codes = newRecoveryCodes();
        await enableTwoFactor(db, user.id, claims.data, step, codes);
        forgetUserSessions(user.id);
        void mails.twoFactorChanged(user.email, user.name, 'on');
        return { recoveryCodes: codes, message: codesMessage };
      },
    });

    app.route({
      ...routeOf(ep.recoveryCodes),
      handler: async (req) => {
        const user = sessionOf(req).user;
        if (!user.totpEnabledAt) throw new HttpError(409, 'Two-factor authentication is off.');
        await reauth.check(who(req, user.id), () => reauthenticate(db, user, req.body));
        const codes = newRecoveryCodes();
        await storeRecoveryCodes(db, user.id, codes);
        void mails.twoFactorChanged(user.email, user.name, 'codes');
        return { recoveryCodes: codes, message: codesMessage };
      },
    });

    app.route({
      ...routeOf(ep.disable),
      handler: async (req) => {
        const user = sessionOf(req).user;
        if (!user.totpEnabledAt) throw new HttpError(409, 'Two-factor authentication is already off.');
        await reauth.check(who(req, user.id), () => reauthenticate(db, user, req.body));
        await disableTwoFactor(db, user.id);
        forgetUserSessions(user.id);
        void mails.twoFactorChanged(user.email, user.name, 'off');
        return { message: 'Two-factor authentication is off. Sign-in asks for your password only.' };
      },
    });
  };
