import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userSettings, users } from '../../db/schema';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp, uniqueEmail } from '../../test/harness';
import { REGISTERED } from './routes';

for (const target of testDatabases()) {
  describe(`accounts API on ${target.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
    });
    afterAll(async () => {
      await t?.close();
    });

    describe('register', () => {
      it('creates an analyst who then signs in with a safe cookie; the hash is never returned', async () => {
        const c = t.client();
        const email = uniqueEmail('reg');
        const res = await c.request('POST', '/api/auth/register', {
          name: '  Ada Lovelace ',
          email: `  ${email.toUpperCase()} `,
          company: 'Analytical Engines',
          password: 'a long enough password',
        });
        // Registration signs nobody in: its answer must not tell a new address from a taken one.
        expect(res.statusCode).toBe(202);
        expect(res.cookies).toHaveLength(0);
        const login = await c.request('POST', '/api/auth/login', {
          email,
          password: 'a long enough password',
        });
        expect(login.statusCode).toBe(200);
        const user = login.json();
        expect(user).toMatchObject({
          name: 'Ada Lovelace',
          email: email.toUpperCase(),
          role: 'analyst',
          emailVerified: false,
          twoFactorEnabled: false,
        });
        expect(user.company).toBe('Analytical Engines');
        expect(login.body).not.toContain('argon2');
        expect(login.body).not.toMatch(/password/i);
        const cookie = login.cookies.find((k) => k.name === 'sponsorscope_session')!;
        expect(cookie.httpOnly).toBe(true);
        expect(cookie.sameSite).toBe('Lax');
        expect(cookie.path).toBe('/');
        expect(cookie.secure).toBeFalsy();
        expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
        const days = (cookie.expires!.getTime() - Date.now()) / 86_400_000;
        expect(days).toBeGreaterThan(29.9);
        expect(days).toBeLessThan(30.1);
        const marker = login.cookies.find((k) => k.name === 'sponsorscope_signed_in')!;
        expect(marker.value).toBe('1');
        expect(marker.httpOnly).toBeFalsy();
        expect(marker.sameSite).toBe('Lax');
        const me = await c.request('GET', '/api/auth/me');
        expect(me.statusCode).toBe(200);
        expect(me.json().id).toBe(user.id);
      });

      it('stores only the SHA-256 of the token', async () => {
        const { client, user } = await t.signUp();
        const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
        expect(rows).toHaveLength(1);
        expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
        expect(rows[0]!.tokenHash).not.toBe(client.cookie);
      });

      it('answers a taken address (any case, spaces) exactly as a new one and keeps the first account', async () => {
        const { email, password } = await t.signUp();
        const res = await t.client().request('POST', '/api/auth/register', {
          name: 'Copy',
          email: ` ${email.toUpperCase()}  `,
          password: 'another password',
        });
        expect(res.statusCode).toBe(202);
        expect(res.json()).toEqual({ message: REGISTERED });
        expect((await t.client().request('POST', '/api/auth/login', { email, password })).statusCode).toBe(
          200,
        );
        const copy = await t
          .client()
          .request('POST', '/api/auth/login', { email, password: 'another password' });
        expect(copy.statusCode).toBe(401);
      });

      it.each([
        [{ email: 'x@example.test', password: 'password1' }, 'Full name is required.'],
        [{ name: ' ', email: 'x@example.test', password: 'password1' }, 'Full name is required.'],
        [{ name: 'X', email: 'not-an-email', password: 'password1' }, 'Enter a valid email address.'],
        [
          { name: 'X', email: 'x@example.test', password: 'short' },
          'Password must be at least 8 characters.',
        ],
        [{ name: 'X', email: 'x@example.test' }, 'Password is required.'],
        [
          { name: 'X', email: 'x@example.test', password: 'password1', company: 'c'.repeat(101) },
          'Company must be at most 100 characters.',
        ],
        [
          { name: 'n'.repeat(101), email: 'x@example.test', password: 'password1' },
          'Full name must be at most 100',
        ],
      ])('rejects %o with 400', async (body, message) => {
        const res = await t.client().request('POST', '/api/auth/register', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(message);
      });
    });

    describe('login', () => {
      it('signs in with any case of the e-mail and issues a new token each time', async () => {
        const { email, password, client: first } = await t.signUp();
        const c = t.client();
        const res = await c.request('POST', '/api/auth/login', { email: email.toUpperCase(), password });
        expect(res.statusCode).toBe(200);
        expect(res.json().email).toBe(email);
        expect(c.cookie).toBeDefined();
        expect(c.cookie).not.toBe(first.cookie);
      });

      it('gives the same answer for a wrong password and an unknown e-mail', async () => {
        const { email } = await t.signUp();
        const wrong = await t
          .client()
          .request('POST', '/api/auth/login', { email, password: 'wrong password' });
        const unknown = await t
          .client()
          .request('POST', '/api/auth/login', { email: uniqueEmail('nobody'), password: 'wrong password' });
        expect(wrong.statusCode).toBe(401);
        expect(unknown.statusCode).toBe(401);
        expect(wrong.json()).toEqual({ message: 'Invalid email or password.' });
        expect(unknown.body).toBe(wrong.body);
        expect(wrong.cookies).toHaveLength(0);
      });

      it('needs both fields', async () => {
        const res = await t.client().request('POST', '/api/auth/login', { email: 'a@b.test' });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain('Password is required.');
      });
    });

    describe('me and logout', () => {
      it('answers 401 when signed out or with a made-up token', async () => {
        const anon = await t.client().request('GET', '/api/auth/me');
        expect(anon.statusCode).toBe(401);
        expect(anon.json()).toEqual({ message: 'You must be signed in to do that.' });
        const fake = await t.client().request('GET', '/api/auth/me', undefined, {
          cookie: 'sponsorscope_session=madeup',
        });
        expect(fake.statusCode).toBe(401);
      });

      it('kills the session on logout, even when the old cookie is replayed', async () => {
        const { client } = await t.signUp();
        const token = client.cookie!;
        const out = await client.request('POST', '/api/auth/logout');
        expect(out.statusCode).toBe(204);
        const cleared = out.cookies
          .filter((k) => k.expires && k.expires.getTime() < Date.now())
          .map((k) => k.name);
        expect(cleared.sort()).toEqual(['sponsorscope_session', 'sponsorscope_signed_in']);
        expect(client.cookie).toBeUndefined();
        const replay = await t.client().request('GET', '/api/auth/me', undefined, {
          cookie: `sponsorscope_session=${token}`,
        });
        expect(replay.statusCode).toBe(401);
        expect(replay.cookies.map((k) => k.name).sort()).toEqual([
          'sponsorscope_session',
          'sponsorscope_signed_in',
        ]);
      });

      it('logout without a session still answers 204', async () => {
        expect((await t.client().request('POST', '/api/auth/logout')).statusCode).toBe(204);
      });
    });

    describe('profile', () => {
      it('updates name and company at once; a new e-mail waits for its link and needs the password', async () => {
        const { client, email, password } = await t.signUp();
        const res = await client.request('PATCH', '/api/auth/profile', {
          name: 'New Name',
          email,
          company: ' ',
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().user).toMatchObject({ name: 'New Name', email, company: null });
        expect((await client.request('GET', '/api/auth/me')).json().name).toBe('New Name');
        const next = uniqueEmail('new');
        const noPassword = await client.request('PATCH', '/api/auth/profile', {
          name: 'New Name',
          email: next,
        });
        expect(noPassword.statusCode).toBe(400);
        expect(noPassword.json().message).toBe('Enter your current password.');
        const wrong = await client.request('PATCH', '/api/auth/profile', {
          name: 'New Name',
          email: next,
          currentPassword: 'not my password',
        });
        expect(wrong.json().message).toBe('Current password is incorrect.');
        const asked = await client.request('PATCH', '/api/auth/profile', {
          name: 'New Name',
          email: next,
          currentPassword: password,
        });
        expect(asked.statusCode).toBe(200);
        expect(asked.json().message).toBe(
          `We sent a link to ${next}. Your e-mail address changes when you open it.`,
        );
        expect(asked.json().user.email).toBe(email);
      });

      it('answers a taken new address like a free one, refuses a blank name and signed-out callers', async () => {
        const other = await t.signUp();
        const { client, password } = await t.signUp();
        const taken = await client.request('PATCH', '/api/auth/profile', {
          name: 'X',
          email: other.email.toUpperCase(),
          currentPassword: password,
        });
        expect(taken.statusCode).toBe(200);
        expect(taken.json().message).toBe(
          `We sent a link to ${other.email.toUpperCase()}. Your e-mail address changes when you open it.`,
        );
        const blank = await client.request('PATCH', '/api/auth/profile', { name: '', email: uniqueEmail() });
        expect(blank.statusCode).toBe(400);
        const anon = await t
          .client()
          .request('PATCH', '/api/auth/profile', { name: 'X', email: uniqueEmail() });
        expect(anon.statusCode).toBe(401);
      });
    });

    describe('settings and subscription', () => {
      it('starts with the spec defaults and saves one field at a time', async () => {
        const { client } = await t.signUp();
        const initial = await client.request('GET', '/api/auth/settings');
        expect(initial.json()).toEqual({
          emailNotifications: true,
          pushNotifications: false,
          marketingEmails: false,
          newsletterSubscription: false,
          dataExportFormat: 'json',
          theme: 'dark',
          timezone: 'UTC',
        });
        const res = await client.request('PATCH', '/api/auth/settings', { dataExportFormat: 'xlsx' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ dataExportFormat: 'xlsx', timezone: 'UTC' });
        await client.request('PATCH', '/api/auth/settings', { timezone: 'PST', pushNotifications: true });
        expect((await client.request('GET', '/api/auth/settings')).json()).toMatchObject({
          dataExportFormat: 'xlsx',
          timezone: 'PST',
          pushNotifications: true,
        });
      });

      it.each([
        [{}, 'Send at least one setting to change.'],
        [{ timezone: 'Mars/Olympus' }, 'timezone'],
        [{ dataExportFormat: 'pdf' }, 'dataExportFormat'],
        [{ emailNotifications: 'yes' }, 'emailNotifications'],
        [{ newsletterSubscription: true }, 'newsletterSubscription'],
        [{ favouriteColour: 'red' }, 'favouriteColour'],
      ])('rejects the settings patch %o', async (body, message) => {
        const { client } = await t.signUp();
        const res = await client.request('PATCH', '/api/auth/settings', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(message);
      });

      it('subscribes and unsubscribes the signed-in user', async () => {
        const { client } = await t.signUp();
        const on = await client.request('POST', '/api/newsletters/subscribe');
        expect(on.statusCode).toBe(200);
        expect(on.json().newsletterSubscription).toBe(true);
        const off = await client.request('POST', '/api/newsletters/unsubscribe');
        expect(off.json().newsletterSubscription).toBe(false);
        expect((await t.client().request('POST', '/api/newsletters/subscribe')).statusCode).toBe(401);
        expect((await t.client().request('GET', '/api/auth/settings')).statusCode).toBe(401);
      });
    });

    describe('change password', () => {
      it('checks the current password and ends every other session', async () => {
        const { client, email, password } = await t.signUp();
        const other = t.client();
        await other.request('POST', '/api/auth/login', { email, password });
        expect((await other.request('GET', '/api/auth/me')).statusCode).toBe(200);

        const wrong = await client.request('POST', '/api/auth/change-password', {
          currentPassword: 'not it at all',
          newPassword: 'brand new password',
        });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toEqual({ message: 'Current password is incorrect.' });
        const short = await client.request('POST', '/api/auth/change-password', {
          currentPassword: password,
          newPassword: 'short',
        });
        expect(short.statusCode).toBe(400);
        // Refused fields answer in the form's own words, not the validator's.
        expect(short.json().message).toBe('Password must be at least 8 characters.');
        const blank = await client.request('POST', '/api/auth/change-password', {
          currentPassword: '',
          newPassword: 'x',
        });
        expect(blank.statusCode).toBe(400);
        expect(blank.json().message).toBe(
          'Enter your current password. Password must be at least 8 characters.',
        );
        const missing = await client.request('DELETE', '/api/auth/delete-account', {});
        expect(missing.json().message).toBe('Enter your current password.');

        const ok = await client.request('POST', '/api/auth/change-password', {
          currentPassword: password,
          newPassword: 'brand new password',
        });
        expect(ok.statusCode).toBe(200);
        expect((await client.request('GET', '/api/auth/me')).statusCode).toBe(200);
        expect((await other.request('GET', '/api/auth/me')).statusCode).toBe(401);
        expect((await t.client().request('POST', '/api/auth/login', { email, password })).statusCode).toBe(
          401,
        );
        expect(
          (await t.client().request('POST', '/api/auth/login', { email, password: 'brand new password' }))
            .statusCode,
        ).toBe(200);
      });
    });

    describe('delete account', () => {
      it('erases the user, settings, sessions and subscription, and ends every session', async () => {
        const { client, email, password, user } = await t.signUp();
        await client.request('POST', '/api/newsletters/subscribe');
        const other = t.client();
        await other.request('POST', '/api/auth/login', { email, password });
        const unconfirmed = await client.request('DELETE', '/api/auth/delete-account', {
          currentPassword: 'guess',
        });
        expect(unconfirmed.statusCode).toBe(400);
        expect(unconfirmed.json().message).toBe('Current password is incorrect.');
        const res = await client.request('DELETE', '/api/auth/delete-account', { currentPassword: password });
        expect(res.statusCode).toBe(200);
        expect((await client.request('GET', '/api/auth/me')).statusCode).toBe(401);
        expect((await other.request('GET', '/api/auth/me')).statusCode).toBe(401);
        const db = t.database.db;
        expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
        expect(await db.select().from(userSettings).where(eq(userSettings.userId, user.id))).toHaveLength(0);
        expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
        expect((await t.client().request('POST', '/api/auth/login', { email, password })).statusCode).toBe(
          401,
        );
        const again = await t
          .client()
          .request('POST', '/api/auth/register', { name: 'Back', email, password });
        expect(again.statusCode).toBe(202);
        expect((await t.client().request('POST', '/api/auth/login', { email, password })).statusCode).toBe(
          200,
        );
      });

      it('needs a signed-in user', async () => {
        expect((await t.client().request('DELETE', '/api/auth/delete-account')).statusCode).toBe(401);
      });
    });

    describe('cross-site requests', () => {
      it('refuses a mutating call from another origin, or with no origin at all', async () => {
        const { client } = await t.signUp();
        const evil = await client.request(
          'PATCH',
          '/api/auth/settings',
          { timezone: 'GMT' },
          { origin: 'https://evil.test' },
        );
        expect(evil.statusCode).toBe(403);
        expect(evil.json()).toEqual({ message: 'Cross-site requests are refused.' });
        const none = await t.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { cookie: `sponsorscope_session=${client.cookie}` },
        });
        expect(none.statusCode).toBe(403);
        expect((await client.request('GET', '/api/auth/settings')).json().timezone).toBe('UTC');
      });

      it('accepts a same-origin Referer when Origin is missing', async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { referer: 'http://localhost/settings' },
        });
        expect(res.statusCode).toBe(204);
      });

      it('refuses a form-encoded body even from our own origin', async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'email=a%40b.test&password=x',
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(/JSON/);
      });
    });

    describe('admin only', () => {
      it('lets an admin list users and grant roles; analysts and strangers get 403 and 401', async () => {
        const admin = await t.signUp();
        await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
        const analyst = await t.signUp();

        expect((await t.client().request('GET', '/api/admin/users')).statusCode).toBe(401);
        const denied = await analyst.client.request('GET', '/api/admin/users');
        expect(denied.statusCode).toBe(403);
        expect(denied.json()).toEqual({ message: 'Only administrators can do that.' });
        const selfPromote = await analyst.client.request(
          'PATCH',
          `/api/admin/users/${analyst.user.id}/role`,
          {
            role: 'admin',
          },
        );
        expect(selfPromote.statusCode).toBe(403);

        const list = await admin.client.request('GET', '/api/admin/users');
        expect(list.statusCode).toBe(200);
        expect(list.body).not.toContain('argon2');
        const grant = await admin.client.request('PATCH', `/api/admin/users/${analyst.user.id}/role`, {
          role: 'viewer',
        });
        expect(grant.json().role).toBe('viewer');
        const bad = await admin.client.request('PATCH', `/api/admin/users/${analyst.user.id}/role`, {
          role: 'owner',
        });
        expect(bad.statusCode).toBe(400);
        const missing = await admin.client.request('PATCH', '/api/admin/users/not-a-uuid/role', {
          role: 'viewer',
        });
        expect(missing.statusCode).toBe(400);
        const demoteSelf = await admin.client.request('PATCH', `/api/admin/users/${admin.user.id}/role`, {
          role: 'analyst',
        });
        expect(demoteSelf.statusCode).toBe(409);
      });
    });
  });
}
