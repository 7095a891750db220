import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { mailFor } from './mail-sink';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
const toastText = (page: Page, text: string) => page.locator('.toast').getByText(text, { exact: true });
const origin = (page: Page) => new URL(page.url()).origin;

test.describe('In The Know at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an admin creates, previews, tests and sends a newsletter; a subscriber receives it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    // A subscriber, in a browser of their own.
    const reader = await browser.newContext();
    const readerEmail = `reader.${Date.now().toString(36)}@example.test`;
    const readerPage = await reader.newPage();
    await readerPage.goto('/');
    const reg = await readerPage.request.post('/api/auth/register', {
      data: { name: 'Rita Reader', email: readerEmail, password: 'reader password 1' },
      headers: { origin: origin(page) },
    });
    expect(reg.status()).toBe(201);
    expect(
      (
        await readerPage.request.post('/api/newsletters/subscribe', { headers: { origin: origin(page) } })
      ).status(),
    ).toBe(200);

    const login = await page.request.post('/api/auth/login', {
      data: { email: 'admin@e2e.test', password: 'e2e admin password' },
      headers: { origin: origin(page) },
    });
    expect(login.status()).toBe(200);
    await page.goto('/newsletter-admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Management' })).toBeVisible();

    const title = `Deadline day ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Create Newsletter' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Newsletter Title').fill(title);
    await dialog.getByLabel('Week Of').fill('November 27, 2026');
    await dialog.getByLabel('Deal Title').fill('Nike renews with FC Barcelona');
    await dialog.getByLabel('Deal description').fill('Kit deal extended to 2038.');
    await dialog.getByRole('button', { name: 'Add Move' }).click();
    await dialog.getByLabel('Deal Title').nth(1).fill('Emirates joins the NBA Cup');
    await dialog.getByLabel('Category').nth(1).selectOption('basketball');
    await dialog.getByLabel('Quote of the Week').fill('Data beats opinion.');
    expect(
      await new AxeBuilder({ page })
        .include('[role="dialog"]')
        .analyze()
        .then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')),
    ).toEqual([]);
    await shot(page, 'newsletter-create-1280');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const frame = dialog.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: 'This Week: In The Know' })).toBeVisible();
    await expect(frame.getByText('Emirates joins the NBA Cup')).toBeVisible();
    await shot(page, 'newsletter-preview-1280');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toastText(page, 'Newsletter created')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByText('draft')).toBeVisible();
    await item.getByRole('button', { name: 'Preview' }).click();
    await expect(
      page.getByRole('dialog').frameLocator('iframe').getByText('Nike renews with FC Barcelona'),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await expect(toastText(page, 'Newsletter preview sent successfully to admin@e2e.test')).toBeVisible();

    await item.getByRole('button', { name: 'Send Now' }).click();
    await expect(toastText(page, 'Newsletter sent')).toBeVisible();
    await expect(item.getByText('sent', { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Send Now' })).toHaveCount(0);
    await expect(item.getByText('Delivered')).toBeVisible();
    await shot(page, 'newsletter-list-1280');

    // The subscriber's copy reaches the SMTP sink, with one-click unsubscribe.
    await expect
      .poll(() => mailFor(readerEmail).filter((m) => m.includes(title)).length, { timeout: 20_000 })
      .toBe(1);
    const mail = mailFor(readerEmail).find((m) => m.includes(title))!;
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const unsubscribe = mail.match(/List-Unsubscribe: <([^>]+)>/)![1]!;
    await readerPage.goto(unsubscribe);
    await readerPage.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(readerPage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    const settings = await readerPage.request.get('/api/auth/settings');
    expect((await settings.json()).newsletterSubscription).toBe(false);
    await reader.close();
  });
});
