// Lighthouse (mobile and desktop presets) against the built app served by the real server.
// Mobile scores are simulated from the CPU time the page took here times four: on a busy or slow
// machine they drop with no change to the app. Each result carries Lighthouse's benchmarkIndex
// (its own CPU speed test at that moment; higher is faster) and the load average when it ran.

import os from 'node:os';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPath } from './lib.mjs';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The machine the scores were taken on: CPU count and the 1, 5 and 15 minute load averages. */
export function machine() {
  return { cpus: os.availableParallelism(), loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))) };
}

/** One line saying so, to print next to a table of scores. */
export function machineLine(m = machine()) {
  return `Machine: ${m.cpus} CPUs, load average ${m.loadAverage.join(' / ')} (1 / 5 / 15 min)`;
}

export async function runLighthouse(baseUrl, paths, { desktop = false, cookies } = {}) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: [...chromiumArgs, '--headless=new'] });
  if (cookies) {
    // Signed-in pages: put the session cookies in the browser itself (Lighthouse keeps cookies).
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    await cdp.contexts()[0].addCookies(cookies.map((c) => ({ ...c, url: baseUrl })));
    await cdp.close();
  }
  const results = {};
  try {
    for (const path of paths) {
      // A first navigation in a fresh browser now and then records no trace (NO_NAVSTART): once more.
      const run = () =>
        lighthouse(
          baseUrl + path,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: categories,
          },
          desktop ? desktopConfig : undefined,
        );
      let runner = await run();
      if (runner.lhr.runtimeError?.code === 'NO_NAVSTART') runner = await run();
      if (runner.lhr.runtimeError) {
        results[path] = { error: `${runner.lhr.runtimeError.code}: ${runner.lhr.runtimeError.message}` };
        continue;
      }
      const cats = runner.lhr.categories;
      results[path] = Object.fromEntries(categories.map((c) => [c, Math.round((cats[c]?.score ?? 0) * 100)]));
      const failed = Object.values(runner.lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      if (failed.length) results[path].failedAudits = failed;
      const lcp = runner.lhr.audits['largest-contentful-paint']?.numericValue;
      const fcp = runner.lhr.audits['first-contentful-paint']?.numericValue;
      results[path].fcpMs = Math.round(fcp ?? 0);
      results[path].lcpMs = Math.round(lcp ?? 0);
      results[path].tbtMs = Math.round(runner.lhr.audits['total-blocking-time']?.numericValue ?? 0);
      results[path].benchmarkIndex = Math.round(runner.lhr.environment.benchmarkIndex);
      results[path].load1m = Number(os.loadavg()[0].toFixed(2));
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
