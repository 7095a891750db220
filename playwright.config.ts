import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/chromium';
import { MAIL_PORT } from './e2e/mail-sink';

const port = Number(process.env.E2E_PORT ?? 5181);
// A fresh embedded database for every run.
const dataDir = mkdtempSync(path.join(tmpdir(), 'sponsorscope-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // An SMTP sink for the newsletter specs (see e2e/mail-sink.ts).
  globalSetup: './e2e/mail-sink.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: 'e2e admin password',
      SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Every spec signs its users up and in from this one address: on a fast machine the suite
      // makes more than the default 20 sign-ins a minute. The limit itself is tested in reliability/.
      AUTH_LIMIT_PER_IP: '1000',
    },
  },
});
