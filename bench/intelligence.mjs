// Issue targets for the intelligence API, measured against /api/health on the same server in the
// same run: /api/search p99 under 10 ms at 50 connections and at least 50% of the health
// throughput; report generation p95 under 150 ms; seeding a fresh embedded database under 10 s.
import { load, signIn } from './http.mjs';
import { freshDataDir, startServer } from './lib.mjs';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export async function intelligenceBench({ duration = 10 } = {}) {
  const server = await startServer({ port: 5194, dataDir: freshDataDir(), env: { LOG_LEVEL: 'info' } });
  try {
    const seeded = server.output().match(/Loaded dataset v\d+ \(.*?\) in (\d+) ms/);
    const session = await signIn(server.baseUrl);
    const headers = { cookie: session.cookie };
    const routes = {
      '/api/health': await load(`${server.baseUrl}/api/health`, { duration }),
      '/api/search': await load(`${server.baseUrl}/api/search?q=nik&type=brand`, { duration, headers }),
      '/api/brand/{name}/data': await load(`${server.baseUrl}/api/brand/Nike/data`, { duration, headers }),
      '/api/talent/athletes': await load(`${server.baseUrl}/api/talent/athletes?sport=all&limit=6`, {
        duration,
        headers,
      }),
    };
    const reportMs = [];
    for (let i = 0; i < 60; i++) {
      const started = performance.now();
      const res = await fetch(`${server.baseUrl}/api/reports/generate/${i % 2 ? 'Nike' : 'Visa'}`, {
        method: 'POST',
        headers: { ...headers, origin: server.baseUrl, 'content-type': 'application/json' },
      });
      if (res.status !== 201) throw new Error(`report failed: ${res.status}`);
      reportMs.push(performance.now() - started);
    }
    return {
      seedMs: seeded ? Number(seeded[1]) : null,
      coldStartSeconds: server.seconds,
      routes,
      reportP95Ms: percentile(reportMs, 95),
      reportP50Ms: percentile(reportMs, 50),
    };
  } finally {
    await server.stop();
  }
}

export function printIntelligence(r) {
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
        },
      ]),
    ),
  );
  console.log(
    `report generation: p50 ${r.reportP50Ms.toFixed(1)} ms, p95 ${r.reportP95Ms.toFixed(1)} ms (target p95 < 150 ms)`,
  );
  console.log(
    `seeding a fresh embedded database: ${r.seedMs} ms (target < 10 s); cold start to first 200: ${r.coldStartSeconds.toFixed(2)} s`,
  );
  const search = r.routes['/api/search'];
  return [
    search.p99 < 10,
    search.rps / ref >= 0.5,
    r.reportP95Ms < 150,
    r.seedMs !== null && r.seedMs < 10_000,
  ].filter((ok) => !ok).length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await intelligenceBench({ duration: Number(process.env.BENCH_SECONDS ?? 10) });
  const missed = printIntelligence(r);
  console.log(missed === 0 ? 'all intelligence targets met' : `${missed} intelligence target(s) missed`);
}
