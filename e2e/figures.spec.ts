import { expect, type Page, test } from '@playwright/test';
import { gotoReady, signUp, skipTour } from './session';

// Issue 36: figures true to the data on the real dataset, at 1280 and 375 px.
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

for (const width of [1280, 375]) {
  test.describe(`figures at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Nike competitors: trend, strengths and weaknesses; Update Forecasts; an athlete’s figures', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await skipTour(page);
      await page.goto('/');
      await signUp(page, { name: 'Figures Analyst', password: 'figures password 1' });
      await gotoReady(page, '/search?brand=Nike');
      await expect(page.getByText(/^Last updated [A-Z][a-z]+ \d{4}$/)).toBeVisible();
      await page.getByRole('tab', { name: 'Intelligence' }).click();

      const panel = page.getByRole('region', { name: 'Competitive Analysis' });
      const cards = panel.getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      // Every card's trend is read from the competitor's deals: never left checking.
      for (const card of await cards.all()) await expect(card).toContainText(/Trend (up|down|stable)?/);
      await expect(panel.getByText('Trend: checking…')).toHaveCount(0);
      await cards.first().getByRole('button').click();
      const detail = panel.getByRole('region', { name: /compared with Nike/ });
      await expect(detail.getByRole('heading', { name: 'Strengths' })).toBeVisible();
      await expect(detail.getByRole('heading', { name: 'Potential weaknesses' })).toBeVisible();
      await expect(detail).toContainText(/\d+ deals began in \d{4}-\d{4} against \d+ in \d{4}-\d{4}/);
      await detail.scrollIntoViewIfNeeded();
      await shot(page, `nike-competitors-${width}`);

      const forecasts = page.getByRole('region', { name: 'Predictive Analytics' });
      await expect(forecasts.locator('time')).toHaveText(/\d\d:\d\d UTC$/);
      await forecasts.getByRole('button', { name: 'Update Forecasts' }).click();
      await expect(forecasts.getByRole('button', { name: 'Calculating' })).toBeDisabled();
      await expect(page.locator('.toast').getByText('Forecasts updated', { exact: true })).toBeVisible({
        timeout: 10_000,
      });
      await expect(forecasts.getByRole('button', { name: 'Update Forecasts' })).toBeEnabled();

      await gotoReady(page, '/search?athlete=Lewis%20Hamilton');
      for (const label of ['Market value', 'World ranking', 'Risk level', 'Estimated endorsement income'])
        await expect(page.getByText(label, { exact: true })).toBeVisible();
      await expect(page.getByText('Market value', { exact: true }).locator('..')).toContainText(
        'Not available',
      );
      await expect(page.getByText('Risk level', { exact: true }).locator('..')).toContainText(
        /Low|Medium|High|Not available/,
      );
      await shot(page, `athlete-${width}`);
    });
  });
}
