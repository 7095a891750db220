import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FEEDBACK_PAGE_SIZE, type TFeedbackItem } from '../../../core/contract/feedback';
import { feedback, users } from '../../db/schema';
import { testDatabases } from '../../test/databases';
import { ORIGIN, startTestApp, type TestApp, type TestClient } from '../../test/harness';
import { FEEDBACK_LIMITS } from './routes';

for (const target of testDatabases()) {
  describe(`feedback on ${target.name}`, () => {
    let t: TestApp;
    let admin: TestClient;
    let analyst: Awaited<ReturnType<TestApp['signUp']>>;
    let ipCounter = 0;

    beforeAll(async () => {
      t = await startTestApp(target);
      const a = await t.signUp({ name: 'Fiona Admin' });
      await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, a.user.id));
      admin = t.client();
      await admin.request('POST', '/api/auth/login', { email: a.email, password: a.password });
      analyst = await t.signUp();
    });
    afterAll(async () => {
      await t?.close();
    });
    beforeEach(async () => {
      await t.database.db.delete(feedback);
    });

    /** An anonymous send, from its own IP address unless one is given (each IP has its own limit). */
    const anonymous = (
      payload: unknown,
      ip = `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`,
    ) =>
      t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { origin: ORIGIN, 'user-agent': 'Test Browser/1.0' },
        payload: payload as object,
        remoteAddress: ip,
      });
    const stored = () => t.database.db.select().from(feedback).orderBy(feedback.createdAt);
    const list = async (query = '', c = admin) => {
      const res = await c.request('GET', `/api/admin/feedback${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: TFeedbackItem[]; total: number; page: number; pageSize: number };
    };

    it('stores anonymous feedback with the user agent (at most 500 characters) and no user', async () => {
      const high = await anonymous({ rating: 5, context: 'intelligence-search', path: '/search?brand=Nike' });
      expect(high.statusCode, high.body).toBe(201);
      expect(high.json()).toEqual({ message: 'Thank you for your feedback!' });
      const low = await t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { origin: ORIGIN, 'user-agent': 'x'.repeat(600) },
        payload: { rating: 2, category: 'Data Quality', message: '  Missing a deal  ', context: 'search' },
        remoteAddress: '10.1.1.1',
      });
      expect(low.statusCode, low.body).toBe(201);

      const [first, second] = await stored();
      expect(first).toMatchObject({
        userId: null,
        rating: 5,
        category: null,
        message: '',
        context: 'intelligence-search',
        path: '/search?brand=Nike',
        userAgent: 'Test Browser/1.0',
        status: 'new',
      });
      expect(second).toMatchObject({ rating: 2, category: 'Data Quality', message: 'Missing a deal' });
      expect(second?.userAgent).toHaveLength(500);
    });

    it("stores the signed-in sender's account", async () => {
      const res = await analyst.client.request('POST', '/api/feedback', {
        rating: 4,
        message: 'Great tool',
        context: 'intelligence-search',
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await stored();
      expect(row).toMatchObject({ userId: analyst.user.id, rating: 4, message: 'Great tool' });
      const { items } = await list();
      expect(items[0]?.userEmail).toBe(analyst.email);
    });

    it('refuses bad input with 400 and a message that says what is wrong', async () => {
      const cases: [unknown, RegExp][] = [
        [{}, /rating/],
        [{ rating: 0 }, /rating must be a whole number from 1 to 5/],
        [{ rating: 6 }, /rating must be a whole number from 1 to 5/],
        [{ rating: 4.5 }, /rating must be a whole number from 1 to 5/],
        [{ rating: '5' }, /rating must be a whole number from 1 to 5/],
        [{ rating: 2, category: 'Complaint' }, /category must be one of: Bug Report/],
        [{ rating: 5, message: 'x'.repeat(2001) }, /message must be at most 2000 characters/],
        [{ rating: 5, context: 'x'.repeat(101) }, /context must be at most 100 characters/],
        [{ rating: 5, path: `/${'x'.repeat(500)}` }, /path must be at most 500 characters/],
        [{ rating: 5, message: 42 }, /message must be text/],
        [{ rating: 5, message: 'a\u0000b' }, /NUL character/],
        [{ rating: 5, path: '/\u0000' }, /NUL character/],
      ];
      for (const [body, message] of cases) {
        const res = await anonymous(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toMatch(message);
      }
      // Within the limits, surrounding blanks trimmed first.
      expect((await anonymous({ rating: 5, message: ` ${'x'.repeat(2000)} ` })).statusCode).toBe(201);
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: '{"rating": 5',
        remoteAddress: '10.2.2.2',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().message).toMatch(/not valid JSON/);
      expect(await stored()).toHaveLength(1);
    });

    it('requires a category for 1 to 3 stars, and not above', async () => {
      for (const rating of [1, 2, 3]) {
        for (const body of [{ rating }, { rating, category: null, message: 'Slow' }]) {
          const res = await anonymous(body);
          expect(res.statusCode, JSON.stringify(body)).toBe(400);
          expect(res.json().message).toBe(
            'Invalid body: category: choose a category for a rating of 1 to 3 stars',
          );
        }
        expect((await anonymous({ rating, category: 'Other' })).statusCode).toBe(201);
      }
      expect((await anonymous({ rating: 4 })).statusCode).toBe(201);
      expect((await anonymous({ rating: 5, category: 'Performance' })).statusCode).toBe(201);
      expect(await stored()).toHaveLength(5);
    });

    it(`limits anonymous sends to ${FEEDBACK_LIMITS.anonymous} a minute per IP and signed-in ones to ${FEEDBACK_LIMITS.signedIn} per account`, async () => {
      const ip = '10.99.0.1';
      for (let i = 0; i < FEEDBACK_LIMITS.anonymous; i++)
        expect((await anonymous({ rating: 5 }, ip)).statusCode).toBe(201);
      const refused = await anonymous({ rating: 5 }, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^You have sent a lot of feedback in a short time\. Please try again in \d+ seconds\.$/,
      );
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      // Bad input from that address counts too, and is refused before it is read.
      expect((await anonymous({ rating: 9 }, ip)).statusCode).toBe(429);
      // Another address, and a signed-in user, are not held back by it.
      expect((await anonymous({ rating: 5 }, '10.99.0.2')).statusCode).toBe(201);

      const sender = await t.signUp();
      for (let i = 0; i < FEEDBACK_LIMITS.signedIn; i++) {
        const res = await sender.client.request('POST', '/api/feedback', { rating: 4 });
        expect(res.statusCode, `send ${i + 1}`).toBe(201);
      }
      const over = await sender.client.request('POST', '/api/feedback', { rating: 4 });
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Counted per account: another account from the same address still gets through.
      expect((await analyst.client.request('POST', '/api/feedback', { rating: 4 })).statusCode).toBe(201);
      expect(await stored()).toHaveLength(FEEDBACK_LIMITS.anonymous + 1 + FEEDBACK_LIMITS.signedIn + 1);
    });

    describe('admin', () => {
      /** 60 rows a day apart (rating 5, the newest on 1 March 2026) and two particular ones among them. */
      async function seed() {
        const base = Date.parse('2026-03-01T12:00:00Z');
        await t.database.db.insert(feedback).values(
          Array.from({ length: 60 }, (_, i) => ({
            rating: 5,
            context: 'intelligence-search',
            message: `bulk ${i}`,
            createdAt: new Date(base - i * 86_400_000),
          })),
        );
        await t.database.db.insert(feedback).values([
          {
            rating: 1,
            category: 'Bug Report',
            message: 'Export fails, says "error"; 100% broken\nsecond line',
            context: 'intelligence-search',
            path: '/search?brand=Nike',
            userId: analyst.user.id,
            createdAt: new Date('2026-02-25T18:00:00Z'),
          },
          {
            rating: 3,
            category: 'Data Quality',
            message: '=HYPERLINK("http://evil.test")',
            context: 'intelligence-search',
            path: '/search',
            status: 'read' as const,
            createdAt: new Date('2026-02-24T18:00:00Z'),
          },
        ]);
      }

      it('is for administrators only: 401 signed out, 403 for everyone else', async () => {
        const [row] = await t.database.db
          .insert(feedback)
          .values({ rating: 5, context: 'x' })
          .returning({ id: feedback.id });
        const calls: ['GET' | 'PATCH', string, unknown?][] = [
          ['GET', '/api/admin/feedback'],
          ['GET', '/api/admin/feedback.csv'],
          ['GET', '/api/admin/feedback?rating=99'],
          ['PATCH', `/api/admin/feedback/${row!.id}`, { status: 'read' }],
        ];
        for (const [method, url, body] of calls) {
          const signedOut = await t.client().request(method, url, body);
          expect(signedOut.statusCode, url).toBe(401);
          expect(signedOut.json()).toEqual({ message: 'You must be signed in to do that.' });
          const denied = await analyst.client.request(method, url, body);
          expect(denied.statusCode, url).toBe(403);
          expect(denied.json()).toEqual({ message: 'Only administrators can do that.' });
        }
        const [after] = await stored();
        expect(after?.status).toBe('new');
      });

      it('lists newest first, 50 a page, with the total', async () => {
        await seed();
        const first = await list();
        expect(first.total).toBe(62);
        expect(first.pageSize).toBe(FEEDBACK_PAGE_SIZE);
        expect(first.items).toHaveLength(50);
        expect(first.items.map((i) => i.message).slice(0, 7)).toEqual([
          'bulk 0',
          'bulk 1',
          'bulk 2',
          'bulk 3',
          'Export fails, says "error"; 100% broken\nsecond line',
          'bulk 4',
          '=HYPERLINK("http://evil.test")',
        ]);
        const dates = first.items.map((i) => i.createdAt);
        expect([...dates].sort().reverse()).toEqual(dates);
        const second = await list('?page=2');
        expect(second.page).toBe(2);
        expect(second.items).toHaveLength(12);
        expect(second.items.at(-1)?.message).toBe('bulk 59');
        expect((await list('?page=3')).items).toEqual([]);
        const anon = first.items.find((i) => i.message === 'bulk 0')!;
        expect(anon).toMatchObject({ userEmail: null, category: null, status: 'new', rating: 5 });
        expect(first.items.find((i) => i.rating === 1)?.userEmail).toBe(analyst.email);
      });

      it('filters by rating, category, status, text and dates; blank filters are ignored', async () => {
        await seed();
        const messages = async (query: string) => (await list(query)).items.map((i) => i.message);
        expect((await list('?rating=&category=&status=&q=&from=&to=&page=')).total).toBe(62);
        expect(await messages('?rating=1')).toEqual([expect.stringMatching(/^Export fails/)]);
        expect(await messages('?category=Data%20Quality')).toEqual(['=HYPERLINK("http://evil.test")']);
        expect((await list('?status=read')).total).toBe(1);
        expect((await list('?status=new')).total).toBe(61);
        // Text search: message, page or sender, case-insensitive; % and _ are taken literally.
        expect(await messages('?q=EXPORT')).toHaveLength(1);
        expect(await messages('?q=100%25')).toHaveLength(1);
        expect(await messages('?q=0%25')).toHaveLength(1);
        expect(await messages('?q=_')).toEqual([]);
        expect(await messages(`?q=${encodeURIComponent(analyst.email)}`)).toHaveLength(1);
        expect(await messages('?q=brand%3DNike')).toHaveLength(1);
        expect((await list('?q=bulk%201')).total).toBe(11);
        // Dates are whole days (UTC), both ends included.
        expect((await list('?from=2026-03-01')).total).toBe(1);
        expect((await list('?from=2026-02-28&to=2026-02-28')).total).toBe(1);
        expect((await list('?to=2026-02-28')).total).toBe(61);
        expect((await list('?from=2026-02-24&to=2026-02-25')).total).toBe(4);
        expect((await list('?rating=5&from=2026-02-27&to=2026-03-01')).total).toBe(3);
        expect((await list('?from=1970-01-01&to=9999-12-31')).total).toBe(62);

        for (const [query, message] of [
          ['?rating=9', /rating must be a whole number from 1 to 5/],
          ['?rating=two', /rating must be a whole number from 1 to 5/],
          ['?category=Nope', /category must be one of/],
          ['?status=archived', /status must be new or read/],
          ['?from=2026-02-30', /from must be a date/],
          ['?to=yesterday', /to must be a date/],
          ['?page=0', /page must be a whole number/],
          [`?q=${'x'.repeat(201)}`, /q must be at most 200 characters/],
          ['?q=%E2%80%AE%00', /q must not contain NUL characters/],
          ['?from=1969-12-31', /from must be a date/],
        ] as const) {
          const res = await admin.request('GET', `/api/admin/feedback${query}`);
          expect(res.statusCode, query).toBe(400);
          expect(res.json().message).toMatch(message);
        }
      });

      it('exports every matching row as CSV that parses back', async () => {
        await seed();
        const res = await admin.request('GET', '/api/admin/feedback.csv');
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(res.headers['content-disposition']).toMatch(
          /^attachment; filename="feedback-\d{4}-\d{2}-\d{2}\.csv"$/,
        );
        const rows = parse(res.body, { bom: true }) as string[][];
        expect(rows[0]).toEqual([
          'date',
          'rating',
          'category',
          'message',
          'context',
          'path',
          'user',
          'status',
        ]);
        expect(rows).toHaveLength(63);
        expect(rows[1]).toEqual([
          '2026-03-01T12:00:00.000Z',
          '5',
          '',
          'bulk 0',
          'intelligence-search',
          '',
          'anonymous',
          'new',
        ]);
        expect(rows[5]).toEqual([
          '2026-02-25T18:00:00.000Z',
          '1',
          'Bug Report',
          'Export fails, says "error"; 100% broken\nsecond line',
          'intelligence-search',
          '/search?brand=Nike',
          analyst.email,
          'new',
        ]);
        // A cell a spreadsheet would run as a formula is kept as text.
        expect(rows[7]?.[3]).toBe(`'=HYPERLINK("http://evil.test")`);
        expect(rows[7]?.[7]).toBe('read');

        const filtered = parse((await admin.request('GET', '/api/admin/feedback.csv?rating=1')).body, {
          bom: true,
          columns: true,
        }) as Record<string, string>[];
        expect(filtered).toEqual([expect.objectContaining({ rating: '1', user: analyst.email })]);
        const none = await admin.request('GET', '/api/admin/feedback.csv?q=nothing-like-this');
        expect(parse(none.body, { bom: true })).toEqual([
          ['date', 'rating', 'category', 'message', 'context', 'path', 'user', 'status'],
        ]);
        expect((await admin.request('GET', '/api/admin/feedback.csv?status=done')).statusCode).toBe(400);
      });

      it('marks feedback read (and new again)', async () => {
        const [row] = await t.database.db
          .insert(feedback)
          .values({
            rating: 2,
            category: 'Performance',
            context: 'intelligence-search',
            userId: analyst.user.id,
          })
          .returning({ id: feedback.id });
        const url = `/api/admin/feedback/${row!.id}`;
        const read = await admin.request('PATCH', url, { status: 'read' });
        expect(read.statusCode, read.body).toBe(200);
        expect(read.json()).toMatchObject({ id: row!.id, status: 'read', userEmail: analyst.email });
        expect((await list('?status=read')).items.map((i) => i.id)).toEqual([row!.id]);
        expect((await admin.request('PATCH', url, { status: 'new' })).json().status).toBe('new');

        const bad = await admin.request('PATCH', url, { status: 'done' });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toMatch(/status must be new or read/);
        const missing = await admin.request(
          'PATCH',
          '/api/admin/feedback/00000000-0000-4000-8000-000000000000',
          {
            status: 'read',
          },
        );
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: 'No feedback with that id.' });
        expect(
          (await admin.request('PATCH', '/api/admin/feedback/not-an-id', { status: 'read' })).statusCode,
        ).toBe(400);
      });
    });
  });
}
