// Public pages arrive rendered from the build (scripts/prerender.mjs): readable before any script
// runs, with their own title and description, then taken over by React without a mismatch.
import { expect, test } from '@playwright/test';
import { documentTitle, routeTable } from '../core/routes';

const pages = routeTable.filter((r) => r.indexable && r.path !== '/enterprise');

test('rendered pages are sent compressed and revalidated on every visit', async ({ request }) => {
  const res = await request.get('/terms', { headers: { 'accept-encoding': 'br' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBe('br');
  expect(res.headers()['cache-control']).toBe('no-cache');
  expect(await res.text()).toContain('<h1');
});

test('every public page is readable with JavaScript off, under its own title', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const route of pages) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading }), route.path).toBeVisible();
    await expect(page).toHaveTitle(documentTitle(route.title));
  }
  await context.close();
});

test('rendered pages hydrate without errors and respond to input', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  for (const route of pages.filter((r) => r.path !== '/search')) {
    await page.goto(route.path);
    await page.waitForLoadState('networkidle');
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // Remember the first heading the parser produced, before any script of the page runs.
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      const h1 = document.querySelector('h1');
      if (h1) {
        (window as { firstHeading?: Element }).firstHeading = h1;
        seen.disconnect();
      }
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Product' }).click();
  await expect(page.getByRole('link', { name: 'How It Works' }).first()).toBeVisible();
  // React took over the server's heading node: it was not thrown away and rendered again.
  expect(
    await page.evaluate(
      () => document.querySelector('h1') === (window as { firstHeading?: Element }).firstHeading,
    ),
  ).toBe(true);
  await page.getByRole('link', { name: 'How It Works' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /How .* works/ })).toBeVisible();
  expect(errors).toEqual([]);
});
