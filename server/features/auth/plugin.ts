import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { AuthMails } from './mails';
import { ReauthGuard } from './reauth';
import { recoveryRoutes } from './recovery-routes';
import { type AuthLimits, authRoutes, defaultAuthLimits, subscriptionRoutes } from './routes';
import { loadAuthTokens } from './signed-tokens';
import { twoFactorRoutes } from './two-factor-routes';

export interface AuthFeatureOptions {
  /** Sign-in and registration limits; tests raise them. */
  limits?: AuthLimits | undefined;
  /** Key that signs reset, verification and two-factor links (AUTH_SECRET); generated and kept in the database when unset. */
  secret?: string | undefined;
}

/** Accounts: sign-up and sign-in, profile and settings, recovery links, two-factor, newsletter opt-in. */
export const authFeature =
  (ctx: AppContext, options: AuthFeatureOptions = {}): FastifyPluginAsync =>
  async (app) => {
    const limits = options.limits ?? defaultAuthLimits;
    const deps = {
      db: ctx.db,
      limits,
      reauth: new ReauthGuard(limits.reauth),
      tokens: await loadAuthTokens(ctx.db, options.secret),
      mails: new AuthMails({ mailer: ctx.mail.mailer, publicUrl: ctx.mail.publicUrl, log: ctx.log }),
      outboxDir: ctx.mail.outboxDir,
    };
    await app.register(authRoutes(deps));
    await app.register(recoveryRoutes(deps));
    await app.register(twoFactorRoutes(deps));
    await app.register(subscriptionRoutes(ctx.db));
  };
