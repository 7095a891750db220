import { tmpdir } from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pkg from '../package.json' with { type: 'json' };
import { buildFeed } from './catalog/alert-feed';
import { Catalog } from './catalog/catalog';
import { SearchCounter } from './catalog/search-counter';
import { showcaseProfile } from './catalog/showcase';
import type { Config } from './config';
import type { Database } from './db/client';
import { readMeta } from './db/seed';
import { DigestScheduler } from './features/account-mail/digest';
import { accountMailPublicRoutes, digestAdminRoutes } from './features/account-mail/routes';
import { adminRoutes } from './features/admin/routes';
import { alertRoutes } from './features/alerts/routes';
import { AuthMails } from './features/auth/mails';
import { recoveryRoutes } from './features/auth/recovery-routes';
import { type AuthLimits, authRoutes, defaultAuthLimits, subscriptionRoutes } from './features/auth/routes';
import { loadAuthTokens } from './features/auth/signed-tokens';
import { twoFactorRoutes } from './features/auth/two-factor-routes';
import { clientErrorRoutes } from './features/client-errors/routes';
import { ExportRunner } from './features/enterprise/jobs';
import { enterpriseRoutes, exportRoutes } from './features/enterprise/routes';
import { showcaseRoutes } from './features/enterprise/showcase';
import { feedbackAdminRoutes, feedbackRoutes } from './features/feedback/routes';
import { healthRoutes } from './features/health/routes';
import { intelligenceRoutes } from './features/intelligence/routes';
import { logoRoutes } from './features/logos/routes';
import { newsletterAdminRoutes, newsletterPublicRoutes } from './features/newsletters/routes';
import { DeliveryWorker } from './features/newsletters/worker';
import { reportRoutes } from './features/reports/routes';
import { defaultReportPolicy, type ReportPolicy } from './features/reports/service';
import { createMailer, type Mailer } from './mail/mailer';
import { loadSigner } from './mail/tokens';
import { retryMessage } from './plugins/attempt-limiter';
import { loadSession, registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { registerSameOrigin } from './plugins/same-origin';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerApiOnlyNotFound, registerWeb } from './plugins/web';

export interface AppOptions {
  config: Pick<Config, 'TRUST_PROXY' | 'LOG_LEVEL'>;
  database: Database;
  /** The built web app; omitted for API-only tests. */
  webDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Sign-in and registration limits; tests raise them. */
  authLimits?: AuthLimits;
  /** Key that signs reset, verification and two-factor links (AUTH_SECRET); generated and kept in the database when unset. */
  authSecret?: string | undefined;
  /** The newsletter's mail transport and worker; omitted: an outbox folder and no worker. */
  newsletter?: NewsletterOptions;
  /** Report retention and the per-user hourly limit. */
  reports?: ReportPolicy;
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

export const BODY_LIMIT = 1_048_576;

declare module 'fastify' {
  interface FastifyInstance {
    /** Anonymous daily search counts, written in batches. */
    searchCounter: SearchCounter;
    /** The newsletter delivery worker, when this instance runs one. */
    newsletterWorker: DeliveryWorker | null;
    newsletterMailer: Mailer;
    exportRunner: ExportRunner;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: options.config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT,
    // Long path names reach validation and get a 400 with a message rather than a bare 414.
    routerOptions: { maxParamLength: 1000 },
    trustProxy: options.config.TRUST_PROXY,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    logController: new LogController({
      disableRequestLogging: options.config.LOG_LEVEL !== 'debug' && options.config.LOG_LEVEL !== 'trace',
    }),
  });
  // Names for typeahead, loaded from the database (seeded before the app is built) and reloaded
  // when an import changes them (checked every 30 s, so every instance catches up).
  let catalog = await Catalog.load(options.database.db);
  let catalogRevision = await readMeta(options.database.db, 'catalog.revision');
  const refresh = setInterval(() => {
    void (async () => {
      const revision = await readMeta(options.database.db, 'catalog.revision');
      if (revision === catalogRevision) return;
      catalog = await Catalog.load(options.database.db);
      catalogRevision = revision;
      app.log.info('search catalogue reloaded after an import');
    })().catch((error: unknown) => app.log.warn({ err: error }, 'catalogue refresh failed'));
  }, 30_000);
  refresh.unref();
  const searchCounter = new SearchCounter(options.database.db);
  app.decorate('searchCounter', searchCounter);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The web app sends a JSON content type with no body on some calls (e.g. report generation):
  // an empty body reads as no body; anything else goes through Fastify's safe JSON parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    // PostgreSQL text cannot hold the NUL character: refuse it here for every route, as a 400.
    const text = body as string;
    if (text.includes('\0') || /\\u0000/i.test(text)) {
      done(
        Object.assign(new Error('Text must not contain the NUL character (\\u0000).'), { statusCode: 400 }),
      );
      return;
    }
    parseJson(request, text, done);
  });

  registerSecurityHeaders(app);
  app.addHook('onClose', async () => {
    clearInterval(refresh);
    await searchCounter.close();
  });
  // While shutting down, ask clients to drop keep-alive sockets so close() does not wait on them.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // HSTS only means something over https (behind a TLS-terminating proxy with TRUST_PROXY).
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => ({ statusCode: 429, message: retryMessage(context.ttl) }),
  });
  await app.register(cookie);
  // OpenAPI from the same zod schemas the routes validate with; a viewer at /api/docs.
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sponsorscope API',
        version: pkg.version,
        description: 'Signed-in calls use the session cookie set by /api/auth/login or /api/auth/register.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The viewer sets element styles from script; allow inline styles (never inline scripts).
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
  registerAuth(app);
  // One-click unsubscribe (RFC 8058) is posted by mail clients, from no page of ours.
  registerSameOrigin(
    app,
    (url) => url.startsWith('/api/newsletters/unsubscribe/') || url.startsWith('/api/settings/unsubscribe-'),
  );

  const nl = options.newsletter ?? {};
  const publicUrl = nl.publicUrl ?? 'http://localhost:5000';
  const outboxDir = nl.outboxDir ?? path.join(tmpdir(), 'sponsorscope-outbox');
  const mailer =
    nl.mailer ??
    createMailer({
      smtpUrl: nl.smtpUrl,
      from: nl.from ?? 'In The Know <itk@sponsorscope.com>',
      outboxDir,
      maxConnections: nl.concurrency ?? 10,
    });
  const signer = await loadSigner(options.database.db, nl.secret);
  const worker = nl.startWorker
    ? new DeliveryWorker({
        db: options.database.db,
        mailer,
        signer,
        publicUrl,
        log: app.log,
        ratePerSecond: nl.ratePerSecond ?? 0,
        concurrency: nl.concurrency ?? 10,
        pollMs: nl.pollMs ?? 1000,
        leaseSeconds: nl.leaseSeconds ?? 120,
      })
    : null;
  app.decorate('newsletterWorker', worker);
  app.decorate('newsletterMailer', mailer);
  worker?.start();
  // The weekly alerts digest (Email Notifications): checked by every instance that runs a worker.
  const digestDeps = {
    db: options.database.db,
    mailer,
    signer,
    publicUrl,
    log: app.log,
    concurrency: nl.concurrency ?? 10,
    feed: () => buildFeed(catalog.universe),
  };
  const digest = nl.startWorker ? new DigestScheduler(digestDeps, nl.digestPollMs ?? 60_000) : null;
  digest?.start();
  app.addHook('onClose', async () => {
    await worker?.stop();
    await digest?.stop();
    mailer.close();
  });
  const exportRunner = new ExportRunner({
    db: options.database.db,
    log: app.log,
    stepMs: options.exports?.stepMs ?? 0,
    staleSeconds: options.exports?.staleSeconds ?? 60,
    showcase: () => showcaseProfile(catalog),
  });
  app.decorate('exportRunner', exportRunner);
  if (options.exports?.sweep) exportRunner.start();
  app.addHook('onClose', () => exportRunner.stop());
  const authDeps = {
    db: options.database.db,
    limits: options.authLimits ?? defaultAuthLimits,
    tokens: await loadAuthTokens(options.database.db, options.authSecret),
    mails: new AuthMails({ mailer, publicUrl, log: app.log }),
    outboxDir,
  };
  const newsletterDeps = {
    db: options.database.db,
    mailer,
    signer,
    worker,
    publicUrl,
    outboxDir,
    testEmail: nl.testEmail,
    concurrency: nl.concurrency ?? 10,
  };

  await app.register(
    async (api) => {
      await api.register(healthRoutes(options.database, pkg.version));
      await api.register(clientErrorRoutes);
      await api.register(authRoutes(authDeps), { prefix: '/auth' });
      await api.register(recoveryRoutes(authDeps), { prefix: '/auth' });
      await api.register(twoFactorRoutes(authDeps), { prefix: '/auth/two-factor' });
      await api.register(subscriptionRoutes(options.database.db), { prefix: '/newsletters' });
      await api.register(newsletterPublicRoutes(newsletterDeps), { prefix: '/newsletters' });
      await api.register(newsletterAdminRoutes(newsletterDeps), { prefix: '/newsletters' });
      await api.register(adminRoutes(options.database.db), { prefix: '/admin' });
      await api.register(digestAdminRoutes(digestDeps), { prefix: '/admin' });
      await api.register(accountMailPublicRoutes(digestDeps), { prefix: '/settings' });
      await api.register(feedbackAdminRoutes(options.database.db), { prefix: '/admin' });
      await api.register(feedbackRoutes(options.database.db));
      await api.register(intelligenceRoutes(options.database.db, () => catalog, searchCounter));
      await api.register(
        logoRoutes(options.database.db, () => catalog),
        { prefix: '/logos' },
      );
      await api.register(
        alertRoutes(options.database.db, () => catalog),
        { prefix: '/alerts' },
      );
      await api.register(exportRoutes(options.database.db, exportRunner), { prefix: '/exports' });
      await api.register(enterpriseRoutes(mailer), { prefix: '/enterprise' });
      await api.register(
        showcaseRoutes(() => catalog),
        { prefix: '/enterprise' },
      );
    },
    { prefix: '/api' },
  );
  // Features whose routes come from the contract: registered at the root, the path is the whole path.
  await app.register(
    reportRoutes(options.database.db, () => catalog, options.reports ?? defaultReportPolicy),
  );

  if (options.webDir)
    await registerWeb(app, {
      distDir: options.webDir,
      signedIn: async (request, reply) =>
        Boolean(await loadSession(options.database.db, request, reply).catch(() => null)),
    });
  else registerApiOnlyNotFound(app);

  return app;
}
