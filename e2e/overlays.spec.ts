import { expect, type Locator, type Page, test } from '@playwright/test';
import { brand } from '../core/brand';
import { ADMIN, signInAsAdmin, signUp, skipTour } from './session';

/**
 * Issue 36: toasts covered the log-in dialog's title and Close on a phone, and Send Now and Revoke
 * on a desktop; Escape in the log-in dialog opened from the phone menu closed both and lost focus.
 */

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const theToast = (page: Page) => page.locator('.toast').first();

/** Waits until the toast is shown and, once it has settled, covers none of `targets`. */
async function expectToastClear(page: Page, targets: Record<string, Locator>) {
  const toast = theToast(page);
  await expect(toast).toBeVisible();
  await expect
    .poll(
      async () => {
        const t = await toast.boundingBox();
        if (!t) return ['no toast'];
        const covered: string[] = [];
        for (const [name, target] of Object.entries(targets)) {
          const b = await target.boundingBox();
          if (!b) covered.push(`${name} not shown`);
          else if (overlaps(t, b)) covered.push(name);
        }
        return covered;
      },
      { timeout: 3000 },
    )
    .toEqual([]);
}

/** Scrolls the page so that `target` sits just above the bottom edge, where a bottom toast goes. */
async function bringToBottom(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const height = page.viewportSize()!.height;
  await page.evaluate((dy) => window.scrollBy(0, dy), box.y + box.height - (height - 130));
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('a toast over the log-in dialog leaves its header clear; Escape closes the dialog only and focus goes back to Log In', async ({
    page,
  }) => {
    await skipTour(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const logIn = page.getByRole('banner').getByRole('button', { name: 'Log In' });
    await logIn.click();
    const dialog = page.getByRole('dialog');
    const title = dialog.getByRole('heading', { name: `Log in to ${brand.product}` });
    await expect(title).toBeVisible();

    await dialog.getByLabel('Email').fill('nobody.here@example.test');
    await dialog.getByLabel('Password', { exact: true }).fill('not the password 1');
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await expect(theToast(page)).toContainText('Login failed');
    await expectToastClear(page, { title, Close: dialog.getByRole('button', { name: 'Close' }) });
    await page.screenshot({ path: 'test-results/screens/overlay-login-toast-375.png' });

    // Escape: the toast goes first (toaster.tsx), and the same press closes the dialog, not the menu.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(logIn).toBeFocused();
    // The next Escape closes the menu.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a toast never sits on a token row’s Revoke', async ({ page }) => {
    await skipTour(page);
    await page.goto('/');
    await signUp(page, { name: 'Rita Revoke', password: 'revoke password 1' });
    await page.goto('/settings');
    const access = page.getByRole('region', { name: 'API access' });
    for (const name of ['Alpha', 'Beta']) {
      await access.getByLabel('Token name').fill(name);
      await access.getByRole('button', { name: 'Create token' }).click();
      await expect(access.getByLabel('Token secret')).toHaveValue(/^ssk_/);
      if (name === 'Alpha') await access.getByRole('button', { name: 'I have saved it' }).click();
    }
    const revoke = access.getByRole('button', { name: 'Revoke Alpha' });
    await bringToBottom(page, revoke);
    // Copy raises a toast (Copied, or Copy it yourself where the clipboard is refused).
    await access.getByRole('button', { name: 'Copy' }).click();
    await expectToastClear(page, {
      'Revoke Alpha': revoke,
      'Revoke Beta': access.getByRole('button', { name: 'Revoke Beta' }),
    });
    await page.screenshot({ path: 'test-results/screens/overlay-revoke-toast-1280.png' });
  });

  test('a toast never sits on an issue’s Send Now', async ({ page }) => {
    await skipTour(page);
    await page.goto('/');
    await signInAsAdmin(page);
    const origin = new URL(page.url()).origin;
    const title = `Toast clear ${Date.now().toString(36)}`;
    const made = await page.request.post('/api/newsletters', {
      data: { title, moves: [{ title: `Move of ${title}`, category: 'other' }] },
      headers: { origin },
    });
    expect(made.status(), ADMIN.email).toBe(201);
    await page.goto('/newsletter-admin');
    // Its own card, not the copy Duplicate makes ("Copy of ...").
    const issue = page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });
    const sendNow = issue.getByRole('button', { name: 'Send Now' });
    await expect(sendNow).toBeVisible({ timeout: 15_000 });
    await bringToBottom(page, sendNow);
    await issue.getByRole('button', { name: 'Duplicate' }).click();
    await expect(theToast(page)).toContainText('Newsletter duplicated');
    await bringToBottom(page, sendNow);
    await expectToastClear(page, { 'Send Now': sendNow });
    await page.screenshot({ path: 'test-results/screens/overlay-send-now-toast-1280.png' });
  });
});
