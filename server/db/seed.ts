import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { type PgTable, pgTable, text } from 'drizzle-orm/pg-core';
import type { Dataset } from '../../core/intelligence/dataset';
import { dealTiers } from '../../core/intelligence/engine/universe';
import { projectRoot } from '../paths';
import type { Db } from './client';
import {
  appMeta,
  athletes,
  brands,
  dataChanges,
  dataConflicts,
  memberships,
  partnerships,
  properties,
} from './schema';

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

/** Says how a long seed is getting on (the server logs it). */
export type SeedProgress = (message: string) => void;

/** Rows per statement: as many as fit PostgreSQL's 65,535 bound parameters, with room to spare. */
const batchOf = (table: PgTable) =>
  Math.max(BATCH, Math.floor(60_000 / Object.keys(getTableColumns(table)).length));

/**
 * Inserts shipped rows in multi-row statements. `fresh`: the table holds no row of them yet (a first
 * start), so a plain insert; otherwise an upsert by id in which a row an editor changed (origin edit)
 * or anyone added is left as it is. Every tenth of a large table is reported.
 */
async function upsertAll<T extends Record<string, unknown>>(
  tx: Db,
  table: PgTable,
  rows: T[],
  options: { fresh: boolean; label: string; progress?: SeedProgress | undefined },
) {
  const columns = getTableColumns(table) as Record<string, never>;
  const target = columns.id as never;
  const size = batchOf(table);
  const step = Math.max(size, Math.ceil(rows.length / 10 / size) * size);
  for (let i = 0; i < rows.length; i += size) {
    const insert = tx.insert(table).values(rows.slice(i, i + size) as never);
    await (options.fresh
      ? insert
      : insert.onConflictDoUpdate({
          target,
          set: excludedSet(table, 'id'),
          setWhere: eq(columns.origin!, 'dataset'),
        }));
    const done = Math.min(rows.length, i + size);
    if (options.progress && rows.length >= 50_000 && (done % step < size || done === rows.length))
      options.progress(
        `seeded ${done.toLocaleString('en-GB')} of ${rows.length.toLocaleString('en-GB')} ${options.label}`,
      );
  }
}

/** A temporary table of the ids a new dataset keeps (made inside the seed's transaction). */
const seedKeep = pgTable('seed_keep', { id: text('id').primaryKey() });

/**
 * Puts the ids of the rows a new dataset ships in seed_keep: deleting "not in (select id from
 * seed_keep)" replaces a NOT IN list, which for a million ids would pass PostgreSQL's parameter limit.
 */
async function keepIds(t: Db, ids: string[]) {
  await t.execute(sql`create temporary table if not exists seed_keep (id text primary key) on commit drop`);
  await t.execute(sql`truncate seed_keep`);
  for (let i = 0; i < ids.length; i += 20_000)
    await t
      .insert(seedKeep)
      .values(ids.slice(i, i + 20_000).map((id) => ({ id })))
      .onConflictDoNothing();
}

type DeskRecord = 'brand' | 'property' | 'athlete' | 'partnership';
/** JSON with object keys sorted: jsonb does not keep the order the dataset wrote them in. */
const canonical = (v: unknown): string =>
  v === null || v === undefined
    ? 'null'
    : Array.isArray(v)
      ? `[${v.map(canonical).join(',')}]`
      : typeof v === 'object'
        ? `{${Object.keys(v)
            .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
            .sort()
            .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
            .join(',')}}`
        : JSON.stringify(v);
const same = (x: unknown, y: unknown) => canonical(x) === canonical(y);
/** The row agrees with the shipped one on every field the dataset ships. */
const agrees = (row: Record<string, unknown>, shipped: Record<string, unknown>) =>
  Object.keys(shipped).every((k) => k === 'origin' || same(row[k], shipped[k]));

/**
 * Edits win: a row an editor changed is never overwritten by a shipped dataset. When the new
 * dataset agrees with the edit, the row is simply the dataset's again. When the dataset changed the
 * row since the editor's version of it (or dropped it), the difference is listed as a conflict for
 * an editor to settle on the desk.
 */
async function settleEdits(
  t: Db,
  record: DeskRecord,
  table: PgTable,
  shipped: Map<string, Record<string, unknown>>,
  version: number,
) {
  const columns = getTableColumns(table) as Record<string, never>;
  const edited = (await t.select().from(table).where(eq(columns.origin!, 'edit'))) as Record<
    string,
    unknown
  >[];
  for (const row of edited) {
    const id = row.id as string;
    const now = shipped.get(id) ?? null;
    const forget = () =>
      t.delete(dataConflicts).where(and(eq(dataConflicts.record, record), eq(dataConflicts.recordId, id)));
    if (now && agrees(row, now)) {
      await t
        .update(table)
        .set({ origin: 'dataset' } as never)
        .where(eq(columns.id!, id));
      await forget();
      continue;
    }
    // The shipped row the editor started from: the last change made while the row was the dataset's.
    const [base] = await t
      .select({ before: dataChanges.before })
      .from(dataChanges)
      .where(
        and(
          eq(dataChanges.record, record),
          eq(dataChanges.recordId, id),
          sql`${dataChanges.before}->>'origin' = 'dataset'`,
        ),
      )
      .orderBy(desc(dataChanges.createdAt))
      .limit(1);
    if (now && base?.before && agrees(base.before, now)) continue;
    await t
      .insert(dataConflicts)
      .values({ record, recordId: id, shipped: now, datasetVersion: version })
      .onConflictDoUpdate({
        target: [dataConflicts.record, dataConflicts.recordId],
        set: { shipped: now, datasetVersion: version, detectedAt: new Date() },
      });
  }
}

async function writeRevision(db: Db, keys: string[]): Promise<void> {
  const revision = `${new Date().toISOString()} ${randomUUID().slice(0, 8)}`;
  for (const key of keys) {
    await db
      .insert(appMeta)
      .values({ key, value: revision })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: revision, updatedAt: new Date() } });
  }
}

/** A new catalogue revision that needs a full load: every running instance reloads its catalogue when it sees it. */
export async function markCatalogChanged(db: Db): Promise<void> {
  await writeRevision(db, ['catalog.revision', 'catalog.full-revision']);
}

/**
 * A new catalogue revision made by desk edits (each recorded in data_changes): every running
 * instance applies the edited records to its catalogue when it sees it, without a full load.
 */
export async function markCatalogEdited(db: Db): Promise<void> {
  await writeRevision(db, ['catalog.revision']);
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
export async function seedDataset(db: Db, dataset: Dataset, progress?: SeedProgress): Promise<SeedResult> {
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
    // A first start: no row of any kind yet, so plain multi-row inserts and nothing to settle or drop.
    const fresh =
      !storedChecksum &&
      (await t.select({ id: partnerships.id }).from(partnerships).limit(1)).length === 0 &&
      (await t.select({ id: brands.id }).from(brands).limit(1)).length === 0;
    const origin = 'dataset' as const;
    const options = (label: string) => ({ fresh, label, progress });
    await upsertAll(
      t,
      brands,
      dataset.brands.map((r) => ({ ...r, origin })),
      options('brands'),
    );
    await upsertAll(
      t,
      properties,
      dataset.properties.map((r) => ({ ...r, origin })),
      options('properties'),
    );
    await upsertAll(
      t,
      athletes,
      dataset.athletes.map((r) => ({ ...r, origin })),
      options('athletes'),
    );
    // The tier is the engine's reading of the deal type and the partner's class.
    const tiers = dealTiers(dataset);
    const shippedDeals = dataset.partnerships.map((r) => ({
      ...r,
      tier: tiers.get(r.id) ?? 'Standard',
      origin,
    }));
    await upsertAll(t, partnerships, shippedDeals, options('partnerships'));
    if (!fresh) {
      const byId = (rows: { id: string }[]) =>
        new Map(rows.map((r) => [r.id, { ...r, origin } as Record<string, unknown>]));
      await settleEdits(t, 'brand', brands, byId(dataset.brands), dataset.version);
      await settleEdits(t, 'property', properties, byId(dataset.properties), dataset.version);
      await settleEdits(t, 'athlete', athletes, byId(dataset.athletes), dataset.version);
      await settleEdits(t, 'partnership', partnerships, byId(shippedDeals), dataset.version);

      // Rows that left the dataset go, unless a kept deal (edited, added or imported) still names them.
      const keptDeals = (column: 'brand_id' | 'property_id' | 'athlete_id') =>
        sql`(select ${sql.raw(column)} from partnerships where origin <> 'dataset' and ${sql.raw(column)} is not null)`;
      const left = (table: string) =>
        sql`origin = 'dataset' and id not in (select id from seed_keep) and ${sql.raw(table)}.id`;
      await keepIds(
        t,
        dataset.partnerships.map((r) => r.id),
      );
      await t.execute(
        sql`delete from partnerships where origin = 'dataset' and id not in (select id from seed_keep)`,
      );
      await keepIds(
        t,
        dataset.athletes.map((r) => r.id),
      );
      await t.execute(sql`delete from athletes where ${left('athletes')} not in ${keptDeals('athlete_id')}`);
      await keepIds(
        t,
        dataset.properties.map((r) => r.id),
      );
      await t.execute(
        sql`delete from properties where ${left('properties')} not in ${keptDeals('property_id')}`,
      );
      await keepIds(
        t,
        dataset.brands.map((r) => r.id),
      );
      await t.execute(sql`delete from brands where ${left('brands')} not in ${keptDeals('brand_id')}`);
      await t.delete(memberships).where(eq(memberships.origin, origin));
    }
    const size = batchOf(memberships);
    for (let i = 0; i < dataset.memberships.length; i += size) {
      await t
        .insert(memberships)
        .values(dataset.memberships.slice(i, i + size).map((m) => ({ ...m, origin })))
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
