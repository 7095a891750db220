import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { testDatabases } from '../test/databases';
import { ORIGIN, startTestApp, type TestApp } from '../test/harness';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabases()[0]!, {
      config: { TRUST_PROXY: ['127.0.0.1'], LOG_LEVEL: 'silent' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('marks the cookies Secure when the site is served over https', async () => {
    const { email, password } = await t.signUp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'localhost', origin: 'https://localhost', 'x-forwarded-proto': 'https' },
      payload: { email, password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies).toHaveLength(2);
    for (const cookie of res.cookies) expect(cookie.secure, cookie.name).toBe(true);
  });

  it('slides a session in use forward to 30 days and re-sends the cookie', async () => {
    const { client, user } = await t.signUp();
    const soon = new Date(Date.now() + 2 * 86_400_000);
    await t.database.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, user.id));
    const res = await client.request('GET', '/api/auth/me');
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(res.cookies.find((c) => c.name === 'sponsorscope_session')?.value).toBe(client.cookie);
    // A fresh session is not rewritten on every request.
    const again = await client.request('GET', '/api/auth/me');
    expect(again.cookies).toHaveLength(0);
  });

  it('treats an expired session as signed out', async () => {
    const { client, user } = await t.signUp();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const res = await client.request('GET', '/api/auth/me', undefined, { origin: ORIGIN });
    expect(res.statusCode).toBe(401);
  });
});
