import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { gotoReady, signUp as newAccount, signInAsAdmin, skipTour } from './session';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
const origin = (page: Page) => new URL(page.url()).origin;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

const signUp = (page: Page) => newAccount(page, { name: 'Fred Feedback', password: 'feedback password 1' });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}

test.beforeEach(async ({ page }) => {
  await skipTour(page);
});

test.describe('feedback at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a user sends feedback; the admin finds it on /admin/feedback, exports CSV and marks it read', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const token = `e2e-${unique()}`;
    const message = `Export button does nothing ${token}`;

    // The user, signed in, sends a low rating with a category and a message.
    await page.goto('/');
    const email = await signUp(page);
    await gotoReady(page, '/search');
    await expect(page.getByRole('searchbox')).toBeVisible();
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '2 stars' }).click();
    await dialog.getByRole('button', { name: 'Bug Report' }).click();
    await dialog.getByLabel('Tell us more (optional)').fill(message);
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/feedback') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Thank you for your feedback!')).toBeVisible();
    expect((await sent).status()).toBe(201);
    // The local copy stays, no longer queued.
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('sponsorscope.feedback') ?? '[]').at(-1)?.queued),
      )
      .toBe(false);

    // The admin, in a browser of their own.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    await admin.goto('/');
    await signInAsAdmin(admin);
    // Reached from the account menu, next to Newsletter Admin.
    await admin.reload();
    await admin.getByRole('button', { name: /Account menu/ }).click();
    await admin.getByRole('link', { name: 'Feedback', exact: true }).click();
    await expect(admin).toHaveURL(/\/admin\/feedback$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await expect(admin.getByText('Loading feedback...')).toHaveCount(0);

    await admin.getByLabel('Search', { exact: true }).fill(token);
    const row = admin.getByRole('row').filter({ hasText: token });
    await expect(row).toHaveCount(1);
    await expect(admin.getByText('1 response', { exact: true })).toBeVisible();
    await expect(row.getByRole('img', { name: '2 of 5 stars' })).toBeVisible();
    await expect(row.getByText('Bug Report')).toBeVisible();
    await expect(row.getByText(email)).toBeVisible();
    await expect(row.getByText('/search', { exact: true })).toBeVisible();
    await expect(row.getByText('New', { exact: true })).toBeVisible();
    expect(await seriousViolations(admin)).toEqual([]);
    await shot(admin, 'feedback-admin-1280');

    // Export CSV downloads the rows matching the current filters.
    const [file] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^feedback-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(readFileSync((await file.path())!, 'utf8'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(rows).toEqual([
      {
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        rating: '2',
        category: 'Bug Report',
        message,
        context: 'intelligence-search',
        path: '/search',
        user: email,
        status: 'new',
      },
    ]);

    // Mark read: the row says so, and the "New" filter leaves it out.
    await row.getByRole('button', { name: 'Mark read' }).click();
    await expect(row.getByText('Read', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Mark read' })).toHaveCount(0);
    await admin.getByLabel('Status', { exact: true }).selectOption('new');
    await expect(admin.getByText('No feedback matches these filters.')).toBeVisible();
    await admin.getByLabel('Status', { exact: true }).selectOption('read');
    await expect(admin.getByRole('row').filter({ hasText: token })).toHaveCount(1);
    await adminContext.close();
  });

  test('an analyst gets Access Denied on /admin/feedback', async ({ page }) => {
    await page.goto('/');
    await signUp(page);
    await page.goto('/admin/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('Feedback is restricted to administrators.')).toBeVisible();
    expect((await page.request.get('/api/admin/feedback')).status()).toBe(403);
  });
});

test.describe('feedback admin at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('anonymous feedback shows as anonymous; the page fits a phone', async ({ page }) => {
    const token = `e2e-phone-${unique()}`;
    await page.goto('/');
    const sent = await page.request.post('/api/feedback', {
      data: { rating: 5, message: `Lovely on my phone ${token}`, context: 'e2e', path: '/' },
      headers: { origin: origin(page) },
    });
    expect(sent.status()).toBe(201);

    await signInAsAdmin(page);
    await page.goto('/admin/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill(token);
    const row = page.getByRole('row').filter({ hasText: token });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('anonymous', { exact: true })).toBeVisible();
    await expect(row.getByRole('img', { name: '5 of 5 stars' })).toBeVisible();
    // The table scrolls inside its own frame; the page itself never scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - 375);
    expect(overflow, '/admin/feedback scrolls sideways').toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'feedback-admin-375');
  });
});
