// Cold start of the built server to the first 200 from /api/health: on an empty data directory
// (creates, migrates and seeds the embedded database) against a start on the same, now seeded,
// directory. Also the resident memory each start leaves and its peak.
import { memoryMB } from './api.mjs';
import { freshDataDir, startServer } from './lib.mjs';

async function timedStart(dataDir) {
  const server = await startServer({ port: 5191, dataDir });
  await new Promise((r) => setTimeout(r, 1000));
  const memory = memoryMB(server.child.pid);
  await server.stop();
  return { seconds: server.seconds, rssMB: memory.rss, peakMB: memory.peak };
}

export async function coldStart() {
  const dataDir = freshDataDir();
  const empty = await timedStart(dataDir);
  const seeded = await timedStart(dataDir);
  return { empty, seeded, ratio: empty.seconds / seeded.seconds };
}

export function printColdStart(r) {
  const line = (label, s) =>
    `  ${label}: ${s.seconds.toFixed(2)} s to the first 200; RSS ${Math.round(s.rssMB)} MB a second later (peak ${Math.round(s.peakMB)} MB)`;
  console.log(line('empty data directory', r.empty));
  console.log(line('seeded data directory', r.seeded));
  console.log(`  empty/seeded ratio ${r.ratio.toFixed(2)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) printColdStart(await coldStart());
