import { expect, type Page, test } from '@playwright/test';
import { gotoReady, skipTour } from './session';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

/** The visible toast (Radix also renders a hidden copy for screen readers). */
const toastText = (page: Page, text: string) => page.locator('.toast').getByText(text, { exact: true });

// These journeys are about accounts: the intelligence tool's first-visit tour is covered elsewhere.
test.beforeEach(async ({ page }) => {
  await skipTour(page);
});

const email = () => `e2e.${Date.now().toString(36)}.${Math.floor(Math.random() * 1e6)}@example.test`;

async function register(page: Page, name: string, address: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByLabel('Full Name', { exact: true }).fill(name);
  await dialog.getByLabel('Email').fill(address);
  await dialog.getByLabel('Company').fill('Acme Sports');
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
}

test.describe('account journey', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('register, log out, log in, edit profile, settings, password, delete', async ({ page }) => {
    test.setTimeout(60_000);
    const address = email();
    await gotoReady(page, '/search');
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(page, 'auth-dialog-1280');
    await register(page, 'Grace Hopper', address, 'first password 1');
    await expect(toastText(page, 'Welcome to Sponsorscope!')).toBeVisible();
    await expect(page.getByRole('searchbox')).toBeVisible();

    const avatar = page.getByRole('button', { name: 'Account menu for Grace Hopper' });
    // It shows the initials; its name says what it opens.
    await expect(avatar.locator('[aria-hidden]')).toHaveText('GH');
    await avatar.click();
    await shot(page, 'account-menu-1280');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(toastText(page, 'Logged out')).toBeVisible();
    // Still on the gated tool: the log-in dialog comes back.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email').fill(address.toUpperCase());
    await dialog.getByLabel('Password', { exact: true }).fill('first password 1');
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await expect(toastText(page, 'Welcome back!')).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Grace Hopper');
    await page.getByLabel('Full Name', { exact: true }).fill('Grace B. Hopper');
    await page.getByLabel('Company', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastText(page, 'Profile updated')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Grace B. Hopper');
    await shot(page, 'profile-1280');

    await page.goto('/settings');
    // Turning Push Notifications on asks the browser: allow it, as the user would at the prompt.
    await page.context().grantPermissions(['notifications']);
    const push = page.getByRole('switch', { name: 'Push Notifications' });
    await push.click();
    await expect(toastText(page, 'Settings updated')).toBeVisible();
    await page.getByRole('combobox', { name: 'Timezone' }).click();
    await page.getByRole('option', { name: 'Pacific Time' }).click();
    await page.getByRole('switch', { name: 'Weekly ITK Newsletter' }).click();
    await expect(toastText(page, 'Subscribed to newsletter')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Push Notifications' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Timezone' })).toHaveText('Pacific Time');
    await expect(page.getByRole('switch', { name: 'Weekly ITK Newsletter' })).toBeChecked();
    await shot(page, 'settings-1280');
    // The timezone drives the times the product shows: when the engine computed the forecasts, in
    // Pacific Time. "Last updated" is the month the data was last checked, in no timezone.
    await skipTour(page);
    await page.evaluate(() => localStorage.setItem('sponsorscope.onboarding.completed', 'true'));
    await gotoReady(page, '/search?brand=Nike');
    await expect(page.getByText(/^Last updated [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await page.getByRole('tab', { name: 'Intelligence' }).click();
    const forecasts = page.getByRole('region', { name: 'Predictive Analytics' });
    await expect(forecasts.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d P[SD]T$/);
    await page.goto('/settings');
    // The settings cards above the password form have loaded (so the form no longer moves down).
    await expect(page.getByRole('switch', { name: 'Push Notifications' })).toBeChecked();

    const security = page.getByRole('region', { name: 'Security' });
    await security.getByLabel('Current Password', { exact: true }).fill('first password 1');
    await page.getByLabel('New Password', { exact: true }).fill('second password 2');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('second password 2');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(toastText(page, 'Password updated')).toBeVisible();
    await expect(security.getByLabel('Current Password', { exact: true })).toHaveValue('');

    await page.getByRole('button', { name: 'Delete Account' }).click();
    const danger = page.getByRole('region', { name: 'Danger Zone' });
    await danger.getByLabel('Current Password', { exact: true }).fill('not my password');
    await danger.getByRole('button', { name: 'Confirm Delete Account' }).click();
    await expect(toastText(page, 'Current password is incorrect.')).toBeVisible();
    await danger.getByLabel('Current Password', { exact: true }).fill('second password 2');
    await danger.getByRole('button', { name: 'Confirm Delete Account' }).click();
    await expect(toastText(page, 'Account deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const res = await page.request.post('/api/auth/login', {
      data: { email: address, password: 'second password 2' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(401);
  });

  test('a wrong password shows the server message; mismatched registration sends nothing', async ({
    page,
  }) => {
    await gotoReady(page, '/search');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('nobody@example.test');
    await dialog.getByLabel('Password', { exact: true }).fill('wrong password');
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await expect(toastText(page, 'Login failed')).toBeVisible();
    await expect(toastText(page, 'Invalid email or password.')).toBeVisible();

    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/register')) posted = true;
    });
    await dialog.getByRole('tab', { name: 'Register' }).click();
    await dialog.getByLabel('Full Name', { exact: true }).fill('X');
    await dialog.getByLabel('Email').fill(email());
    await dialog.getByLabel('Password', { exact: true }).fill('password one');
    await dialog.getByLabel('Confirm Password', { exact: true }).fill('password two');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(toastText(page, 'Password mismatch')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('closing the dialog on /search leaves the Authentication Required panel', async ({ page }) => {
    await gotoReady(page, '/search');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog').getByLabel('Full Name', { exact: true })).toBeVisible();
  });

  test('an admin sees Newsletter Admin; an analyst gets Access Denied there', async ({ page }) => {
    await page.goto('/newsletter-admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('admin@e2e.test');
    await dialog.getByLabel('Password', { exact: true }).fill('e2e admin password');
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Management' })).toBeVisible();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('link', { name: 'Newsletter Admin' })).toBeVisible();
  });

  test('Push Notifications stays off when the browser blocks notifications', async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    await skipTour(context);
    const page = await context.newPage();
    try {
      await gotoReady(page, '/search');
      await expect(page.getByRole('dialog')).toBeVisible();
      await register(page, 'Blocked Pusher', email(), 'blocked password 1');
      await expect(page.getByRole('searchbox')).toBeVisible();
      await page.goto('/settings');
      const push = page.getByRole('switch', { name: 'Push Notifications' });
      await expect(push).not.toBeChecked();
      await push.click();
      await expect(toastText(page, 'Notifications blocked')).toBeVisible();
      await expect(push).not.toBeChecked();
      await page.reload();
      await expect(page.getByRole('switch', { name: 'Push Notifications' })).not.toBeChecked();
    } finally {
      await context.close();
    }
  });
});

test.describe('account screens at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('dialog, profile and settings fit a phone', async ({ page }) => {
    await gotoReady(page, '/search');
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(page, 'auth-dialog-375');
    await register(page, 'Mobile User', email(), 'mobile password 1');
    await expect(page.getByRole('searchbox')).toBeVisible();
    for (const path of ['/profile', '/settings']) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await shot(page, `${path.slice(1)}-375`);
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await shot(page, 'account-menu-375');
  });
});
