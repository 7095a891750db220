import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttemptLimiter, retryMessage } from '../../plugins/attempt-limiter';
import { testDatabases } from '../../test/databases';
import { ORIGIN, startTestApp, type TestApp, uniqueEmail } from '../../test/harness';

describe('AttemptLimiter', () => {
  it('allows max attempts per window, then says how long to wait, then resets', () => {
    let now = 0;
    const limiter = new AttemptLimiter(2, 60_000, () => now);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(60_000);
    expect(limiter.hit('b')).toBe(0);
    now = 59_000;
    expect(limiter.hit('a')).toBe(1_000);
    now = 60_000;
    expect(limiter.hit('a')).toBe(0);
  });

  it('words the wait in whole minutes', () => {
    expect(retryMessage(1)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(retryMessage(14 * 60_000 + 1)).toBe('Too many attempts. Please try again in 15 minutes.');
  });
});

for (const target of testDatabases()) {
  describe(`sign-in limits on ${target.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target, {
        authLimits: { perIpPerMinute: 4, perEmail: 3, perEmailWindowMs: 60_000 },
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    const login = (email: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        headers: { origin: ORIGIN },
        payload: { email, password: 'wrong password' },
      });

    it('answers 429 with a message once one IP address tries too often', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await login(uniqueEmail(), '10.9.9.1')).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 429]);
      const res = await login(uniqueEmail(), '10.9.9.1');
      expect(res.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      expect((await login(uniqueEmail(), '10.9.9.2')).statusCode).toBe(401);
    });

    it('answers 429 once one e-mail address is tried too often, from any address', async () => {
      const email = uniqueEmail('target');
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await login(email.toUpperCase(), `10.8.0.${i}`)).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const register = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.8.1.1',
        headers: { origin: ORIGIN },
        payload: { name: 'X', email, password: 'long enough' },
      });
      expect(register.statusCode).toBe(429);
    });
  });
}
