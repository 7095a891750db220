import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema';
import { seeded, testDatabases } from '../../test/databases';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness';
import { sweepReports } from './service';

for (const target of testDatabases()) {
  describe(`reports on ${target.name}`, () => {
    let t: TestApp;
    let owner: TestClient;
    beforeAll(async () => {
      t = await startTestApp(seeded(target));
      owner = (await t.signUp()).client;
    });
    afterAll(async () => {
      await t?.close();
    });

    const generate = (c: TestClient, name: string) =>
      c.request('POST', `/api/reports/generate/${encodeURIComponent(name)}`, undefined, {
        'content-type': 'application/json',
      });

    it('stores a report with every field, named with the brand and date, for its owner', async () => {
      const res = await generate(owner, 'Nike');
      expect(res.statusCode).toBe(201);
      const { reportUrl, fileName } = res.json();
      expect(reportUrl).toMatch(/^\/api\/reports\/[A-Za-z0-9_-]{24}$/);
      expect(fileName).toBe(`Sponsorscope-Nike-${new Date().toISOString().slice(0, 10)}.html`);
      const page = await owner.request('GET', reportUrl);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-disposition']).toContain(fileName);
      for (const text of [
        '<title>Nike: Sponsorscope brand report',
        'BASELINE',
        'ESTIMATED KNOWN SPEND',
        'ACTIVE DEALS',
        'Past partnerships',
        'Stack map',
        'BaseLine metrics',
        'Top Performing',
        'Missed Opportunities',
        'Signature Moves',
        'Common Themes',
        'FC Barcelona',
        '@media print',
        reportUrl.split('/').pop(),
      ]) {
        expect(page.body).toContain(text);
      }
    });

    it('gives the same figures for the same brand on another report', async () => {
      const score = (html: string) => html.match(/<small>BASELINE<\/small><b[^>]*>(\d+)</)?.[1];
      const a = await owner.request('GET', (await generate(owner, 'Visa')).json().reportUrl);
      const b = await owner.request('GET', (await generate(owner, 'visa')).json().reportUrl);
      expect(score(a.body)).toBeDefined();
      expect(score(a.body)).toBe(score(b.body));
    });

    it('makes no report for a brand outside the dataset (nothing to report is invented)', async () => {
      const name = '<img src=x onerror=alert(1)>';
      const res = await generate(owner, name);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ message: `No brand called "${name}" in the dataset.` });
    });

    it('hides a report from everyone but its owner', async () => {
      const { reportUrl } = (await generate(owner, 'Rolex')).json();
      const other = (await t.signUp()).client;
      const res = await other.request('GET', reportUrl);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'No such report.' });
      expect((await t.client().request('GET', reportUrl)).statusCode).toBe(401);
      expect((await owner.request('GET', '/api/reports/not-a-real-id')).statusCode).toBe(400);
    });

    it('needs a signed-in, same-site caller', async () => {
      expect((await generate(t.client(), 'Nike')).statusCode).toBe(401);
      const cross = await owner.request('POST', '/api/reports/generate/Nike', undefined, {
        origin: 'https://evil.test',
      });
      expect(cross.statusCode).toBe(403);
    });
  });

  describe(`report limits and retention on ${target.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(seeded(target), { reports: { retentionDays: 90, perHour: 3 } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('limits generation per user per hour, lists and deletes them, and keeps them 90 days', async () => {
      const { client } = await t.signUp();
      const made: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await client.request('POST', '/api/reports/generate/Nike');
        expect(res.statusCode).toBe(201);
        made.push(res.json().reportUrl);
      }
      const fourth = await client.request('POST', '/api/reports/generate/Nike');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().message).toMatch(
        /^You can generate 3 reports an hour\. Please try again in \d+ minutes?\.$/,
      );
      expect(fourth.headers['retry-after']).toBeDefined();
      const other = await t.signUp();
      expect((await other.client.request('POST', '/api/reports/generate/Nike')).statusCode).toBe(201);

      const list = (await client.request('GET', '/api/reports')).json();
      expect(list.retentionDays).toBe(90);
      expect(list.reports.map((r: { reportUrl: string }) => r.reportUrl).sort()).toEqual([...made].sort());
      expect((await client.request('DELETE', made[0]!)).statusCode).toBe(204);
      expect((await client.request('GET', made[0]!)).statusCode).toBe(404);
      expect((await other.client.request('DELETE', made[1]!)).statusCode).toBe(404);

      const id = made[1]!.split('/').pop()!;
      await t.database.db
        .update(reports)
        .set({ createdAt: new Date(Date.now() - 91 * 86_400_000) })
        .where(eq(reports.id, id));
      expect((await client.request('GET', made[1]!)).statusCode).toBe(404);
      expect((await client.request('GET', '/api/reports')).json().reports).toHaveLength(1);
      expect(await sweepReports(t.database.db, { retentionDays: 90, perHour: 3 })).toBeGreaterThanOrEqual(1);
      expect(await t.database.db.select().from(reports).where(eq(reports.id, id))).toHaveLength(0);
    });
  });
}
