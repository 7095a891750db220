import { type Zippable, zipSync } from 'fflate';

/**
 * fflate's `zip` for write-excel-file's browser build (swapped in by vite.config.ts). fflate's own
 * compresses a file over 160 kB in a Web Worker it makes from a `blob:` address, which the app's
 * Content-Security-Policy forbids (worker-src falls back to script-src 'self'): the Excel export
 * of a large portfolio never finished (issue 36). Zipping on the page instead keeps the policy
 * strict; a brand's two sheets take milliseconds.
 */
export function zip(data: Zippable, callback: (error: unknown, archive: Uint8Array | null) => void): void {
  let archive: Uint8Array;
  try {
    archive = zipSync(data);
  } catch (error) {
    callback(error, null);
    return;
  }
  callback(null, archive);
}
