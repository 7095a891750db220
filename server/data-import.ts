import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { eq, or, sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
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
import { athletes, brands, dataChanges, partnerships, properties } from './db/schema';
import { markCatalogChanged } from './db/seed';

export interface Rejected {
  kind: ImportKind;
  row: number;
  reason: string;
}

/** One row of an import file and what became of it (the desk's preview lists these). */
export interface RowResult {
  kind: ImportKind;
  row: number;
  label: string;
  ok: boolean;
  reason: string | null;
}

export interface ImportResult {
  imported: Record<ImportKind, number>;
  rejected: Rejected[];
  /** Every row of the file in order, valid or not. */
  rows: RowResult[];
}

export type ImportRows = Partial<Record<ImportKind, Record<string, unknown>[]>>;

/** A file the import cannot read at all (as opposed to single rows it rejects). */
export class ImportFileError extends Error {}

/** Tells what a CSV or spreadsheet holds from its columns. */
function kindOf(columns: string[]): ImportKind {
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
    throw new ImportFileError(
      `Cannot tell what the file holds from its columns: ${columns.join(', ') || 'none'}. Partnerships need brand and partner, brands industry, properties kind, athletes fullName.`,
    );
  return kind;
}

/** Cells left blank are absent fields, so optional columns may stay empty. */
const withoutBlanks = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== '' && v !== null && v !== undefined));

function fromJson(text: string): ImportRows {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ImportFileError('The file is not valid JSON.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ImportFileError(
      'A JSON import is an object with brands, properties, athletes and/or partnerships arrays.',
    );
  }
  const rows: ImportRows = {};
  for (const kind of importKinds) {
    const list = (parsed as Record<string, unknown>)[kind];
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new ImportFileError(`"${kind}" must be an array.`);
    rows[kind] = list.map((item) =>
      item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {},
    );
  }
  if (Object.keys(rows).length === 0)
    throw new ImportFileError('The JSON holds none of brands, properties, athletes or partnerships.');
  return rows;
}

async function fromXlsx(bytes: Buffer): Promise<ImportRows> {
  let sheet: unknown[][];
  try {
    sheet = (await readSheet(bytes)) as unknown[][];
  } catch {
    throw new ImportFileError('The file is not an Excel workbook (.xlsx) this import can read.');
  }
  const [header = [], ...body] = sheet;
  const columns = header.map((c) => String(c ?? '').trim());
  const records = body
    .filter((cells) => cells.some((c) => c !== null && c !== ''))
    .map((cells) =>
      withoutBlanks(
        Object.fromEntries(
          columns.map((name, i) => {
            const cell = cells[i];
            return [name, cell instanceof Date ? cell.toISOString().slice(0, 10) : cell];
          }),
        ),
      ),
    );
  return { [kindOf(columns)]: records };
}

function fromCsv(text: string): ImportRows {
  let records: Record<string, string>[];
  try {
    records = parseCsv(text, { columns: true, skip_empty_lines: true, trim: true, bom: true });
  } catch (error) {
    throw new ImportFileError(
      `The CSV cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const columns = Object.keys(records[0] ?? {}).length
    ? Object.keys(records[0]!)
    : firstLine.split(',').map((c) => c.trim());
  return { [kindOf(columns)]: records.map(withoutBlanks) };
}

/**
 * Reads an import from a file's name and bytes: JSON ({ brands, properties, athletes, partnerships }
 * arrays), or a CSV or Excel workbook (first sheet) of one kind, told by its columns: fullName
 * (athletes), brand + partner (partnerships), kind (properties), industry (brands).
 */
export async function parseImportFile(fileName: string, bytes: Buffer): Promise<ImportRows> {
  const ext = path.extname(fileName).toLowerCase();
  if (ext === '.json') return fromJson(bytes.toString('utf8'));
  if (ext === '.xlsx') return fromXlsx(bytes);
  if (ext === '.csv') return fromCsv(bytes.toString('utf8'));
  throw new ImportFileError('The file must be .csv, .xlsx or .json.');
}

/** The command line's import: the file at this path. */
export async function readImportFile(file: string): Promise<ImportRows> {
  return parseImportFile(path.basename(file), await readFile(file));
}

const idFor = (name: string) =>
  `import-${normaliseName(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

const cell = (raw: Record<string, unknown>, key: string) => {
  const v = raw[key];
  return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
};

/** A row's name as the preview shows it, whether or not it is valid. */
export function rowLabel(kind: ImportKind, raw: Record<string, unknown>): string {
  if (kind === 'partnerships') {
    const type = cell(raw, 'type');
    return `${cell(raw, 'brand') || '?'} – ${cell(raw, 'partner') || '?'}${type ? ` (${type})` : ''}`;
  }
  return cell(raw, kind === 'athletes' ? 'fullName' : 'name') || '(no name)';
}

function validate<T extends z.ZodTypeAny>(
  kind: ImportKind,
  schema: T,
  rows: Record<string, unknown>[] = [],
  results: RowResult[],
) {
  const valid: { row: number; value: z.infer<T>; result: RowResult }[] = [];
  rows.forEach((raw, i) => {
    const parsed = schema.safeParse(raw);
    const result: RowResult = { kind, row: i + 1, label: rowLabel(kind, raw), ok: true, reason: null };
    results.push(result);
    if (parsed.success) valid.push({ row: i + 1, value: parsed.data, result });
    else {
      result.ok = false;
      result.reason = parsed.error.issues.map((issue) => issue.message).join('; ');
    }
  });
  return valid;
}

export interface ImportOptions {
  /** Called as rows are written (at the start, about every hundredth of the rows and at the end). */
  onProgress?: (done: number, total: number) => void;
  /** Check every row (names resolved as the write would) and write nothing. */
  dryRun?: boolean;
  /** Who imports (the desk's editor); null for the command line. */
  userId?: string | null;
}

/** Thrown inside the transaction of a dry run, so nothing it wrote stays. */
class DryRun extends Error {}

type Table = typeof brands | typeof properties | typeof athletes | typeof partnerships;
const recordOf = (table: Table) =>
  table === brands
    ? 'brand'
    : table === properties
      ? 'property'
      : table === athletes
        ? 'athlete'
        : 'partnership';

/**
 * Validates every row, then writes all valid rows in one transaction (all or nothing), recording
 * each write in the change history with the citation. Rows are marked as imported, so a dataset
 * reseed keeps them; importing the same names again updates them. A dry run goes through the same
 * steps and rolls back, so its verdicts are the ones a real import would give.
 */
export async function importRecords(
  db: Db,
  rows: ImportRows,
  citation: string,
  options: ImportOptions | ((done: number, total: number) => void) = {},
): Promise<ImportResult> {
  const {
    onProgress = () => {},
    dryRun = false,
    userId = null,
  } = typeof options === 'function' ? { onProgress: options } : options;
  const results: RowResult[] = [];
  const b = validate('brands', ZImportBrand, rows.brands, results);
  const p = validate('properties', ZImportProperty, rows.properties, results);
  const a = validate('athletes', ZImportAthlete, rows.athletes, results);
  const links = validate('partnerships', ZImportPartnership, rows.partnerships, results);
  const provenance = { source: 'curated' as const, sourceName: citation, origin: 'import' as const };

  const imported: Record<ImportKind, number> = { brands: 0, properties: 0, athletes: 0, partnerships: 0 };
  const total = b.length + p.length + a.length + links.length;
  let done = 0;
  // About a hundred progress reports whatever the size, and one at the start.
  const every = Math.max(1, Math.floor(total / 100));
  const tick = () => {
    done++;
    if (!dryRun && (done % every === 0 || done === total)) onProgress(done, total);
  };
  if (!dryRun) onProgress(0, total);

  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const changes: (typeof dataChanges.$inferInsert)[] = [];
      /** Upserts one row by id and records the change (before: the row it replaced, if any). */
      const write = async (table: Table, id: string, values: Record<string, unknown>, label: string) => {
        const [before] = await t
          .select()
          .from(table as typeof brands)
          .where(eq((table as typeof brands).id, id));
        const [after] = await t
          .insert(table as typeof brands)
          .values({ id, ...values } as never)
          .onConflictDoUpdate({ target: (table as typeof brands).id, set: values as never })
          .returning();
        changes.push({
          record: recordOf(table),
          recordId: id,
          label,
          action: 'import',
          userId,
          before: (before as Record<string, unknown> | undefined) ?? null,
          after: after as Record<string, unknown>,
          citation,
        });
      };
      for (const { value, result } of b) {
        await write(brands, idFor(value.name), { ...value, ...provenance }, result.label);
        imported.brands++;
        tick();
      }
      for (const { value, result } of p) {
        await write(properties, idFor(value.name), { ...value, parentId: null, ...provenance }, result.label);
        imported.properties++;
        tick();
      }
      for (const { value, result } of a) {
        await write(
          athletes,
          idFor(value.fullName),
          { ...value, nationalTeamId: null, ...provenance },
          result.label,
        );
        imported.athletes++;
        tick();
      }
      // Partnerships name their brand and partner; both must exist by now (dataset or this file).
      const byName = async (table: typeof brands | typeof properties, name: string) => {
        const n = name.trim().toLowerCase();
        const found = await t
          .select({ id: table.id })
          .from(table)
          .where(
            or(
              eq(sql`lower(${table.name})`, n),
              sql`${n} = any(select lower(x) from unnest(${table.aliases}) x)`,
            ),
          )
          .limit(1);
        return found[0]?.id ?? null;
      };
      const athleteByName = async (name: string) => {
        const found = await t
          .select({ id: athletes.id })
          .from(athletes)
          .where(eq(sql`lower(${athletes.fullName})`, name.trim().toLowerCase()))
          .limit(1);
        return found[0]?.id ?? null;
      };
      for (const { value, result } of links) {
        const brandId = await byName(brands, value.brand);
        const propertyId = await byName(properties, value.partner);
        const athleteId = propertyId ? null : await athleteByName(value.partner);
        if (!brandId || (!propertyId && !athleteId)) {
          result.ok = false;
          result.reason = !brandId ? `unknown brand "${value.brand}"` : `unknown partner "${value.partner}"`;
          tick();
          continue;
        }
        const id = `import-${idFor(value.brand).slice(7)}--${idFor(value.partner).slice(7)}--${normaliseName(value.type).replace(/[^a-z0-9]+/g, '-')}`;
        await write(
          partnerships,
          id,
          {
            brandId,
            propertyId,
            athleteId,
            type: value.type,
            tier: value.tier,
            role: value.role,
            startYear: value.startYear,
            endYear: value.endYear,
            confidence: value.confidence,
            asOf: value.asOf,
            citation: value.citation ?? citation,
            ...provenance,
          },
          result.label,
        );
        imported.partnerships++;
        tick();
      }
      if (dryRun) throw new DryRun();
      for (let i = 0; i < changes.length; i += 200)
        await t.insert(dataChanges).values(changes.slice(i, i + 200));
      // Running servers reload their search catalogue when this changes.
      await markCatalogChanged(t);
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  const rejected = results.filter((r) => !r.ok).map((r) => ({ kind: r.kind, row: r.row, reason: r.reason! }));
  rejected.sort((x, y) => importKinds.indexOf(x.kind) - importKinds.indexOf(y.kind) || x.row - y.row);
  return { imported, rejected, rows: results };
}
