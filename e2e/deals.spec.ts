import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import type { TPartnershipPage } from '../core/contract/partnerships';
import { PARTNERSHIP_COLUMNS } from '../core/report/partnership-export';
import { gotoReady, signUp, skipTour } from './session';

// Issue 38: "Which kit deals in European football end in the next 18 months?"
const KITS = '/deals?sport=Football&region=Europe&type=Kit+supplier&endingWithin=18';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

async function seriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}

/** Every deal the API lists for the finder's address, in its order. */
async function apiDeals(page: Page, search: string) {
  const res = await page.request.get(`/api/partnerships${search}${search ? '&' : '?'}limit=5000`);
  expect(res.status()).toBe(200);
  return (await res.json()) as TPartnershipPage;
}

test.beforeEach(async ({ page }) => {
  await skipTour(page);
});

test.describe('deal finder at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('kit deals in European football ending within 18 months: filters in the address, the rows of the API, an Excel file with the same rows', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await signUp(page, { name: 'Deal Finder', password: 'deal finder password 1' });
    await gotoReady(page, '/search');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deal finder' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Deal finder' })).toBeVisible();
    const all = await apiDeals(page, '');
    await expect(
      page.getByRole('heading', { name: `${all.total.toLocaleString('en-US')} deals` }),
    ).toBeVisible();
    await expect(page.getByText(`Showing 1–50 of ${all.total.toLocaleString('en-US')}`)).toBeVisible();

    // The filters, picked on the page.
    await page.getByRole('combobox', { name: 'Sport' }).selectOption('Football');
    await page.getByRole('combobox', { name: 'Region' }).selectOption('Europe');
    await page.getByRole('combobox', { name: 'Deal type' }).selectOption('Kit supplier');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Ending within N months' });
    await expect(page.getByRole('spinbutton', { name: 'Ending within (months)' })).toHaveValue('18');
    await expect(page).toHaveURL(new RegExp(`${KITS.replace(/[?+]/g, '\\$&')}$`));

    const api = await apiDeals(page, new URL(page.url()).search);
    expect(api.total).toBeGreaterThan(3);
    expect(api.total).toBeLessThanOrEqual(50);
    for (const d of api.partnerships) {
      expect([d.sport, d.type]).toEqual(['Football', 'Kit supplier']);
      // Europe includes the UK, which the data names apart.
      expect(['Europe', 'UK']).toContain(d.region);
      expect(['active', 'expiring']).toContain(d.contract.status);
      expect(d.contract.until).not.toBeNull();
    }
    await expect(page.getByRole('heading', { name: `${api.total} deals` })).toBeVisible();
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(api.total);
    const screenRows = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.querySelector('a')?.textContent ?? '')),
    );
    expect(screenRows.map((r) => [r[0], r[1]])).toEqual(api.partnerships.map((d) => [d.brand, d.partner]));
    // Each row opens the brand's and the partner's views.
    const first = api.partnerships[0]!;
    await expect(rows.first().getByRole('link', { name: first.brand })).toHaveAttribute(
      'href',
      `/search?brand=${encodeURIComponent(first.brand)}`,
    );
    await expect(rows.first().getByRole('link', { name: first.partner })).toHaveAttribute(
      'href',
      `/search?rightsHolder=${encodeURIComponent(first.partner)}`,
    );
    await expect(rows.first()).toContainText(`until ${first.contract.until}`);

    // The Excel export holds the same deals, in the same order, with the API's figures.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Export all ${api.total} deals to Excel` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^deals-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await readSheet(await readFile((await file.path())!), 'Deals');
    expect(sheet[0]).toEqual([...PARTNERSHIP_COLUMNS]);
    const col = (name: (typeof PARTNERSHIP_COLUMNS)[number]) => PARTNERSHIP_COLUMNS.indexOf(name);
    const body = sheet.slice(1);
    expect(body.map((r) => [r[col('Brand')], r[col('Partner')]])).toEqual(
      screenRows.map((r) => [r[0], r[1]]),
    );
    expect(body.map((r) => r[col('Deal id')])).toEqual(api.partnerships.map((d) => d.id));
    expect(body.map((r) => r[col('Annual value (USD)')])).toEqual(api.partnerships.map((d) => d.value.usd));
    expect(body.map((r) => r[col('Announced until')])).toEqual(api.partnerships.map((d) => d.contract.until));

    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'deals-kits-1280');

    // Sorted by value from its column header; then Back undoes it, and again the status.
    await page.getByRole('button', { name: 'Annual value' }).click();
    await expect(page).toHaveURL(/sort=value&dir=desc$/);
    const byValue = await apiDeals(page, new URL(page.url()).search);
    await expect(rows.first().getByRole('link').first()).toHaveText(byValue.partnerships[0]!.brand);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${KITS.replace(/[?+]/g, '\\$&')}$`));
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    await expect(page.getByRole('spinbutton', { name: 'Ending within (months)' })).toHaveCount(0);
  });

  test('the whole dataset pages by 50 with the total; a filter nothing matches says so', async ({ page }) => {
    await page.goto('/');
    await signUp(page, { name: 'Deal Pager', password: 'deal pager password 1' });
    await gotoReady(page, '/deals?sort=value&dir=desc&page=2');
    const all = await apiDeals(page, '?sort=value&dir=desc');
    const total = all.total.toLocaleString('en-US');
    await expect(page.getByText(`Showing 51–100 of ${total}`)).toBeVisible();
    await expect(page.getByRole('table').locator('tbody tr').first().getByRole('link').first()).toHaveText(
      all.partnerships[50]!.brand,
    );
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page.getByText(`Showing 1–50 of ${total}`)).toBeVisible();
    await expect(page).toHaveURL(/\/deals\?sort=value&dir=desc$/);
    await page.keyboard.press('Tab');
    await page.getByRole('searchbox', { name: 'Words' }).fill('no such deal anywhere');
    await expect(page.getByText('No deals match these filters')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('status').getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByText(`Showing 1–50 of ${total}`)).toBeVisible();
  });
});

test.describe('deal finder at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('cards on a phone, filters behind a button, nothing wider than the screen', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await signUp(page, { name: 'Deal Phone', password: 'deal phone password 1' });
    await gotoReady(page, KITS);
    const api = await apiDeals(page, new URL(page.url()).search);
    await expect(page.getByRole('heading', { name: `${api.total} deals` })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Deals' }).getByRole('listitem');
    await expect(cards).toHaveCount(api.total);
    await expect(page.getByRole('table')).toBeHidden();
    await expect(cards.first()).toContainText(api.partnerships[0]!.brand);
    await expect(cards.first()).toContainText(api.partnerships[0]!.partner);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'deals-kits-375');

    const toggle = page.getByRole('button', { name: /Show filters \(4 set\)/ });
    await toggle.click();
    await expect(page.getByRole('combobox', { name: 'Deal type' })).toHaveValue('Kit supplier');
    expect(await width()).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'deals-filters-375');

    await gotoReady(page, '/deals');
    await expect(page.getByText(/^Showing 1–50 of /)).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(375);
    await shot(page, 'deals-all-375');
  });
});
