import { expect, type Page, test } from '@playwright/test';
import { gotoReady, signUp as newAccount, signInAsAdmin, skipTour } from './session';

/**
 * Every main screen at 375 px, signed in and signed out: nothing sticks out past the phone's
 * width (outside a container that scrolls sideways on purpose), and no console error or page
 * error anywhere. Compared with 375, never innerWidth: a mobile browser widens its layout
 * viewport to fit overflowing content.
 */
const PHONE = 375;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/phone-${name}.png`, fullPage: true });

const signUp = (page: Page) => newAccount(page, { name: 'Pia Phone', password: 'phone password 1' });

/** Visible elements whose right edge passes 375 px, outside an intended sideways scroller. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate((limit) => {
    const scrollsSideways = (el: Element) => {
      const s = getComputedStyle(el);
      return (s.overflowX === 'auto' || s.overflowX === 'scroll') && el.scrollWidth > el.clientWidth;
    };
    const insideScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (scrollsSideways(p)) return true;
      }
      return false;
    };
    const clippedByAncestor = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (
          (s.overflowX === 'hidden' || s.overflowX === 'clip') &&
          p.getBoundingClientRect().right <= limit + 0.5
        )
          return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls =
        typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}` : '';
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${id}${cls} "${text}" right=${Math.round(el.getBoundingClientRect().right)}`;
    };
    const found: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.right <= limit + 0.5) continue;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden' || s.display === 'contents' || Number(s.opacity) === 0) continue;
      if (insideScroller(el) || clippedByAncestor(el)) continue;
      // Report the outermost offender only: a parent that sticks out is reported itself.
      const parent = el.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > limit + 0.5) continue;
      found.push(describe(el));
    }
    return found;
  }, PHONE);
}

async function check(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await shot(page, name);
  expect(await overflowing(page), `${name} sticks out past ${PHONE} px`).toEqual([]);
}

/** Failures collected from the console and the page; the expected 401s are listed here. */
async function watchErrors(page: Page, signedIn: boolean) {
  const errors: string[] = [];
  // Signed out, the session check (/api/auth/me) answers 401: the browser logs that request.
  const expected = (text: string, url: string | undefined) =>
    !signedIn && /status of 401/.test(text) && /\/api\/auth\/me$/.test(url ?? '');
  page.on('pageerror', (e) => errors.push(`pageerror ${page.url()}: ${e.message}`));
  // A Content-Security-Policy violation (an eval probe, an inline script) is no console error, but
  // the browser reports it as an issue (Lighthouse's best practices count it): collect those too.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} in ${e.sourceFile}`),
    ),
  );
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    if (expected(m.text(), m.location().url)) return;
    errors.push(`console.error ${page.url()}: ${m.text()} (${m.location().url})`);
  });
  return errors;
}

const enterpriseTabs = ['Dashboard', 'AI Insights', 'Monitoring', 'Reporting', 'Exports', 'Security'];
const brandTabs = ['Portfolio', 'Performance', 'Activations', 'Intelligence', 'Headlines', 'Contacts'];

test.describe('every screen at 375 px', () => {
  test.use({ viewport: { width: PHONE, height: 740 }, isMobile: true, hasTouch: true });

  for (const signedIn of [true, false]) {
    const who = signedIn ? 'in' : 'out';
    test(`signed ${who}: no sideways overflow, no console error`, async ({ page }) => {
      test.setTimeout(120_000);
      await skipTour(page);
      const errors = await watchErrors(page, signedIn);
      await page.goto('/');
      if (signedIn) await signUp(page);
      await check(page, `${who}-home`);
      // The check itself finds an element that sticks out.
      await page.evaluate(() => {
        const probe = Object.assign(document.createElement('div'), { id: 'probe' });
        probe.style.cssText = 'width: 500px; height: 10px';
        document.body.append(probe);
      });
      expect((await overflowing(page)).join()).toContain('div#probe');
      await page.evaluate(() => document.getElementById('probe')?.remove());

      for (const path of [
        '/product',
        '/terms',
        '/privacy-policy',
        '/cookie-policy',
        '/data-processing',
        '/sample-report',
        '/how-it-works',
        '/what-is-sponsorscope',
        '/careers',
        '/contact',
        '/data-sources',
      ]) {
        await page.goto(path);
        await check(page, `${who}${path.replace('/', '-')}`);
      }

      await gotoReady(page, '/search');
      await check(page, `${who}-search`);
      if (signedIn) {
        await page.getByRole('searchbox').fill('nike');
        await expect(page.getByRole('heading', { name: 'Brands Found' })).toBeVisible();
        await check(page, `${who}-search-typeahead`);

        await gotoReady(page, '/search?brand=Nike');
        await expect(page.getByRole('heading', { level: 1, name: 'Nike' })).toBeVisible();
        // The tab strip scrolls: a fade marks the edge with more tabs.
        await expect(page.getByTestId('tabs-more-right')).toBeVisible();
        for (const tab of brandTabs) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
          await expect(page.getByRole('tab', { name: tab })).toBeInViewport();
          await check(page, `${who}-brand-${tab.toLowerCase()}`);
        }
        await expect(page.getByTestId('tabs-more-left')).toBeVisible();
      } else {
        await gotoReady(page, '/search?brand=Nike');
        await check(page, `${who}-brand`);
      }

      await gotoReady(page, '/search?rightsHolder=Manchester%20United%20FC');
      if (signedIn)
        await expect(page.getByRole('heading', { level: 1, name: 'Manchester United FC' })).toBeVisible();
      await check(page, `${who}-rights-holder`);

      await gotoReady(page, '/search?athlete=Lewis%20Hamilton');
      if (signedIn)
        await expect(page.getByRole('heading', { level: 1, name: 'Lewis Hamilton' })).toBeVisible();
      await check(page, `${who}-athlete`);

      await gotoReady(page, '/enterprise');
      for (const tab of enterpriseTabs) {
        const trigger = page.getByRole('tab', { name: tab, exact: true });
        await trigger.click();
        await expect(trigger).toHaveAttribute('aria-selected', 'true');
        await expect(trigger).toBeInViewport();
        await check(page, `${who}-enterprise-${tab.toLowerCase().replace(' ', '-')}`);
      }

      for (const path of ['/profile', '/settings']) {
        await page.goto(path);
        await check(page, `${who}${path.replace('/', '-')}`);
      }

      expect(errors).toEqual([]);
    });
  }
  test('admin screens: newsletter admin and its dialogs, feedback, and a generated report', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await skipTour(page);
    const errors = await watchErrors(page, true);
    await page.goto('/');
    await signInAsAdmin(page);

    await page.goto('/newsletter-admin');
    await expect(page.getByRole('button', { name: 'Create Newsletter' })).toBeVisible();
    await check(page, 'admin-newsletter');
    await page.getByRole('button', { name: 'Create Newsletter' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, 'admin-newsletter-create');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The newsletter desk: an issue's Edit, Schedule and Send Test dialogs, Subscribers, Analytics.
    const issueTitle = `Phone check ${Date.now().toString(36)}`;
    const drafted = await page.request.post('/api/newsletters', {
      data: { title: issueTitle, moves: [{ title: 'A move', category: 'other' }] },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(drafted.status()).toBe(201);
    const issueId = (await drafted.json()).id as string;
    await page.reload();
    const issue = page.getByRole('listitem').filter({ hasText: issueTitle });
    for (const [button, name] of [
      ['Edit', 'edit'],
      ['Schedule', 'schedule'],
      ['Send Test', 'send-test'],
    ] as const) {
      await issue.getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check(page, `admin-newsletter-${name}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await page.goto('/newsletter-admin?view=subscribers');
    await expect(page.getByRole('heading', { name: 'Suppression list' })).toBeVisible();
    await check(page, 'admin-newsletter-subscribers');
    await page.goto(`/newsletter-admin?issue=${issueId}`);
    await expect(page.getByRole('heading', { name: `Analytics: ${issueTitle}` })).toBeVisible();
    await check(page, 'admin-newsletter-analytics');

    await page.goto('/admin/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await check(page, 'admin-feedback');

    // A generated report, as its owner opens it from the brand view.
    const made = await page.request.post('/api/reports/generate/Nike', {
      headers: { origin: new URL(page.url()).origin },
    });
    expect(made.status()).toBe(201);
    await page.goto((await made.json()).reportUrl);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(page, 'report');
    expect(errors).toEqual([]);
  });
});
