import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Dataset } from '../../core/intelligence/dataset';
import { Universe } from '../../core/intelligence/engine/universe';
import { projectRoot } from '../paths';
import type { Db } from './client';
import { appMeta, athletes, brands, memberships, partnerships, properties } from './schema';

export const datasetFile = path.join(projectRoot, 'data', 'dataset.json');
const SEED_LOCK = 7_240_612;
const BATCH = 400;

export async function loadDataset(file = datasetFile): Promise<Dataset> {
  return JSON.parse(await readFile(file, 'utf8')) as Dataset;
}

export type SeedResult =
  | { action: 'seeded'; version: number; checksum: string; counts: Record<string, number>; ms: number }
  | { action: 'current' | 'older'; version: number; checksum: string };

/** `set` for an upsert: every column but the key takes the incoming (excluded) value. */
function excludedSet(table: PgTable, key: string) {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([name]) => name !== key)
      .map(([name, column]) => [name, sql.raw(`excluded."${column.name}"`)]),
  );
}

async function upsertAll<T extends Record<string, unknown>>(tx: Db, table: PgTable, rows: T[], key = 'id') {
  const target = (getTableColumns(table) as Record<string, never>)[key] as never;
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx
      .insert(table)
      .values(rows.slice(i, i + BATCH) as never)
      .onConflictDoUpdate({ target, set: excludedSet(table, key) });
  }
}

export async function readMeta(db: Db, key: string): Promise<string | undefined> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return rows[0]?.value;
}

/**
 * Brings the database up to the shipped dataset: when it is empty or the dataset differs and is not
 * older. Dataset rows are upserted by id and dataset rows that left the dataset are removed;
 * imported rows stay. One transaction, serialised between instances.
 */
export async function seedDataset(db: Db, dataset: Dataset): Promise<SeedResult> {
  const started = performance.now();
  const storedVersion = Number((await readMeta(db, 'dataset.version')) ?? 0);
  const storedChecksum = await readMeta(db, 'dataset.checksum');
  if (storedChecksum === dataset.checksum) {
    return { action: 'current', version: dataset.version, checksum: dataset.checksum };
  }
  if (storedVersion > dataset.version) {
    return { action: 'older', version: dataset.version, checksum: dataset.checksum };
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const t = tx as unknown as Db;
    // Another instance may have finished the same seed while we waited for the lock.
    if ((await readMeta(t, 'dataset.checksum')) === dataset.checksum) return;
    const origin = 'dataset' as const;
    await upsertAll(
      t,
      brands,
      dataset.brands.map((r) => ({ ...r, origin })),
    );
    await upsertAll(
      t,
      properties,
      dataset.properties.map((r) => ({ ...r, origin })),
    );
    await upsertAll(
      t,
      athletes,
      dataset.athletes.map((r) => ({ ...r, origin })),
    );
    // The tier is the engine's reading of the deal type and the partner's class.
    const universe = new Universe(dataset);
    await upsertAll(
      t,
      partnerships,
      dataset.partnerships.map((r) => ({ ...r, tier: universe.deal(r.id)?.tier ?? 'Standard', origin })),
    );
    const ids = (rows: { id: string }[]) => (rows.length ? rows.map((r) => r.id) : ['']);
    await t
      .delete(partnerships)
      .where(and(eq(partnerships.origin, origin), notInArray(partnerships.id, ids(dataset.partnerships))));
    await t
      .delete(athletes)
      .where(and(eq(athletes.origin, origin), notInArray(athletes.id, ids(dataset.athletes))));
    await t
      .delete(properties)
      .where(and(eq(properties.origin, origin), notInArray(properties.id, ids(dataset.properties))));
    await t.delete(brands).where(and(eq(brands.origin, origin), notInArray(brands.id, ids(dataset.brands))));
    await t.delete(memberships).where(eq(memberships.origin, origin));
    for (let i = 0; i < dataset.memberships.length; i += BATCH) {
      await t
        .insert(memberships)
        .values(dataset.memberships.slice(i, i + BATCH).map((m) => ({ ...m, origin })))
        .onConflictDoNothing();
    }
    for (const [key, value] of [
      ['dataset.version', String(dataset.version)],
      ['dataset.checksum', dataset.checksum],
    ] as const) {
      await t
        .insert(appMeta)
        .values({ key, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
    }
  });
  return {
    action: 'seeded',
    version: dataset.version,
    checksum: dataset.checksum,
    counts: dataset.counts,
    ms: Math.round(performance.now() - started),
  };
}
