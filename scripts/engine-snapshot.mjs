// npm run engine:snapshot -- FILE: writes every brand's BaseLine, spend, share and competitors, and
// every deal's terms and value, as the engine computes them for data/dataset.json; with --compare
// FILE, prints how many figures differ from an earlier snapshot (0 when a change to the engine's
// mechanics kept every figure the product shows).
import { readFileSync, writeFileSync } from 'node:fs';
import { loadEngine } from './engine-bundle.mjs';

const { Universe } = await loadEngine();
const dataset = JSON.parse(readFileSync(process.env.SNAPSHOT_DATASET ?? 'data/dataset.json', 'utf8'));
const now = new Date(process.env.SNAPSHOT_NOW ?? '2026-11-28T12:00:00Z');
const u = new Universe(dataset, now);
const snapshot = { deals: {}, brands: {} };
for (const d of u.allDeals()) snapshot.deals[d.id] = { contract: d.contract, value: d.value, tier: d.tier };
for (const id of u.brandIds()) {
  const p = u.brandProfile(id);
  snapshot.brands[id] = {
    score: p.score,
    summary: u.brandSummary(id),
    share: u.share(id),
    competitors: p.competitors,
    categoryTrend: p.categoryTrend,
  };
}
const [flag, file] = process.argv.slice(2);
if (flag === '--compare') {
  const before = JSON.parse(readFileSync(file, 'utf8'));
  let differ = 0;
  for (const kind of ['deals', 'brands'])
    for (const [id, v] of Object.entries(before[kind])) {
      if (JSON.stringify(v) !== JSON.stringify(snapshot[kind][id])) {
        differ++;
        if (differ <= 10)
          console.log(
            `${kind} ${id} differs:\n  before ${JSON.stringify(v).slice(0, 400)}\n  after  ${JSON.stringify(snapshot[kind][id]).slice(0, 400)}`,
          );
      }
    }
  console.log(
    `${differ} of ${Object.keys(before.deals).length + Object.keys(before.brands).length} figures differ`,
  );
  process.exitCode = differ ? 1 : 0;
} else writeFileSync(flag ?? 'engine-snapshot.json', JSON.stringify(snapshot));
