import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { loadDataset, seedDataset } from './db/seed';
import { ensureAdmin } from './features/auth/admin-bootstrap';
import { defaultAuthLimits } from './features/auth/routes';
import { webDistDir } from './paths';
import { gracefulShutdown } from './shutdown';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }

  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const seeded = await seedDataset(
    database.db,
    await loadDataset(config.DATASET_FILE ? path.resolve(config.DATASET_FILE) : undefined),
    (message) => console.log(message),
  );
  if (seeded.action === 'seeded') {
    console.log(`Loaded dataset v${seeded.version} (${JSON.stringify(seeded.counts)}) in ${seeded.ms} ms.`);
  } else if (seeded.action === 'older') {
    console.warn('The database holds a newer dataset than this build ships; leaving it as it is.');
  }
  const app = await buildApp({
    config,
    database,
    webDir: webDistDir,
    authSecret: config.AUTH_SECRET,
    reports: { retentionDays: config.REPORT_RETENTION_DAYS, perHour: config.REPORTS_PER_HOUR },
    authLimits: {
      ...defaultAuthLimits,
      perIpPerMinute: config.AUTH_LIMIT_PER_IP,
      perEmail: config.AUTH_LIMIT_PER_EMAIL,
      perEmailWindowMs: 15 * 60_000,
    },
    newsletter: {
      startWorker: true,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
      outboxDir: path.join(config.DATA_DIR, 'outbox'),
      testEmail: config.NEWSLETTER_TEST_EMAIL,
      secret: config.NEWSLETTER_SECRET,
      ratePerSecond: config.NEWSLETTER_RATE_LIMIT,
      concurrency: config.NEWSLETTER_CONCURRENCY,
      leaseSeconds: config.NEWSLETTER_LEASE_SECONDS,
    },
    exports: { stepMs: config.EXPORT_STEP_MS, sweep: true },
    apiRateLimitPerMinute: config.API_RATE_LIMIT_PER_MINUTE,
    catalogRefreshMs: config.CATALOG_REFRESH_MS,
  });
  const admin = await ensureAdmin(database.db, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
  });
  if (admin.action === 'created' && admin.generatedPassword) {
    app.log.warn(
      `Created the first administrator ${admin.email} with the password ${admin.generatedPassword} ` +
        '(shown only this once: sign in and change it in Account Settings).',
    );
  } else if (admin.action === 'created') {
    app.log.info(`Created the first administrator ${admin.email} from ADMIN_EMAIL and ADMIN_PASSWORD.`);
  } else if (admin.action === 'promoted') {
    app.log.info(`Promoted ${admin.email} to administrator (the database had none).`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      const clean = await gracefulShutdown({ app, closeDatabase: () => database.close() });
      if (clean) app.log.info('stopped cleanly');
      else app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(clean ? 0 : 1);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `embedded PostgreSQL in ${config.DATA_DIR}`;
  app.log.info(`Sponsorscope is ready on http://localhost:${config.PORT} (database: ${where})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Start-up failed: ${error.message}` : error);
  process.exit(1);
});
