// The API on loopback (autocannon, 50 connections, 10 s a route), all on one server in one run:
// /api/health is the reference, every other route is reported as a ratio of its throughput.
// Also: the server's memory at idle and its peak under this load, report generation, the time to
// seed a fresh embedded database, and sign-in latency with the argon2 parameters in use.
// Targets (issue #8): every route >= 50% of the reference; /api/search p99 < 10 ms; RSS < 300 MB.
import { readFileSync } from 'node:fs';
import argon2Params from '../server/features/auth/argon2.json' with { type: 'json' };
import { load, loginLatency, signIn } from './http.mjs';
import { freshDataDir, startServer } from './lib.mjs';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Resident memory of a process in MB: now (VmRSS) and the peak since it started (VmHWM). */
export function memoryMB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))[1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

export async function apiBench({ duration = 10 } = {}) {
  // Seeded once, then restarted: the state a server spends its life in (bench/cold-start.mjs
  // measures the first start on an empty directory).
  const dataDir = freshDataDir();
  const first = await startServer({ port: 5194, dataDir, env: { LOG_LEVEL: 'info' } });
  const seeded = first.output().match(/Loaded dataset v\d+ \(.*?\) in (\d+) ms/);
  await first.stop();
  const server = await startServer({
    port: 5194,
    dataDir,
    // The latency probe signs in many times from one address; one user generates 60 reports.
    env: { AUTH_LIMIT_PER_IP: '100000', AUTH_LIMIT_PER_EMAIL: '100000', REPORTS_PER_HOUR: '1000' },
  });
  try {
    const session = await signIn(server.baseUrl);
    // As a browser asks: with gzip accepted (the engine's answers are sent compressed when it is).
    const headers = { cookie: session.cookie, 'accept-encoding': 'gzip' };
    // Idle: settled after start-up and one sign-in, before any load.
    await new Promise((r) => setTimeout(r, 2000));
    const idle = memoryMB(server.child.pid);
    const url = (path) => server.baseUrl + path;
    const routes = {
      '/api/health': await load(url('/api/health'), { duration, headers: { 'accept-encoding': 'gzip' } }),
      '/api/auth/me': await load(url('/api/auth/me'), { duration, headers }),
      '/api/search': await load(url('/api/search?q=nik&type=brand'), { duration, headers }),
      '/api/brand/{name}/data': await load(url('/api/brand/Nike/data'), { duration, headers }),
      '/api/talent/athletes': await load(url('/api/talent/athletes?sport=all&limit=6'), {
        duration,
        headers,
      }),
    };
    const underLoad = memoryMB(server.child.pid);
    const reportMs = [];
    for (let i = 0; i < 60; i++) {
      const started = performance.now();
      const res = await fetch(url(`/api/reports/generate/${i % 2 ? 'Nike' : 'Visa'}`), {
        method: 'POST',
        headers: { ...headers, origin: server.baseUrl, 'content-type': 'application/json' },
      });
      if (res.status !== 201) throw new Error(`report failed: ${res.status}`);
      reportMs.push(performance.now() - started);
    }
    const login = await loginLatency(server.baseUrl, session.email, session.password);
    return {
      routes,
      memoryMB: { idle: idle.rss, underLoadPeak: underLoad.peak },
      seedMs: seeded ? Number(seeded[1]) : null,
      reportP50Ms: percentile(reportMs, 50),
      reportP95Ms: percentile(reportMs, 95),
      login,
      argon2: argon2Params,
    };
  } finally {
    await server.stop();
  }
}

/** Prints the table and returns how many targets were missed. */
export function printApi(r) {
  const ref = r.routes['/api/health'].rps;
  console.table(
    Object.fromEntries(
      Object.entries(r.routes).map(([route, m]) => [
        route,
        {
          'req/s': Math.round(m.rps),
          'p50 ms': m.p50,
          'p99 ms': m.p99,
          'vs health': `${Math.round((m.rps / ref) * 100)}%`,
          non2xx: m.non2xx,
          errors: m.errors,
        },
      ]),
    ),
  );
  const missed = [];
  for (const [route, m] of Object.entries(r.routes)) {
    if (m.rps / ref < 0.5) missed.push(`${route} at ${Math.round((m.rps / ref) * 100)}% of the reference`);
    if (m.non2xx > 0 || m.errors > 0) missed.push(`${route}: ${m.non2xx} non-2xx, ${m.errors} errors`);
  }
  const search = r.routes['/api/search'];
  if (search.p99 >= 10) missed.push(`/api/search p99 ${search.p99} ms`);
  console.log(
    `server memory: ${Math.round(r.memoryMB.idle)} MB idle, peak ${Math.round(r.memoryMB.underLoadPeak)} MB under the load above (target < 300 MB)`,
  );
  if (r.memoryMB.underLoadPeak >= 300) missed.push('server RSS under load');
  console.log(
    `report generation: p50 ${r.reportP50Ms.toFixed(1)} ms, p95 ${r.reportP95Ms.toFixed(1)} ms; ` +
      `seeding a fresh embedded database: ${r.seedMs} ms`,
  );
  console.log(
    `argon2id: ${r.argon2.memoryCost} KiB, ${r.argon2.timeCost} passes, parallelism ${r.argon2.parallelism}; ` +
      `sign-in median ${r.login.correctMs.toFixed(1)} ms (wrong password ${r.login.wrongPasswordMs.toFixed(1)} ms, unknown e-mail ${r.login.unknownEmailMs.toFixed(1)} ms)`,
  );
  for (const m of missed) console.log(`  below target: ${m}`);
  return missed.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missed = printApi(await apiBench({ duration: Number(process.env.BENCH_SECONDS ?? 10) }));
  console.log(missed === 0 ? 'all API targets met' : `${missed} API target(s) missed`);
}
