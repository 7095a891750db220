// The import worker: reads one file (parsing, bounds, each row's schema check) on its own thread,
// then posts the checked rows in chunks, so the server's event loop receives a little at a time.
// Started by import-thread.ts; built beside the server as dist/server/import-worker.js.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { ImportFileError } from './import-file-error';
import { checkRows, parseImportFile } from './import-read';

export interface ImportWorkerInput {
  fileName: string;
  bytes: Uint8Array;
}

export type ImportWorkerMessage =
  | { type: 'rows'; rows: ReturnType<typeof checkRows> }
  | { type: 'done'; total: number }
  | { type: 'refused'; message: string; status: 400 | 413 };

/** Rows per message: small enough that the server takes each one in a millisecond or two. */
const CHUNK = 2000;

/**
 * The nice value this thread takes: on two cores, a worker at the server's own priority takes half
 * the CPU the event loop needs to answer meanwhile; a lower priority lets the server's thread run
 * first whenever both are ready. On Linux the nice value is per thread, so only this thread is
 * lowered (elsewhere the call may lower the whole process or be refused, and is then skipped).
 */
const WORKER_NICE = 10;
if (process.platform === 'linux') {
  try {
    setPriority(WORKER_NICE);
  } catch {
    // Not allowed here (a container that forbids it): the worker runs at the server's priority.
  }
}

const post = (message: ImportWorkerMessage) => parentPort!.postMessage(message);
const { fileName, bytes } = workerData as ImportWorkerInput;

try {
  const checked = checkRows(await parseImportFile(fileName, Buffer.from(bytes)));
  for (let i = 0; i < checked.length; i += CHUNK) {
    post({ type: 'rows', rows: checked.slice(i, i + CHUNK) });
    // The next chunk waits until the server has taken this one (else they queue up and are taken in one go).
    await new Promise((resolve) => parentPort!.once('message', resolve));
  }
  post({ type: 'done', total: checked.length });
} catch (error) {
  if (!(error instanceof ImportFileError)) throw error;
  post({ type: 'refused', message: error.message, status: error.status });
}
