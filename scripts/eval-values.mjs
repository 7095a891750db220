// npm run eval:values — leave-one-out check of the deal-value model on the reported deals of
// data/dataset.json: the share inside the estimated range, the median error and the worst misses.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';

const out = path.join(mkdtempSync(path.join(tmpdir(), 'eval-values-')), 'evaluate.mjs');
buildSync({
  stdin: {
    contents: `export { Universe } from './core/intelligence/engine/universe';
      export { evaluateValues } from './core/intelligence/engine/evaluate';`,
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: out,
  logLevel: 'warning',
});
const { Universe, evaluateValues } = await import(pathToFileURL(out).href);
const dataset = JSON.parse(readFileSync('data/dataset.json', 'utf8'));
const started = performance.now();
const result = evaluateValues(new Universe(dataset));
const ms = performance.now() - started;
const pct = (x) => `${(x * 100).toFixed(1)}%`;
const money = (x) => `$${(x / 1e6).toFixed(1)}M`;
console.log(`Value model, leave-one-out on ${result.samples} reported deals (${ms.toFixed(0)} ms)`);
console.log(`  inside the estimated range: ${pct(result.coverage)} (target at least 70%)`);
console.log(`  median error: ${pct(result.medianError)} (target at most 35%)`);
console.log(`  spread (sigma of log residuals): ${result.sigma.toFixed(2)}`);
console.log('  worst misses:');
for (const w of result.worst)
  console.log(`    ${w.deal}: reported ${money(w.reportedUsd)}, estimated ${money(w.estimateUsd)} (x${w.ratio.toFixed(2)})`);
if (process.argv.includes('--json')) console.log(JSON.stringify(result));
