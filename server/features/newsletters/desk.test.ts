// The newsletter desk (issue 20): edit, duplicate, delete, schedule at a chosen time, unschedule,
// Send Test of a chosen issue, the audience (double opt-in, suppression), analytics and the archive.
import { parse } from 'csv-parse/sync';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_NEWSLETTER_AUDIENCE } from '../../../core/contract/newsletters';
import { deliveries, users } from '../../db/schema';
import { testDatabases } from '../../test/databases';
import type { TestClient } from '../../test/harness';
import { type Desk, issue, openDesk, PUBLIC } from './fixture';
import { releaseDue } from './service';

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

for (const target of testDatabases()) {
  describe(`the newsletter desk on ${target.name}`, () => {
    let desk: Desk;
    let admin: TestClient;
    const readers: { id: string; email: string; client: TestClient }[] = [];
    const create = async (overrides: Record<string, unknown> = {}) => {
      const res = await admin.request('POST', '/api/newsletters', issue(overrides));
      expect(res.statusCode).toBe(201);
      return res.json() as { id: string; title: string; status: string };
    };
    const audience = async () =>
      (await admin.request('GET', '/api/newsletters/audience')).json().count as number;

    beforeAll(async () => {
      desk = await openDesk(target);
      admin = desk.admin;
      for (let i = 0; i < 2; i++) readers.push(await desk.subscriber({ name: `Reader ${i}` }));
    });
    afterAll(async () => {
      await desk?.close();
    });
    afterEach(() => {
      vi.useRealTimers();
      desk.refuse.clear();
    });

    it('answers a refused form with a message for each field', async () => {
      const res = await admin.request('POST', '/api/newsletters', {
        title: '',
        moves: [{ title: '', category: 'football', url: 'javascript:alert(1)' }],
        platformUpdates: [{ title: 'x', type: 'party' }],
      });
      expect(res.statusCode).toBe(400);
      const { message, fields } = res.json();
      expect(fields).toMatchObject({
        title: 'Newsletter title is required',
        'moves.0.title': 'Every move needs a deal title',
        'moves.0.url': 'Link must be a web address starting with https://',
        'platformUpdates.0.type': 'type must be feature, improvement, fix or other',
      });
      expect(message).toContain('Newsletter title is required');
      expect(message).not.toContain('Invalid body');
    });

    it('edits a draft, and the e-mail sent is the edited one; a sent issue is read-only', async () => {
      const draft = await create({ title: unique('Before edit') });
      const title = unique('After edit');
      const edited = await admin.request(
        'PUT',
        `/api/newsletters/${draft.id}`,
        issue({
          title,
          preheader: 'Five deals you missed',
          moves: [
            {
              title: 'Puma signs a new kit deal',
              description: 'Edited move',
              category: 'soccer',
              url: 'https://news.example.org/puma',
            },
          ],
          platformUpdates: [{ title: 'CSV export of subscribers', description: '', type: 'improvement' }],
          quote: { text: 'Edited quote.', author: 'Ed Itor' },
        }),
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ title, status: 'draft', preheader: 'Five deals you missed' });
      const badEdit = await admin.request('PUT', `/api/newsletters/${draft.id}`, issue({ moves: [] }));
      expect(badEdit.statusCode).toBe(400);
      expect(badEdit.json().fields.moves).toBe('Add at least one move');

      expect((await admin.request('POST', `/api/newsletters/${draft.id}/send`)).statusCode).toBe(200);
      await desk.drain();
      const [mail] = await desk
        .mailTo(readers[0]!.email)
        .then((m) => m.filter((x) => x.subject?.includes(title)));
      expect(mail!.subject).toBe(`In The Know: ${title}`);
      expect(mail!.text).toContain('Puma signs a new kit deal');
      expect(mail!.text).toContain('PLATFORM UPDATES');
      expect(mail!.text).toContain('CSV export of subscribers');
      expect(mail!.text).toContain('"Edited quote." (Ed Itor)');
      expect(mail!.html).toContain('Five deals you missed');
      expect(mail!.text).not.toContain('Nike renews');

      const late = await admin.request('PUT', `/api/newsletters/${draft.id}`, issue({ title: 'Too late' }));
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        'A sent newsletter cannot be edited (duplicate it to make a new draft); this newsletter is already sent.',
      );
      const gone = await admin.request('DELETE', `/api/newsletters/${draft.id}`);
      expect(gone.statusCode).toBe(409);

      // Duplicate: a new draft with the same content, editable.
      const copy = await admin.request('POST', `/api/newsletters/${draft.id}/duplicate`);
      expect(copy.statusCode).toBe(201);
      expect(copy.json()).toMatchObject({ title: `Copy of ${title}`, status: 'draft', recipientCount: 0 });
      expect(copy.json().moves[0]).toMatchObject({ url: 'https://news.example.org/puma' });
      const del = await admin.request('DELETE', `/api/newsletters/${copy.json().id}`);
      expect(del.statusCode).toBe(200);
      expect((await admin.request('GET', `/api/newsletters/${copy.json().id}`)).statusCode).toBe(404);
      expect((await admin.request('DELETE', `/api/newsletters/${copy.json().id}`)).statusCode).toBe(404);
    });

    it('sends a scheduled issue at the chosen time, not before (fake clock)', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-12-01T09:00:00Z'));
      const draft = await create({ title: unique('Chosen time') });
      const at = '2026-12-03T18:15:00.000Z';
      const res = await admin.request('POST', `/api/newsletters/${draft.id}/schedule`, { at });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'scheduled', scheduledFor: at });
      // Edits are allowed while it waits, and keep the time.
      const edited = await admin.request(
        'PUT',
        `/api/newsletters/${draft.id}`,
        issue({ title: 'Chosen, edited' }),
      );
      expect(edited.json()).toMatchObject({ status: 'scheduled', scheduledFor: at });

      vi.setSystemTime(new Date('2026-12-03T18:14:59Z'));
      expect(await releaseDue(desk.t.database.db)).not.toContain(draft.id);
      vi.setSystemTime(new Date('2026-12-03T18:15:00Z'));
      expect(await releaseDue(desk.t.database.db)).toContain(draft.id);
      const sent = (await admin.request('GET', `/api/newsletters/${draft.id}`)).json();
      expect(sent).toMatchObject({ sentAt: at, recipientCount: await audience() });
    });

    it('unscheduling stops a scheduled send; a sent issue cannot be rescheduled', async () => {
      const draft = await create({ title: unique('Unscheduled') });
      const at = new Date(Date.now() + 2 * 3_600_000).toISOString();
      await admin.request('POST', `/api/newsletters/${draft.id}/schedule`, { at });
      const un = await admin.request('POST', `/api/newsletters/${draft.id}/unschedule`);
      expect(un.statusCode).toBe(200);
      expect(un.json()).toMatchObject({ status: 'draft', scheduledFor: null });
      expect(await releaseDue(desk.t.database.db, new Date(Date.now() + 3 * 3_600_000))).not.toContain(
        draft.id,
      );
      const after = (await admin.request('GET', `/api/newsletters/${draft.id}`)).json();
      expect(after).toMatchObject({ status: 'draft', recipientCount: 0 });
      expect((await admin.request('POST', `/api/newsletters/${draft.id}/unschedule`)).statusCode).toBe(409);
      const far = await admin.request('POST', `/api/newsletters/${draft.id}/schedule`, {
        at: new Date(Date.now() + 400 * 86_400_000).toISOString(),
      });
      expect(far.statusCode).toBe(400);
    });

    it('sends only to verified subscribers, and refuses a send with nobody to send to', async () => {
      const before = await audience();
      const pending = await desk.subscriber({ verified: false, name: 'Not Yet Verified' });
      expect(await audience()).toBe(before);
      const list = (
        await admin.request('GET', `/api/newsletters/subscribers?q=${encodeURIComponent('not yet')}`)
      ).json();
      expect(list.items).toEqual([expect.objectContaining({ email: pending.email, state: 'unverified' })]);

      // Nobody verified: refused, and the issue stays a draft.
      const verifiedAt = await desk.t.database.db
        .select({ id: users.id, at: users.emailVerifiedAt })
        .from(users)
        .where(isNotNull(users.emailVerifiedAt));
      await desk.t.database.db.update(users).set({ emailVerifiedAt: null });
      try {
        expect(await audience()).toBe(0);
        const draft = await create({ title: unique('Nobody') });
        const res = await admin.request('POST', `/api/newsletters/${draft.id}/send`);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(NO_NEWSLETTER_AUDIENCE);
        expect((await admin.request('GET', `/api/newsletters/${draft.id}`)).json()).toMatchObject({
          status: 'draft',
          recipientCount: 0,
        });
      } finally {
        for (const v of verifiedAt)
          await desk.t.database.db.update(users).set({ emailVerifiedAt: v.at }).where(eq(users.id, v.id));
      }
      expect(await audience()).toBe(before);
    });

    it('Send Test sends the chosen issue (not the newest) to each address given', async () => {
      const chosen = await create({ title: unique('Chosen for test') });
      await create({ title: unique('Newer issue') });
      const to = ['first.tester@example.test', 'Second.Tester@example.test'];
      const res = await admin.request('POST', '/api/newsletters/send-test', {
        newsletterId: chosen.id,
        emails: to,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().emails).toEqual(to.map((e) => e.toLowerCase()));
      for (const address of to) {
        const mails = await desk.mailTo(address);
        expect(mails.map((m) => m.subject)).toEqual([`[Test] In The Know: ${chosen.title}`]);
      }
      const bad = await admin.request('POST', '/api/newsletters/send-test', {
        newsletterId: chosen.id,
        emails: ['ok@example.test', 'not an address'],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields['emails.1']).toBe('Enter valid e-mail addresses');
      const missing = await admin.request('POST', '/api/newsletters/send-test', {
        newsletterId: '00000000-0000-4000-8000-000000000000',
      });
      expect(missing.statusCode).toBe(404);
    });

    it('counts clicks per link, opens, and the first 48 hours', async () => {
      const title = unique('Clicks');
      const draft = await create({
        title,
        moves: [
          {
            title: 'Red Bull extends',
            description: '',
            category: 'other',
            url: 'https://news.example.org/rb',
          },
          { title: 'No link here', description: '', category: 'other' },
        ],
      });
      await admin.request('POST', `/api/newsletters/${draft.id}/send`);
      await desk.drain();
      const links = async (email: string) => {
        const [mail] = (await desk.mailTo(email)).filter((m) => m.subject?.includes(title));
        const html = String(mail!.html);
        const href = (label: string) =>
          html
            .match(new RegExp(`href="([^"]+)"[^>]*>${label}`))![1]!
            .replace(/&amp;/g, '&')
            .replace(PUBLIC, '');
        return { move: href('Red Bull extends'), viewAll: href('View All Deals This Week'), html };
      };
      const a = await links(readers[0]!.email);
      const b = await links(readers[1]!.email);
      const anon = desk.t.client();
      for (const path of [a.move, a.move, b.move, b.viewAll]) {
        const res = await anon.request('GET', path);
        expect(res.statusCode).toBe(302);
      }
      expect((await anon.request('GET', a.move)).headers.location).toBe('https://news.example.org/rb');
      const pixel = a.html.match(/<img src="([^"]+)"/)![1]!.replace(PUBLIC, '');
      await anon.request('GET', pixel);

      const stats = (await admin.request('GET', `/api/newsletters/${draft.id}/analytics`)).json();
      expect(stats).toMatchObject({ status: 'sent', delivered: 2, failed: 0, unsubscribes: 0 });
      expect(stats.links).toContainEqual({
        url: 'https://news.example.org/rb',
        label: 'Red Bull extends',
        clicks: 4,
        clickers: 2,
      });
      expect(stats.links).toContainEqual(
        expect.objectContaining({ label: 'View All Deals This Week', clicks: 1, clickers: 1 }),
      );
      expect(stats.clicks).toEqual({ unique: 2, total: 5, rate: 100 });
      expect(stats.opens).toEqual({ unique: 1, rate: 50 });
      expect(stats.timeline).toHaveLength(48);
      expect(stats.timeline[0]).toEqual({ hour: 0, opens: 1, clicks: 5 });
    });

    it('a 550 from the mail server suppresses the address: the next issue does not go to it', async () => {
      const victim = await desk.subscriber({ name: 'Bounce Victim' });
      const before = await audience();
      desk.refuse.add(victim.email.toLowerCase());
      const first = await create({ title: unique('Bounces') });
      await admin.request('POST', `/api/newsletters/${first.id}/send`);
      await desk.drain();
      const [row] = await desk.t.database.db
        .select()
        .from(deliveries)
        .where(
          sql`${deliveries.newsletterId} = ${first.id}::uuid and lower(${deliveries.email}) = lower(${victim.email})`,
        );
      expect(row).toMatchObject({ status: 'bounced', attempts: 1 });
      expect(row!.lastError).toMatch(/550/);
      const stats = (await admin.request('GET', `/api/newsletters/${first.id}/analytics`)).json();
      expect(stats).toMatchObject({ status: 'sent', failed: 1, delivered: before - 1 });
      expect(stats.failures[0]).toMatchObject({ count: 1, permanent: true });
      expect(stats.failures[0].reason).toMatch(/550/);

      const suppressions = (await admin.request('GET', '/api/newsletters/suppressions')).json();
      const entry = suppressions.find(
        (s: { email: string }) => s.email.toLowerCase() === victim.email.toLowerCase(),
      );
      expect(entry).toMatchObject({ reason: 'bounced', newsletterTitle: first.title });
      expect(await audience()).toBe(before - 1);

      desk.refuse.clear();
      const next = await create({ title: unique('After the bounce') });
      const sent = (await admin.request('POST', `/api/newsletters/${next.id}/send`)).json();
      expect(sent.recipientCount).toBe(before - 1);
      await desk.drain();
      const got = (await desk.mailTo(victim.email)).filter((m) => m.subject?.includes(next.title));
      expect(got).toHaveLength(0);

      // An admin lifts it (the mailbox works again): back in the audience, and the next issue reaches it.
      const lifted = await admin.request('DELETE', `/api/newsletters/suppressions/${entry.id}`);
      expect(lifted.statusCode).toBe(200);
      expect(lifted.json().message).toBe(
        `${entry.email} is off the suppression list and will receive the next issue of In The Know.`,
      );
      expect(await audience()).toBe(before);
      const third = await create({ title: unique('After allowing again') });
      await admin.request('POST', `/api/newsletters/${third.id}/send`);
      await desk.drain();
      expect((await desk.mailTo(victim.email)).filter((m) => m.subject?.includes(third.title))).toHaveLength(
        1,
      );
    });

    it('"Allow again" on a reader who unsubscribed says they stay unsubscribed, and sends them nothing', async () => {
      const reader = await desk.subscriber({ name: 'Gone Reader' });
      const first = await create({ title: unique('Before leaving') });
      await admin.request('POST', `/api/newsletters/${first.id}/send`);
      await desk.drain();
      const [mail] = (await desk.mailTo(reader.email)).filter((m) => m.subject?.includes(first.title));
      const unsubscribe = String(mail!.html).match(/href="([^"]+)"[^>]*>Unsubscribe/)![1]!;
      const left = await desk.t.app.inject({
        method: 'POST',
        url: unsubscribe.replace(PUBLIC, '').replace(/&amp;/g, '&'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(left.statusCode).toBe(200);
      const entry = (await admin.request('GET', '/api/newsletters/suppressions'))
        .json()
        .find((s: { email: string }) => s.email.toLowerCase() === reader.email.toLowerCase());
      expect(entry).toMatchObject({ reason: 'unsubscribed' });
      const before = await audience();
      const lifted = await admin.request('DELETE', `/api/newsletters/suppressions/${entry.id}`);
      expect(lifted.json().message).toBe(
        `${entry.email} is off the suppression list, but its reader has In The Know turned off: they get it again only if they turn it on in Account Settings.`,
      );
      expect(await audience()).toBe(before);
      const next = await create({ title: unique('After allowing') });
      await admin.request('POST', `/api/newsletters/${next.id}/send`);
      await desk.drain();
      expect((await desk.mailTo(reader.email)).filter((m) => m.subject?.includes(next.title))).toHaveLength(
        0,
      );
      // An address no account uses: said so.
      await desk.t.database.db.execute(
        sql`insert into newsletter_suppressions (email, reason) values ('nobody.here@example.test', 'bounced')`,
      );
      const nobody = (await admin.request('GET', '/api/newsletters/suppressions'))
        .json()
        .find((s: { email: string }) => s.email === 'nobody.here@example.test');
      expect(
        (await admin.request('DELETE', `/api/newsletters/suppressions/${nobody.id}`)).json().message,
      ).toBe(
        'nobody.here@example.test is off the suppression list. No account uses this address, so In The Know is not sent to it.',
      );
    });

    it('serves the web copy of a sent issue to anyone with its link, and nothing else', async () => {
      const title = unique('Archived <issue>');
      const draft = await create({ title });
      const listed = (await admin.request('GET', `/api/newsletters/${draft.id}`)).json();
      expect(listed.archiveUrl).toBeNull();
      await admin.request('POST', `/api/newsletters/${draft.id}/send`);
      await desk.drain();
      const [mail] = (await desk.mailTo(readers[0]!.email)).filter((m) => m.subject?.includes(title));
      const link = String(mail!.html).match(/href="([^"]+)"[^>]*>View in browser/)![1]!;
      expect((await admin.request('GET', `/api/newsletters/${draft.id}`)).json().archiveUrl).toBe(link);
      const page = await desk.t.app.inject({
        url: link.replace(PUBLIC, ''),
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.body).toContain('This Week: In The Know');
      expect(page.body).toContain(title.replace('<', '&lt;').replace('>', '&gt;'));
      // No tracking in the web copy, and no recipient's unsubscribe link.
      expect(page.body).not.toContain('/api/newsletters/click/');
      expect(page.body).not.toContain('/api/newsletters/unsubscribe/');
      const wrong = await desk.t.app.inject({
        url: `${link.replace(PUBLIC, '')}x`,
        headers: { accept: 'text/html' },
      });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.body).toContain('Issue not found');
      const api = await desk.t.client().request('GET', '/api/newsletters/archive/short');
      expect(api.statusCode).toBe(404);
      expect(api.json().message).toMatch(/not available/);
    });

    it('lists subscribers with a search, and exports them as CSV that keeps formulas as text', async () => {
      const sly = await desk.subscriber({ name: '=HYPERLINK("https://evil.example","click")' });
      const page = (await admin.request('GET', '/api/newsletters/subscribers?q=hyperlink')).json();
      expect(page).toMatchObject({ total: 1, page: 1 });
      expect(page.items[0]).toMatchObject({ email: sly.email, state: 'receives' });
      expect(page.audience).toBe(await audience());
      const all = (await admin.request('GET', '/api/newsletters/subscribers')).json();
      expect(all.total).toBeGreaterThanOrEqual(page.audience);
      const csv = await admin.request('GET', '/api/newsletters/subscribers.csv?q=hyperlink');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const rows = parse(csv.body, { bom: true }) as string[][];
      expect(rows[0]).toEqual(['name', 'email', 'state', 'joined_at']);
      expect(rows[1]![0]).toBe(`'=HYPERLINK("https://evil.example","click")`);
      // "%" is taken literally.
      expect((await admin.request('GET', '/api/newsletters/subscribers?q=%25')).json().total).toBe(0);
      expect((await admin.request('GET', '/api/newsletters/subscribers?page=0')).statusCode).toBe(400);
      const reader = readers[0]!.client;
      expect((await reader.request('GET', '/api/newsletters/subscribers.csv')).statusCode).toBe(403);
      expect((await reader.request('GET', '/api/newsletters/suppressions')).statusCode).toBe(403);
    });
  });
}
