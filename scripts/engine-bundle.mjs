// Loads the intelligence engine (TypeScript in core/) into a Node script: esbuild bundles it once
// into a temporary module. Used by npm run eval:values and npm run data:report.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';

export async function loadEngine() {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'engine-')), 'engine.mjs');
  buildSync({
    stdin: {
      contents: `export { Universe } from './core/intelligence/engine/universe';
        export { evaluateValues } from './core/intelligence/engine/evaluate';
        export { isRunning } from './core/contract/profile';
        export { fitValueModel, modelChecksum } from './core/intelligence/engine/valuation';`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    logLevel: 'warning',
  });
  return import(pathToFileURL(out).href);
}
