import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { notFoundRoute, routeTable } from '../core/routes';

/** What a signed-out visitor sees as the main heading, where it differs from the route's own heading. */
const signedOutHeading: Record<string, string> = {
  '/newsletter-admin': 'Access Denied',
  '/admin/feedback': 'Access Denied',
  '/data-desk': 'Access Denied',
};

for (const route of routeTable) {
  test(`${route.path} renders its heading, answers 200 and passes axe`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    const heading = signedOutHeading[route.path] ?? route.heading;
    // includeHidden: on /search the log-in dialog may already cover the page (and hide it from
    // assistive technology) by the time the heading is looked for; it is still drawn behind it.
    await expect(page.getByRole('heading', { level: 1, name: heading, includeHidden: true })).toBeVisible();
    await expect(page.locator('#main-content')).toBeVisible();
    await expect(page).toHaveTitle(/Sponsorscope/);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('an unknown path shows the 404 page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: notFoundRoute.heading })).toBeVisible();
  await expect(page.getByText(notFoundRoute.text)).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('an unknown API path answers 404 JSON', async ({ request }) => {
  const res = await request.get('/api/definitely-not-here');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ message: 'No API route for GET /api/definitely-not-here' });
});
