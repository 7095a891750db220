import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type ImportKind,
  importKinds,
  ZImportAthlete,
  ZImportBrand,
  ZImportPartnership,
  ZImportProperty,
} from '../core/contract/import';
import { normaliseName } from '../core/intelligence/names';
import type { Db } from './db/client';
import { appMeta, athletes, brands, partnerships, properties } from './db/schema';

export interface Rejected {
  kind: ImportKind;
  row: number;
  reason: string;
}

export interface ImportResult {
  imported: Record<ImportKind, number>;
  rejected: Rejected[];
}

type Rows = Partial<Record<ImportKind, Record<string, unknown>[]>>;

/**
 * Reads a JSON file ({ brands, properties, athletes, partnerships } arrays) or a CSV file of one
 * kind, told by its columns: fullName (athletes), brand + partner (partnerships), kind (properties),
 * industry (brands).
 */
export async function readImportFile(file: string): Promise<Rows> {
  const text = await readFile(file, 'utf8');
  if (path.extname(file).toLowerCase() === '.json') {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new Error(
        'A JSON import is an object with brands, properties, athletes and/or partnerships arrays.',
      );
    }
    const rows: Rows = {};
    for (const kind of importKinds) {
      const list = (parsed as Record<string, unknown>)[kind];
      if (list === undefined) continue;
      if (!Array.isArray(list)) throw new Error(`"${kind}" must be an array.`);
      rows[kind] = list as Record<string, unknown>[];
    }
    return rows;
  }
  const records = parseCsv(text, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Record<
    string,
    string
  >[];
  const columns = Object.keys(records[0] ?? {});
  const kind: ImportKind | undefined = columns.includes('fullName')
    ? 'athletes'
    : columns.includes('partner') && columns.includes('brand')
      ? 'partnerships'
      : columns.includes('kind')
        ? 'properties'
        : columns.includes('industry')
          ? 'brands'
          : undefined;
  if (!kind)
    throw new Error(`Cannot tell what the CSV holds from its columns: ${columns.join(', ') || 'none'}.`);
  return { [kind]: records };
}

const idFor = (name: string) =>
  `import-${normaliseName(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

function validate<T extends z.ZodTypeAny>(
  kind: ImportKind,
  schema: T,
  rows: Record<string, unknown>[] = [],
  rejected: Rejected[],
) {
  const valid: { row: number; value: z.infer<T> }[] = [];
  rows.forEach((raw, i) => {
    const result = schema.safeParse(raw);
    if (result.success) valid.push({ row: i + 1, value: result.data });
    else {
      const reason = result.error.issues.map((issue) => issue.message).join('; ');
      rejected.push({ kind, row: i + 1, reason });
    }
  });
  return valid;
}

/**
 * Validates every row, then writes all valid rows in one transaction (all or nothing). Rows are
 * marked as imported, so a dataset reseed keeps them; importing the same names again updates them.
 */
export async function importRecords(
  db: Db,
  rows: Rows,
  sourceName: string,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<ImportResult> {
  const rejected: Rejected[] = [];
  const b = validate('brands', ZImportBrand, rows.brands, rejected);
  const p = validate('properties', ZImportProperty, rows.properties, rejected);
  const a = validate('athletes', ZImportAthlete, rows.athletes, rejected);
  const links = validate('partnerships', ZImportPartnership, rows.partnerships, rejected);
  const provenance = { source: 'curated' as const, sourceName, origin: 'import' as const };

  const imported: Record<ImportKind, number> = { brands: 0, properties: 0, athletes: 0, partnerships: 0 };
  const total = b.length + p.length + a.length + links.length;
  let done = 0;
  const tick = () => {
    done++;
    if (done % 50 === 0 || done === total) onProgress(done, total);
  };

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const { value } of b) {
      await t
        .insert(brands)
        .values({ id: idFor(value.name), ...value, ...provenance })
        .onConflictDoUpdate({ target: brands.id, set: { ...value, ...provenance } });
      imported.brands++;
      tick();
    }
    for (const { value } of p) {
      await t
        .insert(properties)
        .values({ id: idFor(value.name), ...value, parentId: null, ...provenance })
        .onConflictDoUpdate({ target: properties.id, set: { ...value, ...provenance } });
      imported.properties++;
      tick();
    }
    for (const { value } of a) {
      await t
        .insert(athletes)
        .values({ id: idFor(value.fullName), ...value, nationalTeamId: null, ...provenance })
        .onConflictDoUpdate({ target: athletes.id, set: { ...value, ...provenance } });
      imported.athletes++;
      tick();
    }
    // Partnerships name their brand and partner; both must exist by now (dataset or this file).
    const byName = async (table: typeof brands | typeof properties, name: string) => {
      const n = name.trim().toLowerCase();
      const rows = await t
        .select({ id: table.id })
        .from(table)
        .where(
          or(
            eq(sql`lower(${table.name})`, n),
            sql`${n} = any(select lower(x) from unnest(${table.aliases}) x)`,
          ),
        )
        .limit(1);
      return rows[0]?.id ?? null;
    };
    const athleteByName = async (name: string) => {
      const rows = await t
        .select({ id: athletes.id })
        .from(athletes)
        .where(eq(sql`lower(${athletes.fullName})`, name.trim().toLowerCase()))
        .limit(1);
      return rows[0]?.id ?? null;
    };
    for (const { row, value } of links) {
      const brandId = await byName(brands, value.brand);
      const propertyId = await byName(properties, value.partner);
      const athleteId = propertyId ? null : await athleteByName(value.partner);
      if (!brandId || (!propertyId && !athleteId)) {
        rejected.push({
          kind: 'partnerships',
          row,
          reason: !brandId ? `unknown brand "${value.brand}"` : `unknown partner "${value.partner}"`,
        });
        tick();
        continue;
      }
      const id = `import-${idFor(value.brand).slice(7)}--${idFor(value.partner).slice(7)}--${normaliseName(value.type).replace(/[^a-z0-9]+/g, '-')}`;
      const values = {
        brandId,
        propertyId,
        athleteId,
        type: value.type,
        tier: value.tier,
        startYear: value.startYear,
        endYear: value.endYear,
      };
      await t
        .insert(partnerships)
        .values({ id, ...values, ...provenance })
        .onConflictDoUpdate({ target: partnerships.id, set: { ...values, ...provenance } });
      imported.partnerships++;
      tick();
    }
    // Running servers reload their search catalogue when this changes.
    const revision = new Date().toISOString();
    await t
      .insert(appMeta)
      .values({ key: 'catalog.revision', value: revision })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: revision, updatedAt: new Date() } });
  });
  rejected.sort((x, y) => importKinds.indexOf(x.kind) - importKinds.indexOf(y.kind) || x.row - y.row);
  return { imported, rejected };
}
