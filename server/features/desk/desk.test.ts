import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDeskPartnership, TImportProgressLine } from '../../../core/contract/desk';
import type { TBrandProfile } from '../../../core/contract/profile';
import type { Dataset } from '../../../core/intelligence/dataset';
import { dataChanges, dataConflicts, partnerships, users } from '../../db/schema';
import { loadDataset, seedDataset } from '../../db/seed';
import { seeded, testDatabases } from '../../test/databases';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness';

const NOTE = 'club announcement, Test FC (checked by the desk test)';
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe.each(testDatabases())('the data desk on $name', (target) => {
  let t: TestApp;
  let editor: TestClient;
  let analyst: TestClient;
  let dataset: Dataset;

  const asRole = async (role: 'editor' | 'admin') => {
    const who = await t.signUp();
    await t.database.db.update(users).set({ role }).where(eq(users.id, who.user.id));
    // The role is read with the session; sign in again so no cached session holds the old one.
    const again = t.client();
    expect(
      (await again.request('POST', '/api/auth/login', { email: who.email, password: who.password }))
        .statusCode,
    ).toBe(200);
    return again;
  };
  const list = async (query: string) => {
    const res = await editor.request('GET', `/api/desk/partnerships?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { total: number; rows: TDeskPartnership[]; counts: Record<string, number> };
  };
  const nikeDeal = async (id: string) => {
    const res = await analyst.request('GET', '/api/brand/Nike/data');
    expect(res.statusCode).toBe(200);
    return (res.json() as TBrandProfile).deals.find((d) => d.id === id);
  };

  beforeAll(async () => {
    t = await startTestApp(seeded(target));
    dataset = await loadDataset();
    editor = await asRole('editor');
    analyst = (await t.signUp()).client;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is for editors and administrators only, checked on the server', async () => {
    expect((await t.client().request('GET', '/api/desk/partnerships')).statusCode).toBe(401);
    const refused = await analyst.request('GET', '/api/desk/partnerships');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only editors can use the data desk.');
    expect(
      (await analyst.request('PATCH', '/api/desk/partnerships/x', { note: NOTE, type: 'Kit' })).statusCode,
    ).toBe(403);
    expect((await analyst.request('POST', '/api/desk/import/preview', {})).statusCode).toBe(403);
    const admin = await asRole('admin');
    expect((await admin.request('GET', '/api/desk/partnerships?limit=1')).statusCode).toBe(200);
    expect((await editor.request('GET', '/api/desk/brands?q=nike')).json().rows[0].name).toBe('Nike');
    const nul = await editor.request('GET', '/api/desk/athletes/%E2%80%AE%00');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toContain('must not contain NUL characters');
  });

  it('lists, filters, searches and sorts the deals, flagging the ones due for review', async () => {
    const all = await list('limit=5');
    expect(all.total).toBe(dataset.partnerships.length);
    const nike = await list('brand=Nike&status=running&sort=start&dir=desc&limit=200');
    expect(nike.total).toBeGreaterThan(10);
    expect(nike.rows.every((r) => r.brand.name === 'Nike' && ['active', 'expiring'].includes(r.status))).toBe(
      true,
    );
    const starts = nike.rows.map((r) => r.startYear ?? -1);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const review = await list('review=1&limit=200');
    expect(review.total).toBe(all.counts.needsReview);
    expect(review.rows.every((r) => r.needsReview && r.source === 'curated' && r.endYear === null)).toBe(
      true,
    );
    const words = await list('q=manchester%20united%20adidas');
    expect(
      words.rows.some((r) => r.brand.name === 'Adidas' && r.partner.name.startsWith('Manchester United')),
    ).toBe(true);
    const bad = await editor.request('GET', '/api/desk/partnerships?status=maybe&limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('status must be one of');
  });

  it('edits a deal with a citation, records before and after, and undoes the last change', async () => {
    const [deal] = (await list('brand=Nike&status=running&source=curated&limit=1')).rows;
    expect(deal).toBeDefined();
    const id = deal!.id;
    const noNote = await editor.request('PATCH', `/api/desk/partnerships/${id}`, { confidence: 'medium' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toContain('citation note is required');
    const backwards = await editor.request('PATCH', `/api/desk/partnerships/${id}`, {
      startYear: 2020,
      endYear: 2019,
      note: NOTE,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('end year must not be before start year');

    const edited = await editor.request('PATCH', `/api/desk/partnerships/${id}`, {
      confidence: 'medium',
      role: 'Official footwear (desk test)',
      note: NOTE,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const record = edited.json();
    expect(record.record).toMatchObject({
      confidence: 'medium',
      role: 'Official footwear (desk test)',
      origin: 'edit',
    });
    expect(record.history[0]).toMatchObject({
      action: 'update',
      citation: NOTE,
      by: expect.stringContaining('@'),
    });
    expect(record.history[0].fields).toEqual(
      expect.arrayContaining([
        { field: 'confidence', before: deal!.confidence, after: 'medium' },
        { field: 'role', before: deal!.role, after: 'Official footwear (desk test)' },
      ]),
    );
    // Same values again: nothing to record.
    const same = await editor.request('PATCH', `/api/desk/partnerships/${id}`, {
      confidence: 'medium',
      note: NOTE,
    });
    expect(same.statusCode).toBe(400);
    // The intelligence answers with the edit at once.
    expect((await nikeDeal(id))?.confidence).toBe('medium');

    const second = await editor.request('PATCH', `/api/desk/partnerships/${id}`, {
      tier: deal!.tier === 'Premium' ? 'Standard' : 'Premium',
      note: NOTE,
    });
    expect(second.statusCode).toBe(200);
    const olderChange = record.history[0].id as string;
    const stale = await editor.request('POST', `/api/desk/changes/${olderChange}/undo`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('Only the last change');

    const undo = await editor.request('POST', `/api/desk/changes/${second.json().undoable}/undo`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({
      action: 'undo',
      fields: [expect.objectContaining({ field: 'tier' })],
    });
    // The undo is now the record's last change: the edit before it stays.
    expect((await editor.request('POST', `/api/desk/changes/${olderChange}/undo`)).statusCode).toBe(409);
    const back = (await editor.request('GET', `/api/desk/partnerships/${id}`)).json();
    expect(back.record).toMatchObject({ confidence: 'medium', tier: deal!.tier, origin: 'edit' });
    expect(back.history.map((c: { action: string }) => c.action)).toEqual(['undo', 'update', 'update']);
    // Undoing the undo brings the tier change back.
    const redo = await editor.request('POST', `/api/desk/changes/${back.undoable}/undo`);
    expect(redo.json().fields).toEqual([
      { field: 'tier', before: deal!.tier, after: second.json().record.tier },
    ]);
  });

  it('ends a deal, which the brand view then shows among past partnerships', async () => {
    const [deal] = (await list('brand=Nike&status=running&q=kit&limit=1')).rows;
    const id = deal!.id;
    const future = await editor.request('POST', `/api/desk/partnerships/${id}/end`, {
      endYear: 2099,
      note: NOTE,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/end year must not be after \d{4}/);
    const year = new Date().getUTCFullYear();
    const ended = await editor.request('POST', `/api/desk/partnerships/${id}/end`, {
      endYear: year,
      note: NOTE,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().record).toMatchObject({ endYear: year, status: 'ended', untilYear: null });
    expect((await nikeDeal(id))?.contract.status).toBe('ended');
    const again = await editor.request('POST', `/api/desk/partnerships/${id}/end`, {
      endYear: year,
      note: NOTE,
    });
    expect(again.statusCode).toBe(409);
    expect(
      (
        await editor.request('POST', `/api/desk/partnerships/${ended.json().undoable}/end`, {
          endYear: year,
          note: NOTE,
        })
      ).statusCode,
    ).toBe(404);
    expect((await editor.request('POST', `/api/desk/changes/${ended.json().undoable}/undo`)).statusCode).toBe(
      200,
    );
    expect((await nikeDeal(id))?.contract.status).not.toBe('ended');
  });

  it('confirms a row due for review today, with the citation checked', async () => {
    const [due] = (await list('review=1&limit=1')).rows;
    expect(due).toBeDefined();
    const confirmed = await editor.request('POST', `/api/desk/partnerships/${due!.id}/confirm`, {
      citation: 'club website, partners page',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(confirmed.json().record).toMatchObject({
      asOf: today,
      citation: 'club website, partners page',
      needsReview: false,
    });
    expect(confirmed.json().history[0]).toMatchObject({
      action: 'confirm',
      citation: 'club website, partners page',
    });
  });

  it('adds brands, properties and deals, refusing twins and unknown partners', async () => {
    const brand = await editor.request('POST', '/api/desk/brands', {
      name: 'Deskline Sports',
      aliases: ['Deskline'],
      industry: 'Athletic Apparel',
      headquarters: 'Leeds',
      note: NOTE,
    });
    expect(brand.statusCode, brand.body).toBe(201);
    const brandId = brand.json().record.id as string;
    const twin = await editor.request('POST', '/api/desk/brands', {
      name: 'nike',
      industry: 'Retail',
      note: NOTE,
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toContain('A brand called "Nike" is already in the data');
    const noGroup = await editor.request('PUT', `/api/desk/brands/${brandId}`, {
      name: 'Deskline Sports',
      industry: 'Athletic Apparel',
      groupId: 'no-such-brand',
      note: NOTE,
    });
    expect(noGroup.statusCode).toBe(400);

    const club = await editor.request('POST', '/api/desk/properties', {
      name: 'Deskline Rovers',
      kind: 'team',
      sport: 'Football',
      region: 'Europe',
      country: 'England',
      note: NOTE,
    });
    expect(club.statusCode, club.body).toBe(201);
    const deal = {
      brandId,
      partnerKind: 'property',
      partnerId: club.json().record.id,
      type: 'Kit supplier',
      tier: 'Standard',
      role: null,
      startYear: 2024,
      endYear: null,
      untilYear: 2028,
      partnerName: null,
      confidence: 'high',
      asOf: '2025-06',
      citation: 'club announcement, Deskline Rovers',
      reported: { amount: 1_500_000, currency: 'GBP', year: 2024, publisher: 'The Athletic', note: null },
      note: NOTE,
    };
    const created = await editor.request('POST', '/api/desk/partnerships', deal);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().record).toMatchObject({
      origin: 'desk',
      status: 'active',
      brand: { name: 'Deskline Sports' },
    });
    expect((await editor.request('POST', '/api/desk/partnerships', deal)).statusCode).toBe(409);
    const unknown = await editor.request('POST', '/api/desk/partnerships', { ...deal, partnerId: 'nobody' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('No property with the id "nobody"');
    // The new deal is searchable and the brand view values it from its reported figure.
    const search = await analyst.request('GET', '/api/search?q=deskline&type=brand');
    expect(search.json().results[0].name).toBe('Deskline Sports');
    const profile = (
      await analyst.request('GET', `/api/brand/${encodeURIComponent('Deskline Sports')}/data`)
    ).json() as TBrandProfile;
    expect(profile.deals[0]?.value).toMatchObject({ kind: 'reported', amount: 1_500_000, currency: 'GBP' });

    // A brand with a deal cannot be removed by undoing its creation.
    const history = (await editor.request('GET', `/api/desk/brands/${brandId}`)).json();
    const undo = await editor.request('POST', `/api/desk/changes/${history.undoable}/undo`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toContain('1 record names it');
  });

  it('previews an import row by row, then applies the valid rows in one transaction with progress', async () => {
    const csv = [
      'brand,partner,type,tier,startYear,endYear,citation,asOf',
      'Deskline Sports,Deskline Rovers,Training wear,Standard,2025,,club announcement,2025-08',
      'Nobody Brand,Deskline Rovers,Sleeve,Standard,2025,,x,',
      'Deskline Sports,Deskline Rovers,Stadium,Premium,2026,2020,club,',
      'Nike,Deskline Rovers,Boots,Standard,2023,2024,press release Nike,2024-05',
    ].join('\n');
    const file = {
      fileName: 'deals.csv',
      content: base64(csv),
      note: 'club announcements, compiled (desk test)',
    };
    const preview = await editor.request('POST', '/api/desk/import/preview', file);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ valid: 2, rejected: 2 });
    expect(preview.json().rows.filter((r: { ok: boolean }) => !r.ok)).toEqual([
      expect.objectContaining({ row: 2, reason: 'unknown brand "Nobody Brand"' }),
      expect.objectContaining({ row: 3, reason: 'endYear must not be before startYear' }),
    ]);
    expect((await list('brand=Deskline&limit=50')).total).toBe(1);

    const applied = await editor.request('POST', '/api/desk/import/apply', file);
    expect(applied.statusCode).toBe(200);
    expect(applied.headers['content-type']).toContain('application/x-ndjson');
    const lines = applied.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as TImportProgressLine);
    // The total is the rows to write: the preview's valid ones (an unknown brand is not written).
    expect(lines[0]).toEqual({ type: 'progress', done: 0, total: 2 });
    expect(lines.at(-2)).toEqual({ type: 'progress', done: 2, total: 2 });
    const result = lines.at(-1)!;
    expect(result.type === 'result' && result.imported.partnerships).toBe(2);
    expect((await list('property=Deskline%20Rovers&limit=50')).total).toBe(3);
    const changes = await t.database.db.select().from(dataChanges).where(eq(dataChanges.action, 'import'));
    expect(changes.map((c) => c.label)).toEqual(
      expect.arrayContaining([
        'Deskline Sports – Deskline Rovers (Training wear)',
        'Nike – Deskline Rovers (Boots)',
      ]),
    );

    const json = await editor.request('POST', '/api/desk/import/preview', {
      ...file,
      fileName: 'x.json',
      content: base64('[1,2]'),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toContain('A JSON import is an object');
    const nul = await editor.request('POST', '/api/desk/import/preview', {
      ...file,
      fileName: 'b.csv',
      content: base64('name,industry\nNul\u0000Brand,Retail\n'),
    });
    expect(nul.statusCode).toBe(200);
    expect(nul.json().rows[0]).toMatchObject({ ok: false, reason: 'name must not contain NUL characters' });
    const wrong = await editor.request('POST', '/api/desk/import/preview', { ...file, fileName: 'x.pdf' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('the file must be .csv, .xlsx or .json');
  });

  it('previews 10,000 rows with the right verdicts while the server keeps answering, and refuses a file over the row bound', async () => {
    const plain = (name: string) => !/[",]/.test(name);
    const brandNames = dataset.brands
      .map((b) => b.name)
      .filter(plain)
      .slice(0, 50);
    const clubNames = dataset.properties
      .map((p) => p.name)
      .filter(plain)
      .slice(0, 50);
    const lines = Array.from({ length: 9_999 }, (_, i) =>
      [
        i % 1000 === 500 ? 'Nobody Brand (desk test)' : brandNames[i % 50],
        clubNames[Math.floor(i / 50) % 50],
        `Bulk kit ${i}`,
      ].join(','),
    );
    // The last row names the same deal as the first: the later row wins, the first is rejected.
    lines.push(lines[0]!);
    const file = {
      fileName: 'bulk.csv',
      content: base64(`brand,partner,type\n${lines.join('\n')}\n`),
      note: 'bulk import (desk test)',
    };
    let pending = true;
    const preview = editor.request('POST', '/api/desk/import/preview', file).finally(() => {
      pending = false;
    });
    // /api/health answers again and again while the file is read and checked.
    let answered = 0;
    while (pending && answered < 5) {
      const health = await t.client().request('GET', '/api/health');
      expect(health.statusCode).toBe(200);
      if (pending) answered++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(answered).toBe(5);
    const res = await preview;
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const body = res.json() as {
      valid: number;
      rejected: number;
      rows: { row: number; ok: boolean; reason: string | null }[];
    };
    expect(body).toMatchObject({ valid: 9_989, rejected: 11 });
    expect(body.rows).toHaveLength(10_000);
    expect(body.rows[0]).toMatchObject({
      ok: false,
      reason: 'the same brand, partner and type as row 10000, which is imported instead',
    });
    expect(body.rows[500]).toMatchObject({ ok: false, reason: 'unknown brand "Nobody Brand (desk test)"' });
    expect((await list('brand=Nobody&limit=50')).total).toBe(0);

    const over = await editor.request('POST', '/api/desk/import/preview', {
      ...file,
      content: base64(`name,industry\n${'B,Retail\n'.repeat(100_001)}`),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(
      'The file has more than 100,000 rows, the most one import takes. Split it into smaller files.',
    );
  }, 120_000);

  it('keeps an edit when a newer shipped dataset arrives, and lists the conflict until settled', async () => {
    const [kept, agreed] = (await list('brand=Adidas&status=running&source=curated&limit=2')).rows;
    const edit = (id: string, role: string) =>
      editor.request('PATCH', `/api/desk/partnerships/${id}`, { role, note: NOTE });
    expect((await edit(kept!.id, 'Edited role (desk test)')).statusCode).toBe(200);
    expect((await edit(agreed!.id, 'Role the dataset will agree with')).statusCode).toBe(200);

    const next: Dataset = {
      ...dataset,
      version: dataset.version + 1,
      checksum: `${dataset.checksum}-next`,
      partnerships: dataset.partnerships.map((p) =>
        p.id === kept!.id
          ? { ...p, untilYear: 2031, endYear: null }
          : p.id === agreed!.id
            ? { ...p, role: 'Role the dataset will agree with' }
            : p,
      ),
    };
    expect((await seedDataset(t.database.db, next)).action).toBe('seeded');
    const [row] = await t.database.db.select().from(partnerships).where(eq(partnerships.id, kept!.id));
    expect(row).toMatchObject({
      role: 'Edited role (desk test)',
      origin: 'edit',
      untilYear: kept!.untilYear,
    });
    const [caughtUp] = await t.database.db.select().from(partnerships).where(eq(partnerships.id, agreed!.id));
    expect(caughtUp!.origin).toBe('dataset');

    const { conflicts } = (await editor.request('GET', '/api/desk/conflicts')).json();
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({
      recordId: kept!.id,
      datasetVersion: dataset.version + 1,
      removed: false,
    });
    expect(conflicts[0].fields).toEqual(
      expect.arrayContaining([
        { field: 'untilYear', edited: kept!.untilYear, shipped: 2031 },
        { field: 'role', edited: 'Edited role (desk test)', shipped: kept!.role },
      ]),
    );
    expect((await list('limit=1')).counts.conflicts).toBe(1);

    const take = await editor.request('POST', `/api/desk/conflicts/${conflicts[0].id}/resolve`, {
      keep: 'shipped',
    });
    expect(take.statusCode, take.body).toBe(200);
    const [settled] = await t.database.db.select().from(partnerships).where(eq(partnerships.id, kept!.id));
    expect(settled).toMatchObject({ role: kept!.role, untilYear: 2031, origin: 'dataset' });
    expect(await t.database.db.select({ n: count() }).from(dataConflicts)).toEqual([{ n: 0 }]);
    // Restore the shipped dataset for the other tests.
    await seedDataset(t.database.db, {
      ...dataset,
      version: dataset.version + 2,
      checksum: `${dataset.checksum}-back`,
    });
  });

  it.runIf(target.reopen)(
    'shows a change on every instance within seconds',
    async () => {
      const other = await target.reopen!();
      const { buildApp } = await import('../../app');
      const second = await buildApp({
        config: { TRUST_PROXY: false, LOG_LEVEL: 'silent' },
        database: other,
        logger: false,
        catalogRefreshMs: 250,
      });
      try {
        const [deal] = (await list('brand=Puma&status=running&limit=1')).rows;
        const read = async () => {
          const res = await second.inject({
            method: 'GET',
            url: '/api/brand/Puma/data',
            headers: { cookie: `sponsorscope_session=${editor.cookie}` },
          });
          return (res.json() as TBrandProfile).deals.find((d) => d.id === deal!.id)?.role;
        };
        expect(await read()).toBe(deal!.role);
        const role = 'Role seen by every instance (desk test)';
        expect(
          (await editor.request('PATCH', `/api/desk/partnerships/${deal!.id}`, { role, note: NOTE }))
            .statusCode,
        ).toBe(200);
        const started = Date.now();
        while ((await read()) !== role && Date.now() - started < 10_000)
          await new Promise((r) => setTimeout(r, 100));
        expect(await read()).toBe(role);
      } finally {
        await second.close();
        await other.close();
      }
    },
    60_000,
  );
});
