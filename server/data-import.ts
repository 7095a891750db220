// Writing an import: name resolution, the plan of writes and the one transaction that makes them.
// Reading and checking the file is in import-read.ts (run off the event loop by import-thread.ts).
// The cost is linear in the rows: names are looked up in maps built once, and rows are written
// BATCH to a statement, with a turn of the event loop between statements.
import { getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import { type ImportKind, importKinds } from '../core/contract/import';
import type { Db } from './db/client';
import { athletes, brands, dataChanges, partnerships, properties } from './db/schema';
import { markCatalogChanged } from './db/seed';
import {
  type CheckedRow,
  checkRows,
  type ImportAthlete,
  type ImportBrand,
  type ImportPartnership,
  type ImportProperty,
  type ImportRows,
  type RowResult,
} from './import-read';

export {
  type CheckedRow,
  ImportFileError,
  type ImportRows,
  parseImportFile,
  type RowResult,
  readImportFile,
  rowLabel,
} from './import-read';

export interface Rejected {
  kind: ImportKind;
  row: number;
  reason: string;
}

export interface ImportResult {
  imported: Record<ImportKind, number>;
  rejected: Rejected[];
  /** Every row of the file in order, valid or not. */
  rows: RowResult[];
}

export interface ImportOptions {
  /** Called as rows are written: at the start, after each statement and at the end. */
  onProgress?: (done: number, total: number) => void;
  /** Check every row (names resolved as the write would) and write nothing. */
  dryRun?: boolean;
  /** Who imports (the desk's editor); null for the command line. */
  userId?: string | null;
}

/**
 * Rows per statement. The embedded database runs each statement on the server's own thread, and
 * 50 rows there take a few tens of milliseconds, short enough for other requests to be answered
 * between two statements.
 */
export const IMPORT_BATCH = 50;
const BATCH = IMPORT_BATCH;
/** Lets the event loop answer other requests between two pieces of the import's work. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

type Table = typeof brands | typeof properties | typeof athletes | typeof partnerships;
type EntityKind = Exclude<ImportKind, 'partnerships'>;
const tables = { brands, properties, athletes, partnerships } satisfies Record<ImportKind, Table>;
const records = {
  brands: 'brand',
  properties: 'property',
  athletes: 'athlete',
  partnerships: 'partnership',
} as const;

/** One record to write: its id, its columns, and the row of the file it comes from. */
interface Write {
  id: string;
  values: Record<string, unknown>;
  result: RowResult;
}
type Plan = Record<ImportKind, Write[]>;

const key = (name: string) => name.trim().toLowerCase();

/** Names to ids, case-insensitive: a record's own name first, then its aliases; the first one listed wins. */
class Names {
  private readonly names = new Map<string, string>();
  private readonly aliases = new Map<string, string>();
  add(id: string, name: string, aliases: readonly string[] = []) {
    const k = key(name);
    if (!this.names.has(k)) this.names.set(k, id);
    for (const alias of aliases) {
      const a = key(alias);
      if (!this.aliases.has(a)) this.aliases.set(a, id);
    }
  }
  find(name: string): string | null {
    const k = key(name);
    return this.names.get(k) ?? this.aliases.get(k) ?? null;
  }
}

/** Rows per read of the names: each read is short, with a turn of the event loop after it. */
const PAGE = 500;
/** Reads a table a page at a time in id order. */
async function pages<R extends { id: string }>(
  read: (after: string) => Promise<R[]>,
  each: (row: R) => void,
) {
  for (let after = ''; ; ) {
    const rows = await read(after);
    rows.forEach(each);
    await breathe();
    if (rows.length < PAGE) return;
    after = rows.at(-1)!.id;
  }
}

/** Adds a write; a later row of the file for the same record replaces an earlier one, which is rejected. */
function adder(list: Write[], same: string) {
  const at = new Map<string, number>();
  return (write: Write) => {
    const i = at.get(write.id);
    if (i === undefined) {
      at.set(write.id, list.length);
      list.push(write);
      return;
    }
    const earlier = list[i]!;
    earlier.result.ok = false;
    earlier.result.reason = `the same ${same} as row ${write.result.row}, which is imported instead`;
    list[i] = write;
  };
}

/**
 * What an import would write: the valid brands, properties and athletes, then the partnerships
 * whose brand and partner exist (in the database or earlier in this file). Marks the rows it
 * refuses on the way (unknown names, a record repeated later in the file).
 */
async function planImport(db: Db, checked: CheckedRow[], citation: string): Promise<Plan> {
  const provenance = { source: 'curated' as const, sourceName: citation, origin: 'import' as const };
  const plan: Plan = { brands: [], properties: [], athletes: [], partnerships: [] };
  const add = {
    brands: adder(plan.brands, 'name'),
    properties: adder(plan.properties, 'name'),
    athletes: adder(plan.athletes, 'name'),
    partnerships: adder(plan.partnerships, 'brand, partner and type'),
  };
  const extra: Record<EntityKind, Record<string, null>> = {
    brands: {},
    properties: { parentId: null },
    athletes: { nationalTeamId: null },
  };
  for (const { result, value, id } of checked) {
    if (!result.ok || !value || !id || result.kind === 'partnerships') continue;
    add[result.kind]({ id, values: { ...value, ...extra[result.kind], ...provenance }, result });
  }

  // Partnerships name their brand and partner: the database's names, then this file's.
  const names = { brands: new Names(), properties: new Names(), athletes: new Names() };
  for (const table of [brands, properties] as const)
    await pages(
      (after) =>
        db
          .select({ id: table.id, name: table.name, aliases: table.aliases })
          .from(table)
          .where(gt(table.id, after))
          .orderBy(table.id)
          .limit(PAGE),
      (r) => names[table === brands ? 'brands' : 'properties'].add(r.id, r.name, r.aliases),
    );
  await pages(
    (after) =>
      db
        .select({ id: athletes.id, name: athletes.fullName })
        .from(athletes)
        .where(gt(athletes.id, after))
        .orderBy(athletes.id)
        .limit(PAGE),
    (r) => names.athletes.add(r.id, r.name),
  );
  for (const w of plan.brands)
    names.brands.add(w.id, (w.values as ImportBrand).name, w.values.aliases as string[]);
  for (const w of plan.properties)
    names.properties.add(w.id, (w.values as ImportProperty).name, w.values.aliases as string[]);
  for (const w of plan.athletes) names.athletes.add(w.id, (w.values as ImportAthlete).fullName);
  await breathe();

  let seen = 0;
  for (const { result, value, id } of checked) {
    if (!result.ok || !value || !id || result.kind !== 'partnerships') continue;
    if (++seen % 1000 === 0) await breathe();
    const p = value as ImportPartnership;
    const brandId = names.brands.find(p.brand);
    const propertyId = names.properties.find(p.partner);
    const athleteId = propertyId ? null : names.athletes.find(p.partner);
    if (!brandId || (!propertyId && !athleteId)) {
      result.ok = false;
      result.reason = !brandId ? `unknown brand "${p.brand}"` : `unknown partner "${p.partner}"`;
      continue;
    }
    add.partnerships({
      id,
      result,
      values: {
        brandId,
        propertyId,
        athleteId,
        type: p.type,
        tier: p.tier,
        role: p.role,
        startYear: p.startYear,
        endYear: p.endYear,
        confidence: p.confidence,
        asOf: p.asOf,
        citation: p.citation ?? citation,
        ...provenance,
      },
    });
  }
  return plan;
}

/**
 * Upserts one kind's writes, BATCH rows to a statement, each recorded in the change history
 * (before: the row it replaced, if any).
 */
async function writeKind(
  t: Db,
  kind: ImportKind,
  writes: Write[],
  change: { citation: string; userId: string | null },
  progress: (rows: number) => void,
) {
  const table = tables[kind] as typeof brands;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  for (let i = 0; i < writes.length; i += BATCH) {
    const batch = writes.slice(i, i + BATCH);
    const before = new Map(
      (
        await t
          .select()
          .from(table)
          .where(
            inArray(
              table.id,
              batch.map((w) => w.id),
            ),
          )
      ).map((row) => [row.id, row]),
    );
    // Every write of a kind has the same columns: an existing row takes the new values of each.
    const set = Object.fromEntries(
      Object.keys(batch[0]!.values).map((field) => [field, sql.raw(`excluded."${columns[field]!.name}"`)]),
    );
    const written = await t
      .insert(table)
      .values(batch.map((w) => ({ id: w.id, ...w.values })) as never)
      .onConflictDoUpdate({ target: table.id, set })
      .returning();
    const after = new Map(written.map((row) => [row.id, row]));
    const changes = batch.map((w) => ({
      record: records[kind],
      recordId: w.id,
      label: w.result.label,
      action: 'import' as const,
      userId: change.userId,
      before: (before.get(w.id) as Record<string, unknown> | undefined) ?? null,
      after: after.get(w.id) as Record<string, unknown>,
      citation: change.citation,
    }));
    await t.insert(dataChanges).values(changes);
    progress(batch.length);
    await breathe();
  }
}

function resultOf(checked: CheckedRow[], plan: Plan): ImportResult {
  const rows = checked.map((c) => c.result);
  const imported: Record<ImportKind, number> = { brands: 0, properties: 0, athletes: 0, partnerships: 0 };
  for (const kind of importKinds) imported[kind] = plan[kind].length;
  const rejected = rows.filter((r) => !r.ok).map((r) => ({ kind: r.kind, row: r.row, reason: r.reason! }));
  return { imported, rejected, rows };
}

/**
 * Writes the valid rows of a checked file in one transaction (all or nothing), recording each write
 * in the change history with the citation. Rows are marked as imported, so a dataset reseed keeps
 * them; importing the same names again updates them. A dry run makes the same plan (names resolved
 * as the write would) and writes nothing, so its verdicts are the ones a real import would give.
 */
export async function importChecked(
  db: Db,
  checked: CheckedRow[],
  citation: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const { onProgress = () => {}, dryRun = false, userId = null } = options;
  if (dryRun) return resultOf(checked, await planImport(db, checked, citation));
  const plan = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const plan = await planImport(t, checked, citation);
    const total = importKinds.reduce((n, kind) => n + plan[kind].length, 0);
    let done = 0;
    onProgress(0, total);
    const progress = (rows: number) => {
      done += rows;
      onProgress(done, total);
    };
    for (const kind of importKinds) await writeKind(t, kind, plan[kind], { citation, userId }, progress);
    // Running servers reload their search catalogue when this changes.
    await markCatalogChanged(t);
    return plan;
  });
  return resultOf(checked, plan);
}

/** The command line's import (and tests): checks the rows here, then as importChecked. */
export async function importRecords(
  db: Db,
  rows: ImportRows,
  citation: string,
  options: ImportOptions | ((done: number, total: number) => void) = {},
): Promise<ImportResult> {
  return importChecked(
    db,
    checkRows(rows),
    citation,
    typeof options === 'function' ? { onProgress: options } : options,
  );
}
