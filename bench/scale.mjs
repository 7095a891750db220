// npm run bench:scale: how the cost of the engine and of the server grows with the number of
// partnerships, on synthetic datasets (bench/scale-data.mjs) of N deals.
//
// Part 1, the engine alone (in this process): building the Universe with a value-model fit (a first
// start), again with the stored fit (a restart, or a reload after a desk edit), a brand view of the
// biggest and of a small brand, a desk edit (Universe.apply) with the brand's view after it; each as CPU time and as a ratio to a linear reference measured in
// the same run (a JSON round trip of the same dataset), with the growth exponent between sizes.
// Part 2, the built server (dist/server/main.js) on PGlite and on PostgreSQL (when 127.0.0.1:5432
// answers): first start from an empty data folder, restart on it, peak RSS, search p95, brand view
// p95 (small brand; the biggest brand's first screen, then all its deals) against /api/health p95 in the same run, and on PostgreSQL a desk
// edit on one instance until a second instance shows it.
//
// Sizes: SCALE_ENGINE_SIZES (default 4000,40000,400000,1000000) and SCALE_SERVER_SIZES (default
// 4000,40000; add 400000,1000000 on a quiet machine: a million-deal first start takes minutes);
// SCALE_SERVER_KINDS (default pglite,postgres) picks the databases.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadEngine } from '../scripts/engine-bundle.mjs';
import { memoryMB } from './api.mjs';
import { signIn } from './http.mjs';
import { freshDataDir, postgresAnswers, psql, startServer } from './lib.mjs';
import { scaleDataset } from './scale-data.mjs';

const sizes = (name, fallback) => (process.env[name] ?? fallback).split(',').filter(Boolean).map(Number);
const engineSizes = sizes('SCALE_ENGINE_SIZES', '4000,40000,400000,1000000');
const serverSizes = sizes('SCALE_SERVER_SIZES', '4000,40000');
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const timed = (f) => {
  const start = cpuMs();
  const value = f();
  return { ms: cpuMs() - start, value };
};
const exponent = (a, b, key) => Math.log(b[key] / a[key]) / Math.log(b.n / a.n);
const fmt = (x, digits = 0) => (x === undefined || Number.isNaN(x) ? '-' : x.toFixed(digits));

/** The biggest brand of a dataset and one with three deals (or the smallest). */
function brandsOf(dataset) {
  const count = new Map();
  for (const d of dataset.partnerships) count.set(d.brandId, (count.get(d.brandId) ?? 0) + 1);
  const sorted = [...count].sort((a, b) => b[1] - a[1]);
  const name = (id) => dataset.brands.find((b) => b.id === id).name;
  const small = sorted.find(([, c]) => c === 3) ?? sorted[sorted.length - 1];
  return {
    big: { id: sorted[0][0], name: name(sorted[0][0]), deals: sorted[0][1] },
    small: { id: small[0], name: name(small[0]), deals: small[1] },
  };
}

async function engineBench() {
  const { Universe, fitValueModel } = await loadEngine();
  const now = new Date('2026-11-28T12:00:00Z');
  const rows = [];
  for (const n of engineSizes) {
    const dataset = scaleDataset(n);
    const { big, small } = brandsOf(dataset);
    const reference = timed(() => JSON.parse(JSON.stringify(dataset))).ms;
    let model;
    const first = timed(() => new Universe(dataset, now, { fit: (s) => (model = fitValueModel(s)) }));
    first.value = undefined;
    global.gc?.();
    const reload = timed(() => new Universe(dataset, now, { fit: () => model }));
    const u = reload.value;
    // The first profile after a load also builds the Universe's lazy indexes (competitor pools, trends).
    const firstView = timed(() => u.brandProfile(dataset.brands[dataset.brands.length - 1].id)).ms;
    const smallView = timed(() => u.brandProfile(small.id)).ms;
    const bigView = timed(() => u.brandProfile(big.id)).ms;
    // A desk edit: one running deal of the small brand ends (Universe.apply), then one of the
    // biggest brand; each followed by that brand's view, as the editor sees it next.
    const endOne = (brandId) => {
      const d = dataset.partnerships.find((x) => x.brandId === brandId && x.endYear === null && !x.reported);
      return d ? { partnerships: [{ ...d, endYear: 2025 }] } : {};
    };
    const smallEdit = timed(() => {
      const delta = u.apply(endOne(small.id));
      u.brandProfile(small.id);
      return delta;
    });
    const bigEdit = timed(() => {
      const delta = u.apply(endOne(big.id));
      u.brandProfile(big.id);
      return delta;
    });
    global.gc?.();
    const heapMB = process.memoryUsage().heapUsed / 1e6;
    reload.value = undefined;
    rows.push({
      n,
      reference,
      first: first.ms,
      reload: reload.ms,
      bigView,
      smallView,
      bigDeals: big.deals,
      smallEdit: smallEdit.ms,
      bigEdit: bigEdit.ms,
      bigEditDeals: bigEdit.value.added.length,
      heapMB,
    });
    console.log(
      `  ${n.toLocaleString('en-GB')} deals: first build ${fmt(first.ms)} ms, reload ${fmt(reload.ms)} ms (${fmt(reload.ms / reference, 2)}x the JSON round trip), first profile after the load ${fmt(firstView)} ms, then biggest brand (${big.deals} deals) ${fmt(bigView)} ms, small brand ${fmt(smallView, 1)} ms; a desk edit with the brand's view after it: small brand ${fmt(smallEdit.ms, 1)} ms (${fmt(smallEdit.ms / reference, 4)}x), biggest brand ${fmt(bigEdit.ms)} ms (${bigEdit.value.added.length} deals recomputed); heap ${fmt(heapMB)} MB`,
    );
  }
  console.log('  growth exponents (1.00 is linear):');
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1], rows[i]];
    console.log(
      `    ${a.n} -> ${b.n}: first build ${fmt(exponent(a, b, 'first'), 2)}, reload ${fmt(exponent(a, b, 'reload'), 2)}, small-brand edit ${fmt(exponent(a, b, 'smallEdit'), 2)}, reference ${fmt(exponent(a, b, 'reference'), 2)}, heap ${fmt(exponent(a, b, 'heapMB'), 2)}`,
    );
  }
  return rows;
}

function p95(samples) {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.95))];
}

async function latency(url, headers, n = 60) {
  const samples = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const res = await fetch(typeof url === 'function' ? url(i) : url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${res.status} from ${typeof url === 'function' ? url(i) : url}`);
    samples.push(performance.now() - start);
  }
  return p95(samples);
}

const ADMIN = { email: 'scale.admin@example.test', password: 'scale bench admin password' };
async function adminCookie(baseUrl) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`admin log-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function serverBench(n, kind) {
  const dataset = scaleDataset(n);
  const { big, small } = brandsOf(dataset);
  const dir = freshDataDir();
  const file = path.join(dir, 'dataset.json');
  writeFileSync(file, JSON.stringify(dataset));
  let url;
  if (kind === 'postgres') {
    const name = `sponsorscope_scale_${n}_${process.pid}`;
    psql(`create database ${name}`);
    url = `postgres://postgres@127.0.0.1:5432/${name}`;
  }
  const env = {
    DATASET_FILE: file,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_LIMIT_PER_IP: '1000',
    CATALOG_REFRESH_MS: '500',
    LOG_LEVEL: 'info',
    ...(url ? { DATABASE_URL: url } : {}),
  };
  const row = { n, kind };
  try {
    const first = await startServer({ port: 5195, dataDir: path.join(dir, 'data'), env });
    row.firstStart = first.seconds;
    row.progressLines = first
      .output()
      .split('\n')
      .filter((l) => l.includes('seeded ')).length;
    await first.stop();
    const server = await startServer({ port: 5195, dataDir: path.join(dir, 'data'), env });
    row.restart = server.seconds;
    try {
      const { cookie } = await signIn(server.baseUrl);
      const headers = { cookie };
      const base = server.baseUrl;
      const prefixes = dataset.brands.slice(0, 60).map((b) => b.name.slice(0, 3 + (b.name.length % 4)));
      row.health = await latency(`${base}/api/health`, headers);
      row.search = await latency(
        (i) => `${base}/api/search?q=${encodeURIComponent(prefixes[i % prefixes.length])}&type=all`,
        headers,
      );
      row.smallView = await latency(`${base}/api/brand/${encodeURIComponent(small.name)}/data`, headers, 30);
      // The first screen (what the brand view asks first), cold: the first call computes the profile.
      row.bigFirst = await latency(
        `${base}/api/brand/${encodeURIComponent(big.name)}/data?first=60`,
        headers,
        20,
      );
      // Every deal (what the view fetches meanwhile, and what an export reads).
      row.bigView = await latency(`${base}/api/brand/${encodeURIComponent(big.name)}/data`, headers, 10);
      row.listing = await latency(
        `${base}/api/partnerships?brand=${encodeURIComponent(big.name)}&limit=50`,
        headers,
      );
      row.peakMB = memoryMB(server.child.pid).peak;
      if (kind === 'postgres') row.editVisible = await editSeenElsewhere(base, big.name, env, dir);
    } finally {
      await server.stop();
    }
  } catch (error) {
    row.error = String(error.message ?? error).slice(0, 200);
  } finally {
    if (url) psql(`drop database if exists ${url.split('/').pop()} with (force)`);
  }
  return row;
}

/** Ends a running deal of a brand on this instance; seconds until a second instance lists it as ended. */
async function editSeenElsewhere(base, brand, env, dir) {
  const other = await startServer({ port: 5196, dataDir: path.join(dir, 'data-b'), env });
  try {
    const cookie = await adminCookie(base);
    const running = async (at) => {
      const res = await fetch(
        `${at}/api/partnerships?brand=${encodeURIComponent(brand)}&status=running&limit=1`,
        {
          headers: { cookie },
        },
      );
      return res.json();
    };
    const before = await running(other.baseUrl);
    const deal = before.partnerships[0];
    const start = performance.now();
    const res = await fetch(`${base}/api/desk/partnerships/${deal.id}/end`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ endYear: 2026, note: 'scale bench: ended to time the reload' }),
    });
    if (!res.ok) throw new Error(`desk edit failed: ${res.status} ${await res.text()}`);
    const written = (performance.now() - start) / 1000;
    for (;;) {
      if ((await running(other.baseUrl)).total === before.total - 1) break;
      if (performance.now() - start > 600_000) throw new Error('the edit never reached the second instance');
      await new Promise((r) => setTimeout(r, 50));
    }
    return { written, seen: (performance.now() - start) / 1000 };
  } finally {
    await other.stop();
  }
}

console.log('Scale: the engine alone (CPU time)');
const engine = await engineBench();
const server = [];
const asked = (process.env.SCALE_SERVER_KINDS ?? 'pglite,postgres').split(',');
const kinds = asked.filter((k) => k === 'pglite' || (k === 'postgres' && postgresAnswers()));
if (asked.includes('postgres') && !kinds.includes('postgres'))
  console.log('PostgreSQL does not answer on 127.0.0.1:5432: server figures on PGlite only.');
for (const kind of kinds)
  for (const n of serverSizes) {
    console.log(`\nScale: the server on ${kind}, ${n.toLocaleString('en-GB')} deals`);
    const r = await serverBench(n, kind);
    server.push(r);
    if (r.error) console.log(`  stopped: ${r.error}`);
    else
      console.log(
        `  first start ${fmt(r.firstStart, 1)} s (${r.progressLines} progress lines), restart ${fmt(r.restart, 1)} s, peak RSS ${fmt(r.peakMB)} MB\n` +
          `  p95: health ${fmt(r.health, 1)} ms, search ${fmt(r.search, 1)} ms (${fmt(r.search / r.health, 1)}x health), small brand view ${fmt(r.smallView, 1)} ms, biggest brand's first screen ${fmt(r.bigFirst, 1)} ms (${fmt(r.bigFirst / r.health, 1)}x health) and all its deals ${fmt(r.bigView, 1)} ms, biggest brand's first 50 deals ${fmt(r.listing, 1)} ms` +
          (r.editVisible
            ? `\n  desk edit: written in ${fmt(r.editVisible.written, 2)} s, seen on the second instance after ${fmt(r.editVisible.seen, 2)} s`
            : ''),
      );
  }
const out = path.join('bench', 'scale-results.json');
writeFileSync(
  out,
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, engine, server }, null, 2)}\n`,
);
console.log(`\nwritten to ${out}`);
