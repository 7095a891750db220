// JavaScript and CSS a page loads in Chromium, measured as gzip bytes of every response it fetched.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './lib.mjs';

export async function pageWeight(baseUrl, paths) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results = {};
  try {
    for (const path of paths) {
      const page = await browser.newPage();
      const sizes = { js: 0, css: 0, jsFiles: 0 };
      const pending = [];
      page.on('response', (res) => {
        const type = res.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          res.body().then((body) => {
            const gz = gzipSync(body, { level: 9 }).length;
            if (type === 'script') {
              sizes.js += gz;
              sizes.jsFiles++;
            } else sizes.css += gz;
          }),
        );
      });
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      results[path] = { jsKB: sizes.js / 1024, cssKB: sizes.css / 1024, jsFiles: sizes.jsFiles };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
