// Accounts for the specs: register (which signs nobody in), optionally confirm the address through
// the link the SMTP sink received, then log in, as a person would.
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { mailFor } from './mail-sink';

export const ADMIN = { email: 'admin@e2e.test', password: 'e2e admin password' };

const originOf = (page: Page) =>
  new URL(page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url()).origin;
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** The decoded text of the mails an address received (quoted-printable soft breaks undone). */
export const mailText = (address: string) =>
  mailFor(address).map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='));

/** The newest link to `route` that the sink received for the address (waits for it to arrive). */
export async function linkFromMail(address: string, route: string): Promise<string> {
  const pattern = new RegExp(`${route.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_.%-]+`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = mailText(address)
          .map((m) => m.match(pattern)?.[0])
          .filter(Boolean)
          .at(-1);
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/api/auth/login', {
    data: { email, password },
    headers: { origin: originOf(page) },
  });
  expect(res.status()).toBe(200);
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await logIn(page, ADMIN.email, ADMIN.password);
}

/** A new account, signed in on this page's context; `confirm` opens the e-mailed confirmation link first. */
export async function signUp(
  page: Page,
  options: { name: string; password: string; email?: string; confirm?: boolean },
): Promise<string> {
  const email = options.email ?? uniqueEmail(options.name.split(' ')[0]!.toLowerCase());
  const res = await page.request.post('/api/auth/register', {
    data: { name: options.name, email, password: options.password },
    headers: { origin: originOf(page) },
  });
  expect(res.status()).toBe(202);
  if (options.confirm) {
    const link = await linkFromMail(email, '/api/auth/verify-email');
    const opened = await page.request.get(link, { maxRedirects: 0 });
    expect(opened.headers().location).toBe('/verify-email?status=verified');
  }
  await logIn(page, email, options.password);
  return email;
}

/**
 * A user who finished the onboarding tour: its flag in local storage and the cookie that mirrors it
 * (the server reads the cookie to render a signed-in view with or without the tour).
 */
export async function skipTour(target: Page | BrowserContext): Promise<void> {
  const context = 'context' in target ? target.context() : target;
  await context.addInitScript(() => localStorage.setItem('sponsorscope.onboarding.completed', 'true'));
  await context.addCookies([{ name: 'sponsorscope_tour_done', value: '1', domain: '127.0.0.1', path: '/' }]);
}

/**
 * Opens a page and waits until the app has taken it over: a signed-in view arrives rendered by the
 * server, readable (and clickable for Playwright) before its scripts have run.
 */
export async function gotoReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html[data-ready]')).toHaveCount(1, { timeout: 15_000 });
}
