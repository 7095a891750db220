import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import type { TComparison } from '../core/contract/compare';
import { formatMoney } from '../core/format/money';
import { gotoReady, signUp, skipTour } from './session';

// Issue 38: Puma, Adidas and New Balance side by side, with the figures GET /api/compare gives.
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

const THREE = '/compare?brands=Puma,Adidas,New%20Balance';

async function seriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}

test.beforeEach(async ({ page }) => {
  await skipTour(page);
});

for (const width of [1280, 375]) {
  test.describe(`compare at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('three brands side by side with the figures of the API, nothing wider than the screen', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto('/');
      await signUp(page, { name: 'Compare Reader', password: 'compare password 1' });
      const res = await page.request.get('/api/compare?brands=Puma,Adidas,New%20Balance');
      expect(res.status()).toBe(200);
      const api = (await res.json()) as TComparison;

      await gotoReady(page, THREE);
      await expect(page.getByRole('heading', { level: 1, name: 'Compare brands' })).toBeVisible();
      const chips = page.getByRole('list', { name: 'Brands compared' }).getByRole('listitem');
      await expect(chips).toHaveText(['Puma', 'Adidas', 'New Balance']);
      for (const b of api.brands) {
        const card = page.getByRole('region', { name: b.name, exact: true });
        await expect(card).toBeVisible();
        await expect(card.getByText(`≈ ${formatMoney(b.spend.usd)} a year`)).toBeVisible();
        await expect(card).toContainText(b.baseline === null ? 'Not enough data' : `${b.baseline}/100`);
        await expect(card).toContainText(`${b.runningDeals} · ${b.pastDeals} past`);
      }
      // A chart per dimension, drawn.
      for (const name of [
        'BaseLine and its five metrics per brand',
        'Estimated known spend per brand, with its range',
        'Running deals by sport per brand',
        'Running deals by region per brand',
        'Running deals by deal type per brand',
      ])
        await expect(
          page.getByRole('figure', { name }).locator('.recharts-bar-rectangle').first(),
        ).toBeVisible();
      const properties = page.getByRole('region', { name: 'Shared and exclusive properties' });
      await expect(properties.getByText(`Shared: ${api.sharedProperties.length}`)).toBeVisible();
      for (const b of api.brands)
        await expect(properties.getByText(`${b.name} alone: ${b.exclusiveProperties.length}`)).toBeVisible();
      const ending = page.getByRole('region', { name: 'Contracts ending soon' });
      for (const b of api.brands) {
        await expect(ending.getByText(`${b.name}: ${b.endingSoon.length}`, { exact: true })).toBeVisible();
        for (const e of b.endingSoon) await expect(ending.getByText(e.deal.partner).first()).toBeVisible();
      }

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `compare-${width}`);
    });
  });
}

test.describe('compare at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('from the brand view’s competitors to /compare; a brand added with the keyboard; the Excel export has the same figures', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await signUp(page, { name: 'Compare Picker', password: 'compare password 2' });
    await gotoReady(page, '/search?brand=Puma');
    await page.getByRole('tab', { name: 'Intelligence' }).click();
    await page.getByRole('link', { name: /^Compare Puma with / }).click();
    await expect(page).toHaveURL(/\/compare\?brands=Puma,/);
    await expect(page.getByRole('region', { name: 'Puma', exact: true })).toBeVisible();

    // Down to Puma alone, then New Balance from the typeahead, by keyboard only.
    const chips = page.getByRole('list', { name: 'Brands compared' }).getByRole('listitem');
    const rivals = (await chips.allTextContents()).slice(1);
    expect(rivals.length).toBeGreaterThan(0);
    for (const [i, name] of rivals.entries()) {
      await page.getByRole('button', { name: `Remove ${name}` }).click();
      await expect(chips).toHaveCount(rivals.length - i);
    }
    await expect(page.getByText('Add at least one more brand to compare with Puma.')).toBeVisible();
    const field = page.getByRole('combobox', { name: 'Add a brand' });
    await field.focus();
    await page.keyboard.type('New Bal');
    await expect(page.getByRole('option', { name: /New Balance/ }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(chips).toHaveText(['Puma', 'New Balance']);
    await expect(page).toHaveURL(/\/compare\?brands=Puma,New%20Balance$/);
    await expect(page.getByRole('region', { name: 'New Balance', exact: true })).toBeVisible();

    // The address is the comparison: a reload shows the same brands.
    const address = page.url();
    await page.reload();
    await expect(page.getByRole('region', { name: 'New Balance', exact: true })).toBeVisible();
    expect(page.url()).toBe(address);

    const api = (await (
      await page.request.get(`/api/compare${new URL(address).search}`)
    ).json()) as TComparison;
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^puma-vs-new-balance-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const figures = await readSheet(await readFile((await file.path())!), 'Figures');
    expect(figures[0]).toEqual(['Figure', ...api.brands.map((b) => b.name)]);
    const spend = figures.find((r) => r[0] === 'Estimated known spend (USD a year)');
    expect(spend?.slice(1)).toEqual(api.brands.map((b) => b.spend.usd));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an unknown brand in the address names the closest ones; one brand asks for another', async ({
    page,
  }) => {
    await page.goto('/');
    await signUp(page, { name: 'Compare Typo', password: 'compare password 3' });
    await gotoReady(page, '/compare?brands=Puma,Adiddas');
    await expect(page.getByRole('alert')).toContainText(
      'No brand called "Adiddas" in the dataset. Closest: Adidas',
    );
    await page.getByRole('button', { name: 'Remove Adiddas' }).click();
    await expect(page.getByText('Add at least one more brand to compare with Puma.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
