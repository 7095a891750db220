import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { gotoReady, linkFromMail, signUp, skipTour } from './session';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
const toastText = (page: Page, text: string) => page.locator('.toast').getByText(text, { exact: true });
/** What an authenticator app shows for the secret, `ahead` 30-second steps from now. */
const appCode = (secret: string, ahead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });

test.beforeEach(async ({ page }) => {
  await skipTour(page);
});

for (const width of [1280, 375]) {
  test.describe(`account security at ${width} px`, () => {
    test.use({
      viewport: { width, height: 860 },
      ...(width === 375 ? { isMobile: true, hasTouch: true } : {}),
    });

    test('forgot password: the e-mailed link sets a new password, once', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto('/');
      const email = await signUp(page, { name: 'Rita Reset', password: 'old password 1' });
      await page.context().clearCookies();
      await gotoReady(page, '/search');
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(dialog.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await expect(dialog.getByLabel('Email')).toHaveValue(email);
      await dialog.getByRole('button', { name: 'Send reset link' }).click();
      await expect(dialog.getByRole('status')).toContainText(
        'If an account uses that address, we sent it a link',
      );
      await shot(page, `forgot-password-${width}`);

      const link = await linkFromMail(email, '/reset-password');
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
      await page.getByLabel('New Password', { exact: true }).fill('new password 2');
      await page.getByLabel('Confirm New Password', { exact: true }).fill('new password 2');
      await shot(page, `reset-password-${width}`);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByRole('status')).toContainText('Your password has been reset');
      await page.getByRole('button', { name: 'Log in with the new password' }).click();
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill('new password 2');
      await dialog.getByRole('button', { name: 'Log In' }).click();
      await expect(toastText(page, 'Welcome back!')).toBeVisible();

      // The same link a second time is refused with the reason.
      await page.goto(link);
      await page.getByLabel('New Password', { exact: true }).fill('third password 3');
      await page.getByLabel('Confirm New Password', { exact: true }).fill('third password 3');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(toastText(page, 'Reset failed')).toBeVisible();
      await expect(page.locator('.toast').getByText(/expired or was already used/)).toBeVisible();
    });

    test('two-factor: enrol by scanning (reading) the secret, then sign in with a code', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto('/');
      const email = await signUp(page, { name: 'Tom Totp', password: 'totp password 1' });
      await page.goto('/settings');
      const card = page.getByRole('region', { name: 'Two-factor authentication' });
      await card.getByRole('button', { name: 'Set up two-factor authentication' }).click();
      // The current password first: a borrowed session cannot add its own authenticator.
      const password = card.getByLabel('Current Password', { exact: true });
      await password.fill('not my password');
      await card.getByRole('button', { name: 'Continue' }).click();
      await expect(password).toHaveAccessibleDescription('Current password is incorrect.');
      await password.fill('totp password 1');
      await card.getByRole('button', { name: 'Continue' }).click();
      await expect(
        card.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
      ).toBeVisible();
      const secret = (await card.getByTestId('totp-secret').textContent())!.trim();
      await card.getByLabel('Code from the app').fill('000000' === appCode(secret) ? '111111' : '000000');
      await card.getByRole('button', { name: 'Turn on' }).click();
      await expect(page.locator('.toast').getByText(/That code is not right/)).toBeVisible();
      await expect(card.getByLabel('Code from the app')).toHaveAccessibleDescription(
        /^That code is not right/,
      );
      await shot(page, `two-factor-setup-${width}`);
      await card.getByLabel('Code from the app').fill(appCode(secret));
      await card.getByRole('button', { name: 'Turn on' }).click();
      const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      await shot(page, `two-factor-codes-${width}`);
      await card.getByRole('button', { name: 'I have saved them' }).click();
      await expect(card.getByText(/^On\. Sign-in asks for a code/)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow).toBeLessThanOrEqual(width);

      await page.context().clearCookies();
      await gotoReady(page, '/search');
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill('totp password 1');
      await dialog.getByRole('button', { name: 'Log In' }).click();
      await expect(dialog.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
      await expect(dialog.getByLabel('Authentication code')).toBeFocused();
      await shot(page, `two-factor-login-${width}`);
      // The code of the next step: the one used to turn it on is spent.
      await dialog.getByLabel('Authentication code').fill(appCode(secret, 1));
      await dialog.getByRole('button', { name: 'Verify and log in' }).click();
      await expect(toastText(page, 'Welcome back!')).toBeVisible();
      await expect(page.getByRole('searchbox')).toBeVisible();
    });
  });
}
