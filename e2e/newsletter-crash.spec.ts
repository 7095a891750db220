// A delivery worker killed mid-send (SIGKILL) and restarted: every subscriber ends with exactly
// one sent delivery, and the SMTP sink saw nobody more than twice (only the in-flight batch may
// repeat). Real server processes on the machine's PostgreSQL (TEST_DATABASE_URL).
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { adminUrl, countingSink, freePort, healthy, scratchDatabase, startServer } from './processes';

const SUBSCRIBERS = 150;

test('a worker killed mid-send and restarted sends everyone exactly one copy', async () => {
  test.skip(!adminUrl, 'needs PostgreSQL (TEST_DATABASE_URL), as in CI');
  test.setTimeout(120_000);
  const scratch = await scratchDatabase('crash');

  const sink = await countingSink(15);
  const received = sink.received;

  const port = await freePort();
  const env = {
    PORT: String(port),
    DATABASE_URL: scratch.url,
    SMTP_URL: sink.url,
    ADMIN_EMAIL: 'crash.admin@example.test',
    ADMIN_PASSWORD: 'crash admin password',
    NEWSLETTER_CONCURRENCY: '4',
    NEWSLETTER_LEASE_SECONDS: '5',
  };
  let server = startServer(env);
  const db = new pg.Client({ connectionString: scratch.url });
  try {
    await healthy(port);
    await db.connect();
    // Subscribers straight into the database (no need for 150 password hashes), their addresses
    // verified (the newsletter goes only to verified ones).
    await db.query(
      `with u as (
         insert into users (name, email, password_hash, email_verified_at)
         select 'Reader ' || g, 'reader' || g || '@crash.test', 'not-a-login', now() from generate_series(1, $1) g
         returning id)
       insert into user_settings (user_id, newsletter_subscription) select id, true from u`,
      [SUBSCRIBERS],
    );
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const call = (path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const created = await call('/api/newsletters', {
      title: 'Crash test issue',
      moves: [{ title: 'A move', category: 'other' }],
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect((await call(`/api/newsletters/${id}/send`)).status).toBe(200);

    // Kill it hard once some, but not all, have gone out.
    await expect.poll(() => received.size, { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));
    const before = received.size;
    expect(before).toBeLessThan(SUBSCRIBERS);

    server = startServer(env);
    await healthy(port);
    await expect
      .poll(
        async () =>
          (
            await db.query(
              `select count(*)::int as n from deliveries where newsletter_id = $1 and status = 'sent'`,
              [id],
            )
          ).rows[0].n,
        { timeout: 60_000 },
      )
      .toBe(SUBSCRIBERS);

    const rows = (await db.query(`select email, status from deliveries where newsletter_id = $1`, [id])).rows;
    expect(rows).toHaveLength(SUBSCRIBERS);
    expect(new Set(rows.map((r) => r.email)).size).toBe(SUBSCRIBERS);
    expect(received.size).toBe(SUBSCRIBERS);
    expect(Math.max(...received.values())).toBeLessThanOrEqual(2);
    const repeated = [...received.values()].filter((n) => n === 2).length;
    test.info().annotations.push({
      type: 'repeats',
      description: `${repeated} of ${SUBSCRIBERS} received twice (the in-flight batch)`,
    });
  } finally {
    server.kill('SIGKILL');
    await db.end().catch(() => {});
    await sink.close();
    await scratch.drop();
  }
});
