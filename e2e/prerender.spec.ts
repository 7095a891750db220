// Public pages arrive rendered from the build (scripts/prerender.mjs), and signed-in views rendered
// per request (server/plugins/ssr.ts): readable before any script runs, with their own title and
// description, then taken over by React without a mismatch.
import { expect, type Page, test } from '@playwright/test';
import { documentTitle, routeTable } from '../core/routes';
import { gotoReady, signUp } from './session';

/** Remembers the first heading the parser produced, before any script of the page runs. */
const rememberFirstHeading = (page: Page) =>
  page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      const h1 = document.querySelector('h1');
      if (h1) {
        (window as { firstHeading?: Element }).firstHeading = h1;
        seen.disconnect();
      }
    });
    seen.observe(document, { childList: true, subtree: true });
  });
/** Whether React took over the server's heading node rather than throwing it away and drawing another. */
const keptFirstHeading = (page: Page) =>
  page.evaluate(() => document.querySelector('h1') === (window as { firstHeading?: Element }).firstHeading);

/** Every console error and uncaught page error from here on (a hydration mismatch is one). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

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
  const errors = pageErrors(page);
  for (const route of pages.filter((r) => r.path !== '/search')) {
    await page.goto(route.path);
    await page.waitForLoadState('networkidle');
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await rememberFirstHeading(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Product' }).click();
  await expect(page.getByRole('link', { name: 'How It Works' }).first()).toBeVisible();
  // React took over the server's heading node: it was not thrown away and rendered again.
  expect(await keptFirstHeading(page)).toBe(true);
  await page.getByRole('link', { name: 'How It Works' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /How .* works/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-in view arrives rendered with its data, and the browser takes it over without asking again', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await page.goto('/');
  await signUp(page, { name: 'Render Check', password: 'render check password' });

  // First visit: the view and the tour are in the HTML itself.
  const sent = await page.request.get('/search?brand=Nike', { headers: { 'accept-encoding': 'br' } });
  expect(sent.headers()['content-encoding']).toBe('br');
  expect(sent.headers()['cache-control']).toBe('private, no-cache');
  const html = await sent.text();
  expect(html).toMatch(/<h1[^>]*>Nike<\/h1>/);
  expect(html).toContain('<title>Nike: sponsorship intelligence');
  expect(html).toContain('id="tour-body"');
  expect(html).toContain('id="ssr-data"');
  // The page carries the first screen's answer (decision 025), not Nike's whole portfolio.
  expect(html).toContain('["brand-data","nike","first"]');
  expect(html).not.toContain('["brand-data","nike","all"]');

  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    // Logos are images; the alerts bell loads its feed a moment after the page by design (TopNav).
    if (url.pathname.startsWith('/api/') && !/^\/api\/(logos\/|alerts$)/.test(url.pathname))
      asked.push(url.pathname);
  });
  await rememberFirstHeading(page);
  await gotoReady(page, '/search?brand=Nike');
  await page.waitForLoadState('networkidle');
  const tour = page.getByRole('dialog');
  await expect(tour.getByText('25% complete')).toBeVisible();
  // Hydrated: the tour answers, and React kept the server's heading node.
  await tour.getByRole('button', { name: 'Skip Tour' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await keptFirstHeading(page)).toBe(true);
  // The session, the settings and the first screen's data came with the page; the one call is for
  // the rest of Nike's portfolio (more deals than the first screen's), fetched while it shows.
  expect(asked).toEqual(['/api/brand/Nike/data']);
  await page.getByRole('tab', { name: 'Performance' }).click();
  await expect(page.getByRole('tab', { name: 'Performance' })).toHaveAttribute('aria-selected', 'true');

  // Skipping the tour set its cookie: the next page is rendered without it, and so is /enterprise.
  expect((await page.context().cookies()).some((c) => c.name === 'sponsorscope_tour_done')).toBe(true);
  expect(
    await (await page.request.get('/search?rightsHolder=Manchester%20United%20FC')).text(),
  ).not.toContain('id="tour-body"');
  await gotoReady(page, '/enterprise');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the search landing is rendered for the signed-in user, then shows this browser's recent searches", async ({
  page,
}) => {
  const errors = pageErrors(page);
  await page.goto('/');
  await signUp(page, { name: 'Landing Check', password: 'landing check password' });
  const html = await (await page.request.get('/search')).text();
  expect(html).toContain('id="ssr-data"');
  expect(html).toContain('id="tour-body"');
  // Recent searches live in this browser only: the server drew none, the page shows them once taken over.
  await page.evaluate(() =>
    localStorage.setItem('sponsorscope.recentSearches', JSON.stringify(['Visa', 'Rolex'])),
  );
  await rememberFirstHeading(page);
  await gotoReady(page, '/search');
  await page.getByRole('dialog').getByRole('button', { name: 'Skip Tour' }).click();
  const recent = page.getByRole('region', { name: 'Recent Searches' });
  await expect(recent.getByRole('button', { name: 'Visa' })).toBeVisible();
  await expect(recent.getByRole('button', { name: 'Rolex' })).toBeVisible();
  expect(await keptFirstHeading(page)).toBe(true);
  await recent.getByRole('button', { name: 'Rolex' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rolex' })).toBeVisible();
  expect(errors).toEqual([]);
});
