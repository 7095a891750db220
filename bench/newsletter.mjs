// In The Know at scale: 10,000 subscribers delivered by the real server to a loopback SMTP sink,
// against a reference in the same run: nodemailer alone sending the same-sized messages to the
// same sink over the same number of connections (the transport's own ceiling here).
// Targets (issue #6): at least 1,000 messages per second; peak RSS of the server under 300 MB.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { freshDataDir, startServer } from './lib.mjs';

const SUBSCRIBERS = 10_000;
const CONNECTIONS = 10;

async function startSink() {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        count++;
        callback();
      });
    },
  });
  // A client that vanishes mid-message (a killed server) resets its socket: not the sink's failure.
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.server.address().port,
    count: () => count,
    close: () => new Promise((r) => server.close(r)),
  };
}

async function reference(port, html, n = 3000) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    pool: true,
    maxConnections: CONNECTIONS,
    ignoreTLS: true,
  });
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < n) {
        const i = next++;
        await transport.sendMail({
          from: 'itk@sponsorscope.com',
          to: `ref${i}@bench.test`,
          subject: 'Reference',
          html,
          text: 'x',
        });
      }
    }),
  );
  transport.close();
  return n / ((performance.now() - started) / 1000);
}

const peakRssMB = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmHWM:\s+(\d+) kB/)[1]) / 1024;
};

export async function newsletterBench() {
  const adminUrl =
    process.env.TEST_DATABASE_URL ||
    process.env.BENCH_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `sponsorscope_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const sink = await startSink();
  const server = await startServer({
    port: 5198,
    dataDir: freshDataDir(),
    env: {
      DATABASE_URL: url.toString(),
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      ADMIN_EMAIL: 'bench.admin@example.test',
      ADMIN_PASSWORD: 'bench admin password',
      NEWSLETTER_CONCURRENCY: String(CONNECTIONS),
    },
  });
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    await db.connect();
    await db.query(
      `with u as (insert into users (name, email, password_hash, email_verified_at)
         select 'Reader ' || g, 'reader' || g || '@bench.test', 'not-a-login', now() from generate_series(1, $1) g returning id)
       insert into user_settings (user_id, newsletter_subscription) select id, true from u`,
      [SUBSCRIBERS],
    );
    const base = server.baseUrl;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'bench.admin@example.test', password: 'bench admin password' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const post = (path, body) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      }).then((r) => r.json());
    const issue = await post('/api/newsletters', {
      title: 'Benchmark issue',
      weekOf: 'this week',
      moves: Array.from({ length: 5 }, (_, i) => ({
        title: `Move ${i}`,
        description: 'A deal of the week. '.repeat(6),
        category: 'football',
      })),
      quote: { text: 'Speed matters.', author: 'Bench' },
    });
    const started = performance.now();
    await post(`/api/newsletters/${issue.id}/send`);
    let sent = 0;
    while (sent < SUBSCRIBERS) {
      await new Promise((r) => setTimeout(r, 100));
      sent = (
        await db.query(
          `select count(*)::int as n from deliveries where newsletter_id = $1 and status = 'sent'`,
          [issue.id],
        )
      ).rows[0].n;
      if (performance.now() - started > 120_000) throw new Error(`only ${sent} sent after 120 s`);
    }
    const seconds = (performance.now() - started) / 1000;
    const rssMB = peakRssMB(server.child.pid);
    // About the size of a rendered issue's HTML.
    const html = `<p>${'A deal of the week. '.repeat(350)}</p>`;
    const refRate = await reference(sink.port, html);
    return {
      subscribers: SUBSCRIBERS,
      seconds,
      rate: SUBSCRIBERS / seconds,
      peakRssMB: rssMB,
      referenceRate: refRate,
      sinkCount: sink.count(),
    };
  } finally {
    await db.end().catch(() => {});
    await server.stop();
    await sink.close();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

export function printNewsletter(r) {
  console.log(
    `${r.subscribers} newsletter e-mails to a loopback SMTP sink in ${r.seconds.toFixed(1)} s: ${Math.round(r.rate)} per second (target >= 1,000); ` +
      `nodemailer alone on the same sink: ${Math.round(r.referenceRate)} per second (ratio ${(r.rate / r.referenceRate).toFixed(2)}); ` +
      `server peak RSS ${Math.round(r.peakRssMB)} MB (target < 300 MB)`,
  );
  return [r.rate >= 1000, r.peakRssMB < 300].filter((ok) => !ok).length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = printNewsletter(await newsletterBench());
}
