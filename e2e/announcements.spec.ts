import { expect, type Page, test } from '@playwright/test';
import { mailFor } from './mail-sink';
import { signInAsAdmin, signUp } from './session';

const toastText = (page: Page, text: string) => page.locator('.toast').getByText(text, { exact: true });
const origin = (page: Page) => new URL(page.url()).origin;

test.describe('Product announcements at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an admin sends an announcement to the users who opted in; one click unsubscribes', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    // A user who opted in to marketing e-mails, in a browser of their own.
    const reader = await browser.newContext();
    const readerPage = await reader.newPage();
    await readerPage.goto('/');
    // Announcements go to confirmed addresses only: the reader opens the confirmation link first.
    const readerEmail = await signUp(readerPage, {
      name: 'Fay Fan',
      password: 'reader password 1',
      confirm: true,
    });
    const opt = await readerPage.request.patch('/api/auth/settings', {
      data: { marketingEmails: true },
      headers: { origin: origin(page) },
    });
    expect(opt.status()).toBe(200);

    await signInAsAdmin(page);
    await page.goto('/newsletter-admin');
    const card = page.getByRole('region', { name: 'Product announcement' });
    await expect(card.getByText(/^Sends to \d+ users? who opted in to marketing e-mails\.$/)).toBeVisible();

    // Nothing goes out until both fields are filled in.
    await card.getByRole('button', { name: 'Send announcement' }).click();
    await expect(card.getByText('Subject is required')).toBeVisible();
    await expect(card.getByText('Message is required')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const subject = `Athlete search is here ${Date.now().toString(36)}`;
    await card.getByLabel('Subject').fill(subject);
    await card.getByLabel('Message').fill('Hello!\n\nSearch any athlete by name.');
    await card.getByRole('button', { name: 'Send announcement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this announcement?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await expect(toastText(page, 'Announcement sent')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card.getByLabel('Subject')).toHaveValue('');

    // The opted-in user's copy reaches the SMTP sink, with one-click unsubscribe.
    await expect
      .poll(() => mailFor(readerEmail).filter((m) => m.includes(subject)).length, { timeout: 20_000 })
      .toBe(1);
    const mail = mailFor(readerEmail).find((m) => m.includes(subject))!;
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const unsubscribe = mail.match(/List-Unsubscribe: <([^>]+)>/)![1]!;
    expect(unsubscribe).toContain('/api/settings/unsubscribe-marketing?token=');
    await readerPage.goto(unsubscribe);
    await expect(
      readerPage.getByText('You will no longer receive product announcements from Sponsorscope.'),
    ).toBeVisible();
    await readerPage.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(readerPage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    const settings = await readerPage.request.get('/api/auth/settings');
    expect((await settings.json()).marketingEmails).toBe(false);
    await reader.close();
  });
});
