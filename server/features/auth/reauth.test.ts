import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CODE, WRONG_PASSWORD } from '../../../core/contract/auth';
import { HttpError } from '../../plugins/errors';
import { testDatabases } from '../../test/databases';
import { ORIGIN, startTestApp, type TestApp, type TestClient } from '../../test/harness';
import { ReauthGuard } from './reauth';
import { defaultAuthLimits } from './routes';
import { currentCode } from './two-factor';

describe('ReauthGuard', () => {
  const wrong = () => Promise.reject(new HttpError(400, WRONG_PASSWORD));
  const right = () => Promise.resolve('ok');
  const statusOf = (p: Promise<unknown>) =>
    p.then(
      () => 200,
      (e: HttpError) => e.statusCode,
    );

  it('refuses every try, the right one too, after 5 wrong ones in the window; lets the right one in after it', async () => {
    let now = 0;
    const guard = new ReauthGuard({ perAccount: 5, perIp: 100, windowMs: 15 * 60_000 }, () => now);
    const who = { userId: 'u1', ip: '10.0.0.1' };
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push(await statusOf(guard.check(who, wrong)));
    codes.push(await statusOf(guard.check(who, right)));
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
    const refused = await guard.check(who, right).catch((e: HttpError) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).headers['retry-after']).toBe('900');
    expect((refused as HttpError).message).toBe(
      'Too many wrong passwords or codes. Please try again in 15 minutes.',
    );
    // Another account elsewhere is not held back.
    expect(await statusOf(guard.check({ userId: 'u2', ip: '10.0.0.2' }, right))).toBe(200);
    now = 15 * 60_000;
    expect(await guard.check(who, right)).toBe('ok');
  });

  it('counts wrong codes as well as passwords, but not a missing one or another refusal', async () => {
    const guard = new ReauthGuard({ perAccount: 2, perIp: 100, windowMs: 60_000 });
    const who = { userId: 'u1', ip: '10.0.0.1' };
    for (let i = 0; i < 5; i++)
      await guard
        .check(who, () => Promise.reject(new HttpError(400, 'Enter your current password.')))
        .catch(() => {});
    await guard.check(who, () => Promise.reject(new HttpError(400, WRONG_CODE))).catch(() => {});
    expect(await guard.check(who, right)).toBe('ok');
    await guard.check(who, () => Promise.reject(new HttpError(400, WRONG_CODE))).catch(() => {});
    expect(await statusOf(guard.check(who, right))).toBe(429);
  });

  it('counts per IP address across accounts', async () => {
    const guard = new ReauthGuard({ perAccount: 100, perIp: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) await guard.check({ userId: `u${i}`, ip: '10.0.0.9' }, wrong).catch(() => {});
    expect(await statusOf(guard.check({ userId: 'fresh', ip: '10.0.0.9' }, right))).toBe(429);
    expect(await statusOf(guard.check({ userId: 'fresh', ip: '10.0.0.10' }, right))).toBe(200);
  });
});

/** Long enough for a test's wrong tries (each a password hash check), short enough to wait out. */
const WINDOW_MS = 5000;

for (const target of testDatabases()) {
  describe(`re-authentication limits on ${target.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target, {
        authLimits: {
          ...defaultAuthLimits,
          perIpPerMinute: 10_000,
          perEmail: 10_000,
          reauth: { perAccount: 5, perIp: 12, windowMs: WINDOW_MS },
        },
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    /** A request of a signed-in client from a chosen IP address. */
    const from = (
      c: TestClient,
      ip: string,
      method: 'POST' | 'PATCH' | 'DELETE',
      url: string,
      body: object,
    ) =>
      t.app.inject({
        method,
        url,
        remoteAddress: ip,
        headers: { origin: ORIGIN, cookie: `sponsorscope_session=${c.cookie}` },
        payload: body,
      });
    const enrol = async (client: TestClient, password: string) => {
      const setup = (
        await client.request('POST', '/api/auth/two-factor/setup', { currentPassword: password })
      ).json();
      const on = await client.request('POST', '/api/auth/two-factor/enable', {
        setupToken: setup.setupToken,
        code: currentCode(setup.secret),
      });
      expect(on.statusCode).toBe(200);
      return setup.secret as string;
    };
    const nextCode = (secret: string) => currentCode(secret, Date.now() + 30_000);
    const wrongCode = (secret: string) => (nextCode(secret) === '000000' ? '111111' : '000000');

    it('answers 429 with Retry-After after 5 wrong secrets on each re-authentication; the right one works after the window', async () => {
      type Case = {
        name: string;
        method: 'POST' | 'PATCH' | 'DELETE';
        url: string;
        wrong: object;
        right: () => object;
        twoFactor?: boolean;
      };
      const cases: Case[] = [
        {
          name: 'turn off two-factor (wrong codes)',
          method: 'POST',
          url: '/api/auth/two-factor/disable',
          twoFactor: true,
          wrong: {},
          right: () => ({}),
        },
        {
          name: 'new recovery codes',
          method: 'POST',
          url: '/api/auth/two-factor/recovery-codes',
          twoFactor: true,
          wrong: {},
          right: () => ({}),
        },
        {
          name: 'password change',
          method: 'POST',
          url: '/api/auth/change-password',
          wrong: { currentPassword: 'not my password', newPassword: 'a new password 1' },
          right: () => ({ newPassword: 'a new password 1' }),
        },
        {
          name: 'account deletion',
          method: 'DELETE',
          url: '/api/auth/delete-account',
          wrong: { currentPassword: 'not my password' },
          right: () => ({}),
        },
        {
          name: 'e-mail change',
          method: 'PATCH',
          url: '/api/auth/profile',
          wrong: { name: 'N', email: 'moved.here@example.test', currentPassword: 'not my password' },
          right: () => ({ name: 'N', email: 'moved.here@example.test' }),
        },
        {
          name: 'turning two-factor on',
          method: 'POST',
          url: '/api/auth/two-factor/setup',
          wrong: { currentPassword: 'not my password' },
          right: () => ({}),
        },
      ];
      const ready = [];
      for (const [i, c] of cases.entries()) {
        const account = await t.signUp();
        const secret = c.twoFactor ? await enrol(account.client, account.password) : undefined;
        const ip = `10.60.0.${i + 1}`;
        const statuses: number[] = [];
        for (let n = 0; n < 5; n++) {
          const body = secret ? { currentPassword: account.password, code: wrongCode(secret) } : c.wrong;
          statuses.push((await from(account.client, ip, c.method, c.url, body)).statusCode);
        }
        const rightBody = {
          ...c.right(),
          currentPassword: account.password,
          ...(secret ? { code: nextCode(secret) } : {}),
        };
        const limited = await from(account.client, ip, c.method, c.url, rightBody);
        expect(statuses, c.name).toEqual([400, 400, 400, 400, 400]);
        expect(limited.statusCode, c.name).toBe(429);
        expect(Number(limited.headers['retry-after']), c.name).toBeGreaterThan(0);
        expect(limited.json().message, c.name).toMatch(/^Too many wrong passwords or codes\./);
        ready.push({ c, account, ip, rightBody });
      }
      await new Promise((r) => setTimeout(r, WINDOW_MS + 100));
      for (const { c, account, ip, rightBody } of ready) {
        const res = await from(account.client, ip, c.method, c.url, rightBody);
        expect(res.statusCode, `${c.name}: ${res.body}`).toBe(200);
      }
    });

    it('shares one count across every re-authentication of an account', async () => {
      const { client, password } = await t.signUp();
      const ip = '10.61.0.1';
      const wrong = { currentPassword: 'not my password' };
      for (let n = 0; n < 2; n++)
        await from(client, ip, 'POST', '/api/auth/change-password', {
          ...wrong,
          newPassword: 'long enough 1',
        });
      for (let n = 0; n < 2; n++) await from(client, ip, 'DELETE', '/api/auth/delete-account', wrong);
      await from(client, ip, 'POST', '/api/auth/two-factor/setup', wrong);
      const res = await from(client, ip, 'POST', '/api/auth/two-factor/setup', { currentPassword: password });
      expect(res.statusCode).toBe(429);
    });

    it('limits requests to move an account to a new e-mail address: 3 an hour, then 429', async () => {
      const { client, email, password } = await t.signUp();
      const ask = (n: number) =>
        client.request('PATCH', '/api/auth/profile', {
          name: 'Mover',
          email: `elsewhere.${n}.${Date.now()}@example.test`,
          currentPassword: password,
        });
      for (let n = 0; n < defaultAuthLimits.emailChangesPerHour; n++)
        expect((await ask(n)).statusCode).toBe(200);
      const refused = await ask(99);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^You asked to change your e-mail address too often\. Please try again in \d+ minutes?\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      // A name change is not an address change: not limited.
      const rename = await client.request('PATCH', '/api/auth/profile', { name: 'Still Me', email });
      expect(rename.statusCode).toBe(200);
    });

    it('limits one IP address trying wrong passwords across many accounts', async () => {
      const ip = '10.62.0.1';
      const accounts = [];
      for (let n = 0; n < 5; n++) accounts.push(await t.signUp());
      const statuses: number[] = [];
      for (const { client } of accounts)
        for (let k = 0; k < 3; k++)
          statuses.push(
            (
              await from(client, ip, 'DELETE', '/api/auth/delete-account', {
                currentPassword: 'not my password',
              })
            ).statusCode,
          );
      // 12 wrong passwords from the address, then 429 on every account.
      expect(statuses.filter((s) => s === 400)).toHaveLength(12);
      expect(statuses.slice(12)).toEqual([429, 429, 429]);
      const owner = await t.signUp();
      const elsewhere = await from(owner.client, '10.62.0.2', 'DELETE', '/api/auth/delete-account', {
        currentPassword: owner.password,
      });
      expect(elsewhere.statusCode).toBe(200);
    });
  });
}
