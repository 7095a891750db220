import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { newsletterPublicRoutes } from './public-routes';
import { newsletterAdminRoutes } from './routes';
import { DeliveryWorker } from './worker';

export interface NewsletterFeatureOptions {
  /** Run the delivery worker in this process (the server does; API tests drive it themselves). */
  startWorker?: boolean | undefined;
  /** Where Send Test goes when no address is given. */
  testEmail?: string | undefined;
  ratePerSecond?: number | undefined;
  pollMs?: number | undefined;
  leaseSeconds?: number | undefined;
}

/** In The Know: the admins' desk, the links inside its e-mails, and (optionally) the delivery worker. */
export const newsletterFeature =
  (ctx: AppContext, options: NewsletterFeatureOptions = {}): FastifyPluginAsync =>
  async (app) => {
    const { mailer, signer, publicUrl, outboxDir, concurrency } = ctx.mail;
    const worker = options.startWorker
      ? new DeliveryWorker({
          db: ctx.db,
          mailer,
          signer,
          publicUrl,
          log: ctx.log,
          ratePerSecond: options.ratePerSecond ?? 0,
          concurrency,
          pollMs: options.pollMs ?? 1000,
          leaseSeconds: options.leaseSeconds ?? 120,
        })
      : null;
    worker?.start();
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
    const deps = {
      db: ctx.db,
      mailer,
      signer,
      worker,
      publicUrl,
      outboxDir,
      testEmail: options.testEmail,
      concurrency,
    };
    await app.register(newsletterPublicRoutes(deps));
    await app.register(newsletterAdminRoutes(deps));
  };
