import { expect, type Page, test } from '@playwright/test';
import { signUp, skipTour } from './session';

/** The visible toast (Radix also renders a hidden copy for screen readers). */
const toastText = (page: Page, text: string) => page.locator('.toast').getByText(text, { exact: true });

test.beforeEach(async ({ page }) => {
  await skipTour(page);
});

test('an API token made in Settings reads the API until it is revoked there', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await signUp(page, { name: 'Tess Token', password: 'token password 1' });
  await page.goto('/settings');

  const access = page.getByRole('region', { name: 'API access' });
  await expect(access.getByText('No API tokens yet.')).toBeVisible();
  await access.getByLabel('Token name').fill('Spreadsheet');
  await access.getByRole('button', { name: 'Create token' }).click();
  const field = access.getByLabel('Token secret');
  await expect(field).toHaveValue(/^ssk_/);
  const secret = await field.inputValue();
  await expect(access.getByText('it will not be shown again', { exact: false })).toBeVisible();
  // On a phone the secret, the new row and every button fit: the page never scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(access.getByRole('button', { name: 'Revoke Spreadsheet' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, '/settings scrolls sideways at 375 px').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  const search = () =>
    page.request.get('/api/search?q=nike&type=all', { headers: { authorization: `Bearer ${secret}` } });
  const found = await search();
  expect(found.status()).toBe(200);
  expect((await found.json()).results.length).toBeGreaterThan(0);

  await access.getByRole('button', { name: 'I have saved it' }).click();
  await expect(field).toHaveCount(0);
  await page.reload();
  const row = access.getByRole('listitem').filter({ hasText: 'Spreadsheet' });
  await expect(row).toContainText('Last used');
  await expect(row).not.toContainText('Never used');
  await expect(access.getByLabel('Token secret')).toHaveCount(0);

  await row.getByRole('button', { name: 'Revoke Spreadsheet' }).click();
  await access.getByRole('button', { name: 'Confirm revoke' }).click();
  await expect(toastText(page, 'Token revoked')).toBeVisible();
  await expect(access.getByText('No API tokens yet.')).toBeVisible();
  expect((await search()).status()).toBe(401);
});
