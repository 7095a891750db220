import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../core/intelligence/dataset';
import { testDatabases } from '../test/databases';
import type { Database } from './client';
import { brands, partnerships, properties } from './schema';
import { loadDataset, seedDataset } from './seed';

const tiny = (overrides: Partial<Dataset> = {}): Dataset => ({
  version: 1,
  checksum: 'tiny-1',
  credits: [],
  counts: {},
  brands: [
    {
      id: 'acme',
      name: 'Acme',
      aliases: [],
      industry: 'Technology',
      sector: null,
      headquarters: null,
      founded: null,
      groupId: null,
      source: 'curated',
      sourceName: 'test',
    },
    {
      id: 'globex',
      name: 'Globex',
      aliases: ['GX'],
      industry: 'Beverages',
      sector: null,
      headquarters: null,
      founded: null,
      groupId: null,
      source: 'curated',
      sourceName: 'test',
    },
  ],
  properties: [
    {
      id: 'fc-x',
      name: 'FC X',
      aliases: [],
      kind: 'team',
      sport: 'Football',
      region: 'UK',
      country: 'England',
      parentId: null,
      source: 'verified',
      sourceName: 'test',
    },
  ],
  athletes: [],
  partnerships: [
    {
      id: 'p1',
      brandId: 'acme',
      propertyId: 'fc-x',
      athleteId: null,
      type: 'Kit supplier',
      role: null,
      startYear: 2020,
      endYear: null,
      untilYear: null,
      partnerName: null,
      partOf: null,
      confidence: 'high',
      asOf: '2025-09',
      citation: 'club announcement, FC X',
      reported: null,
      source: 'curated',
      sourceName: 'test',
    },
  ],
  memberships: [],
  ...overrides,
});

for (const target of testDatabases()) {
  describe(`dataset seeding on ${target.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(async () => {
      await database?.close();
      await target.cleanup();
    });

    it('seeds an empty database, then does nothing for the same dataset', async () => {
      const first = await seedDataset(database.db, tiny());
      expect(first.action).toBe('seeded');
      expect((await database.db.select().from(brands)).map((b) => b.name).sort()).toEqual(['Acme', 'Globex']);
      expect(await seedDataset(database.db, tiny())).toMatchObject({ action: 'current' });
    });

    it('applies a changed dataset: updates rows, drops rows that left it, keeps imported rows', async () => {
      await database.db.insert(brands).values({
        id: 'imported-co',
        name: 'Imported Co',
        industry: 'Retail',
        source: 'curated',
        sourceName: 'operator import',
        origin: 'import',
      });
      const next = tiny({
        checksum: 'tiny-2',
        brands: [{ ...tiny().brands[0]!, industry: 'Athletic Apparel' }],
      });
      expect((await seedDataset(database.db, next)).action).toBe('seeded');
      const rows = await database.db.select().from(brands);
      expect(rows.map((b) => b.name).sort()).toEqual(['Acme', 'Imported Co']);
      expect(rows.find((b) => b.id === 'acme')!.industry).toBe('Athletic Apparel');
      expect(await database.db.select().from(partnerships)).toHaveLength(1);
    });

    it('never goes back to an older dataset version', async () => {
      await seedDataset(database.db, tiny({ version: 5, checksum: 'tiny-5' }));
      expect(await seedDataset(database.db, tiny({ version: 4, checksum: 'tiny-4' }))).toMatchObject({
        action: 'older',
      });
    });

    it('seeds the shipped dataset with every record and its source', async () => {
      const dataset = await loadDataset();
      const result = await seedDataset(database.db, { ...dataset, version: 99 });
      expect(result.action).toBe('seeded');
      const [{ n: brandCount }] = (await database.db
        .select({ n: count() })
        .from(brands)
        .where(eq(brands.origin, 'dataset'))) as [{ n: number }];
      expect(Number(brandCount)).toBe(dataset.brands.length);
      expect(dataset.brands.length).toBeGreaterThanOrEqual(200);
      expect(dataset.properties.length).toBeGreaterThanOrEqual(500);
      expect(dataset.athletes.length).toBeGreaterThanOrEqual(664);
      expect(dataset.partnerships.length).toBeGreaterThanOrEqual(500);
      const [{ n: propertyCount }] = (await database.db.select({ n: count() }).from(properties)) as [
        { n: number },
      ];
      expect(Number(propertyCount)).toBe(dataset.properties.length);
      const sources = new Set(dataset.partnerships.map((p) => p.source));
      expect([...sources].sort()).toEqual(['curated', 'verified']);
    });
  });
}
