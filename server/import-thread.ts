// Runs the import worker (import-worker.ts): the file is parsed and its rows checked on another
// thread, one file at a time, within a time and a memory limit; the checked rows come back in
// chunks. The built server finds dist/server/import-worker.js beside it; from source (tests, the
// dev runner without a build) the worker is bundled once with esbuild.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import { ImportFileError } from './import-file-error';
import type { CheckedRow } from './import-read';
import type { ImportWorkerInput, ImportWorkerMessage } from './import-worker';

/** How long reading one file may take before its worker is stopped and the file refused. */
export const IMPORT_READ_TIME_LIMIT_MS = 60_000;
/** The heap one file may use while it is read. */
const WORKER_HEAP_MB = 1024;

let workerFile: Promise<string> | null = null;
function findWorker(): Promise<string> {
  workerFile ??= (async () => {
    const built = fileURLToPath(new URL('./import-worker.js', import.meta.url));
    if (existsSync(built)) return built;
    const { build } = await import('esbuild');
    const out = await build({
      entryPoints: [fileURLToPath(new URL('./import-worker.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      write: false,
      logLevel: 'warning',
    });
    // Inside the project, so the worker's packages resolve from its node_modules.
    const dir = fileURLToPath(new URL('../node_modules/.cache/sponsorscope/', import.meta.url));
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'import-worker.mjs');
    const temporary = `${file}.${process.pid}`;
    writeFileSync(temporary, out.outputFiles[0]!.contents);
    renameSync(temporary, file);
    return file;
  })();
  return workerFile;
}

const oneAtATime = pLimit(1);

/**
 * Reads and checks an import file on the worker thread. A file the import refuses rejects with an
 * ImportFileError (400, or 413 over a bound, too slow or too large to read); its message names why.
 */
export function readImportOffThread(
  fileName: string,
  bytes: Uint8Array,
  { timeLimitMs = IMPORT_READ_TIME_LIMIT_MS }: { timeLimitMs?: number } = {},
): Promise<CheckedRow[]> {
  return oneAtATime(async () => {
    const file = await findWorker();
    // The worker takes its own copy of the bytes (moved, not copied again).
    const input: ImportWorkerInput = { fileName, bytes: new Uint8Array(bytes) };
    return new Promise<CheckedRow[]>((resolve, reject) => {
      const rows: CheckedRow[] = [];
      let settled = false;
      const worker = new Worker(file, {
        workerData: input,
        transferList: [input.bytes.buffer as ArrayBuffer],
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      });
      const finish = (error: Error | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        if (error) reject(error);
        else resolve(rows);
      };
      const timer = setTimeout(
        () =>
          finish(
            new ImportFileError(
              `Reading the file took longer than ${Math.round(timeLimitMs / 1000)} seconds, so it was stopped. Split it into smaller files.`,
              413,
            ),
          ),
        timeLimitMs,
      );
      worker.on('message', (message: ImportWorkerMessage) => {
        if (message.type === 'rows') {
          for (const row of message.rows) rows.push(row);
          // Asks for the next chunk after a turn of the event loop.
          setImmediate(() => {
            if (!settled) worker.postMessage('next');
          });
        } else if (message.type === 'done') finish(null);
        else finish(new ImportFileError(message.message, message.status));
      });
      worker.on('error', (error: Error & { code?: string }) => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
          finish(
            new ImportFileError(
              'Reading the file needs more memory than one import may use. Split it into smaller files.',
              413,
            ),
          );
        // A reader library failing outside its own error path: the file is what it could not read.
        else
          finish(
            Object.assign(
              new ImportFileError(
                fileName.toLowerCase().endsWith('.xlsx')
                  ? 'The file is not an Excel workbook (.xlsx) this import can read.'
                  : 'The file could not be read.',
              ),
              { cause: error },
            ),
          );
      });
      worker.on('exit', (code) => finish(new Error(`The import worker stopped early (exit code ${code}).`)));
    });
  });
}
