import type { FastifyPluginAsync } from 'fastify';
import { buildFeed } from '../../catalog/alert-feed';
import type { AppContext } from '../../context';
import { DigestScheduler } from './digest';
import { accountMailPublicRoutes, digestAdminRoutes } from './routes';

export interface AccountMailFeatureOptions {
  /** Check in this process whether the weekly alerts digest is due. */
  startScheduler?: boolean | undefined;
  /** How often it checks (default 60 s). */
  pollMs?: number | undefined;
}

/** The account's own e-mails: the weekly alerts digest (and its scheduler), one-click unsubscribe pages. */
export const accountMailFeature =
  (ctx: AppContext, options: AccountMailFeatureOptions = {}): FastifyPluginAsync =>
  async (app) => {
    const deps = {
      db: ctx.db,
      mailer: ctx.mail.mailer,
      signer: ctx.mail.signer,
      publicUrl: ctx.mail.publicUrl,
      log: ctx.log,
      concurrency: ctx.mail.concurrency,
      feed: () => buildFeed(ctx.catalog().universe),
    };
    const scheduler = options.startScheduler ? new DigestScheduler(deps, options.pollMs ?? 60_000) : null;
    scheduler?.start();
    app.addHook('onClose', async () => {
      await scheduler?.stop();
    });
    await app.register(digestAdminRoutes(deps));
    await app.register(accountMailPublicRoutes(deps));
  };
