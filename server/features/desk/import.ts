import type { z } from 'zod';
import type { TImportPreview, TImportProgressLine, ZDeskImportFile } from '../../../core/contract/desk';
import { DESK_IMPORT_MAX_BYTES } from '../../../core/contract/desk';
import type { AppContext } from '../../context';
import { ImportFileError, type ImportRows, importRecords, parseImportFile } from '../../data-import';
import { HttpError } from '../../plugins/errors';

type File = z.output<typeof ZDeskImportFile>;

/** The rows of an uploaded file, or a 400/413 naming what is wrong with the file itself. */
export async function rowsOf(file: File): Promise<ImportRows> {
  const bytes = Buffer.from(file.content, 'base64');
  if (bytes.length > DESK_IMPORT_MAX_BYTES) throw new HttpError(413, 'The file must be at most 5 MB.');
  if (bytes.length === 0) throw new HttpError(400, 'The file is empty.');
  try {
    return await parseImportFile(file.fileName, bytes);
  } catch (error) {
    if (error instanceof ImportFileError) throw new HttpError(400, error.message);
    throw error;
  }
}

/** Every row's verdict, exactly as applying would give it (the import runs and rolls back). */
export async function previewImport(ctx: Pick<AppContext, 'db'>, file: File): Promise<TImportPreview> {
  const result = await importRecords(ctx.db, await rowsOf(file), file.note, { dryRun: true });
  const valid = result.rows.filter((r) => r.ok).length;
  return { rows: result.rows, valid, rejected: result.rows.length - valid };
}

/**
 * Writes the valid rows of a file (read by rowsOf) in one transaction, telling `send` the progress as it goes and the result
 * at the end (the route streams these lines to the browser).
 */
export async function applyImport(
  ctx: Pick<AppContext, 'db' | 'reloadCatalog'>,
  file: File,
  rows: ImportRows,
  userId: string,
  send: (line: TImportProgressLine) => void,
): Promise<void> {
  const result = await importRecords(ctx.db, rows, file.note, {
    userId,
    onProgress: (done, total) => send({ type: 'progress', done, total }),
  });
  await ctx.reloadCatalog();
  send({ type: 'result', imported: result.imported, rows: result.rows });
}
