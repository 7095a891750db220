import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { Catalog } from './catalog/catalog';
import { IMPORT_BATCH, importRecords, parseImportFile, readImportFile } from './data-import';
import type { Database } from './db/client';
import { brands, dataChanges, partnerships, properties } from './db/schema';
import { seeded, testDatabases } from './test/databases';

const dir = mkdtempSync(path.join(tmpdir(), 'import-'));
const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
};

describe('reading import files', () => {
  it('tells the kind of a CSV from its columns and splits aliases on |', async () => {
    const rows = await readImportFile(
      file('b.csv', 'name,aliases,industry,headquarters\nNorthwind,NW|North Wind,Retail,Leeds\n'),
    );
    expect(rows).toEqual({
      brands: [{ name: 'Northwind', aliases: 'NW|North Wind', industry: 'Retail', headquarters: 'Leeds' }],
    });
    expect(Object.keys(await readImportFile(file('a.csv', 'fullName,sport\nA B,Tennis\n')))).toEqual([
      'athletes',
    ]);
    expect(
      Object.keys(await readImportFile(file('p.csv', 'brand,partner,type\nX,Y,Kit supplier\n'))),
    ).toEqual(['partnerships']);
    await expect(readImportFile(file('x.csv', 'foo,bar\n1,2\n'))).rejects.toThrow(
      'Cannot tell what the file holds',
    );
    await expect(readImportFile(file('bad.json', '[1,2]'))).rejects.toThrow('is an object with brands');
  });

  it('reads the first sheet of an Excel workbook, blank cells left out', async () => {
    const cell = (value: string | number | null) => (value === null ? null : { value });
    const book = await writeXlsxFile([
      {
        sheet: 'Deals',
        data: [
          ['brand', 'partner', 'type', 'startYear', 'endYear', 'asOf'].map(cell),
          ['Nike', 'Arsenal FC', 'Kit supplier', 1994, 2014, null].map(cell),
          [null, null, null, null, null, null],
        ],
      },
    ]).toBuffer();
    expect(await parseImportFile('deals.xlsx', book)).toEqual({
      partnerships: [
        { brand: 'Nike', partner: 'Arsenal FC', type: 'Kit supplier', startYear: 1994, endYear: 2014 },
      ],
    });
    await expect(parseImportFile('deals.xlsx', Buffer.from('not a zip'))).rejects.toThrow(
      'not an Excel workbook',
    );
  });
});

describe('importing records', () => {
  let database: Database;
  beforeAll(async () => {
    database = await seeded(testDatabases()[0]!).open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('writes the valid rows, reports each rejected row with its reason, and feeds the search', async () => {
    const result = await importRecords(
      database.db,
      {
        brands: [
          {
            name: 'Northwind Outfitters',
            aliases: 'NWO',
            industry: 'Athletic Apparel',
            headquarters: 'Leeds',
          },
          { name: '', industry: 'Retail' },
        ],
        properties: [
          { name: 'Leeds Rhinos', kind: 'team', sport: 'Rugby', region: 'UK', country: 'England' },
          { name: 'X', kind: 'club', sport: 'Rugby', region: 'UK' },
        ],
        athletes: [{ fullName: 'Sam Example', sport: 'Rugby', birthYear: '1790' }],
        partnerships: [
          { brand: 'NWO', partner: 'Leeds Rhinos', type: 'Kit supplier', tier: 'Premium', startYear: 2024 },
          { brand: 'Northwind Outfitters', partner: 'Nobody FC', type: 'Kit supplier' },
          {
            brand: 'Nike',
            partner: 'Leeds Rhinos',
            type: 'Official partner',
            startYear: 2025,
            endYear: 2020,
          },
        ],
      },
      'operator import (test)',
    );
    expect(result.imported).toEqual({ brands: 1, properties: 1, athletes: 0, partnerships: 1 });
    expect(result.rejected).toEqual([
      { kind: 'brands', row: 2, reason: 'name is required' },
      { kind: 'properties', row: 2, reason: 'kind must be team, league, event or federation' },
      { kind: 'athletes', row: 1, reason: 'birthYear must be a year between 1850 and 2100' },
      { kind: 'partnerships', row: 2, reason: 'unknown partner "Nobody FC"' },
      { kind: 'partnerships', row: 3, reason: 'endYear must not be before startYear' },
    ]);
    const [row] = await database.db.select().from(brands).where(eq(brands.name, 'Northwind Outfitters'));
    expect(row).toMatchObject({
      origin: 'import',
      source: 'curated',
      sourceName: 'operator import (test)',
      aliases: ['NWO'],
    });
    const catalog = await Catalog.load(database.db);
    expect(catalog.search('brand', 'northwind', 5)[0]?.name).toBe('Northwind Outfitters');
  });

  it('updates on a second import instead of duplicating', async () => {
    await importRecords(
      database.db,
      { brands: [{ name: 'Northwind Outfitters', industry: 'Retail' }] },
      'again',
    );
    const rows = await database.db.select().from(brands).where(eq(brands.name, 'Northwind Outfitters'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.industry).toBe('Retail');
  });

  it('writes 10,000 rows of one file in one go, each with its change, names resolved in any case and from the file itself', async () => {
    const clubs = Array.from({ length: 100 }, (_, i) => ({
      name: `Bulk Club ${i}`,
      kind: 'team',
      sport: 'Rugby',
      region: 'UK',
    }));
    const deals = Array.from({ length: 10_000 }, (_, i) => ({
      brand: i % 2 ? 'Northwind Outfitters' : 'NORTHWIND OUTFITTERS',
      partner: `Bulk Club ${i % 100}`,
      type: `Bulk kit ${i}`,
    }));
    const progress: number[] = [];
    const result = await importRecords(
      database.db,
      { properties: clubs, partnerships: deals },
      'bulk (test)',
      {
        onProgress: (done) => progress.push(done),
      },
    );
    expect(result.imported).toEqual({ brands: 0, properties: 100, athletes: 0, partnerships: 10_000 });
    expect(result.rejected).toEqual([]);
    // Progress after each statement of IMPORT_BATCH rows.
    expect(progress.slice(0, 3)).toEqual([0, IMPORT_BATCH, 2 * IMPORT_BATCH]);
    expect(progress.at(-1)).toBe(10_100);
    const changes = await database.db
      .select({ n: count() })
      .from(dataChanges)
      .where(eq(dataChanges.citation, 'bulk (test)'));
    expect(changes[0]!.n).toBe(10_100);

    // Again: updates, each change holding the row it replaced.
    await importRecords(database.db, { partnerships: deals.slice(0, 2) }, 'bulk again (test)');
    const again = await database.db
      .select()
      .from(dataChanges)
      .where(eq(dataChanges.citation, 'bulk again (test)'));
    expect(again).toHaveLength(2);
    expect(
      again.every((c) => (c.before as { sourceName?: string } | null)?.sourceName === 'bulk (test)'),
    ).toBe(true);
  }, 120_000);

  it('writes nothing when the import fails part-way', async () => {
    const before = await database.db.select().from(properties).where(eq(properties.origin, 'import'));
    await expect(
      importRecords(
        database.db,
        {
          properties: Array.from({ length: 60 }, (_, i) => ({
            name: `Half Club ${i}`,
            kind: 'team',
            sport: 'Rugby',
            region: 'UK',
          })),
        },
        'broken',
        () => {
          throw new Error('disk full');
        },
      ),
    ).rejects.toThrow('disk full');
    const after = await database.db.select().from(properties).where(eq(properties.origin, 'import'));
    expect(after).toHaveLength(before.length);
    expect(
      await database.db.select().from(partnerships).where(eq(partnerships.sourceName, 'broken')),
    ).toHaveLength(0);
  });
});
