// npm run eval:values — leave-one-out check of the deal-value model on the reported deals of
// data/dataset.json: the share inside the estimated range, the median error (overall and for the deals
// that started before 2010), the market index by year and the worst misses.
import { readFileSync } from 'node:fs';
import { loadEngine } from './engine-bundle.mjs';

const { Universe, evaluateValues } = await loadEngine();
const dataset = JSON.parse(readFileSync('data/dataset.json', 'utf8'));
const started = performance.now();
const result = evaluateValues(new Universe(dataset));
const ms = performance.now() - started;
const pct = (x) => `${(x * 100).toFixed(1)}%`;
const money = (x) => `$${(x / 1e6).toFixed(1)}M`;
console.log(`Value model, leave-one-out on ${result.samples} reported deals (${ms.toFixed(0)} ms)`);
console.log(`  inside the estimated range: ${pct(result.coverage)} (target at least 70%)`);
process.stdout.on('error', () => {});
console.log(`  median error: ${pct(result.medianError)} (target at most 35%)`);
console.log(`  spread (sigma of log residuals): ${result.sigma.toFixed(2)}`);
const early = (label, e) =>
  console.log(
    `  ${label}: ${e.samples} deals, ${pct(e.coverage)} inside the range, median error ${pct(e.medianError)}`,
  );
early('deals that started before 2010', result.startedEarly);
early('values reported for a year before 2010', result.valuedEarly);
console.log(
  `  market index: growth ${(result.index.late * 100).toFixed(1)} log points a year from ${result.index.knotYear}, ${(
    result.index.early * 100
  ).toFixed(1)} before; ${result.index.values
    .map((v) => `${v.year} ${v.factor.toFixed(3)}`)
    .join(', ')} (${result.index.baseYear} = 1)`,
);
console.log('  worst misses:');
for (const w of result.worst)
  console.log(
    `    ${w.deal}: reported ${money(w.reportedUsd)}, estimated ${money(w.estimateUsd)} (x${w.ratio.toFixed(2)})`,
  );
if (process.argv.includes('--json')) console.log(JSON.stringify(result));
