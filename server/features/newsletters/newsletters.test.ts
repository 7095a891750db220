import { eq, sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, newsletters, userSettings, users } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { loadSigner } from '../../mail/tokens';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestClient } from '../../test/harness';
import { type Desk, issue, openDesk, PUBLIC } from './fixture';
import { DeliveryWorker } from './worker';

for (const target of testDatabases()) {
  describe(`newsletters on ${target.name}`, () => {
    let desk: Desk;
    let t: Desk['t'];
    let sink: Desk['sink'];
    let admin: TestClient;
    let analyst: TestClient;
    let worker: DeliveryWorker;
    const subscribers: { id: string; email: string; client: TestClient }[] = [];

    beforeAll(async () => {
      desk = await openDesk(target);
      ({ t, sink, admin, worker } = desk);
      analyst = (await t.signUp()).client;
      for (let i = 0; i < 2; i++) subscribers.push(await desk.subscriber({ name: `Subscriber ${i}` }));
    });
    afterAll(async () => {
      await desk?.close();
    });

    it('is for admins only, and checks what it is given', async () => {
      expect((await t.client().request('GET', '/api/newsletters')).statusCode).toBe(401);
      const denied = await analyst.request('POST', '/api/newsletters', issue());
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBeTruthy();
      const bad = [
        [issue({ title: ' ' }), 'Newsletter title is required'],
        [issue({ moves: [] }), 'Add at least one move'],
        [issue({ moves: Array.from({ length: 21 }, () => issue().moves[0]) }), 'At most 20 moves'],
        [
          issue({ moves: [{ title: 'x', category: 'cricket' }] }),
          'category must be football, basketball, soccer or other',
        ],
        [issue({ title: 'x'.repeat(141) }), 'Newsletter title must be at most 140 characters'],
      ] as const;
      for (const [body, message] of bad) {
        const res = await admin.request('POST', '/api/newsletters', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(message);
      }
    });

    it('creates a draft, sends it once to every subscriber, and tracks opens and clicks', async () => {
      const created = await admin.request('POST', '/api/newsletters', issue());
      expect(created.statusCode).toBe(201);
      const draft = created.json();
      expect(draft).toMatchObject({ status: 'draft', recipientCount: 0, openRate: null });

      const sent = await admin.request('POST', `/api/newsletters/${draft.id}/send`);
      expect(sent.statusCode).toBe(200);
      // Sending until every delivery is settled.
      expect(sent.json()).toMatchObject({ status: 'sending', recipientCount: 2, pending: 2 });
      expect((await admin.request('POST', `/api/newsletters/${draft.id}/send`)).statusCode).toBe(409);

      while ((await worker.runOnce()) > 0);
      const mine = sink.messages.filter((m) => m.raw.includes('Deadline day'));
      expect(mine).toHaveLength(2);
      const mail: ParsedMail = await simpleParser(mine[0]!.raw);
      expect(mail.subject).toBe('In The Know: Deadline day <special>');
      expect(mail.html).toContain('This Week: In The Know');
      expect(mail.html).toContain('Deadline day &lt;special&gt;');
      expect(mail.text).toContain("THIS WEEK'S MOVES");
      const raw = mine[0]!.raw.toString().replace(/\r?\n[ \t]+/g, ' ');
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      const unsubscribe = String(mail.text).match(/Unsubscribe: (\S+)/)![1]!;
      // One-click HTTPS only: no mailto address that nothing reads.
      expect(raw).toMatch(new RegExp(`^List-Unsubscribe: <${unsubscribe.replace(/[.?]/g, '\\$&')}>$`, 'm'));
      expect(raw).not.toContain('mailto:');
      // The postal address in the footer (CAN-SPAM), and the web copy.
      expect(mail.text).toContain('71-75 Shelton Street, London WC2H 9JQ');
      expect(String(mail.html)).toMatch(/View in browser/);

      const listed = (await admin.request('GET', '/api/newsletters'))
        .json()
        .find((n: { id: string }) => n.id === draft.id);
      expect(listed).toMatchObject({ delivered: 2, failed: 0, pending: 0, openRate: 0, clickRate: 0 });

      // The open pixel and a click move the rates; the click only goes to the newsletter's own links.
      const pixel = String(mail.html).match(/<img src="([^"]+)"/)![1]!;
      const open = await t.client().request('GET', pixel.replace(PUBLIC, ''));
      expect(open.headers['content-type']).toBe('image/gif');
      await t.client().request('GET', pixel.replace(PUBLIC, ''));
      const viewAll = String(mail.html)
        .match(/href="([^"]+)"[^>]*>View All Deals This Week/)![1]!
        .replace(/&amp;/g, '&');
      const click = await t.client().request('GET', viewAll.replace(PUBLIC, ''));
      expect(click.statusCode).toBe(302);
      expect(click.headers.location).toBe(`${PUBLIC}/search`);
      const evil = viewAll.replace(/u=[^&]+/, `u=${encodeURIComponent('https://evil.example/phish')}`);
      expect((await t.client().request('GET', evil.replace(PUBLIC, ''))).statusCode).toBe(400);
      const forged = viewAll.replace(/click\/([0-9a-f-]{36})\.[^?]+/, 'click/$1.forged');
      expect((await t.client().request('GET', forged.replace(PUBLIC, ''))).statusCode).toBe(400);
      const rates = (await admin.request('GET', `/api/newsletters/${draft.id}`)).json();
      expect(rates).toMatchObject({ openRate: 50, clickRate: 50 });

      // Unsubscribe: GET asks, POST (one click, from a mail client: no origin, a form body) acts.
      const path = unsubscribe.replace(PUBLIC, '');
      const ask = await t.client().request('GET', path);
      expect(ask.statusCode).toBe(200);
      expect(ask.body).toContain('<form method="post">');
      const one = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(one.statusCode).toBe(200);
      expect(one.body).toContain('You are unsubscribed');
      const to = mine[0]!.to[0]!;
      const [user] = await t.database.db.select().from(users).where(eq(users.email, to));
      const [setting] = await t.database.db
        .select()
        .from(userSettings)
        .where(eq(userSettings.userId, user!.id));
      expect(setting!.newsletterSubscription).toBe(false);
      // A broken link: a page for a person in a browser, JSON { message } for any other client.
      const brokenPage = await t.app.inject({ url: `${path}x`, headers: { accept: 'text/html,*/*' } });
      expect(brokenPage.statusCode).toBe(400);
      expect(brokenPage.body).toContain('This link is not valid');
      const brokenApi = await t.client().request('GET', `${path}x`);
      expect(brokenApi.statusCode).toBe(400);
      expect(brokenApi.json()).toEqual({ message: 'This link is not valid.' });
      // The unsubscribe is counted for the issue and suppresses the address.
      const stats = (await admin.request('GET', `/api/newsletters/${draft.id}/analytics`)).json();
      expect(stats.unsubscribes).toBe(1);
      const listedSuppressions = (await admin.request('GET', '/api/newsletters/suppressions')).json();
      expect(listedSuppressions).toContainEqual(
        expect.objectContaining({ email: to, reason: 'unsubscribed' }),
      );
      expect((await admin.request('GET', '/api/newsletters/audience')).json().count).toBe(1);
      // Turning the newsletter on again in Account Settings lifts it (the user asked again).
      const again = subscribers.find((s) => s.email.toLowerCase() === to.toLowerCase())!;
      await new Promise((r) => setTimeout(r, 5));
      expect((await again.client.request('POST', '/api/newsletters/subscribe')).statusCode).toBe(200);
      expect((await admin.request('GET', '/api/newsletters/audience')).json().count).toBe(2);
    });

    it('schedules a draft for Friday lunchtime London by default and releases it when due', async () => {
      const draft = (await admin.request('POST', '/api/newsletters', issue({ title: 'Scheduled' }))).json();
      const res = await admin.request('POST', `/api/newsletters/${draft.id}/schedule`);
      expect(res.statusCode).toBe(200);
      const { scheduledFor, status } = res.json();
      expect(status).toBe('scheduled');
      const at = new Date(scheduledFor);
      expect(at.getUTCDay()).toBe(5);
      expect(
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Europe/London',
          hour: '2-digit',
          minute: '2-digit',
        }).format(at),
      ).toBe('12:30');
      expect((await admin.request('POST', `/api/newsletters/${draft.id}/send`)).statusCode).toBe(409);
      const past = await admin.request('POST', `/api/newsletters/${draft.id}/schedule`, {
        at: '2020-01-01T00:00:00Z',
      });
      expect(past.statusCode).toBe(400);
      expect(past.json().message).toBe('Choose a time in the future.');
      // Moved to another time.
      const moved = new Date(Date.now() + 3_600_000);
      moved.setUTCSeconds(0, 0);
      const again = await admin.request('POST', `/api/newsletters/${draft.id}/schedule`, {
        at: moved.toISOString(),
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ status: 'scheduled', scheduledFor: moved.toISOString() });
      // Time passes: the worker's round releases it.
      await t.database.db
        .update(newsletters)
        .set({ scheduledFor: new Date(Date.now() - 1000) })
        .where(eq(newsletters.id, draft.id));
      const { releaseDue } = await import('./service');
      expect(await releaseDue(t.database.db)).toEqual([draft.id]);
      expect(await releaseDue(t.database.db)).toEqual([]);
      const after = (await admin.request('GET', `/api/newsletters/${draft.id}`)).json();
      expect(after).toMatchObject({ status: 'sending', recipientCount: 2 });
      while ((await worker.runOnce()) > 0);
      expect(sink.messages.filter((m) => m.raw.includes('Scheduled')).length).toBe(2);
    });

    it('retries when the mail server is down, then fails with the reason and pauses; resume sends again', async () => {
      const down = createMailer({
        smtpUrl: 'smtp://127.0.0.1:1',
        from: 'itk@sponsorscope.com',
        outboxDir: '/nonexistent',
      });
      const signer = await loadSigner(t.database.db);
      const broken = new DeliveryWorker({
        db: t.database.db,
        mailer: down,
        signer,
        publicUrl: PUBLIC,
        maxAttempts: 2,
        pauseAfterFailures: 2,
      });
      const draft = (await admin.request('POST', '/api/newsletters', issue({ title: 'Outage' }))).json();
      await admin.request('POST', `/api/newsletters/${draft.id}/send`);
      expect(await broken.runOnce()).toBe(2);
      let rows = await t.database.db.select().from(deliveries).where(eq(deliveries.newsletterId, draft.id));
      expect(rows.every((r) => r.status === 'queued' && r.attempts === 1 && r.lastError)).toBe(true);
      expect(rows[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      await t.database.db.execute(
        sql`update deliveries set next_attempt_at = now() where newsletter_id = ${draft.id}::uuid`,
      );
      await broken.runOnce();
      rows = await t.database.db.select().from(deliveries).where(eq(deliveries.newsletterId, draft.id));
      expect(
        rows.every((r) => r.status === 'failed' && /ECONNREFUSED|connect/i.test(r.lastError ?? '')),
      ).toBe(true);
      const paused = (await admin.request('GET', `/api/newsletters/${draft.id}`)).json();
      expect(paused).toMatchObject({ status: 'paused', failed: 2, delivered: 0 });
      down.close();

      expect((await admin.request('POST', `/api/newsletters/${draft.id}/resume`)).statusCode).toBe(200);
      while ((await worker.runOnce()) > 0);
      const done = (await admin.request('GET', `/api/newsletters/${draft.id}`)).json();
      expect(done).toMatchObject({ status: 'sent', delivered: 2, failed: 0 });
    });

    it('two workers on one database never send anyone two copies', async () => {
      const extra: string[] = [];
      for (let i = 0; i < 30; i++) extra.push((await desk.subscriber({ name: `Reader ${i}` })).email);
      const second = await target.reopen?.();
      const signer = await loadSigner(t.database.db);
      const mailer = createMailer({
        smtpUrl: sink.url,
        from: 'itk@sponsorscope.com',
        outboxDir: '/nonexistent',
      });
      const other = new DeliveryWorker({
        db: (second ?? t.database).db,
        mailer,
        signer,
        publicUrl: PUBLIC,
        batchSize: 7,
      });
      const mine = new DeliveryWorker({ db: t.database.db, mailer, signer, publicUrl: PUBLIC, batchSize: 7 });
      const draft = (await admin.request('POST', '/api/newsletters', issue({ title: 'Race' }))).json();
      await admin.request('POST', `/api/newsletters/${draft.id}/send`);
      const drain = async (w: DeliveryWorker) => {
        while ((await w.runOnce()) > 0);
      };
      await Promise.all([drain(mine), drain(other)]);
      const got = sink.messages.filter((m) => m.raw.includes('Race')).map((m) => m.to[0]!.toLowerCase());
      expect(got).toHaveLength(32);
      expect(new Set(got).size).toBe(32);
      mailer.close();
      await second?.close();
    });

    it('prefills Top Searches from the last 7 days of real search counts', async () => {
      for (let i = 0; i < 3; i++) t.app.searchCounter.count('brand', 'Puma');
      t.app.searchCounter.count('athlete', 'Lewis Hamilton');
      await t.app.searchCounter.flush();
      const res = await admin.request('GET', '/api/newsletters/prefill');
      expect(res.statusCode).toBe(200);
      const { searches } = res.json().trending;
      expect(searches[0]).toEqual({ name: 'Puma', category: 'Brand' });
      expect(searches).toContainEqual({ name: 'Lewis Hamilton', category: 'Athlete' });
      expect((await analyst.request('GET', '/api/newsletters/prefill')).statusCode).toBe(403);
    });

    it('Send Test without addresses goes to the requesting admin, and needs an issue', async () => {
      const draft = (await admin.request('POST', '/api/newsletters', issue({ title: 'Self test' }))).json();
      const before = sink.count();
      const res = await admin.request('POST', '/api/newsletters/send-test', { newsletterId: draft.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe(desk.adminEmail.toLowerCase());
      expect(sink.count()).toBe(before + 1);
      // No issue named: the newest one.
      const newest = (
        await admin.request('POST', '/api/newsletters', issue({ title: 'Newest for test' }))
      ).json();
      expect((await admin.request('POST', '/api/newsletters/send-test', {})).statusCode).toBe(200);
      expect((await desk.mailTo(desk.adminEmail)).at(-1)!.subject).toBe(
        `[Test] In The Know: ${newest.title}`,
      );
      const bad = await admin.request('POST', '/api/newsletters/send-test', { newsletterId: 'abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.newsletterId).toBe('Choose the issue to send as a test');
    });
  });
}

describe('the outbox, when no SMTP server is configured', () => {
  it('keeps each e-mail as an .eml file that only admins can list and open', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'sponsorscope-outbox-test-'));
    const t = await startTestApp(testDatabases()[0]!, { newsletter: { outboxDir, publicUrl: PUBLIC } });
    try {
      const a = await t.signUp();
      await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, a.user.id));
      const admin = t.client();
      await admin.request('POST', '/api/auth/login', { email: a.email, password: a.password });
      // No issue yet: nothing to test (no placeholder issue).
      const empty = await admin.request('POST', '/api/newsletters/send-test', {});
      expect(empty.statusCode).toBe(409);
      expect(empty.json().message).toBe('Create an issue first: there is nothing to test yet.');
      const draft = (await admin.request('POST', '/api/newsletters', issue({ title: 'Outbox test' }))).json();
      // Account e-mails (a sign-up's verification) may be there already.
      const before = (await admin.request('GET', '/api/newsletters/outbox')).json().files.length;
      expect(
        (await admin.request('POST', '/api/newsletters/send-test', { newsletterId: draft.id })).statusCode,
      ).toBe(200);
      const listed = (await admin.request('GET', '/api/newsletters/outbox')).json();
      expect(listed.transport).toBe('outbox');
      expect(listed.files).toHaveLength(before + 1);
      const file = await admin.request('GET', `/api/newsletters/outbox/${listed.files[0]}`);
      expect(file.headers['content-type']).toContain('message/rfc822');
      const mail = await simpleParser(file.rawPayload);
      expect(mail.subject).toMatch(/^\[Test\] In The Know/);
      expect((await admin.request('GET', '/api/newsletters/outbox/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(
        404,
      );
      const other = (await t.signUp()).client;
      expect((await other.request('GET', '/api/newsletters/outbox')).statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});
