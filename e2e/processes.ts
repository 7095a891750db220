// Real server processes for the specs that need more than the one Playwright starts: each on a
// free port, against a scratch PostgreSQL database made from TEST_DATABASE_URL.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { type AddressInfo, createServer } from 'node:net';
import { expect } from '@playwright/test';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

export const adminUrl = process.env.TEST_DATABASE_URL;

export function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
}

/** A port nothing listens on (so a stray server from elsewhere cannot answer for ours). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function healthy(port: number) {
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status ?? 0, {
      timeout: 30_000,
    })
    .toBe(200);
}

/** A fresh database on the test PostgreSQL; drop() removes it. */
export async function scratchDatabase(prefix: string) {
  const name = `sponsorscope_${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

type OnData = NonNullable<ConstructorParameters<typeof SMTPServer>[0]>['onData'];

/** An SMTP server on loopback (no TLS, no auth) handing each message to `onData`. */
export async function smtpSink(onData: OnData) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData,
  });
  // A client that vanishes mid-message (a killed server) resets its socket: not the sink's failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP sink that counts messages per recipient, `delayMs` per message. */
export async function countingSink(delayMs: number) {
  const received = new Map<string, number>();
  const sink = await smtpSink((stream, session, callback) => {
    stream.resume();
    stream.on('end', () => {
      for (const r of session.envelope.rcptTo) received.set(r.address, (received.get(r.address) ?? 0) + 1);
      setTimeout(() => callback(), delayMs);
    });
  });
  return { received, ...sink };
}
