import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { brands, partnerships } from '../db/schema';
import { seeded, testDatabases } from '../test/databases';
import { Catalog } from './catalog';
import { listPartnerships, updateListing } from './partnerships';

const query = {
  offset: 0,
  limit: 500,
  format: 'json' as const,
  brand: undefined,
  property: undefined,
  sport: undefined,
  type: undefined,
};

describe.each(testDatabases())('a desk edit applied to the catalogue ($name)', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await seeded(target).open();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await target.cleanup();
  });

  it('recomputes the edited deal and its brand and partner, and leaves every other figure as it was', async () => {
    const { db } = database;
    const catalog = await Catalog.load(db);
    const running = listPartnerships(catalog, { ...query, brand: 'Puma', status: 'running' }).partnerships;
    const target = running.find((d) => d.value.kind === 'estimate')!;
    const before = new Map(catalog.universe.allDeals().map((d) => [d.id, d]));
    const pumaEntry = catalog.exact('brand', 'Puma')!;
    const runningBefore = pumaEntry.running;
    const version = catalog.version;

    await db.update(partnerships).set({ endYear: 2025 }).where(eq(partnerships.id, target.id));
    const delta = await catalog.apply(db, { partnerships: [target.id] });
    updateListing(catalog, delta);

    const after = catalog.universe.deal(target.id)!;
    expect(after.contract.status).toBe('ended');
    expect(delta.refit).toBe(false);
    // Every deal the edit did not touch is the very object computed before: nothing else was recomputed.
    const recomputed = catalog.universe.allDeals().filter((d) => before.get(d.id) !== d);
    expect(recomputed.map((d) => d.id).sort()).toEqual(delta.added.map((d) => d.id).sort());
    expect(recomputed.length).toBeLessThan(before.size / 50);
    // The brand's figures, its listing and its search prominence follow the edit.
    expect(
      catalog.universe.brandProfile(pumaEntry.id)!.deals.find((d) => d.id === target.id)?.contract.status,
    ).toBe('ended');
    const ended = listPartnerships(catalog, { ...query, brand: 'Puma', status: 'ended' }).partnerships;
    expect(ended.map((d) => d.id)).toContain(target.id);
    expect(listPartnerships(catalog, { ...query, brand: 'Puma', status: 'running' }).total).toBe(
      running.length - 1,
    );
    expect(pumaEntry.running).toBe(runningBefore - 1);
    expect(catalog.version).not.toBe(version);
    // The same answer a full load gives.
    const fresh = await Catalog.load(db);
    expect(fresh.universe.brandProfile(pumaEntry.id)).toEqual(catalog.universe.brandProfile(pumaEntry.id));
    expect(listPartnerships(fresh, { ...query, status: 'ended', sport: 'Football' })).toEqual(
      listPartnerships(catalog, { ...query, status: 'ended', sport: 'Football' }),
    );
  }, 120_000);

  it('computes the largest portfolios ahead of their first view, and stops when an edit lands meanwhile', async () => {
    const { db } = database;
    const catalog = await Catalog.load(db);
    const nike = catalog.exact('brand', 'Nike')!;
    // The shipped dataset has no portfolio of 1,000 running deals: nothing to compute ahead.
    expect(await catalog.warmLargest()).toBe(0);
    // Its largest three, with the same figures as a view computes.
    expect(await catalog.warmLargest(3, 1)).toBe(3);
    const warmed = catalog.universe.brandProfile(nike.id)!;
    expect(warmed).toEqual((await Catalog.load(db)).universe.brandProfile(nike.id));
    // An edit applied while warming (before, during or after any brand's turn): no profile from
    // before the edit is kept, the view shows the new figures.
    const fresh = await Catalog.load(db);
    const deal = fresh.universe.allDeals().find((d) => d.brand === 'Nike' && d.contract.status === 'active')!;
    const warming = fresh.warmLargest(3, 1);
    await db.update(partnerships).set({ endYear: 2025 }).where(eq(partnerships.id, deal.id));
    await fresh.apply(db, { partnerships: [deal.id] });
    await warming;
    expect(fresh.universe.brandProfile(nike.id)!.deals.find((d) => d.id === deal.id)!.contract.status).toBe(
      'ended',
    );
    await db.update(partnerships).set({ endYear: null }).where(eq(partnerships.id, deal.id));
  }, 120_000);

  it('finds a renamed brand by its new name only', async () => {
    const { db } = database;
    const catalog = await Catalog.load(db);
    const entry = catalog.exact('brand', 'Lacoste')!;
    await db.update(brands).set({ name: 'Lacoste Paris' }).where(eq(brands.id, entry.id));
    await catalog.apply(db, { brands: [entry.id] });
    expect(catalog.exact('brand', 'Lacoste Paris')?.id).toBe(entry.id);
    expect(catalog.search('brand', 'lacoste par', 5).map((h) => h.name)).toContain('Lacoste Paris');
    expect(catalog.universe.dealsFor(entry.id).every((d) => d.brand === 'Lacoste Paris')).toBe(true);
  }, 120_000);
});
