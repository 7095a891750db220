import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { TBrandData, TRightsHolder } from '../core/contract/intelligence';
import { gotoReady, signUp, skipTour } from './session';

// Issue 37: a deal checked against published pages shows them on its card, as the API gives them.
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

for (const width of [1280, 375]) {
  test.describe(`evidence at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a deal card lists the pages that state the deal, as the brand data API gives them', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await skipTour(page);
      await page.goto('/');
      await signUp(page, { name: 'Evidence Reader', password: 'evidence password 1' });

      // The brand's data as the API gives it: a running team deal that carries pages.
      const res = await page.request.get('/api/brand/Qualcomm/data');
      expect(res.status()).toBe(200);
      const data = (await res.json()) as TBrandData;
      const deal = data.deals.find((d) => d.partnerKind === 'team' && d.evidence.length > 0);
      expect(deal, 'a Qualcomm team deal with evidence').toBeDefined();

      await gotoReady(page, '/search?brand=Qualcomm');
      await page.getByRole('button', { name: /Teams$/ }).click();
      const teams = page.getByRole('list', { name: 'Teams in the portfolio' });
      const card = teams.getByRole('button', { name: new RegExp(deal!.partner) }).first();
      await card.click();
      await expect(card).toHaveAttribute('aria-expanded', 'true');
      const pages = page.getByRole('list', { name: 'Pages that state this deal' }).first();
      await expect(pages).toBeVisible();
      const links = pages.getByRole('link');
      await expect(links).toHaveCount(deal!.evidence.length);
      for (const [i, e] of deal!.evidence.entries()) {
        const link = links.nth(i);
        await expect(link).toHaveAttribute('href', e.url);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        const host = new URL(e.url).hostname.replace(/^www\./, '');
        await expect(link).toHaveAccessibleName(`${e.title ?? host} (opens in a new tab)`);
      }
      await expect(pages.getByText(/seen \d{1,2} [A-Z][a-z]{2} \d{4}/).first()).toBeVisible();
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const axe = await new AxeBuilder({ page }).include('main').analyze();
      expect(
        axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      ).toEqual([]);
      await shot(page, `evidence-${width}`);
    });

    test('a rights holder lists the pages that state each sponsor deal under its card', async ({ page }) => {
      test.setTimeout(60_000);
      await skipTour(page);
      await page.goto('/');
      await signUp(page, { name: 'Evidence Holder', password: 'evidence password 2' });
      const res = await page.request.get(`/api/rights-holders/${encodeURIComponent('Manchester United FC')}`);
      expect(res.status()).toBe(200);
      const holder = (await res.json()) as TRightsHolder;
      const checked = holder.sponsors.filter((d) => d.evidence.length > 0);
      expect(checked.length).toBeGreaterThan(0);

      await gotoReady(page, `/search?rightsHolder=${encodeURIComponent('Manchester United FC')}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Manchester United FC' })).toBeVisible();
      await expect(page.getByRole('list', { name: /^Pages that state / })).toHaveCount(checked.length);
      for (const deal of checked) {
        const list = page.getByRole('list', { name: `Pages that state ${deal.brand}'s deal` });
        const hrefs = await list
          .first()
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(hrefs.length).toBeGreaterThan(0);
        for (const href of hrefs) expect(deal.evidence.map((e) => e.url)).toContain(href);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const axe = await new AxeBuilder({ page }).include('main').analyze();
      expect(
        axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      ).toEqual([]);
      await shot(page, `evidence-rights-holder-${width}`);
    });
  });
}
