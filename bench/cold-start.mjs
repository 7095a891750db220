// Cold start of the built server on an empty data directory (creates and migrates the embedded
// database) to the first 200 from /api/health, against a warm start on the same, now existing, directory.
import { freshDataDir, startServer } from './lib.mjs';

export async function coldStart() {
  const dataDir = freshDataDir();
  const cold = await startServer({ port: 5191, dataDir });
  await cold.stop();
  const warm = await startServer({ port: 5191, dataDir });
  await warm.stop();
  return { coldSeconds: cold.seconds, warmSeconds: warm.seconds, ratio: cold.seconds / warm.seconds };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await coldStart();
  console.log(`cold start (empty DATA_DIR): ${r.coldSeconds.toFixed(2)} s`);
  console.log(
    `warm start (existing DATA_DIR): ${r.warmSeconds.toFixed(2)} s  (cold/warm ratio ${r.ratio.toFixed(2)})`,
  );
}
