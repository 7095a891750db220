import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { PDFDocument } from 'pdf-lib';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRunning } from '../../../core/contract/profile';
import { dealRow } from '../../../core/report/export';
import { ZDatasetMonitor, ZShowcaseResponse } from '../../../core/widgets/enterprise';
import { exportJobs } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { seeded, testDatabases } from '../../test/databases';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness';
import { startSmtpSink } from '../../test/smtp-sink';
import { INTERRUPTED, MAX_ACTIVE_EXPORTS } from './jobs';

for (const target of testDatabases()) {
  describe(`enterprise exports, reports and demo requests on ${target.name}`, () => {
    let t: TestApp;
    let sink: Awaited<ReturnType<typeof startSmtpSink>>;
    let owner: TestClient;
    let ownerId: string;
    let other: TestClient;

    beforeAll(async () => {
      sink = await startSmtpSink();
      const mailer = createMailer({
        smtpUrl: sink.url,
        from: 'Sponsorscope <hello@sponsorscope.com>',
        outboxDir: '/nonexistent',
      });
      t = await startTestApp(seeded(target), { newsletter: { mailer } });
      const a = await t.signUp();
      owner = a.client;
      ownerId = a.user.id;
      other = (await t.signUp()).client;
    });
    afterAll(async () => {
      await t?.close();
      await sink?.close();
    });

    const create = (body: unknown, c = owner) => c.request('POST', '/api/exports', body);
    const finished = async (id: string, c = owner) => {
      await t.app.exportRunner.idle();
      const { jobs } = (await c.request('GET', '/api/exports')).json();
      return jobs.find((j: { id: string }) => j.id === id);
    };
    const download = async (job: { downloadUrl: string }) => {
      const res = await owner.request('GET', job.downloadUrl);
      expect(res.statusCode).toBe(200);
      return res;
    };

    it('refuses signed-out callers and bad requests with a message', async () => {
      expect((await t.client().request('GET', '/api/exports')).statusCode).toBe(401);
      expect(
        (
          await t
            .client()
            .request('POST', '/api/exports', { categories: ['overview'], period: '6months', format: 'pdf' })
        ).statusCode,
      ).toBe(401);
      const cases: [unknown, string][] = [
        [{ categories: [], period: '6months', format: 'pdf' }, 'Choose at least one category.'],
        [{ categories: ['overview'], period: '6months', format: 'docx' }, 'Format must be one of'],
        [{ categories: ['gossip'], period: '6months', format: 'pdf' }, 'Categories must be among'],
        [{ categories: ['overview'], period: 'forever', format: 'pdf' }, 'Period must be one of'],
        [
          { categories: ['overview'], period: 'custom', format: 'pdf' },
          'A custom period needs a start and an end date.',
        ],
        [
          { categories: ['overview'], period: 'custom', format: 'pdf', from: '2026-05-01', to: '2026-01-01' },
          'on or before',
        ],
        [
          { categories: ['overview'], period: 'custom', format: 'pdf', from: '2020-01-01', to: '2026-01-01' },
          'at most three years',
        ],
        [[1, 2], ''],
      ];
      for (const [body, message] of cases) {
        const res = await create(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toContain(message);
      }
    });

    it('serves the showcase: the engine’s profile of Adidas, the same as the brand view answers', async () => {
      const res = await t.client().request('GET', '/api/enterprise/showcase');
      expect(res.statusCode).toBe(200);
      const { brand } = ZShowcaseResponse.parse(res.json());
      expect(brand.brand.name).toBe('Adidas');
      expect(brand.counts.active).toBeGreaterThan(0);
      const view = await owner.request('GET', '/api/brand/Adidas/data');
      expect(view.statusCode).toBe(200);
      // The brand view's answer is the same profile with the overview of its portfolio added.
      const { overview, ...profile } = view.json();
      expect(res.json().brand).toEqual(profile);
      expect(overview.dealsOnFile).toBe(brand.deals.length);
    });

    it('monitors the dataset for the Monitoring tab', async () => {
      const res = await t.client().request('GET', '/api/enterprise/monitor');
      expect(res.statusCode).toBe(200);
      const m = ZDatasetMonitor.parse(res.json());
      const { deals } = m;
      expect(deals.total).toBeGreaterThan(100);
      expect(deals.active + deals.expiring + deals.ended).toBe(deals.total);
      expect(m.sources.verified + m.sources.curated).toBe(deals.total);
      expect(m.entities.brands).toBeGreaterThan(100);
      expect(m.freshness.latestCheck).toMatch(/^\d{4}-\d{2}/);
    });

    it('runs a JSON export of the showcase brand: partnerships are the brand view’s own rows', async () => {
      const res = await create({
        categories: ['competitive', 'partnerships', 'overview', 'social'],
        period: '3months',
        format: 'json',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        status: 'queued',
        progress: 0,
        categories: ['overview', 'partnerships', 'social', 'competitive'],
        downloadUrl: null,
      });
      const job = await finished(res.json().id);
      expect(job).toMatchObject({ status: 'completed', progress: 100, type: 'json' });
      expect(job.downloadUrl).toMatch(/\/download$/);
      const file = await download(job);
      expect(file.headers['content-type']).toContain('application/json');
      expect(file.headers['content-disposition']).toMatch(
        /attachment; filename="Sponsorscope-export-4-categories-\d{4}-\d{2}-\d{2}\.json"/,
      );
      expect(Number(job.fileSize)).toBe(file.rawPayload.length);
      const data = JSON.parse(file.body);
      expect(data.brand).toBe('Adidas');
      expect(data.notice).toMatch(/^Adidas: figures from the Sponsorscope dataset as of \d{4}/);
      expect(Object.keys(data.sections)).toEqual(['overview', 'partnerships', 'social', 'competitive']);
      expect(data.sections.overview[0]).toEqual({ Field: 'Brand', Value: 'Adidas' });

      const brand = (await owner.request('GET', '/api/brand/Adidas/data')).json();
      const running = brand.deals.filter((d: { contract: { status: string } }) => isRunning(d));
      const rows = data.sections.partnerships.map((r: Record<string, unknown>) => Object.values(r));
      expect(running.length).toBeGreaterThan(0);
      for (const d of running) expect(rows).toContainEqual(dealRow(d));
      expect(data.sections.social).toEqual([{ Note: expect.stringMatching(/^Not available: /) }]);
      expect(data.sections.competitive.map((r: Record<string, unknown>) => r.Brand)).toEqual([
        'Adidas',
        ...brand.competitors.map((c: { name: string }) => c.name),
      ]);
      expect(data.sections.competitive[0]['Market share (%)']).toBe(
        brand.marketShare.rows.find((r: { focus: boolean }) => r.focus).share,
      );
    });

    it('writes CSV, Excel and PDF files that parse, with a section per category', async () => {
      const categories = ['overview', 'partnerships', 'financial'];
      const ids = [];
      for (const format of ['csv', 'excel', 'pdf']) {
        ids.push((await create({ categories, period: '1year', format })).json().id);
      }
      const [csv, excel, pdf] = await Promise.all(ids.map((id) => finished(id)));
      const csvText = (await download(csv)).body;
      expect(csvText).toContain('# Overview');
      expect(csvText).toContain('# Partnerships');
      expect(csvText).toContain('# Financial');
      expect(csvText).not.toContain('# Social');
      expect(csvText).toMatch(/^All running deals,\d+,\d+,/m);

      const xlsx = (await download(excel)).rawPayload;
      const sheets = await readXlsxFile(xlsx);
      expect(sheets.map((s) => s.sheet)).toEqual(['About', 'Overview', 'Partnerships', 'Financial']);
      const partnerships = sheets[2]!.data;
      expect(partnerships[0]?.[0]).toBe('Partner');
      expect(partnerships.length).toBeGreaterThan(1);

      const pdfFile = await download(pdf);
      expect(pdfFile.headers['content-type']).toBe('application/pdf');
      const doc = await PDFDocument.load(pdfFile.rawPayload);
      expect(doc.getPageCount()).toBeGreaterThan(1);
      expect(doc.getKeywords()).toBe('overview partnerships financial');
      expect(doc.getTitle()).toContain('Overview, Partnerships, Financial');
    });

    it('keeps each export to its owner', async () => {
      const id = (await create({ categories: ['overview'], period: '1month', format: 'json' })).json().id;
      const job = await finished(id);
      const { jobs } = (await other.request('GET', '/api/exports')).json();
      expect(jobs.map((j: { id: string }) => j.id)).not.toContain(id);
      expect((await other.request('GET', job.downloadUrl)).statusCode).toBe(404);
      expect((await other.request('POST', `/api/exports/${id}/retry`)).statusCode).toBe(404);
      expect((await owner.request('GET', '/api/exports/not-a-uuid/download')).statusCode).toBe(400);
    });

    it('marks a job whose server died as failed, and Retry runs it again', async () => {
      const [row] = await t.database.db
        .insert(exportJobs)
        .values({
          ownerId,
          name: 'Overview (Last month)',
          format: 'csv',
          categories: ['overview'],
          period: '1month',
          status: 'processing',
          progress: 40,
          updatedAt: new Date(Date.now() - 10 * 60_000),
        })
        .returning();
      expect((await owner.request('POST', `/api/exports/${row!.id}/retry`)).statusCode).toBe(409);
      await t.app.exportRunner.sweep();
      let job = await finished(row!.id);
      expect(job).toMatchObject({ status: 'failed', error: INTERRUPTED, downloadUrl: null });
      const retry = await owner.request('POST', `/api/exports/${row!.id}/retry`);
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toMatchObject({ status: 'queued', progress: 0, error: null });
      job = await finished(row!.id);
      expect(job.status).toBe('completed');
      expect((await download(job)).body).toContain('# Overview');
    });

    it(`allows at most ${MAX_ACTIVE_EXPORTS} running exports per person`, async () => {
      const c = (await t.signUp()).client;
      const me = (await c.request('GET', '/api/auth/me')).json().id;
      await t.database.db.insert(exportJobs).values(
        Array.from({ length: MAX_ACTIVE_EXPORTS }, () => ({
          ownerId: me,
          name: 'x',
          format: 'pdf' as const,
          categories: ['overview'],
          period: '6months' as const,
        })),
      );
      const res = await create({ categories: ['overview'], period: '6months', format: 'pdf' }, c);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toContain('Wait for one to finish');
      await t.database.db.delete(exportJobs).where(eq(exportJobs.ownerId, me));
    });

    it('generates each enterprise report type as a stored HTML report', async () => {
      for (const [type, heading] of [
        ['Executive Summary', 'Executive summary'],
        ['Performance Deep Dive', 'Performance by metric'],
        ['Competitive Analysis', 'Competitive landscape'],
        ['ROI Analysis', 'Value and terms'],
      ]) {
        const res = await owner.request('POST', '/api/reports/enterprise', { type });
        expect(res.statusCode).toBe(201);
        const page = await owner.request('GET', res.json().reportUrl);
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(`<h2>${heading}</h2>`);
        expect(page.body).toContain(type);
      }
      expect((await owner.request('POST', '/api/reports/enterprise', { type: 'Horoscope' })).statusCode).toBe(
        400,
      );
      expect(
        (await t.client().request('POST', '/api/reports/enterprise', { type: 'ROI Analysis' })).statusCode,
      ).toBe(401);
    });

    it('e-mails a demo request to sales through SMTP, escaping what was typed', async () => {
      const before = sink.messages.length;
      const res = await t.client().request('POST', '/api/enterprise/demo', {
        name: 'Dana Buyer',
        email: 'dana@club.example',
        company: 'Club <b>United</b>',
        teamSize: '11-50',
        message: 'Show us <script>alert(1)</script> exports',
      });
      expect(res.statusCode).toBe(202);
      expect(res.json().message).toContain('in touch');
      const mail = await simpleParser(sink.messages[before]!.raw);
      expect(sink.messages[before]!.to).toEqual(['sales@sponsorscope.com']);
      expect(mail.replyTo?.text).toBe('dana@club.example');
      expect(mail.subject).toBe('Enterprise demo request: Club <b>United</b>');
      expect(mail.text).toContain('Team size: 11-50');
      expect(mail.html).toContain('&lt;script&gt;');
      expect(mail.html).not.toContain('<script>');
    });

    it('refuses an incomplete demo request with the reason', async () => {
      const res = await t.client().request('POST', '/api/enterprise/demo', {
        name: 'Dana',
        email: 'nope',
        company: 'X',
        teamSize: '11-50',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('valid email');
      const size = await t.client().request('POST', '/api/enterprise/demo', {
        name: 'Dana',
        email: 'd@x.example',
        company: 'X',
        teamSize: 'huge',
      });
      expect(size.json().message).toContain('Choose a team size.');
    });
  });
}

describe('demo request without a mail server', () => {
  it('answers 502 with the sales address when SMTP refuses', async () => {
    const [target] = testDatabases();
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@sponsorscope.com',
      outboxDir: '/nonexistent',
    });
    const t = await startTestApp(target!, { newsletter: { mailer } });
    try {
      const res = await t.client().request('POST', '/api/enterprise/demo', {
        name: 'Dana',
        email: 'd@x.example',
        company: 'X',
        teamSize: '1-10',
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toContain('sales@sponsorscope.com');
    } finally {
      await t.close();
    }
  });
});
