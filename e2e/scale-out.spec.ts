// Two server processes on different ports against one PostgreSQL database (README "Running at
// scale"): a session made on one works on the other, a logout on one is seen by the other, a
// newsletter sent with both delivery workers running reaches every subscriber exactly once, an
// export made through one is downloaded from the other, and an API token revoked on one is refused
// by the other within the cache window.
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { adminUrl, countingSink, freePort, healthy, scratchDatabase, startServer } from './processes';

const SUBSCRIBERS = 60;
const SESSION_CACHE_MS = 5_000;

test('two instances share sessions, logouts, API tokens, newsletter deliveries and exports', async () => {
  test.skip(!adminUrl, 'needs PostgreSQL (TEST_DATABASE_URL), as in CI');
  test.setTimeout(120_000);
  const scratch = await scratchDatabase('scale');
  const sink = await countingSink(5);
  const received = sink.received;
  const common = {
    DATABASE_URL: scratch.url,
    SMTP_URL: sink.url,
    ADMIN_EMAIL: 'scale.admin@example.test',
    ADMIN_PASSWORD: 'scale admin password',
    NEWSLETTER_CONCURRENCY: '2',
    EXPORT_STEP_MS: '0',
  };
  const ports = [await freePort(), await freePort()];
  // The first creates the schema; the second starts on the migrated database.
  const servers = [startServer({ ...common, PORT: String(ports[0]) })];
  const db = new pg.Client({ connectionString: scratch.url });
  try {
    await healthy(ports[0]!);
    servers.push(startServer({ ...common, PORT: String(ports[1]) }));
    await healthy(ports[1]!);
    const [a, b] = ports.map((p) => `http://127.0.0.1:${p}`) as [string, string];
    const call = async (base: string, method: string, path: string, cookie = '', body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { origin: base, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const cookieOf = (res: Response) =>
      res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');

    // A session made on A works on B; logging out on A is seen by B once its short cache lapses.
    const reg = await call(a, 'POST', '/api/auth/register', '', {
      name: 'Sam Scale',
      email: 'sam@scale.test',
      password: 'scale password 1',
    });
    expect(reg.status).toBe(202);
    const first = await call(a, 'POST', '/api/auth/login', '', {
      email: 'sam@scale.test',
      password: 'scale password 1',
    });
    expect(first.status).toBe(200);
    const cookie = cookieOf(first);
    expect((await call(b, 'GET', '/api/auth/me', cookie)).status).toBe(200);
    expect((await call(a, 'POST', '/api/auth/logout', cookie)).status).toBeLessThan(300);
    expect((await call(a, 'GET', '/api/auth/me', cookie)).status).toBe(401);
    await expect
      .poll(async () => (await call(b, 'GET', '/api/auth/me', cookie)).status, {
        timeout: SESSION_CACHE_MS + 5_000,
        intervals: [500],
      })
      .toBe(401);

    // An export created through B is downloaded from A.
    const login = await call(b, 'POST', '/api/auth/login', '', {
      email: 'sam@scale.test',
      password: 'scale password 1',
    });
    const sam = cookieOf(login);
    const job = await (
      await call(b, 'POST', '/api/exports', sam, {
        categories: ['overview'],
        period: '1month',
        format: 'csv',
      })
    ).json();
    await expect
      .poll(async () => (await (await call(a, 'GET', '/api/exports', sam)).json()).jobs[0]?.status, {
        timeout: 20_000,
      })
      .toBe('completed');
    const file = await call(a, 'GET', `/api/exports/${job.id}/download`, sam);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('# Overview');

    // An API token made on A works on B; revoked on A, it is refused by A at once and by B once
    // B's token cache lapses (the session-cache window).
    const made = await call(a, 'POST', '/api/account/tokens', sam, { name: 'Scale sheet' });
    expect(made.status).toBe(201);
    const { secret } = await made.json();
    const search = (base: string) =>
      fetch(`${base}/api/search?q=nike&type=all`, { headers: { authorization: `Bearer ${secret}` } });
    expect((await search(b)).status).toBe(200);
    const tokenId = (await (await call(a, 'GET', '/api/account/tokens', sam)).json()).tokens[0].id;
    expect((await call(a, 'DELETE', `/api/account/tokens/${tokenId}`, sam)).status).toBe(204);
    expect((await search(a)).status).toBe(401);
    await expect
      .poll(async () => (await search(b)).status, { timeout: SESSION_CACHE_MS + 5_000, intervals: [500] })
      .toBe(401);

    // A newsletter sent with both workers running reaches everyone exactly once.
    await db.connect();
    await db.query(
      `with u as (
         insert into users (name, email, password_hash, email_verified_at)
         select 'Reader ' || g, 'reader' || g || '@scale.test', 'not-a-login', now() from generate_series(1, $1) g
         returning id)
       insert into user_settings (user_id, newsletter_subscription) select id, true from u`,
      [SUBSCRIBERS],
    );
    const admin = cookieOf(
      await call(a, 'POST', '/api/auth/login', '', {
        email: common.ADMIN_EMAIL,
        password: common.ADMIN_PASSWORD,
      }),
    );
    const created = await call(a, 'POST', '/api/newsletters', admin, {
      title: 'Scale-out issue',
      moves: [{ title: 'A move', category: 'other' }],
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect((await call(b, 'POST', `/api/newsletters/${id}/send`, admin)).status).toBe(200);
    // The readers' copies (Sam's sign-up also mailed a confirmation link through the same sink).
    const readers = () => [...received].filter(([to]) => to.startsWith('reader'));
    await expect.poll(() => readers().length, { timeout: 60_000 }).toBe(SUBSCRIBERS);
    await new Promise((r) => setTimeout(r, 1000));
    expect(Math.max(...readers().map(([, n]) => n))).toBe(1);
    const sent = await db.query(
      `select count(*)::int as n from deliveries where newsletter_id = $1 and status = 'sent'`,
      [id],
    );
    expect(sent.rows[0].n).toBe(SUBSCRIBERS);
  } finally {
    for (const s of servers) s.kill('SIGKILL');
    await db.end().catch(() => {});
    await sink.close();
    await scratch.drop();
  }
});
