import type { z } from 'zod';
import type { TImportPreview, TImportProgressLine, ZDeskImportFile } from '../../../core/contract/desk';
import { DESK_IMPORT_MAX_BYTES } from '../../../core/contract/desk';
import type { AppContext } from '../../context';
import { type CheckedRow, ImportFileError, importChecked, type RowResult } from '../../data-import';
import { readImportOffThread } from '../../import-thread';
import { HttpError } from '../../plugins/errors';

type File = z.output<typeof ZDeskImportFile>;

/**
 * The checked rows of an uploaded file, read on the import worker (the event loop stays free), or a
 * 400/413 naming what is wrong with the file itself or which bound it is over.
 */
export async function rowsOf(file: File): Promise<CheckedRow[]> {
  const bytes = Buffer.from(file.content, 'base64');
  if (bytes.length > DESK_IMPORT_MAX_BYTES) throw new HttpError(413, 'The file must be at most 5 MB.');
  if (bytes.length === 0) throw new HttpError(400, 'The file is empty.');
  try {
    return await readImportOffThread(file.fileName, bytes);
  } catch (error) {
    if (error instanceof ImportFileError) throw new HttpError(error.status, error.message);
    throw error;
  }
}

const ROWS_PER_PIECE = 500;
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The JSON text of `head` with `rows` added as its "rows" list, serialised a piece at a time with
 * a turn of the event loop between pieces (100,000 rows are about 10 MB of JSON). The rows are the
 * import's own RowResult objects, the shape of ZImportRowResult by their type.
 */
async function withRows(head: Record<string, unknown>, rows: RowResult[]): Promise<string> {
  const pieces: string[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_PIECE) {
    pieces.push(JSON.stringify(rows.slice(i, i + ROWS_PER_PIECE)).slice(1, -1));
    await breathe();
  }
  return `${JSON.stringify(head).slice(0, -1)},"rows":[${pieces.join(',')}]}`;
}

/**
 * Every row's verdict, exactly as applying would give it (the same plan of writes, none made), as
 * the JSON text of a TImportPreview.
 */
export async function previewImport(ctx: Pick<AppContext, 'db'>, file: File): Promise<string> {
  const result = await importChecked(ctx.db, await rowsOf(file), file.note, { dryRun: true });
  const valid = result.rows.filter((r) => r.ok).length;
  const head: Omit<TImportPreview, 'rows'> = { valid, rejected: result.rows.length - valid };
  return withRows(head, result.rows);
}

/**
 * Writes the valid rows of a file (read by rowsOf) in one transaction, telling `send` the progress
 * as it goes, then the result line (every row's verdict) as NDJSON text to `sendText` (the route
 * streams these lines to the browser).
 */
export async function applyImport(
  ctx: Pick<AppContext, 'db' | 'reloadCatalog'>,
  file: File,
  rows: CheckedRow[],
  userId: string,
  send: (line: TImportProgressLine) => void,
  sendText: (text: string) => void,
): Promise<void> {
  const result = await importChecked(ctx.db, rows, file.note, {
    userId,
    onProgress: (done, total) => send({ type: 'progress', done, total }),
  });
  await ctx.reloadCatalog();
  const head: Omit<Extract<TImportProgressLine, { type: 'result' }>, 'rows'> = {
    type: 'result',
    imported: result.imported,
  };
  sendText(`${await withRows(head, result.rows)}\n`);
}
