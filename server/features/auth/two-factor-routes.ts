import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZReauthRequest,
  ZRecoveryCodes,
  ZTwoFactorEnable,
  ZTwoFactorSetup,
  ZTwoFactorStatus,
} from '../../../core/contract/auth';
import { ZMessageResponse } from '../../../core/contract/error';
import type { Db } from '../../db/client';
import { recoveryCodes, users } from '../../db/schema';
import { forgetUserSessions, requireUser, sessionOf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import type { AuthDeps } from './routes';
import { reauthenticate } from './service';
import {
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
    const errors = { 400: ZMessageResponse, 401: ZMessageResponse, 409: ZMessageResponse };

    app.get('/', { schema: { response: { 200: ZTwoFactorStatus } } }, async (req) => {
      const user = sessionOf(req).user;
      return {
        enabled: user.totpEnabledAt !== null,
        enabledAt: user.totpEnabledAt?.toISOString() ?? null,
        recoveryCodesLeft: user.totpEnabledAt ? await recoveryCodesLeft(db, user.id) : 0,
      };
    });

    /** A new secret and its QR code; nothing is stored until a code from the app confirms it. */
    app.post('/setup', { schema: { response: { 200: ZTwoFactorSetup, ...errors } } }, async (req) => {
      const user = sessionOf(req).user;
      if (user.totpEnabledAt) throw new HttpError(409, 'Two-factor authentication is already on.');
      const setup = await newTotpSecret(user.email);
      const setupToken = tokens.issue('two-factor-setup', { sub: user.id, data: setup.secret }, SETUP_TTL_MS);
      return { ...setup, setupToken };
    });

    app.post(
      '/enable',
      { schema: { body: ZTwoFactorEnable, response: { 200: ZRecoveryCodes, ...errors } } },
      async (req) => {
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
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ totpSecret: claims.data, totpEnabledAt: new Date(), totpLastStep: step })
            .where(eq(users.id, user.id));
          await storeRecoveryCodes(tx as unknown as Db, user.id, codes);
        });
        forgetUserSessions(user.id);
        return { recoveryCodes: codes, message: codesMessage };
      },
    );

    app.post(
      '/recovery-codes',
      { schema: { body: ZReauthRequest, response: { 200: ZRecoveryCodes, ...errors } } },
      async (req) => {
        const user = sessionOf(req).user;
        if (!user.totpEnabledAt) throw new HttpError(409, 'Two-factor authentication is off.');
        await reauthenticate(db, user, req.body);
        const codes = newRecoveryCodes();
        await storeRecoveryCodes(db, user.id, codes);
        return { recoveryCodes: codes, message: codesMessage };
      },
    );

    app.post(
      '/disable',
      { schema: { body: ZReauthRequest, response: { 200: ZMessageResponse, ...errors } } },
      async (req) => {
        const user = sessionOf(req).user;
        if (!user.totpEnabledAt) throw new HttpError(409, 'Two-factor authentication is already off.');
        await reauthenticate(db, user, req.body);
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
            .where(eq(users.id, user.id));
          await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
        });
        forgetUserSessions(user.id);
        return { message: 'Two-factor authentication is off. Sign-in asks for your password only.' };
      },
    );
  };
