import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { DEAL_COLUMNS } from '../core/report/export';
import { gotoReady, signUp, skipTour } from './session';

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  await skipTour(page);
});

/** The partner of every deal card in a list, as the card shows it. */
const partnersIn = (page: Page, list: string) =>
  page
    .getByRole('list', { name: list })
    .locator('li[data-deal]')
    .evaluateAll((items) =>
      items.map((li) => li.querySelector('.font-semibold')?.firstChild?.textContent?.trim() ?? ''),
    );

test('Export (Excel) downloads a workbook whose portfolio rows are the deals the view shows', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const violations: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  page.on('console', (m) => {
    if (/Content Security Policy|CSP violation/.test(m.text())) violations.push(m.text());
  });
  await page.goto('/');
  await signUp(page, { name: 'Xena Excel', password: 'excel password 1' });
  const origin = new URL(page.url()).origin;
  const saved = await page.request.patch('/api/auth/settings', {
    data: { dataExportFormat: 'xlsx' },
    headers: { origin },
  });
  expect(saved.status()).toBe(200);
  await gotoReady(page, '/search?brand=Nike');
  await expect(page.getByRole('heading', { level: 1, name: 'Nike' })).toBeVisible();

  // The deals the view shows: every tile's running deals, then the past ones.
  const shown: string[] = [];
  for (const label of ['Teams', 'Athletes', 'Events', 'Leagues', 'Federations']) {
    const tile = page.getByRole('button', { name: new RegExp(`^\\d+\\s*${label}$`) });
    const count = Number((await tile.innerText()).match(/\d+/)![0]);
    if (count === 0) continue;
    await tile.click();
    const partners = await partnersIn(page, `${label} in the portfolio`);
    expect(partners).toHaveLength(count);
    shown.push(...partners);
    await tile.click();
  }
  await page.getByRole('button', { name: /^Past partnerships/ }).click();
  shown.push(...(await partnersIn(page, 'Past partnerships')));
  // Large enough that the old zip step took a Web Worker (a sheet over 160 kB).
  expect(shown.length).toBeGreaterThan(300);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export (Excel)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Nike-portfolio-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.locator('.toast').getByText('Export ready', { exact: true })).toBeVisible();

  const bytes = await readFile((await file.path())!);
  const portfolio = await readSheet(bytes, 'Portfolio');
  expect(portfolio[0]).toEqual([...DEAL_COLUMNS]);
  const rows = portfolio.slice(1);
  const partner = DEAL_COLUMNS.indexOf('Partner');
  expect(rows.map((r) => String(r[partner])).sort()).toEqual([...shown].sort());
  const metrics = await readSheet(bytes, 'Metrics');
  expect(metrics[1]?.[0]).toBe('BaseLine');
  expect(violations).toEqual([]);
});

test('a logo that fails to load shows the monogram, also on a view drawn by the server', async ({ page }) => {
  await page.goto('/');
  await signUp(page, { name: 'Lola Logo', password: 'logo password 1' });
  // Signed in, the view usually arrives drawn by the server with the logo's <img> in it (on a slow
  // machine it may be drawn in the browser instead): a blocked image (an ad blocker, a dropped
  // connection) then fails at once, before the page's scripts run. Either way the monogram shows;
  // BrandLogo.test.tsx covers the server-drawn case on its own.
  await page.route('**/logo.svg', (route) => route.abort('blockedbyclient'));
  await gotoReady(page, '/search?brand=Nike');
  await expect(page.getByRole('heading', { level: 1, name: 'Nike' })).toBeVisible();
  await expect(page.getByTestId('brand-logo-fallback').first()).toHaveText('N');
  await expect(page.getByTestId('brand-logo')).toHaveCount(0);
});
