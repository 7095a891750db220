import { expect, type Page, request, test } from '@playwright/test';
import { ADMIN, gotoReady, signInAsAdmin, signUp, skipTour } from './session';

const NOTE = 'club announcement, Seattle Sounders FC (e2e)';

test.beforeEach(async ({ page }) => {
  await skipTour(page);
});

/** A new account made an editor by the administrator (as Account Settings' admin tools would). */
async function signUpEditor(page: Page, baseURL: string) {
  await page.goto('/');
  const email = await signUp(page, { name: 'Edie Editor', password: 'editor password 1' });
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    expect((await admin.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
    const { users } = (await (await admin.get('/api/admin/users')).json()) as {
      users: { id: string; email: string }[];
    };
    const id = users.find((u) => u.email === email)!.id;
    expect((await admin.patch(`/api/admin/users/${id}/role`, { data: { role: 'editor' } })).status()).toBe(
      200,
    );
  } finally {
    await admin.dispose();
  }
  return email;
}

test('an editor ends a deal and the brand view lists it under past partnerships', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUpEditor(page, baseURL!);
  await page.goto('/data-desk');
  await expect(page.getByRole('heading', { name: 'Data Desk', level: 1 })).toBeVisible();

  await page.getByLabel('Brand', { exact: true }).fill('Providence');
  const edit = page.getByRole('button', { name: /^Edit Providence – Seattle Sounders/ });
  await expect(edit).toBeVisible();
  await expect(page).toHaveURL(/brand=Providence/);
  await edit.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Shirt sponsor').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'End deal' }).click();
  const end = dialog.getByRole('form', { name: 'End deal' });
  const year = String(new Date().getUTCFullYear());
  await end.getByLabel('End year').fill(year);
  await end.getByLabel('Citation note').fill(NOTE);
  await end.getByRole('button', { name: 'End deal' }).click();
  // The history beside the record shows the change with its citation.
  await expect(dialog.getByText(NOTE).first()).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The brand view, opened right after, counts it among the past partnerships.
  await gotoReady(page, '/search?brand=Providence');
  const past = page.getByRole('button', { name: /Past partnerships \(1\)/ });
  await expect(past).toBeVisible({ timeout: 10_000 });
  await past.click();
  await expect(page.getByRole('list', { name: 'Past partnerships' })).toContainText('Seattle Sounders');

  // Undo puts it back among the running deals.
  await page.goto('/data-desk?brand=Providence');
  await page.getByRole('button', { name: /^Edit Providence – Seattle Sounders/ }).click();
  const again = page.getByRole('dialog');
  await again.getByRole('button', { name: 'Undo', exact: true }).click();
  await again.getByRole('button', { name: 'Yes, undo' }).click();
  // A write waits for the catalogue to reload (a second or more on a busy machine).
  await expect(again.getByText('Active', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
});

test('an import with two bad rows shows both reasons and applies the rest', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signUpEditor(page, baseURL!);
  await page.goto('/data-desk?tab=import');

  const csv = [
    'brand,partner,type,tier,startYear,endYear,citation,asOf',
    'Providence,Portland Timbers,Community partner (e2e import),Standard,2025,,club announcement,2025-10',
    'Nobody Brand E2E,Portland Timbers,Sleeve sponsor,Standard,2025,,x,',
    'Shell,Houston Dynamo,Stadium (e2e import),Premium,2026,2020,club,',
    'Shell,Houston Dynamo,Fuel partner (e2e import),Standard,2024,,club announcement,2025-09',
  ].join('\n');
  await page
    .getByLabel(/^File \(/)
    .setInputFiles({ name: 'deals.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByLabel('Citation note').fill('club announcements, compiled for the e2e import');
  await page.getByRole('button', { name: 'Check file' }).click();

  const panel = page.getByRole('tabpanel', { name: 'Import' });
  await expect(panel.getByText('2 valid, 2 rejected')).toBeVisible();
  await expect(panel.getByText('unknown brand "Nobody Brand E2E"')).toBeVisible();
  await expect(panel.getByText('endYear must not be before startYear')).toBeVisible();

  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /Download rejected rows/ })
    .first()
    .click();
  const file = await download;
  const text = await (await file.createReadStream())
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text).toContain('Nobody Brand E2E');
  expect(text).toContain('endYear must not be before startYear');

  await page.getByRole('button', { name: 'Apply 2 valid rows' }).click();
  await expect(panel.getByRole('progressbar')).toBeVisible();
  // The panel's result (a toast says the same, so the text is looked for in the panel only).
  await expect(panel.getByText('Imported 2 partnerships', { exact: true })).toBeVisible({ timeout: 20_000 });

  const listed = await page.request.get('/api/desk/partnerships?q=e2e%20import&limit=10');
  expect(listed.status()).toBe(200);
  const { rows } = (await listed.json()) as { rows: { type: string; origin: string }[] };
  expect(rows.map((r) => r.type).sort()).toEqual([
    'Community partner (e2e import)',
    'Fuel partner (e2e import)',
  ]);
  expect(rows.every((r) => r.origin === 'import')).toBe(true);

  // On a phone nothing sticks out sideways except the tables, which scroll on purpose.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/data-desk');
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= 376) return false;
        for (let p = el.parentElement; p; p = p.parentElement) {
          const s = getComputedStyle(p);
          if ((s.overflowX === 'auto' || s.overflowX === 'scroll') && p.scrollWidth > p.clientWidth)
            return false;
        }
        return true;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80)),
  );
  expect(wide).toEqual([]);
});

test('an analyst is refused: Access Denied on the page and 403 from the API', async ({ page }) => {
  await page.goto('/');
  await signUp(page, { name: 'Andy Analyst', password: 'analyst password 1' });
  await page.goto('/data-desk');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('The data desk is restricted to editors.')).toBeVisible();
  expect((await page.request.get('/api/desk/partnerships')).status()).toBe(403);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the desk fits 375 px without scrolling sideways, and the Edit dialog fits the screen', async ({
    page,
  }) => {
    await page.goto('/');
    await signInAsAdmin(page);
    await gotoReady(page, '/data-desk');
    const edit = page.getByRole('button', { name: /^Edit / }).first();
    await expect(edit).toBeVisible();
    // The table scrolls inside its own frame; the page itself never gets wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => window.innerWidth)).toBe(375);
    await page.screenshot({ path: 'test-results/screens/desk-375.png' });

    await edit.scrollIntoViewIfNeeded();
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit partnership' });
    await expect(dialog.getByRole('button', { name: 'End deal' })).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: 'test-results/screens/desk-edit-375.png' });
  });
});
