import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { gotoReady, signUp as newAccount, skipTour } from './session';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
const toastText = (page: Page, text: string) => page.locator('.toast').getByText(text, { exact: true });

const signUp = (page: Page) => newAccount(page, { name: 'Iris Analyst', password: 'analyst password 1' });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}

test.describe('intelligence tool at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('tour, brand search, every tab, portfolio, report, outreach and feedback', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await signUp(page);
    await gotoReady(page, '/search');

    // First visit: the tour, with step 2 highlighting the search box.
    const tour = page.getByRole('dialog');
    await expect(tour.getByText('25% complete')).toBeVisible();
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('[data-tour="search-input"]')).toHaveClass(/ring-4/);
    await tour.getByRole('button', { name: 'Next' }).click();
    await tour.getByRole('button', { name: 'Next' }).click();
    await tour.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('sponsorscope.onboarding.completed'))).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'search-1280');

    await page.getByRole('searchbox').fill('nik');
    await expect(page.getByRole('heading', { name: 'Brands Found' })).toBeVisible();
    await page.getByRole('button', { name: /^Nike/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nike' })).toBeVisible();
    await expect(page).toHaveTitle(/Nike/);
    await expect(page.getByRole('tab', { name: 'Portfolio' })).toHaveAttribute('aria-selected', 'true');

    // Portfolio: open the teams, filter to Europe, expand a card.
    await page.getByRole('button', { name: /Teams$/ }).click();
    const teams = page.getByRole('list', { name: 'Teams in the portfolio' });
    const all = await teams.getByRole('listitem').count();
    expect(all).toBeGreaterThan(3);
    await page.getByLabel('Region').selectOption('europe');
    const europe = await teams.getByRole('listitem').count();
    expect(europe).toBeGreaterThan(0);
    expect(europe).toBeLessThan(all);
    const card = teams.getByRole('button').first();
    await expect(card).toContainText(/since \d{4}|start not known/);
    await expect(card).toContainText(/Annual value · (Reported|Estimate)/);
    await card.click();
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    await expect(teams.getByText(/^(Curated|Verified \(open data\)) · /).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'brand-portfolio-1280');

    for (const [tab, text] of [
      ['Performance', 'What the metrics mean'],
      ['Activations', 'Recent Campaigns (Last 12 Months)'],
      ['Intelligence', 'Competitive Analysis'],
      ['Headlines', 'Missed Opportunities'],
      ['Contacts', 'Key Talking Points'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('heading', { name: text })).toBeVisible();
      await shot(page, `brand-${tab.toLowerCase()}-1280`);
    }

    // The outreach e-mail opens the mail client with subject and body.
    await page.getByRole('button', { name: 'Generate Outreach Email' }).click();
    const mail = page.getByRole('dialog');
    await mail.getByLabel('Subject').fill('Nike & partners');
    const href = await mail.getByRole('link', { name: 'Send Email' }).getAttribute('href');
    expect(href).toMatch(/^mailto:\?subject=Nike%20%26%20partners&body=Hello%20Nike%20team/);
    await page.keyboard.press('Escape');

    // The report opens in a new tab and shows Nike.
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Sponsorscope Report' }).click();
    const report = await popup;
    await report.waitForURL(/\/api\/reports\//);
    await expect(report.locator('h1')).toContainText('Nike');
    await expect(toastText(page, 'Report Generated')).toBeVisible();
    await report.close();

    // Feedback: a low rating needs a category, then thanks; the record stays in this browser.
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    const feedback = page.getByRole('dialog');
    await feedback.getByRole('button', { name: '2 stars' }).click();
    await expect(feedback.getByRole('button', { name: 'Send' })).toBeDisabled();
    await feedback.getByRole('button', { name: 'Data Quality' }).click();
    await feedback.getByRole('button', { name: 'Send' }).click();
    await expect(feedback.getByText('Thank you for your feedback!')).toBeVisible();
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('sponsorscope.feedback') ?? '[]'),
    );
    expect(stored[0]).toMatchObject({ rating: 2, category: 'Data Quality', path: '/search?brand=Nike' });
  });

  test('rights holder to sponsor, and an athlete', async ({ page }) => {
    test.setTimeout(60_000);
    await skipTour(page);
    await page.goto('/');
    await signUp(page);
    await gotoReady(page, '/search');
    await page.getByRole('button', { name: 'Search Rights Holder' }).click();
    await page.getByRole('searchbox').fill('premier');
    await expect(page.getByRole('heading', { name: 'Rights Holders Found' })).toBeVisible();
    await page
      .getByRole('button', { name: /^Premier League/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Premier League' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Competition Insights' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'rights-holder-1280');
    const sponsor = page.getByRole('region', { name: 'Sponsors' }).getByRole('button').first();
    const brand = (await sponsor.locator('span.font-semibold').textContent())!.trim();
    await sponsor.click();
    await expect(page.getByRole('heading', { level: 1, name: brand })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Premier League' })).toBeVisible();

    await page.getByRole('button', { name: 'Back to Search' }).click();
    await page.getByRole('button', { name: 'Search Talent' }).click();
    await page.getByRole('searchbox').fill('hamilton');
    await page
      .getByRole('button', { name: /^Lewis Hamilton/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lewis Hamilton' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Social media reach' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'athlete-1280');
  });
});

test.describe('intelligence tool at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the search screen and the brand view fit a phone', async ({ page }) => {
    await skipTour(page);
    await page.goto('/');
    await signUp(page);
    await gotoReady(page, '/search');
    await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search brands...');
    await shot(page, 'search-375');
    await page.getByRole('button', { name: 'Visa' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Visa' })).toBeVisible();
    await page.getByRole('tab', { name: 'Portfolio' }).click();
    for (const path of ['search-brand']) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await shot(page, 'brand-375');
  });
});

test('a shared link to a view loads without a console error or page error', async ({ page }) => {
  test.setTimeout(60_000);
  await skipTour(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  await page.goto('/');
  await signUp(page);
  for (const [link, heading] of [
    ['/search?brand=Nike', 'Nike'],
    ['/search?rightsHolder=Formula%201', 'Formula 1'],
    ['/search?athlete=Lewis%20Hamilton', 'Lewis Hamilton'],
  ] as const) {
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(errors).toEqual([]);
});
