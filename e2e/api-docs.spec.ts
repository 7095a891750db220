import { expect, test } from '@playwright/test';

test('the API viewer renders the OpenAPI document without CSP errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Sponsorscope API/ })).toBeVisible();
  await expect(page.getByText('/api/search', { exact: true }).first()).toBeVisible();
  expect(problems).toEqual([]);
});
