import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { twoFactorEndpoints as ep } from '../../../core/contract/auth';
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
    const { db, tokens } = deps;
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

    /** A new secret and its QR code; nothing is stored until a code from the app confirms it. */
    app.route({
      ...routeOf(ep.setup),
      handler: async (req) => {
        const user = sessionOf(req).user;
        if (user.totpEnabledAt) throw new HttpError(409, 'Two-factor authentication is already on.');
        const setup = await newTotpSecret(user.email);
        const setupToken = tokens.issue(
          'two-factor-setup',
          { sub: user.id, data: setup.secret },
          SETUP_TTL_MS,
        );
        return { ...setup, setupToken };
      },
    });

    app.route({
      ...routeOf(ep.enable),
      handler: async (req) => {
        const user = sessionOf(req).user;
        if (user.totpEnabledAt) throw new HttpError(409, 'Two-factor authentication is already on.');
        const claims = tokens.verify('two-factor-setup', req.body.setupToken);
        if (!claims || claims.sub !== user.id || !claims.data)
          throw new HttpError(400, 'This set-up has expired. Start again.');
        const step = matchStep(claims.data, req.body.code);
        if (step === null)
          throw new HttpError(
            400,
            'That code is not right. Check that your app shows the Sponsorscope entry just scanned.',
          );
        const codes = newRecoveryCodes();
        await enableTwoFactor(db, user.id, claims.data, step, codes);
        forgetUserSessions(user.id);
        return { recoveryCodes: codes, message: codesMessage };
      },
    });

    app.route({
      ...routeOf(ep.recoveryCodes),
      handler: async (req) => {
        const user = sessionOf(req).user;
        if (!user.totpEnabledAt) throw new HttpError(409, 'Two-factor authentication is off.');
        await reauthenticate(db, user, req.body);
        const codes = newRecoveryCodes();
        await storeRecoveryCodes(db, user.id, codes);
        return { recoveryCodes: codes, message: codesMessage };
      },
    });

    app.route({
      ...routeOf(ep.disable),
      handler: async (req) => {
        const user = sessionOf(req).user;
        if (!user.totpEnabledAt) throw new HttpError(409, 'Two-factor authentication is already off.');
        await reauthenticate(db, user, req.body);
        await disableTwoFactor(db, user.id);
        forgetUserSessions(user.id);
        return { message: 'Two-factor authentication is off. Sign-in asks for your password only.' };
      },
    });
  };
