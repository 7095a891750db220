import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { allEndpoints } from '../core/contract/endpoints';
import pkg from '../package.json' with { type: 'json' };
import type { SearchCounter } from './catalog/search-counter';
import type { Config } from './config';
import { createContext } from './context';
import type { Database } from './db/client';
import { accountMailFeature } from './features/account-mail/plugin';
import { adminRoutes } from './features/admin/routes';
import { alertRoutes } from './features/alerts/routes';
import { apiTokenRoutes } from './features/api-tokens/routes';
import { authFeature } from './features/auth/plugin';
import type { AuthLimits } from './features/auth/routes';
import { clientErrorRoutes } from './features/client-errors/routes';
import { deskFeature } from './features/desk/plugin';
import type { ExportRunner } from './features/enterprise/jobs';
import { createExportRunner, enterpriseFeature } from './features/enterprise/plugin';
import { feedbackFeature } from './features/feedback/plugin';
import { healthRoutes } from './features/health/routes';
import { intelligenceRoutes } from './features/intelligence/routes';
import { logoRoutes } from './features/logos/routes';
import { mcpFeature } from './features/mcp/plugin';
import { newsletterFeature } from './features/newsletters/plugin';
import { reportRoutes } from './features/reports/routes';
import { defaultReportPolicy, type ReportPolicy } from './features/reports/service';
import type { Mailer } from './mail/mailer';
import { createPlatform } from './platform';
import { API_TOKEN_PER_MINUTE, registerBearerAuth } from './plugins/api-tokens';
import { loadSession } from './plugins/auth';
import { registerApiOnlyNotFound, registerWeb } from './plugins/web';

export { BODY_LIMIT } from './platform';

export interface AppOptions {
  config: Pick<Config, 'TRUST_PROXY' | 'LOG_LEVEL'>;
  database: Database;
  /** The built web app; omitted for API-only tests. */
  webDir?: string;
  /** The server renderer of signed-in views (default: ../ssr/prerender.js from webDir). */
  rendererFile?: string;
  logger?: FastifyServerOptions['logger'];
  /** Sign-in and registration limits; tests raise them. */
  authLimits?: AuthLimits;
  /** Key that signs reset, verification and two-factor links (AUTH_SECRET); generated and kept in the database when unset. */
  authSecret?: string | undefined;
  /** The newsletter's mail transport and worker; omitted: an outbox folder and no worker. */
  newsletter?: NewsletterOptions;
  /** Report retention and the per-user hourly limit. */
  reports?: ReportPolicy;
  /** How often this instance checks whether another one changed the data (ms; default 2000). */
  catalogRefreshMs?: number;
  /** Calls a minute per personal API token (API_RATE_LIMIT_PER_MINUTE; default 120). */
  apiRateLimitPerMinute?: number;
  /** Enterprise export jobs: pause between steps (default 0) and whether to sweep stale jobs. */
  exports?: { stepMs?: number; sweep?: boolean; staleSeconds?: number };
}

export interface NewsletterOptions {
  mailer?: Mailer;
  /** Run the delivery worker in this process (the server does; API tests drive it themselves). */
  startWorker?: boolean;
  smtpUrl?: string | undefined;
  from?: string;
  publicUrl?: string;
  outboxDir?: string;
  testEmail?: string | undefined;
  secret?: string | undefined;
  ratePerSecond?: number;
  concurrency?: number;
  pollMs?: number;
  leaseSeconds?: number;
  /** How often the weekly alerts digest checks whether it is due (with startWorker; default 60 s). */
  digestPollMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Anonymous daily search counts, written in batches. */
    searchCounter: SearchCounter;
    exportRunner: ExportRunner;
  }
}

/**
 * The whole server: the platform (validation, errors, security, sessions, the API document), the
 * context the features share (catalogue, search counter, mail), then one plugin per feature, each
 * registering its routes from the contract, and last the web app (or a JSON 404 without one).
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = await createPlatform(options);
  const nl = options.newsletter ?? {};
  const ctx = await createContext(app, options.database, nl, options.catalogRefreshMs);
  app.decorate('searchCounter', ctx.searchCounter);
  const exportRunner = createExportRunner(ctx, options.exports);
  app.decorate('exportRunner', exportRunner);

  registerBearerAuth(app, ctx.db, allEndpoints(), {
    perMinute: options.apiRateLimitPerMinute ?? API_TOKEN_PER_MINUTE,
  });

  await app.register(healthRoutes(ctx.database, pkg.version));
  await app.register(clientErrorRoutes);
  await app.register(authFeature(ctx, { limits: options.authLimits, secret: options.authSecret }));
  await app.register(adminRoutes(ctx.db));
  await app.register(apiTokenRoutes(ctx.db));
  await app.register(accountMailFeature(ctx, { startScheduler: nl.startWorker, pollMs: nl.digestPollMs }));
  await app.register(
    newsletterFeature(ctx, {
      startWorker: nl.startWorker,
      testEmail: nl.testEmail,
      ratePerSecond: nl.ratePerSecond,
      pollMs: nl.pollMs,
      leaseSeconds: nl.leaseSeconds,
    }),
  );
  await app.register(feedbackFeature(ctx));
  await app.register(intelligenceRoutes(ctx.db, ctx.catalog, ctx.searchCounter));
  await app.register(mcpFeature(ctx));
  await app.register(deskFeature(ctx));
  await app.register(logoRoutes(ctx.db, ctx.catalog));
  await app.register(reportRoutes(ctx.db, ctx.catalog, options.reports ?? defaultReportPolicy));
  await app.register(alertRoutes(ctx.db, ctx.catalog));
  await app.register(enterpriseFeature(ctx, exportRunner, options.exports));

  if (options.webDir)
    await registerWeb(app, {
      distDir: options.webDir,
      ...(options.rendererFile ? { rendererFile: options.rendererFile } : {}),
      signedIn: async (request, reply) =>
        Boolean(await loadSession(ctx.db, request, reply).catch(() => null)),
    });
  else registerApiOnlyNotFound(app);

  return app;
}
