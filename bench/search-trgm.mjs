// npm run bench:search-trgm: typeahead over the names of a synthetic dataset of N deals
// (bench/scale-data.mjs), answered by the server's in-memory word index (server/catalog) and by
// PostgreSQL's pg_trgm (a GIN trigram index, prefix LIKE and similarity), side by side in one run:
// build time, memory, and the p95 of the same queries (prefixes of names and one-letter typos),
// with each p95 also as a ratio to a trivial query's p95 on the same engine.
//
// Sizes: SEARCH_SIZES (default 40000,400000,1000000). Needs PostgreSQL on 127.0.0.1:5432 for the
// pg_trgm half (skipped, with a line saying so, when it does not answer).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import pg from 'pg';
import { postgresAnswers, psql } from './lib.mjs';
import { scaleDataset } from './scale-data.mjs';

const sizes = (process.env.SEARCH_SIZES ?? '40000,400000,1000000').split(',').filter(Boolean).map(Number);
const QUERIES = 300;

async function loadCatalog() {
  // Inside the project, so the bundle's packages (left external) resolve from node_modules.
  mkdirSync(path.join('node_modules', '.cache'), { recursive: true });
  const out = path.join(mkdtempSync(path.join('node_modules', '.cache', 'catalog-')), 'catalog.mjs');
  buildSync({
    stdin: {
      contents: `export { Catalog } from './server/catalog/catalog';
        export { normaliseName } from './core/intelligence/names';`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    outfile: out,
    logLevel: 'warning',
  });
  return import(pathToFileURL(path.resolve(out)).href);
}

const p95 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.95))];
};
const fmt = (x, d = 1) => (x === undefined ? '-' : x.toFixed(d));

/** Every brand, property and athlete name of a dataset. */
function namesOf(dataset) {
  return [
    ...dataset.brands.map((b) => ({ type: 'brand', id: b.id, name: b.name })),
    ...dataset.properties.map((p) => ({ type: 'rightsHolder', id: p.id, name: p.name })),
    ...dataset.athletes.map((a) => ({ type: 'athlete', id: a.id, name: a.fullName })),
  ];
}

/** Prefixes (3 to 6 letters) of names spread over the list, and every fifth with one letter changed. */
function queriesOf(names) {
  const out = [];
  for (let i = 0; i < QUERIES; i++) {
    const name = names[(i * 7919) % names.length].name;
    let q = name.slice(0, 3 + (i % 4));
    if (i % 5 === 4 && q.length > 3) q = `${q.slice(0, 2)}${q[2] === 'a' ? 'e' : 'a'}${q.slice(3)}`;
    out.push(q);
  }
  return out;
}

async function inMemory(Catalog, normaliseName, names, queries) {
  global.gc?.();
  const heap = process.memoryUsage().heapUsed;
  const started = performance.now();
  const catalog = new Catalog(
    names.map((e) => ({
      ...e,
      subtitle: '',
      sport: null,
      keys: [normaliseName(e.name)],
      running: 1,
      total: 1,
    })),
  );
  const build = performance.now() - started;
  global.gc?.();
  const heapMB = (process.memoryUsage().heapUsed - heap) / 1e6;
  // Answers are cached per query: each is asked once, through the uncached ranking.
  const time = (qs) =>
    qs.map((q) => {
      const t = performance.now();
      catalog.search('all', q, 10);
      return performance.now() - t;
    });
  time(queries.slice(0, 20));
  const trivial = p95(time(queries.map(() => 'zzzzzzzzzz')));
  return { build, heapMB, p95: p95(time(queries)), trivial, catalog };
}

async function trigram(names, queries, n) {
  const db = `sponsorscope_trgm_${n}_${process.pid}`;
  psql(`create database ${db}`);
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${db}` });
  await client.connect();
  try {
    await client.query('create extension pg_trgm');
    await client.query('create table entities (type text not null, id text not null, name text not null)');
    for (let i = 0; i < names.length; i += 5000) {
      const batch = names.slice(i, i + 5000);
      const values = batch.map((_, j) => `($${3 * j + 1}, $${3 * j + 2}, $${3 * j + 3})`).join(',');
      await client.query(
        `insert into entities values ${values}`,
        batch.flatMap((e) => [e.type, e.id, e.name]),
      );
    }
    const started = performance.now();
    await client.query('create index entities_trgm on entities using gin (lower(name) gin_trgm_ops)');
    await client.query('analyze entities');
    const build = performance.now() - started;
    const [{ mb }] = (await client.query("select pg_total_relation_size('entities') / 1e6 as mb")).rows;
    const ask = (q) =>
      client.query(
        `select type, id, name from entities
          where lower(name) like $1 || '%' or lower(name) % $1
          order by (lower(name) like $1 || '%') desc, similarity(lower(name), $1) desc, name
          limit 10`,
        [q.toLowerCase()],
      );
    const time = async (qs) => {
      const out = [];
      for (const q of qs) {
        const t = performance.now();
        await ask(q);
        out.push(performance.now() - t);
      }
      return out;
    };
    await time(queries.slice(0, 20));
    const trivial = p95(
      await (async () => {
        const out = [];
        for (let i = 0; i < queries.length; i++) {
          const t = performance.now();
          await client.query('select 1');
          out.push(performance.now() - t);
        }
        return out;
      })(),
    );
    return { build, tableMB: Number(mb), p95: p95(await time(queries)), trivial };
  } finally {
    await client.end();
    psql(`drop database if exists ${db} with (force)`);
  }
}

const { Catalog, normaliseName } = await loadCatalog();
const withPg = postgresAnswers();
if (!withPg) console.log('PostgreSQL does not answer on 127.0.0.1:5432: the in-memory index only.');
const rows = [];
for (const n of sizes) {
  const names = namesOf(scaleDataset(n));
  const queries = queriesOf(names);
  const mem = await inMemory(Catalog, normaliseName, names, queries);
  const trgm = withPg ? await trigram(names, queries, n) : undefined;
  mem.catalog = undefined;
  const row = { deals: n, names: names.length, memory: mem, trigram: trgm };
  rows.push(row);
  console.log(
    `${n.toLocaleString('en-GB')} deals, ${names.length.toLocaleString('en-GB')} names:\n` +
      `  in-memory word index: built in ${fmt(mem.build, 0)} ms, ${fmt(mem.heapMB, 0)} MB of heap, p95 ${fmt(mem.p95, 2)} ms (${fmt(mem.p95 / mem.trivial, 1)}x a query that matches nothing)\n` +
      (trgm
        ? `  pg_trgm GIN index:    built in ${fmt(trgm.build, 0)} ms, table and index ${fmt(trgm.tableMB, 0)} MB, p95 ${fmt(trgm.p95, 2)} ms (${fmt(trgm.p95 / trgm.trivial, 1)}x select 1); in-memory p95 is ${fmt(trgm.p95 / mem.p95, 1)}x faster`
        : ''),
  );
}
const out = path.join('bench', 'search-scale-results.json');
writeFileSync(
  out,
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, rows }, null, 2)}\n`,
);
console.log(`written to ${out}`);
