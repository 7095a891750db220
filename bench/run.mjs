// npm run bench: every benchmark, a table on stdout and bench/results.json.
// Figures are counts (bytes, scores) or ratios against a reference taken in the same run.
import { writeFileSync } from 'node:fs';
import argon2Params from '../server/features/auth/argon2.json' with { type: 'json' };
import { authBench } from './auth.mjs';
import { coldStart } from './cold-start.mjs';
import { signIn } from './http.mjs';
import { intelligenceBench, printIntelligence } from './intelligence.mjs';
import { freshDataDir, startServer } from './lib.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { newsletterBench, printNewsletter } from './newsletter.mjs';
import { pageWeight } from './page-weight.mjs';
import { printSearchUi, searchUiBench } from './search-ui.mjs';

const budgets = {
  homeJsKB: 100,
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
};
const pages = ['/', '/product', '/terms'];
const results = { date: new Date().toISOString(), node: process.version };
let failures = 0;

const server = await startServer({ port: 5190, dataDir: freshDataDir() });
try {
  results.pageWeight = await pageWeight(server.baseUrl, [...pages, '/sample-report', '/search']);
  console.log('\nPage weight (gzip, as loaded in Chromium)');
  console.table(
    Object.fromEntries(
      Object.entries(results.pageWeight).map(([p, w]) => [
        p,
        { 'JS KB': w.jsKB.toFixed(1), 'CSS KB': w.cssKB.toFixed(1), 'JS files': w.jsFiles },
      ]),
    ),
  );
  const homeJs = results.pageWeight['/'].jsKB;
  console.log(
    `/ JavaScript: ${homeJs.toFixed(1)} KB of ${budgets.homeJsKB} KB budget (${((homeJs / budgets.homeJsKB) * 100).toFixed(0)}%)`,
  );
  if (homeJs > budgets.homeJsKB) failures++;

  for (const desktop of [false, true]) {
    const key = desktop ? 'lighthouseDesktop' : 'lighthouseMobile';
    results[key] = await runLighthouse(server.baseUrl, pages, { desktop });
    console.log(`\nLighthouse ${desktop ? 'desktop' : 'mobile'}`);
    console.table(results[key]);
    if (!desktop) {
      for (const [p, r] of Object.entries(results[key])) {
        if (r.error) {
          console.log(`  Lighthouse could not measure ${p}: ${r.error}`);
          failures++;
          continue;
        }
        for (const [cat, min] of Object.entries(budgets.lighthouse)) {
          if (r[cat] < min) {
            console.log(`  below target: ${p} ${cat} ${r[cat]} < ${min}`);
            failures++;
          }
        }
      }
    }
  }

  // The intelligence tool itself, signed in (issue #5): performance >= 90, accessibility 100.
  const session = await signIn(server.baseUrl);
  results.lighthouseSearch = await runLighthouse(server.baseUrl, ['/search'], {
    cookies: session.cookies,
  });
  console.log('\nLighthouse mobile, /search signed in (first visit: the tour is open)');
  console.table(results.lighthouseSearch);
  const search = results.lighthouseSearch['/search'];
  if (search.error || search.performance < 90 || search.accessibility < 100) {
    console.log(
      `  below target: /search ${search.error ?? `performance ${search.performance}, accessibility ${search.accessibility}`}`,
    );
    failures++;
  }
} finally {
  await server.stop();
}

results.searchUi = await searchUiBench();
console.log('\nSearch screen in Chromium (signed in)');
failures += printSearchUi(results.searchUi);

results.startup = await coldStart();
console.log(
  `\nCold start to first 200 from /api/health: ${results.startup.coldSeconds.toFixed(2)} s on an empty DATA_DIR, ` +
    `${results.startup.warmSeconds.toFixed(2)} s reopening it (ratio ${results.startup.ratio.toFixed(2)})`,
);

results.auth = await authBench();
console.log('\nHTTP on loopback, 50 connections, 10 s each');
console.table({
  '/api/health (reference)': {
    'req/s': Math.round(results.auth.health.rps),
    p50: results.auth.health.p50,
    p99: results.auth.health.p99,
  },
  '/api/auth/me (signed in)': {
    'req/s': Math.round(results.auth.me.rps),
    p50: results.auth.me.p50,
    p99: results.auth.me.p99,
  },
});
console.log(
  `/api/auth/me throughput: ${(results.auth.ratio * 100).toFixed(0)}% of /api/health (target >= 50%)`,
);
if (results.auth.ratio < 0.5) failures++;
results.auth.argon2 = argon2Params;
console.log(
  `argon2id: ${argon2Params.memoryCost} KiB, ${argon2Params.timeCost} passes, parallelism ${argon2Params.parallelism}; ` +
    `login median ${results.auth.latency.correctMs.toFixed(1)} ms (wrong password ${results.auth.latency.wrongPasswordMs.toFixed(1)} ms, unknown e-mail ${results.auth.latency.unknownEmailMs.toFixed(1)} ms)`,
);

results.intelligence = await intelligenceBench();
console.log('\nIntelligence API on loopback, 50 connections, 10 s each (signed in)');
failures += printIntelligence(results.intelligence);

results.newsletter = await newsletterBench();
console.log('\nIn The Know delivery (PostgreSQL, loopback SMTP sink)');
failures += printNewsletter(results.newsletter);

writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log(
  `\nbench/results.json written; ${failures === 0 ? 'all targets met' : `${failures} target(s) missed`}`,
);
