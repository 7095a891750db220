// Helpers shared by the benchmarks: start the built server on a port with its own data directory.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import chromium from '../scripts/chromium.json' with { type: 'json' };

export const chromiumPath = process.env.CHROMIUM_PATH || chromium.defaultPath;
export const chromiumArgs = chromium.args;

export function freshDataDir() {
  return mkdtempSync(path.join(tmpdir(), 'sponsorscope-bench-'));
}

/** Starts dist/server/main.js and resolves once /api/health answers 200, with the seconds it took. */
export async function startServer({ port, dataDir, env = {} }) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), 'dist/server/main.js'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let stdout = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  const url = `http://127.0.0.1:${port}/api/health`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const seconds = (performance.now() - started) / 1000;
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { child, seconds, stop, baseUrl: `http://127.0.0.1:${port}`, output: () => stdout };
}

/** Whether the test PostgreSQL answers on 127.0.0.1:5432 (pg_isready). */
export function postgresAnswers() {
  try {
    execFileSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']);
    return true;
  } catch {
    return false;
  }
}

/** Runs one SQL command on the test PostgreSQL as its superuser (creating and dropping scratch databases). */
export function psql(command) {
  execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', command]);
}
