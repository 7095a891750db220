// Issue target: GET /api/auth/me for a signed-in user at >= 50% of /api/health throughput on the
// same server, same run (50 connections, loopback). Also prints argon2 parameters and login latency.
import argon2Params from '../server/features/auth/argon2.json' with { type: 'json' };
import { load, loginLatency, signIn } from './http.mjs';
import { freshDataDir, startServer } from './lib.mjs';

export async function authBench({ duration = 10 } = {}) {
  const server = await startServer({
    port: 5193,
    dataDir: freshDataDir(),
    // The latency probe signs in many times from one address.
    env: { AUTH_LIMIT_PER_IP: '100000', AUTH_LIMIT_PER_EMAIL: '100000' },
  });
  try {
    const session = await signIn(server.baseUrl);
    const health = await load(`${server.baseUrl}/api/health`, { duration });
    const me = await load(`${server.baseUrl}/api/auth/me`, { duration, headers: { cookie: session.cookie } });
    const latency = await loginLatency(server.baseUrl, session.email, session.password);
    return { health, me, ratio: me.rps / health.rps, latency };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await authBench({ duration: Number(process.env.BENCH_SECONDS ?? 10) });
  console.log(
    `argon2id parameters: memory ${argon2Params.memoryCost} KiB, ${argon2Params.timeCost} passes, parallelism ${argon2Params.parallelism}`,
  );
  console.table({
    '/api/health': {
      'req/s': Math.round(r.health.rps),
      p50: r.health.p50,
      p99: r.health.p99,
      non2xx: r.health.non2xx,
    },
    '/api/auth/me': { 'req/s': Math.round(r.me.rps), p50: r.me.p50, p99: r.me.p99, non2xx: r.me.non2xx },
  });
  console.log(`/api/auth/me throughput = ${(r.ratio * 100).toFixed(0)}% of /api/health (target >= 50%)`);
  console.log(
    `login latency (median of 15): correct ${r.latency.correctMs.toFixed(1)} ms, wrong password ${r.latency.wrongPasswordMs.toFixed(1)} ms, unknown e-mail ${r.latency.unknownEmailMs.toFixed(1)} ms`,
  );
}
