import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataChanges,
  deliveries,
  feedback,
  newsletterSuppressions,
  newsletters,
  users,
} from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { seeded, testDatabases } from '../../test/databases';
import { startTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/harness';
import { type SinkMessage, startSmtpSink } from '../../test/smtp-sink';
import { RESET_LINK_DEAD } from './recovery-routes';
import { loadAuthTokens } from './signed-tokens';
import { currentCode } from './two-factor';

const PUBLIC = 'https://app.example.test';
const flat = (m: SinkMessage) =>
  m.raw
    .toString()
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');

for (const target of testDatabases()) {
  describe(`account security on ${target.name}`, () => {
    let t: TestApp;
    let sink: Awaited<ReturnType<typeof startSmtpSink>>;
    const mailTo = (email: string, subject: string) =>
      sink.messages.filter(
        (m) => m.to.includes(email.toLowerCase()) && flat(m).includes(`Subject: ${subject}`),
      );
    /** The newest mail of that subject to that address, waited for (mail goes out after the answer). */
    const mailIn = async (email: string, subject: string) => {
      for (let i = 0; i < 100 && mailTo(email, subject).length === 0; i++)
        await new Promise((r) => setTimeout(r, 20));
      const mail = mailTo(email, subject).at(-1);
      expect(mail, `a mail "${subject}" to ${email}`).toBeDefined();
      return mail!;
    };
    /** The first link to that route in the newest mail of that subject, as a path on our site. */
    const linkIn = async (email: string, subject: string, route: string) => {
      const match = flat(await mailIn(email, subject)).match(
        new RegExp(`${PUBLIC}${route}\\?token=[A-Za-z0-9_.%-]+`),
      );
      expect(match, `a ${route} link`).not.toBeNull();
      return match![0].replace(PUBLIC, '');
    };
    const tokenOf = (link: string) => decodeURIComponent(link.split('token=')[1]!);
    const me = async (c: TestClient) => (await c.request('GET', '/api/auth/me')).json();

    beforeAll(async () => {
      sink = await startSmtpSink();
      const mailer = createMailer({
        smtpUrl: sink.url,
        from: 'Sponsorscope <hello@example.test>',
        outboxDir: '/nonexistent',
      });
      t = await startTestApp(seeded(target), {
        newsletter: { mailer, publicUrl: PUBLIC },
        reports: { retentionDays: 90, perHour: 3 },
      });
    });
    afterAll(async () => {
      await t?.close();
      await sink?.close();
    });

    describe('registration and verification', () => {
      it('answers a new and a taken address alike; the owner of the taken one is told, the new one gets a link', async () => {
        const existing = await t.signUp();
        const fresh = uniqueEmail('fresh');
        const a = await t
          .client()
          .request('POST', '/api/auth/register', { name: 'N', email: fresh, password: 'password 123' });
        const b = await t.client().request('POST', '/api/auth/register', {
          name: 'N',
          email: existing.email,
          password: 'password 123',
        });
        expect(a.statusCode).toBe(202);
        expect(a.statusCode).toBe(b.statusCode);
        expect(a.body).toBe(b.body);
        expect(a.cookies).toEqual(b.cookies);
        await mailIn(existing.email, 'Someone tried to register with your address');
        const link = await linkIn(
          fresh,
          'Confirm your e-mail address for Sponsorscope',
          '/api/auth/verify-email',
        );
        const c = t.client();
        await c.request('POST', '/api/auth/login', { email: fresh, password: 'password 123' });
        expect((await me(c)).emailVerified).toBe(false);
        const opened = await t.client().request('GET', link);
        expect(opened.statusCode).toBe(303);
        expect(opened.headers.location).toBe('/verify-email?status=verified');
        expect((await me(c)).emailVerified).toBe(true);
      });

      it('refuses a forged or tampered verification link', async () => {
        const { client, email } = await t.signUp({ verified: false });
        await client.request('POST', '/api/auth/resend-verification');
        const link = await linkIn(
          email,
          'Confirm your e-mail address for Sponsorscope',
          '/api/auth/verify-email',
        );
        const token = tokenOf(link);
        // Change the second-to-last character (to one it is not: the old rule left it as it was once in 64 runs).
        const tampered = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.slice(-1)}`;
        for (const bad of [tampered, 'abc.def', '']) {
          const res = await t
            .client()
            .request('GET', `/api/auth/verify-email?token=${encodeURIComponent(bad)}`);
          expect(res.headers.location).toBe('/verify-email?status=invalid');
        }
        expect((await me(client)).emailVerified).toBe(false);
      });

      it('moves an e-mail address only when the new address opens its link', async () => {
        const { client, email, password } = await t.signUp();
        const next = uniqueEmail('moved');
        await client.request('PATCH', '/api/auth/profile', {
          name: 'M',
          email: next,
          currentPassword: password,
        });
        await mailIn(email, 'Your Sponsorscope e-mail address is being changed');
        const link = await linkIn(
          next,
          'Confirm your new Sponsorscope e-mail address',
          '/api/auth/confirm-email-change',
        );
        expect((await me(client)).email).toBe(email);
        expect((await t.client().request('GET', link)).headers.location).toBe('/verify-email?status=changed');
        expect(await me(client)).toMatchObject({ email: next, emailVerified: true });
        expect((await t.client().request('GET', link)).headers.location).toBe('/verify-email?status=invalid');
        expect((await t.client().request('POST', '/api/auth/login', { email, password })).statusCode).toBe(
          401,
        );
      });
    });

    describe('password reset', () => {
      it('answers alike for unknown addresses; the link works once, ends every session and expires', async () => {
        const { client, email } = await t.signUp();
        const unknown = uniqueEmail('nobody');
        const a = await t.client().request('POST', '/api/auth/forgot-password', { email: unknown });
        const b = await t.client().request('POST', '/api/auth/forgot-password', { email });
        expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
        expect(a.body).toBe(b.body);
        const link = await linkIn(email, 'Reset your Sponsorscope password', '/reset-password');
        const token = tokenOf(link);

        const forged = `${token.split('.')[0]}.${'x'.repeat(43)}`;
        const refused = await t
          .client()
          .request('POST', '/api/auth/reset-password', { token: forged, password: 'brand new pass' });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(RESET_LINK_DEAD);

        const done = await t
          .client()
          .request('POST', '/api/auth/reset-password', { token, password: 'brand new pass' });
        expect(done.statusCode).toBe(200);
        expect((await client.request('GET', '/api/auth/me')).statusCode).toBe(401);
        expect(
          (await t.client().request('POST', '/api/auth/login', { email, password: 'brand new pass' }))
            .statusCode,
        ).toBe(200);
        const reused = await t
          .client()
          .request('POST', '/api/auth/reset-password', { token, password: 'another new one' });
        expect(reused.json().message).toBe(RESET_LINK_DEAD);

        // At most 3 links an hour go to one account; asking more answers the same and sends nothing.
        for (let i = 0; i < 3; i++)
          expect((await t.client().request('POST', '/api/auth/forgot-password', { email })).body).toBe(
            b.body,
          );
        await new Promise((r) => setTimeout(r, 300));
        expect(mailTo(email, 'Reset your Sponsorscope password')).toHaveLength(3);
        // A link past its 30 minutes, signed with the real key, is refused too.
        const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
        const tokens = await loadAuthTokens(t.database.db);
        const expired = tokens.issue('reset-password', { sub: row!.id }, -1000, row!.passwordHash);
        const late = await t
          .client()
          .request('POST', '/api/auth/reset-password', { token: expired, password: 'too late pass' });
        expect(late.json().message).toBe(RESET_LINK_DEAD);
        // A verification token cannot stand in for a reset link.
        const other = tokens.issue('verify-email', { sub: row!.id }, 60_000, row!.passwordHash);
        expect(
          (
            await t
              .client()
              .request('POST', '/api/auth/reset-password', { token: other, password: 'wrong door' })
          ).statusCode,
        ).toBe(400);
      });
    });

    describe('taking the account back', () => {
      it('a password reset ends a pending e-mail change, every session and every API token, and tells the owner', async () => {
        const { email, password } = await t.signUp({ name: 'Owen Owner' });
        // Someone who learnt the password signs in, asks to move the account to their address and makes a token.
        const intruder = t.client();
        await intruder.request('POST', '/api/auth/login', { email, password });
        const theirs = uniqueEmail('intruder');
        const asked = await intruder.request('PATCH', '/api/auth/profile', {
          name: 'Owen Owner',
          email: theirs,
          currentPassword: password,
        });
        expect(asked.statusCode).toBe(200);
        const change = await linkIn(
          theirs,
          'Confirm your new Sponsorscope e-mail address',
          '/api/auth/confirm-email-change',
        );
        const made = await intruder.request('POST', '/api/account/tokens', { name: 'Mine now' });
        expect(made.statusCode).toBe(201);
        const bearer = { authorization: `Bearer ${made.json().secret}` };
        expect((await t.client().request('GET', '/api/search?q=nike', undefined, bearer)).statusCode).toBe(
          200,
        );

        // The owner resets the password from their mailbox.
        await t.client().request('POST', '/api/auth/forgot-password', { email });
        const reset = tokenOf(await linkIn(email, 'Reset your Sponsorscope password', '/reset-password'));
        const done = await t
          .client()
          .request('POST', '/api/auth/reset-password', { token: reset, password: 'taken back 123' });
        expect(done.statusCode).toBe(200);

        expect((await intruder.request('GET', '/api/auth/me')).statusCode).toBe(401);
        expect((await t.client().request('GET', '/api/search?q=nike', undefined, bearer)).statusCode).toBe(
          401,
        );
        expect((await t.client().request('GET', change)).headers.location).toBe(
          '/verify-email?status=invalid',
        );
        const owner = t.client();
        await owner.request('POST', '/api/auth/login', { email, password: 'taken back 123' });
        expect((await me(owner)).email).toBe(email);
        const told = flat(await mailIn(email, 'Your Sponsorscope password was changed'));
        expect(told).toContain('was reset with a link sent to this address');
        expect(told).toContain('every API token revoked');
      });

      it('a password change tells the owner by e-mail and ends a pending e-mail change too', async () => {
        const { client, email, password } = await t.signUp();
        const next = uniqueEmail('pending');
        await client.request('PATCH', '/api/auth/profile', {
          name: 'P',
          email: next,
          currentPassword: password,
        });
        const change = await linkIn(
          next,
          'Confirm your new Sponsorscope e-mail address',
          '/api/auth/confirm-email-change',
        );
        const changed = await client.request('POST', '/api/auth/change-password', {
          currentPassword: password,
          newPassword: 'another password 9',
        });
        expect(changed.statusCode).toBe(200);
        const told = flat(await mailIn(email, 'Your Sponsorscope password was changed'));
        expect(told).toContain('Every other session was signed out');
        expect(told).toContain('Forgot password?');
        expect((await t.client().request('GET', change)).headers.location).toBe(
          '/verify-email?status=invalid',
        );
        expect((await me(client)).email).toBe(email);
      });
    });

    describe('two-factor authentication', () => {
      const enrol = async (client: TestClient, currentPassword: string) => {
        const setup = (
          await client.request('POST', '/api/auth/two-factor/setup', { currentPassword })
        ).json();
        expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Sponsorscope:/);
        expect(setup.qrSvg).toMatch(/^<svg/);
        const wrong = await client.request('POST', '/api/auth/two-factor/enable', {
          setupToken: setup.setupToken,
          code: '000000' === currentCode(setup.secret) ? '111111' : '000000',
        });
        expect(wrong.statusCode).toBe(400);
        const enabled = await client.request('POST', '/api/auth/two-factor/enable', {
          setupToken: setup.setupToken,
          code: currentCode(setup.secret),
        });
        expect(enabled.statusCode).toBe(200);
        return { secret: setup.secret as string, codes: enabled.json().recoveryCodes as string[] };
      };
      /** The code of the next 30-second step, as an app would show it then (a code is accepted once). */
      const nextCode = (secret: string) => currentCode(secret, Date.now() + 30_000);

      it('enrols with a code, then sign-in asks for a code; a code and a recovery code each work once', async () => {
        const { client, email, password } = await t.signUp();
        const { secret, codes } = await enrol(client, password);
        expect(codes).toHaveLength(10);
        expect(new Set(codes).size).toBe(10);
        expect((await client.request('GET', '/api/auth/two-factor')).json()).toMatchObject({
          enabled: true,
          recoveryCodesLeft: 10,
        });

        const step1 = await t.client().request('POST', '/api/auth/login', { email, password });
        expect(step1.statusCode).toBe(200);
        expect(step1.json().twoFactorRequired).toBe(true);
        expect(step1.cookies).toHaveLength(0);
        const ticket = step1.json().ticket;
        const c = t.client();
        expect(
          (await c.request('POST', '/api/auth/login/two-factor', { ticket, code: '12345' })).statusCode,
        ).toBe(401);
        const code = nextCode(secret);
        expect((await c.request('POST', '/api/auth/login/two-factor', { ticket, code })).statusCode).toBe(
          200,
        );
        expect((await me(c)).twoFactorEnabled).toBe(true);
        // The same code again (an overheard one) is refused.
        expect(
          (await t.client().request('POST', '/api/auth/login/two-factor', { ticket, code })).statusCode,
        ).toBe(401);
        const viaRecovery = t.client();
        expect(
          (
            await viaRecovery.request('POST', '/api/auth/login/two-factor', {
              ticket,
              code: codes[0]!.toUpperCase(),
            })
          ).statusCode,
        ).toBe(200);
        expect(
          (await t.client().request('POST', '/api/auth/login/two-factor', { ticket, code: codes[0] }))
            .statusCode,
        ).toBe(401);
        expect((await client.request('GET', '/api/auth/two-factor')).json().recoveryCodesLeft).toBe(9);
        // A ticket does not survive a password change, nor can it be made up.
        expect(
          (
            await t
              .client()
              .request('POST', '/api/auth/login/two-factor', { ticket: `${ticket}x`, code: codes[1] })
          ).statusCode,
        ).toBe(401);
      });

      it('needs the password and a code to turn two-factor off or delete the account', async () => {
        const { client, password, user } = await t.signUp();
        const { secret } = await enrol(client, password);
        const noCode = await client.request('POST', '/api/auth/two-factor/disable', {
          currentPassword: password,
        });
        expect(noCode.statusCode).toBe(400);
        expect(noCode.json().message).toMatch(/^Enter the code/);
        const wrongPassword = await client.request('DELETE', '/api/auth/delete-account', {
          currentPassword: 'nope',
          code: nextCode(secret),
        });
        expect(wrongPassword.statusCode).toBe(400);
        const off = await client.request('POST', '/api/auth/two-factor/disable', {
          currentPassword: password,
          code: nextCode(secret),
        });
        expect(off.statusCode).toBe(200);
        const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
        expect(row!.totpSecret).toBeNull();
        expect(
          (await client.request('DELETE', '/api/auth/delete-account', { currentPassword: password }))
            .statusCode,
        ).toBe(200);
      });

      it('asks for the current password to turn two-factor on; a password change ends a set-up in progress', async () => {
        const { client, email, password } = await t.signUp();
        const none = await client.request('POST', '/api/auth/two-factor/setup', {});
        expect(none.statusCode).toBe(400);
        expect(none.json().message).toBe('Enter your current password.');
        const wrong = await client.request('POST', '/api/auth/two-factor/setup', {
          currentPassword: 'guess',
        });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().message).toBe('Current password is incorrect.');
        const setup = await client.request('POST', '/api/auth/two-factor/setup', {
          currentPassword: password,
        });
        expect(setup.statusCode).toBe(200);
        const { setupToken, secret } = setup.json();
        await client.request('POST', '/api/auth/change-password', {
          currentPassword: password,
          newPassword: 'changed meanwhile 1',
        });
        const late = await client.request('POST', '/api/auth/two-factor/enable', {
          setupToken,
          code: currentCode(secret),
        });
        expect(late.statusCode).toBe(400);
        expect(late.json().message).toBe('This set-up has expired. Start again.');
        expect((await me(client)).twoFactorEnabled).toBe(false);
        expect(mailTo(email, 'Two-factor authentication is on for your Sponsorscope account')).toHaveLength(
          0,
        );
      });

      it('tells the owner by e-mail when two-factor goes on, gets new recovery codes, and goes off', async () => {
        const { client, email, password } = await t.signUp({ name: 'Nora Notice' });
        const { secret } = await enrol(client, password);
        const on = flat(await mailIn(email, 'Two-factor authentication is on for your Sponsorscope account'));
        expect(on).toContain('Hello Nora Notice,');
        expect(on).toContain('Two-factor authentication was turned on for your account on ');
        expect(on).toContain('If this was not you');
        const codes = await client.request('POST', '/api/auth/two-factor/recovery-codes', {
          currentPassword: password,
          code: nextCode(secret),
        });
        expect(codes.statusCode).toBe(200);
        expect(flat(await mailIn(email, 'New recovery codes for your Sponsorscope account'))).toContain(
          'The old ones no longer work.',
        );
        const off = await client.request('POST', '/api/auth/two-factor/disable', {
          currentPassword: password,
          code: codes.json().recoveryCodes[0],
        });
        expect(off.statusCode).toBe(200);
        expect(
          flat(await mailIn(email, 'Two-factor authentication is off for your Sponsorscope account')),
        ).toContain('Sign-in now asks for the password only');
      });

      it('lets an admin require two-factor for admins, only once their own is on', async () => {
        const a = await t.signUp();
        const b = await t.signUp();
        for (const id of [a.user.id, b.user.id])
          await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
        const early = await a.client.request('PUT', '/api/admin/security', {
          requireTwoFactorForAdmins: true,
        });
        expect(early.statusCode).toBe(400);
        await enrol(a.client, a.password);
        expect(
          (await a.client.request('PUT', '/api/admin/security', { requireTwoFactorForAdmins: true }))
            .statusCode,
        ).toBe(200);
        const blocked = await b.client.request('GET', '/api/admin/users');
        expect(blocked.statusCode).toBe(403);
        expect(blocked.json().message).toMatch(/two-factor/);
        expect((await a.client.request('GET', '/api/admin/users')).statusCode).toBe(200);
        await a.client.request('PUT', '/api/admin/security', { requireTwoFactorForAdmins: false });
        await new Promise((r) => setTimeout(r, 1100));
        expect((await b.client.request('GET', '/api/admin/users')).statusCode).toBe(200);
      });
    });
  });

  describe(`erasure on ${target.name}`, () => {
    let t: TestApp;
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'sponsorscope-erasure-'));
    beforeAll(async () => {
      t = await startTestApp(target, { newsletter: { publicUrl: PUBLIC, outboxDir } });
    });
    afterAll(async () => {
      await t?.close();
    });

    /** Every text column of every table, searched for the address. */
    const tablesHolding = async (address: string) => {
      const columns = (await t.database.db.execute(
        sql`select table_name, column_name from information_schema.columns
            where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'ARRAY')`,
      )) as unknown as { rows?: { table_name: string; column_name: string }[] } & {
        table_name: string;
        column_name: string;
      }[];
      const list = columns.rows ?? columns;
      const found: string[] = [];
      for (const { table_name, column_name } of list) {
        const res = (await t.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${`%${address}%`}`,
        )) as unknown as { rows?: { n: number }[] } & { n: number }[];
        const n = (res.rows ?? res)[0]!.n;
        if (n > 0) found.push(`${table_name}.${column_name}`);
      }
      return found;
    };

    it('removes the address from every table and every outbox file', async () => {
      const { client, email, password, user } = await t.signUp({ name: 'Erin Erased' });
      const address = email.toLowerCase();
      await client.request('POST', '/api/newsletters/subscribe');
      const [issue] = await t.database.db
        .insert(newsletters)
        .values({ title: 'Issue', moves: [], platformUpdates: [], trending: {}, quote: {}, status: 'sent' })
        .returning();
      await t.database.db
        .insert(deliveries)
        .values({ newsletterId: issue!.id, userId: user.id, email, status: 'sent' });
      await t.database.db
        .insert(newsletterSuppressions)
        .values({ email: email.toUpperCase(), reason: 'unsubscribed', newsletterId: issue!.id });
      await t.database.db.insert(feedback).values({
        rating: 4,
        message: `Write back to ${email.toUpperCase()} please`,
        context: 'general',
        userId: user.id,
      });
      const demo = await client.request('POST', '/api/enterprise/demo', {
        name: 'Erin',
        email,
        company: 'Club',
        teamSize: '11-50',
        message: '',
      });
      expect(demo.statusCode).toBe(202);
      await client.request('POST', '/api/reports/generate/Nike');
      // An editor's change in the data desk history, with the address in its citation.
      await t.database.db.insert(dataChanges).values({
        record: 'brand',
        recordId: 'nike',
        label: 'Nike',
        action: 'update',
        userId: user.id,
        citation: `Confirmed by phone; questions to ${email.toUpperCase()}`,
      });
      writeFileSync(path.join(outboxDir, 'unrelated.eml'), 'To: someone@example.test\r\n\r\nhello');
      expect((await tablesHolding(address)).length).toBeGreaterThan(0);
      expect(
        readdirSync(outboxDir).some((f) =>
          readFileSync(path.join(outboxDir, f), 'utf8').toLowerCase().includes(address),
        ),
      ).toBe(true);

      const res = await client.request('DELETE', '/api/auth/delete-account', { currentPassword: password });
      expect(res.statusCode).toBe(200);
      expect(await tablesHolding(address)).toEqual([]);
      const left = readdirSync(outboxDir);
      expect(left).toContain('unrelated.eml');
      for (const f of left)
        expect(readFileSync(path.join(outboxDir, f), 'utf8').toLowerCase()).not.toContain(address);
      // The issue keeps its count; the feedback stays, anonymous, with the address blanked.
      expect(
        await t.database.db.select().from(deliveries).where(eq(deliveries.newsletterId, issue!.id)),
      ).toHaveLength(1);
      const [kept] = await t.database.db
        .select()
        .from(feedback)
        .where(sql`${feedback.message} like 'Write back to %'`);
      expect(kept).toMatchObject({ userId: null, message: 'Write back to [erased] please' });
      // The desk history keeps the change, its editor unknown and the address blanked.
      const [change] = await t.database.db
        .select()
        .from(dataChanges)
        .where(sql`${dataChanges.citation} like 'Confirmed by phone;%'`);
      expect(change).toMatchObject({ userId: null, citation: 'Confirmed by phone; questions to [erased]' });
    });

    it("blanks the address in the desk history's before and after snapshots, keeping the rest of each row", async () => {
      const { client, email, password, user } = await t.signUp({ name: 'Sam Snapshot' });
      // A deal whose citation quoted the editor's address, then was corrected by the same editor.
      const [change] = await t.database.db
        .insert(dataChanges)
        .values({
          record: 'partnership',
          recordId: 'nike-snapshot-test',
          label: 'Nike / Snapshot FC',
          action: 'update',
          userId: user.id,
          citation: 'Corrected the source',
          before: { brand: 'Nike', value: 12, citation: `Told by ${email.toUpperCase()} on the phone` },
          after: { brand: 'Nike', value: 14, citation: `Annual report; was ${email}`, aliases: [email] },
        })
        .returning();

      const res = await client.request('DELETE', '/api/auth/delete-account', { currentPassword: password });
      expect(res.statusCode).toBe(200);
      const [kept] = await t.database.db.select().from(dataChanges).where(eq(dataChanges.id, change!.id));
      expect(kept).toMatchObject({
        userId: null,
        citation: 'Corrected the source',
        before: { brand: 'Nike', value: 12, citation: 'Told by [erased] on the phone' },
        after: { brand: 'Nike', value: 14, citation: 'Annual report; was [erased]', aliases: ['[erased]'] },
      });
      expect(await tablesHolding(email.toLowerCase())).toEqual([]);
    });
  });
}
