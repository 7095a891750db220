// Reading an import file: parsing (CSV, Excel, JSON), its bounds, and each row's schema check.
// No database here: this runs in the import worker (import-worker.ts), off the server's event loop.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import type { z } from 'zod';
import {
  DESK_IMPORT_MAX_CELL_CHARS,
  DESK_IMPORT_MAX_COLUMNS,
  DESK_IMPORT_MAX_ROWS,
} from '../core/contract/desk';
import {
  type ImportKind,
  importKinds,
  ZImportAthlete,
  ZImportBrand,
  ZImportPartnership,
  ZImportProperty,
} from '../core/contract/import';
import { normaliseName } from '../core/intelligence/names';
import { ImportFileError } from './import-file-error';
import { checkWorkbook } from './import-xlsx-guard';

export { ImportFileError };

/** One row of an import file and what became of it (the desk's preview lists these). */
export interface RowResult {
  kind: ImportKind;
  row: number;
  label: string;
  ok: boolean;
  reason: string | null;
}

export type ImportRows = Partial<Record<ImportKind, Record<string, unknown>[]>>;

const count = (n: number) => n.toLocaleString('en-GB');
const tooManyRows = () =>
  new ImportFileError(
    `The file has more than ${count(DESK_IMPORT_MAX_ROWS)} rows, the most one import takes. Split it into smaller files.`,
    413,
  );

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

function checkColumns(columns: number) {
  if (columns > DESK_IMPORT_MAX_COLUMNS)
    throw new ImportFileError(
      `The file has ${count(columns)} columns; an import reads at most ${DESK_IMPORT_MAX_COLUMNS}.`,
    );
}

/** Refuses the file when any cell (a list's items counted together) is longer than the bound. */
function checkCells(kind: ImportKind, records: Record<string, unknown>[]) {
  records.forEach((record, i) => {
    const keys = Object.keys(record);
    checkColumns(keys.length);
    for (const key of keys) {
      const v = record[key];
      const length =
        typeof v === 'string'
          ? v.length
          : Array.isArray(v)
            ? v.reduce((n: number, item) => n + (typeof item === 'string' ? item.length : 0), 0)
            : 0;
      if (length > DESK_IMPORT_MAX_CELL_CHARS)
        throw new ImportFileError(
          `Row ${count(i + 1)} of ${kind}, column "${key.slice(0, 60)}": a cell holds at most ${count(DESK_IMPORT_MAX_CELL_CHARS)} characters.`,
        );
    }
  });
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
  let total = 0;
  for (const kind of importKinds) {
    const list = (parsed as Record<string, unknown>)[kind];
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new ImportFileError(`"${kind}" must be an array.`);
    total += list.length;
    if (total > DESK_IMPORT_MAX_ROWS) throw tooManyRows();
    rows[kind] = list.map((item) =>
      item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {},
    );
    checkCells(kind, rows[kind]);
  }
  if (Object.keys(rows).length === 0)
    throw new ImportFileError('The JSON holds none of brands, properties, athletes or partnerships.');
  return rows;
}

async function fromXlsx(bytes: Buffer): Promise<ImportRows> {
  // Bounds first, from the archive itself: nothing is unpacked past them.
  checkWorkbook(bytes);
  let sheet: unknown[][];
  try {
    sheet = (await readSheet(bytes)) as unknown[][];
  } catch {
    throw new ImportFileError('The file is not an Excel workbook (.xlsx) this import can read.');
  }
  const [header = [], ...body] = sheet;
  const columns = header.map((c) => String(c ?? '').trim());
  checkColumns(columns.length);
  const filled = body.filter((cells) => cells.some((c) => c !== null && c !== ''));
  if (filled.length > DESK_IMPORT_MAX_ROWS) throw tooManyRows();
  const records = filled.map((cells) =>
    withoutBlanks(
      Object.fromEntries(
        columns.map((name, i) => {
          const cell = cells[i];
          return [name, cell instanceof Date ? cell.toISOString().slice(0, 10) : cell];
        }),
      ),
    ),
  );
  const kind = kindOf(columns);
  checkCells(kind, records);
  return { [kind]: records };
}

function fromCsv(text: string): ImportRows {
  let records: Record<string, string>[];
  try {
    records = parseCsv(text, {
      columns: (header: string[]) => {
        checkColumns(header.length);
        return header;
      },
      skip_empty_lines: true,
      trim: true,
      bom: true,
      // One record past the bound is enough to refuse the file; the rest is never parsed.
      to: DESK_IMPORT_MAX_ROWS + 1,
    });
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(
      `The CSV cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (records.length > DESK_IMPORT_MAX_ROWS) throw tooManyRows();
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const columns = Object.keys(records[0] ?? {}).length
    ? Object.keys(records[0]!)
    : firstLine.split(',').map((c) => c.trim());
  const kind = kindOf(columns);
  checkCells(kind, records);
  return { [kind]: records.map(withoutBlanks) };
}

/**
 * Reads an import from a file's name and bytes: JSON ({ brands, properties, athletes, partnerships }
 * arrays), or a CSV or Excel workbook (first sheet) of one kind, told by its columns: fullName
 * (athletes), brand + partner (partnerships), kind (properties), industry (brands). A file over the
 * bounds of core/contract/desk.ts (rows, columns, cell length, a workbook's cells) is refused whole.
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

const slug = (name: string) =>
  normaliseName(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
/** The id an imported brand, property or athlete gets: importing the same name again updates it. */
export const idFor = (name: string) => `import-${slug(name)}`;

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

export type ImportBrand = z.output<typeof ZImportBrand>;
export type ImportProperty = z.output<typeof ZImportProperty>;
export type ImportAthlete = z.output<typeof ZImportAthlete>;
export type ImportPartnership = z.output<typeof ZImportPartnership>;

/**
 * A row after its schema check: its verdict so far, and for a valid row its value and the id it
 * would be written under (a partnership's from its brand, partner and type as the file names them).
 */
export interface CheckedRow {
  result: RowResult;
  value: ImportBrand | ImportProperty | ImportAthlete | ImportPartnership | null;
  id: string | null;
}

const schemas = {
  brands: ZImportBrand,
  properties: ZImportProperty,
  athletes: ZImportAthlete,
  partnerships: ZImportPartnership,
} satisfies Record<ImportKind, z.ZodTypeAny>;

function idOf(kind: ImportKind, value: NonNullable<CheckedRow['value']>): string {
  if (kind === 'partnerships') {
    const p = value as ImportPartnership;
    return `import-${slug(p.brand)}--${slug(p.partner)}--${normaliseName(p.type).replace(/[^a-z0-9]+/g, '-')}`;
  }
  return idFor(kind === 'athletes' ? (value as ImportAthlete).fullName : (value as ImportBrand).name);
}

/** Every row checked against its kind's schema, in the order brands, properties, athletes, partnerships. */
export function checkRows(rows: ImportRows): CheckedRow[] {
  const checked: CheckedRow[] = [];
  for (const kind of importKinds) {
    (rows[kind] ?? []).forEach((raw, i) => {
      const parsed = schemas[kind].safeParse(raw);
      const result: RowResult = {
        kind,
        row: i + 1,
        label: rowLabel(kind, raw),
        ok: parsed.success,
        reason: null,
      };
      if (parsed.success) checked.push({ result, value: parsed.data, id: idOf(kind, parsed.data) });
      else {
        result.reason = parsed.error.issues.map((issue) => issue.message).join('; ');
        checked.push({ result, value: null, id: null });
      }
    });
  }
  return checked;
}
