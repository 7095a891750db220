import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ANNOUNCEMENT_AUDIENCE } from '../../../core/contract/newsletters';
import { ZAlertFeed } from '../../../core/widgets/alerts';
import { buildFeed } from '../../catalog/alert-feed';
import { Catalog } from '../../catalog/catalog';
import { appMeta, users } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { loadSigner } from '../../mail/tokens';
import { seeded, testDatabases } from '../../test/databases';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness';
import { type SinkMessage, startSmtpSink } from '../../test/smtp-sink';
import {
  DIGEST_MAX_ALERTS,
  DIGEST_META_KEY,
  DIGEST_SUBJECT,
  DigestScheduler,
  digestDueAt,
  isoWeek,
  lastDigestWeek,
} from './digest';
import { INVALID_UNSUBSCRIBE } from './routes';

const PUBLIC = 'https://app.example.test';

describe('digest calendar', () => {
  it('names ISO weeks and finds their Monday 08:00 UTC', () => {
    expect(isoWeek(new Date('2026-11-23T08:00:00Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2026-11-29T23:59:59Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
    expect(digestDueAt(new Date('2026-11-26T15:00:00Z')).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(digestDueAt(new Date('2026-11-29T23:00:00Z')).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(digestDueAt(new Date('2026-11-23T07:00:00Z')).toISOString()).toBe('2026-11-23T08:00:00.000Z');
  });
});

const flat = (m: SinkMessage) => m.raw.toString().replace(/\r?\n[ \t]+/g, ' ');

for (const target of testDatabases()) {
  describe(`account e-mails on ${target.name}`, () => {
    let t: TestApp;
    let sink: Awaited<ReturnType<typeof startSmtpSink>>;
    let admin: TestClient;
    let analyst: TestClient;
    const to = (email: string, subject: string) =>
      sink.messages.filter((m) => m.to.includes(email) && flat(m).includes(`Subject: ${subject}`));
    const resetWeek = () => t.database.db.delete(appMeta).where(eq(appMeta.key, DIGEST_META_KEY));
    const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method,
        url: url.replace(PUBLIC, ''),
        headers:
          method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded', ...headers } : headers,
        ...(method === 'POST' ? { payload: 'List-Unsubscribe=One-Click' } : {}),
      });
    const oneClick = (url: string) => inject('POST', url);

    beforeAll(async () => {
      sink = await startSmtpSink();
      const mailer = createMailer({
        smtpUrl: sink.url,
        from: 'Sponsorscope <hello@sponsorscope.com>',
        outboxDir: '/nonexistent',
      });
      t = await startTestApp(seeded(target), { newsletter: { mailer, publicUrl: PUBLIC } });
      const a = await t.signUp({ name: 'Ada Admin' });
      await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, a.user.id));
      admin = t.client();
      await admin.request('POST', '/api/auth/login', { email: a.email, password: a.password });
      analyst = (await t.signUp()).client;
    });
    afterAll(async () => {
      await t?.close();
      await sink?.close();
    });

    it('runs the digest for admins only', async () => {
      expect((await t.client().request('POST', '/api/admin/digest/send')).statusCode).toBe(401);
      const denied = await analyst.request('POST', '/api/admin/digest/send');
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBeTruthy();
    });

    it('sends the weekly digest once, only to opted-in users with undismissed alerts, at most 10 alerts', async () => {
      await resetWeek();
      const on = await t.signUp({ name: 'On' });
      const off = await t.signUp({ name: 'Off' });
      const cleared = await t.signUp({ name: 'Cleared' });
      expect(
        (await off.client.request('PATCH', '/api/auth/settings', { emailNotifications: false })).statusCode,
      ).toBe(200);
      const feed = ZAlertFeed.parse((await on.client.request('GET', '/api/alerts')).json()).alerts;
      expect(feed.length).toBeGreaterThan(DIGEST_MAX_ALERTS);
      for (const a of feed)
        expect(
          (await cleared.client.request('POST', `/api/alerts/${encodeURIComponent(a.id)}/dismiss`))
            .statusCode,
        ).toBe(204);
      const gone = feed[0]!;
      await on.client.request('POST', `/api/alerts/${encodeURIComponent(gone.id)}/dismiss`);

      const before = sink.messages.length;
      const res = await admin.request('POST', '/api/admin/digest/send');
      expect(res.statusCode, res.body).toBe(200);
      const digests = sink.messages.slice(before);
      // The admin, the analyst and "On": everyone with Email Notifications on and something to read.
      expect(res.json()).toEqual({ sent: digests.length });
      expect(digests).toHaveLength(3);
      expect(to(off.email, DIGEST_SUBJECT)).toHaveLength(0);
      expect(to(cleared.email, DIGEST_SUBJECT)).toHaveLength(0);
      const [mine] = to(on.email, DIGEST_SUBJECT);
      expect(mine).toBeDefined();
      expect(await lastDigestWeek(t.database.db)).toBe(isoWeek(new Date()));

      const mail: ParsedMail = await simpleParser(mine!.raw);
      expect(mail.subject).toBe('Your Sponsorscope alerts this week');
      const listed = String(mail.text)
        .split('\n')
        .filter((l) => l.startsWith('- '));
      expect(listed).toHaveLength(DIGEST_MAX_ALERTS);
      expect(listed).toEqual(feed.slice(1, 1 + DIGEST_MAX_ALERTS).map((a) => `- ${a.title}`));
      expect(String(mail.text)).not.toContain(`- ${gone.title}\n`);
      const second = feed[1]!;
      expect(String(mail.text)).toContain(`${second.brand ?? 'Industry wide'}: ${second.externalUrl}`);
      expect(String(mail.html)).toContain(second.description.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));

      const raw = flat(mine!);
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      const link = raw.match(/^List-Unsubscribe: <(https?:\/\/[^>]+)>/m)![1]!;
      expect(link.startsWith(`${PUBLIC}/api/settings/unsubscribe-digest?token=`)).toBe(true);
      expect(String(mail.text)).toContain(`Unsubscribe: ${link}`);
      expect(String(mail.html)).toContain(`href="${link}"`);
      // The token is not kept anywhere in the database.
      const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
      const meta = await t.database.db.select().from(appMeta);
      expect(meta.some((m) => m.value.includes(token))).toBe(false);

      // Not twice in one week, whoever asks.
      expect((await admin.request('POST', '/api/admin/digest/send')).json()).toEqual({ sent: 0 });
      expect(sink.messages.length).toBe(before + digests.length);
    });

    it('unsubscribes from the digest in one click; a forged token is refused', async () => {
      await resetWeek();
      const u = await t.signUp({ name: 'Leaving' });
      const before = sink.messages.length;
      await admin.request('POST', '/api/admin/digest/send');
      expect(sink.messages.length).toBeGreaterThan(before);
      const link = flat(to(u.email, DIGEST_SUBJECT)[0]!).match(/^List-Unsubscribe: <([^>]+)>/m)![1]!;

      const ask = await inject('GET', link, { accept: 'text/html' });
      expect(ask.statusCode).toBe(200);
      expect(ask.body).toContain('You will no longer receive the weekly alerts e-mail.');
      expect(ask.body).toContain('<form method="post"');

      const forged = link.replace(/\.[\w-]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      const refused = await oneClick(forged);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: INVALID_UNSUBSCRIBE });
      expect((await inject('POST', link.replace(/token=.*/, 'token=nonsense'))).statusCode).toBe(400);
      expect((await inject('GET', link.replace(/\?.*/, ''), { accept: 'text/html' })).statusCode).toBe(400);
      // A digest token does not open the marketing door.
      const swapped = link.replace('unsubscribe-digest', 'unsubscribe-marketing');
      expect((await oneClick(swapped)).statusCode).toBe(400);
      expect((await u.client.request('GET', '/api/auth/settings')).json().emailNotifications).toBe(true);

      // One click from the mail client: no origin, a form body.
      const done = await oneClick(link);
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain('You are unsubscribed');
      expect((await u.client.request('GET', '/api/auth/settings')).json().emailNotifications).toBe(false);

      await resetWeek();
      await admin.request('POST', '/api/admin/digest/send');
      expect(to(u.email, DIGEST_SUBJECT)).toHaveLength(1);
    });

    it('the scheduler sends on Monday from 08:00 UTC, once per week, starting the week after a first start', async () => {
      await t.database.db.delete(appMeta).where(eq(appMeta.key, DIGEST_META_KEY));
      let now = new Date('2026-11-26T12:00:00Z');
      const catalog = await Catalog.load(t.database.db);
      const scheduler = new DigestScheduler(
        {
          db: t.database.db,
          mailer: createMailer({ smtpUrl: sink.url, from: 'x@example.test', outboxDir: '/nonexistent' }),
          signer: await loadSigner(t.database.db),
          publicUrl: PUBLIC,
          feed: () => buildFeed(catalog.universe),
        },
        60_000,
        () => now,
      );
      // First start: nothing goes out, the week is marked as done.
      expect(await scheduler.check()).toBe(0);
      expect(await lastDigestWeek(t.database.db)).toBe('2026-W48');
      now = new Date('2026-11-30T07:59:00Z');
      expect(await scheduler.check()).toBe(0);
      expect(await lastDigestWeek(t.database.db)).toBe('2026-W48');
      now = new Date('2026-11-30T08:00:00Z');
      const sent = await scheduler.check();
      expect(sent).toBeGreaterThan(0);
      expect(await lastDigestWeek(t.database.db)).toBe('2026-W49');
      now = new Date('2026-12-02T08:00:00Z');
      expect(await scheduler.check()).toBe(0);
      await resetWeek();
    });

    it('sends product announcements to opted-in users only, for admins only', async () => {
      const body = {
        subject: 'New: athlete search <beta>',
        body: 'Hello!\n\nAthlete search is here.\nTry it.',
      };
      expect((await t.client().request('POST', '/api/newsletters/announcements', body)).statusCode).toBe(401);
      expect((await analyst.request('POST', '/api/newsletters/announcements', body)).statusCode).toBe(403);
      expect((await analyst.request('GET', '/api/newsletters/announcements/audience')).statusCode).toBe(403);

      expect((await admin.request('GET', '/api/newsletters/announcements/audience')).json()).toEqual({
        count: 0,
      });
      const nobody = await admin.request('POST', '/api/newsletters/announcements', body);
      expect(nobody.statusCode).toBe(409);
      expect(nobody.json()).toEqual({ message: NO_ANNOUNCEMENT_AUDIENCE });

      const bad = [
        [{ subject: ' ', body: 'x' }, 'Subject is required'],
        [{ subject: 'x'.repeat(151), body: 'x' }, 'Subject must be at most 150 characters'],
        [{ subject: 'x', body: '' }, 'Message is required'],
        [{ subject: 'x', body: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
        [{ subject: 'x' }, 'Message'],
      ] as const;
      for (const [payload, message] of bad) {
        const res = await admin.request('POST', '/api/newsletters/announcements', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(message);
      }

      const fans = [await t.signUp({ name: 'Fan 1' }), await t.signUp({ name: 'Fan 2' })];
      for (const f of fans)
        expect(
          (await f.client.request('PATCH', '/api/auth/settings', { marketingEmails: true })).statusCode,
        ).toBe(200);
      const quiet = await t.signUp({ name: 'Quiet' });
      expect((await admin.request('GET', '/api/newsletters/announcements/audience')).json()).toEqual({
        count: 2,
      });

      const before = sink.messages.length;
      const res = await admin.request('POST', '/api/newsletters/announcements', body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ sent: 2 });
      const got = sink.messages.slice(before);
      expect(got.flatMap((m) => m.to).sort()).toEqual(fans.map((f) => f.email).sort());
      expect(to(quiet.email, body.subject)).toHaveLength(0);

      const mail = await simpleParser(got[0]!.raw);
      expect(mail.subject).toBe(body.subject);
      expect(String(mail.text)).toContain('Athlete search is here.\nTry it.');
      expect(String(mail.html)).toContain('Athlete search is here.<br>Try it.');
      expect(String(mail.html)).toContain('New: athlete search &lt;beta&gt;');
      const raw = flat(got[0]!);
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      const link = raw.match(/^List-Unsubscribe: <(https?:\/\/[^>]+)>/m)![1]!;
      expect(link.startsWith(`${PUBLIC}/api/settings/unsubscribe-marketing?token=`)).toBe(true);
      expect(String(mail.html)).toContain(`href="${link}"`);

      // A marketing token does not unsubscribe from the digest; on its own endpoint it turns marketing off.
      expect((await oneClick(link.replace('unsubscribe-marketing', 'unsubscribe-digest'))).statusCode).toBe(
        400,
      );
      const ask = await inject('GET', link, { accept: 'text/html' });
      expect(ask.body).toContain('You will no longer receive product announcements');
      expect((await oneClick(link)).statusCode).toBe(200);
      expect((await admin.request('GET', '/api/newsletters/announcements/audience')).json()).toEqual({
        count: 1,
      });
      const recipient = fans.find((f) => got[0]!.to.includes(f.email))!;
      const settings = (await recipient.client.request('GET', '/api/auth/settings')).json();
      expect(settings).toMatchObject({ marketingEmails: false, emailNotifications: true });
    });
  });
}
