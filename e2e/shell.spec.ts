import { expect, type Page, test } from '@playwright/test';
import { gotoReady } from './session';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

test.describe('desktop shell (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('skip link appears on focus and jumps to the main content', async ({ page }) => {
    await page.goto('/product');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expect(page.locator('html')).toHaveAttribute('data-input', 'keyboard');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await page.mouse.down();
    await expect(page.locator('html')).toHaveAttribute('data-input', 'mouse');
  });

  test('the home header holds still: resting at 55 px of scroll it never flips, and the page never jumps', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    const main = page.locator('main');
    const mainTop = await main.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate(() => {
      const w = window as unknown as { flips: number };
      w.flips = 0;
      new MutationObserver(() => {
        w.flips++;
      }).observe(document.querySelector('header')!, { attributes: true, attributeFilter: ['data-compact'] });
      window.scrollTo(0, 55);
    });
    await expect(header).toHaveAttribute('data-compact', 'true');
    await page.waitForTimeout(2000);
    expect(await page.evaluate(() => (window as unknown as { flips: number }).flips)).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(55);
    // the content below starts where it did with the full bar
    expect(await main.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)).toBe(mainTop);
    // back up past the middle it stays compact; at the top it is full again
    await page.evaluate(() => window.scrollTo(0, 30));
    await page.waitForTimeout(300);
    await expect(header).toHaveAttribute('data-compact', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-compact', 'false');
  });

  test('Try Again recovers from a screen whose script failed to load once', async ({ page }) => {
    // The network fails for the enterprise screen's script until it comes back.
    let down = true;
    let asked = 0;
    await page.route(/\/assets\/EnterprisePage-[^/]+\.js(\?.*)?$/, (route) => {
      asked++;
      return down ? route.abort('connectionfailed') : route.continue();
    });
    await page.goto('/enterprise');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    down = false;
    const before = asked;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('tab', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    expect(asked).toBeGreaterThan(before);
  });

  test('the log-in dialog: focus starts in the first field, follows the Register link, and returns to the opener; one Escape closes it even over a toast', async ({
    page,
  }) => {
    // The prerendered page shows the button before its script runs: wait until React has taken over.
    await gotoReady(page, '/product');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Log In' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog.getByLabel('Full Name', { exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // A failed log-in shows a toast; the first Escape still closes the dialog.
    await opener.click();
    await dialog.getByLabel('Email', { exact: true }).fill('nobody@example.test');
    await dialog.getByLabel('Password', { exact: true }).fill('not the password');
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /invalid|incorrect|wrong/i })
        .first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('product dropdown navigates, and the page starts at the top', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await expect(page.locator('header').first()).toHaveAttribute('data-compact', 'true');
    await page.getByRole('button', { name: 'Product' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How Sponsorscope works' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('button', { name: 'Product' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the BaseLine score counts up to 87 when the features section is reached', async ({ page }) => {
    await page.goto('/');
    const score = page
      .locator('#features-heading')
      .locator('xpath=ancestor::section')
      .getByText(/^\d+$/)
      .first();
    await page.locator('#features-heading').scrollIntoViewIfNeeded();
    await expect(score).toHaveText('87', { timeout: 5000 });
    await shot(page, 'home-1280');
  });

  test('reduced motion shows 87 at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.locator('#features-heading').scrollIntoViewIfNeeded();
    const score = page
      .locator('#features-heading')
      .locator('xpath=ancestor::section')
      .getByText(/^\d+$/)
      .first();
    await expect(score).toHaveText('87', { timeout: 500 });
  });

  test('the terms and cookie pages carry their own bar and four-column footer', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('link', { name: 'Try Tool' })).toHaveAttribute('href', '/search');
    await expect(page.getByText('Last updated: August 2, 2025')).toBeVisible();
    for (const h of ['Agreement to Terms', 'Acceptable Use', 'Changes to Terms', 'Contact Information']) {
      await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
    }
    await expect(page.getByText('at least 30 days')).toBeVisible();
    await expect(page.getByText('© 2025 Sponsorscope. All rights reserved.')).toBeVisible();
    await expect(page.getByText('Built by Ten Toes. Backed by belief.')).toBeVisible();
    await shot(page, 'terms-1280');
    await page.goto('/cookie-policy');
    await expect(page.getByText('Analytics cookies are typically kept for 12-24 months.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'privacy@sponsorscope.com' })).toHaveAttribute(
      'href',
      'mailto:privacy@sponsorscope.com',
    );
  });

  test('the footer shows the current year, legal links and the agency logo', async ({ page }) => {
    // Prerendered pages show the logo from their markup alone, scripts or no scripts.
    const noScript = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    for (const path of ['/', '/product']) {
      await plain.goto(`${test.info().project.use.baseURL}${path}`);
      await expect(plain.locator('footer').getByRole('img', { name: 'Ten Toes' })).toBeVisible();
    }
    await noScript.close();
    await page.goto('/contact');
    const footer = page.locator('footer');
    await expect(footer.getByText(`© ${new Date().getFullYear()} Sponsorscope`)).toBeVisible();
    await expect(footer.getByRole('img', { name: 'Ten Toes' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(page.getByText(/URGENT/)).toBeVisible();
    await shot(page, 'contact-1280');
  });

  test('the sample report is drawn by the report renderer', async ({ page }) => {
    await page.goto('/sample-report');
    const report = page.frameLocator('iframe[title^="Sample Sponsorscope report"]');
    await expect(report.getByRole('heading', { level: 1, name: 'Northline Sportswear' })).toBeVisible();
    await expect(report.getByText(/^Sample data: Northline Sportswear is a fictional brand/)).toBeVisible();
    await expect(report.getByText('BaseLine metrics')).toBeVisible();
  });

  test('screens look right', async ({ page }) => {
    for (const path of ['/product', '/sample-report', '/careers', '/no-such-page', '/enterprise']) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await shot(page, `${path.slice(1) || 'home'}-1280`);
    }
  });
});

test.describe('mobile shell (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('hamburger menu holds the tool button and closes on navigation and on widening', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Product' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Try Intelligence Tool' }).first()).toBeVisible();
    await shot(page, 'menu-375');
    await page.locator('header').getByRole('link', { name: 'Careers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.setViewportSize({ width: 900, height: 740 });
    await expect(page.getByRole('button', { name: 'Product' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('screens fit the width', async ({ page }) => {
    for (const path of [
      '/',
      '/product',
      '/terms',
      '/sample-report',
      '/contact',
      '/search',
      '/no-such-page',
    ]) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await shot(page, `${path.slice(1) || 'home'}-375`);
    }
  });
});
