import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttemptLimiter, retryMessage } from '../../plugins/attempt-limiter';
import { FailureSlowdown } from '../../plugins/slowdown';
import { testDatabases } from '../../test/databases';
import { ORIGIN, startTestApp, type TestApp, uniqueEmail } from '../../test/harness';
import { defaultAuthLimits } from './routes';

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
        authLimits: { ...defaultAuthLimits, perIpPerMinute: 4, perEmail: 3, perEmailWindowMs: 60_000 },
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    const login = (email: string, ip: string, password = 'wrong password') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        headers: { origin: ORIGIN },
        payload: { email, password },
      });

    it('answers 429 with a message once one IP address tries too often', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await login(uniqueEmail(), '10.9.9.1')).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 429]);
      const res = await login(uniqueEmail(), '10.9.9.1');
      expect(res.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      expect((await login(uniqueEmail(), '10.9.9.2')).statusCode).toBe(401);
    });

    it('answers 429 to one address tried too often from one IP, not to the owner elsewhere', async () => {
      const { email, password } = await t.signUp();
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await login(email.toUpperCase(), '10.8.0.1')).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const register = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.8.0.1',
        headers: { origin: ORIGIN },
        payload: { name: 'X', email, password: 'long enough' },
      });
      expect(register.statusCode).toBe(429);
      const owner = await login(email, '10.8.0.99', password);
      expect(owner.statusCode).toBe(200);
    });

    it('slows every attempt on a hammered address, and still lets the right password in', async () => {
      const { email, password } = await t.signUp();
      // Failures from many addresses (each under its own pair limit) past the free allowance.
      for (let i = 0; i < defaultAuthLimits.slowAfter + 2; i++) await login(email, `10.7.${i}.1`);
      const started = Date.now();
      const owner = await login(email, '10.7.200.1', password);
      expect(owner.statusCode).toBe(200);
      // Two failures past the allowance: 250 ms, then 500 ms for this attempt.
      expect(Date.now() - started).toBeGreaterThanOrEqual(2 * defaultAuthLimits.slowBaseMs - 20);
    });
  });
}

describe('FailureSlowdown', () => {
  it('waits nothing within the allowance, then doubles up to the ceiling, and forgets after the window', () => {
    let now = 0;
    const slow = new FailureSlowdown(2, 100, 350, 60_000, () => now);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      waits.push(slow.delayFor('a'));
      slow.fail('a');
    }
    expect(waits).toEqual([0, 0, 0, 100, 200, 350]);
    expect(slow.delayFor('b')).toBe(0);
    now = 60_000;
    expect(slow.delayFor('a')).toBe(0);
  });
});
