import type { FastifyPluginAsync } from 'fastify';
import { showcaseProfile } from '../../catalog/showcase';
import type { AppContext } from '../../context';
import { ExportRunner } from './jobs';
import { enterpriseRoutes, exportRoutes } from './routes';
import { showcaseRoutes } from './showcase-routes';

export interface ExportOptions {
  /** Pause between an export's steps (default 0). */
  stepMs?: number | undefined;
  /** Sweep stale jobs in this process. */
  sweep?: boolean | undefined;
  staleSeconds?: number | undefined;
}

/** The export jobs' runner (the app exposes it, so tests can wait for it). */
export function createExportRunner(ctx: AppContext, options: ExportOptions = {}): ExportRunner {
  return new ExportRunner({
    db: ctx.db,
    log: ctx.log,
    stepMs: options.stepMs ?? 0,
    staleSeconds: options.staleSeconds ?? 60,
    showcase: () => showcaseProfile(ctx.catalog()),
  });
}

/** The enterprise showcase: the showcase brand and the dataset monitor, export jobs, demo requests. */
export const enterpriseFeature =
  (ctx: AppContext, runner: ExportRunner, options: ExportOptions = {}): FastifyPluginAsync =>
  async (app) => {
    if (options.sweep) runner.start();
    app.addHook('onClose', () => runner.stop());
    await app.register(exportRoutes(ctx.db, runner));
    await app.register(enterpriseRoutes(ctx.mail.mailer));
    await app.register(showcaseRoutes(ctx.catalog));
  };
