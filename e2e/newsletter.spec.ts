// The newsletter desk end to end (issue 20): a real server process on a scratch PostgreSQL database
// (so the spec can mark subscribers' e-mail addresses verified, as the auth feature's link does),
// sending through a real SMTP sink that can refuse chosen addresses with 550.

import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { freePort, healthy, startServer } from './processes';

const ADMIN = { email: 'desk.admin@example.test', password: 'desk admin password' };
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/newsletter-${name}.png`, fullPage: true });
const toastText = (page: Page, text: string) => page.locator('.toast').getByText(text, { exact: true });
/** A header line as it was sent (folded lines joined). */
const rawHeader = (mail: ParsedMail, key: string) =>
  (mail.headerLines.find((h) => h.key === key)?.line ?? '').replace(/\r?\n[ \t]+/g, ' ');
const tag = () => Math.random().toString(36).slice(2, 7);

interface Received {
  to: string;
  at: number;
  mail: ParsedMail;
}

/** The test PostgreSQL (TEST_DATABASE_URL), else the one these machines run on loopback. */
const pgAdmin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database for this spec's server; drop() removes it. Null when PostgreSQL does not answer. */
async function scratchDatabase() {
  const admin = new pg.Client({ connectionString: pgAdmin, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `sponsorscope_desk_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(pgAdmin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** An SMTP sink that keeps every message (parsed) and answers 550 for the addresses in `refuse`. */
async function refusingSink() {
  const received: Received[] = [];
  const refuse = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase()))
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const mail = await simpleParser(Buffer.concat(chunks));
        for (const r of session.envelope.rcptTo)
          received.push({ to: r.address.toLowerCase(), at: Date.now(), mail });
        callback();
      });
    },
  });
  server.on('error', () => {});
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    refuse,
    received,
    /** Messages to an address whose subject contains `subject`. */
    to: (email: string, subject: string) =>
      received.filter((r) => r.to === email.toLowerCase() && (r.mail.subject ?? '').includes(subject)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('the newsletter desk', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ viewport: { width: 1280, height: 900 } });

  let base = '';
  let sink: Awaited<ReturnType<typeof refusingSink>>;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> = null;
  let server: ReturnType<typeof startServer>;
  let db: pg.Client;
  const run = tag();
  const readers = ['ada', 'ben', 'cy'].map((n) => `${n}.${run}@readers.test`);

  /** Subscribers straight into the database; verified as the auth feature's link would do. */
  const addSubscriber = (email: string, verified: boolean) =>
    db.query(
      `with u as (insert into users (name, email, password_hash, email_verified_at)
         values ($1, $2, 'not-a-login', ${verified ? 'now()' : 'null'}) returning id)
       insert into user_settings (user_id, newsletter_subscription) select id, true from u`,
      [email.split('@')[0], email],
    );
  const api = async (page: Page, method: string, path: string, data?: unknown) => {
    const res = await page.request.fetch(`${base}${path}`, {
      method,
      headers: { origin: base },
      ...(data === undefined ? {} : { data }),
    });
    return { status: res.status(), body: await res.json().catch(() => null) };
  };
  const signIn = async (page: Page) => {
    await page.goto(`${base}/`);
    const res = await page.request.post(`${base}/api/auth/login`, { data: ADMIN, headers: { origin: base } });
    expect(res.status()).toBe(200);
  };
  const create = async (page: Page, title: string, extra: Record<string, unknown> = {}) => {
    const res = await api(page, 'POST', '/api/newsletters', {
      title,
      moves: [{ title: `Move of ${title}`, category: 'other' }],
      ...extra,
    });
    expect(res.status).toBe(201);
    return res.body as { id: string; title: string };
  };
  const item = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    scratch = await scratchDatabase();
    test.skip(!scratch, `needs PostgreSQL at ${pgAdmin} (or TEST_DATABASE_URL)`);
    if (!scratch) return;
    sink = await refusingSink();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServer({
      PORT: String(port),
      DATABASE_URL: scratch.url,
      SMTP_URL: sink.url,
      PUBLIC_URL: base,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    await healthy(port);
    db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
  });
  test.afterAll(async () => {
    server?.kill('SIGKILL');
    await db?.end().catch(() => {});
    await sink?.close();
    await scratch?.drop();
  });

  test('Send Now with nobody to send to is refused, and says why', async ({ page }) => {
    await addSubscriber(`unverified.${run}@readers.test`, false);
    await signIn(page);
    const draft = await create(page, `Nobody ${run}`);
    await page.goto(`${base}/newsletter-admin`);
    await expect(page.getByText('An issue sent now goes to 0 subscribers')).toBeVisible();
    await item(page, draft.title).getByRole('button', { name: 'Send Now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Nobody to send to' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send now' })).toHaveCount(0);
    await shot(page, 'nobody-1280');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // The server enforces it too.
    const refused = await api(page, 'POST', `/api/newsletters/${draft.id}/send`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Nobody to send to/);
    await expect(item(page, draft.title).getByText('draft', { exact: true })).toBeVisible();
    // The unverified subscriber is listed, marked as not receiving it.
    await page.getByRole('link', { name: 'Subscribers' }).click();
    await expect(page.getByRole('row').filter({ hasText: `unverified.${run}` })).toContainText(
      'E-mail not verified',
    );
  });

  test('an empty form is answered beside each field, before anything is sent', async ({ page }) => {
    await signIn(page);
    await page.goto(`${base}/newsletter-admin`);
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/newsletters')) posted++;
    });
    await page.getByRole('button', { name: 'Create Newsletter' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Link').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Newsletter title is required')).toBeVisible();
    await expect(dialog.getByText('Every move needs a deal title')).toBeVisible();
    await expect(dialog.getByText('Link must be a web address starting with https://')).toBeVisible();
    await expect(dialog.getByLabel('Newsletter Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Newsletter Title')).toBeFocused();
    expect(posted).toBe(0);
    await shot(page, 'create-errors-1280');
  });

  test('an edited draft goes out edited; clicks are counted per link; the web copy shows it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    for (const r of readers) await addSubscriber(r, true);
    await signIn(page);
    await page.goto(`${base}/newsletter-admin`);
    await expect(page.getByText('An issue sent now goes to 3 subscribers')).toBeVisible();

    const first = `First draft ${run}`;
    await page.getByRole('button', { name: 'Create Newsletter' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Newsletter Title').fill(first);
    await dialog.getByLabel('Deal Title').fill('Old move text');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toastText(page, 'Newsletter created')).toBeVisible();

    // Edit: the same dialog, filled in.
    const title = `Edited issue ${run}`;
    await item(page, first).getByRole('button', { name: 'Edit' }).click();
    dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Edit Newsletter' })).toBeVisible();
    await expect(dialog.getByLabel('Newsletter Title')).toHaveValue(first);
    await expect(dialog.getByLabel('Deal Title')).toHaveValue('Old move text');
    await dialog.getByLabel('Newsletter Title').fill(title);
    await dialog.getByLabel('Preheader').fill('Three deals before the weekend');
    await dialog.getByLabel('Deal Title').fill('Puma signs a new kit deal');
    await dialog.getByLabel('Link').fill('https://news.example.org/puma');
    await dialog.getByRole('button', { name: 'Add Platform Update' }).click();
    await dialog.getByLabel('Update Title').fill('Subscriber export');
    await dialog.getByLabel('Type').selectOption('improvement');
    await dialog.getByLabel('Quote of the Week').fill('Clicks beat opens.');
    expect(
      await new AxeBuilder({ page })
        .include('[role="dialog"]')
        .analyze()
        .then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')),
    ).toEqual([]);
    await shot(page, 'edit-1280');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastText(page, 'Newsletter saved')).toBeVisible();
    await expect(item(page, title)).toBeVisible();

    await item(page, title).getByRole('button', { name: 'Send Now' }).click();
    dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Send to 3 subscribers?' })).toBeVisible();
    await shot(page, 'confirm-send-1280');
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await expect(toastText(page, 'Newsletter sent')).toBeVisible();
    await expect(item(page, title).getByText('sent', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(item(page, title).getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await shot(page, 'list-1280');

    await expect
      .poll(() => readers.every((r) => sink.to(r, title).length === 1), { timeout: 20_000 })
      .toBe(true);
    const mailOf = (r: string) => sink.to(r, title)[0]!.mail;
    const mail = mailOf(readers[0]!);
    expect(mail.text).toContain('Puma signs a new kit deal');
    expect(mail.text).toContain('Subscriber export');
    expect(mail.text).not.toContain('Old move text');
    expect(String(mail.html)).toContain('Three deals before the weekend');
    expect(mail.text).toContain('71-75 Shelton Street');
    // One-click HTTPS unsubscribe only: no mailto address that nothing reads.
    expect(rawHeader(mail, 'list-unsubscribe')).toMatch(/^List-Unsubscribe: <http:\/\/[^>]+>$/);

    // Clicks: Ada twice on the move, Ben once; every click lands where the link said.
    const moveLink = (r: string) =>
      String(mailOf(r).html)
        .match(/href="([^"]+)"[^>]*>Puma signs a new kit deal/)![1]!
        .replace(/&amp;/g, '&');
    for (const r of [readers[0]!, readers[0]!, readers[1]!]) {
      const res = await page.request.get(moveLink(r), { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers().location).toBe('https://news.example.org/puma');
    }
    await item(page, title).getByRole('link', { name: 'Analytics' }).click();
    await expect(page.getByRole('heading', { name: `Analytics: ${title}` })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: 'Puma signs a new kit deal' });
    await expect(row).toContainText('3 clicks · 2 readers');
    await expect(page.getByText(/Privacy proxies/)).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Clicks per hour after sending' })).toBeVisible();
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await shot(page, 'analytics-1280');

    // The web copy, without signing in, from the link in the e-mail.
    const archive = String(mail.html).match(/href="([^"]+)"[^>]*>View in browser/)![1]!;
    const anon = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const web = await anon.newPage();
    const res = await web.goto(archive);
    expect(res?.status()).toBe(200);
    await expect(web.getByRole('heading', { name: 'This Week: In The Know' })).toBeVisible();
    await expect(web.getByText(title)).toBeVisible();
    await expect(web.getByText('Puma signs a new kit deal')).toBeVisible();
    await web.screenshot({ path: 'test-results/screens/newsletter-archive-1280.png', fullPage: true });
    await anon.close();
  });

  test('Send Test sends the chosen issue to two addresses', async ({ page }) => {
    await signIn(page);
    const chosen = await create(page, `Chosen for test ${run}`);
    await create(page, `Newest ${run}`);
    await page.goto(`${base}/newsletter-admin`);
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Issue').selectOption(chosen.id);
    const to = [`one.${run}@testers.test`, `two.${run}@testers.test`];
    await dialog.getByLabel('Send to').fill(`${to[0]}, ${to[1]}`);
    await shot(page, 'send-test-1280');
    await dialog.getByRole('button', { name: 'Send Test' }).click();
    await expect(toastText(page, `Newsletter preview sent successfully to ${to.join(', ')}`)).toBeVisible();
    for (const address of to) {
      await expect.poll(() => sink.to(address, '[Test]').length, { timeout: 10_000 }).toBe(1);
      expect(sink.to(address, '[Test]')[0]!.mail.subject).toBe(`[Test] In The Know: ${chosen.title}`);
    }
    // A bad address is named beside the field, and nothing is sent.
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await page.getByRole('dialog').getByLabel('Send to').fill('nobody-at-all');
    await page.getByRole('dialog').getByRole('button', { name: 'Send Test' }).click();
    await expect(page.getByRole('dialog').getByText('Enter valid e-mail addresses')).toBeVisible();
  });

  test('a chosen time sends then; unscheduling stops a scheduled send', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page);
    // Scheduled in the dialog: a date and time in London, shown in the list.
    const later = await create(page, `Later ${run}`);
    await page.goto(`${base}/newsletter-admin`);
    await item(page, later.title).getByRole('button', { name: 'Schedule' }).click();
    const dialog = page.getByRole('dialog');
    // A month ahead, 09:45 on the London clock.
    const day = new Date(Date.now() + 30 * 86_400_000);
    const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(day);
    const shown = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(day);
    await dialog.getByLabel('Send at (London time)').fill(`${ymd}T09:45`);
    // The admin's timezone is UTC (the default): the same moment on both clocks.
    await expect(
      dialog.getByText(new RegExp(`${shown}, 09:45 (GMT|BST) in London is ${shown}, 0[89]:45 UTC`)),
    ).toBeVisible();
    await shot(page, 'schedule-1280');
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(toastText(page, 'Newsletter scheduled')).toBeVisible();
    await expect(item(page, later.title)).toContainText(new RegExp(`Sends ${shown}, 09:45 (GMT|BST)`));
    await expect(item(page, later.title).getByText('scheduled', { exact: true })).toBeVisible();

    // Two issues due in 12 s: one is unscheduled in the list, the other goes out at its time.
    const at = new Date(Date.now() + 12_000);
    const control = await create(page, `On time ${run}`);
    const stopped = await create(page, `Stopped ${run}`);
    for (const n of [control, stopped])
      expect(
        (await api(page, 'POST', `/api/newsletters/${n.id}/schedule`, { at: at.toISOString() })).status,
      ).toBe(200);
    await page.reload();
    await item(page, stopped.title).getByRole('button', { name: 'Unschedule' }).click();
    await expect(toastText(page, 'Newsletter unscheduled')).toBeVisible();
    await expect(item(page, stopped.title).getByText('draft', { exact: true })).toBeVisible();

    await expect.poll(() => sink.to(readers[0]!, control.title).length, { timeout: 40_000 }).toBe(1);
    expect(sink.to(readers[0]!, control.title)[0]!.at).toBeGreaterThanOrEqual(at.getTime());
    await page.waitForTimeout(2_000);
    expect(sink.received.filter((r) => r.mail.subject?.includes(stopped.title))).toEqual([]);
    const after = await api(page, 'GET', `/api/newsletters/${stopped.id}`);
    expect(after.body).toMatchObject({ status: 'draft', recipientCount: 0 });
  });

  test('a 550 from the mail server suppresses the address for the next issue', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page);
    const refused = readers[2]!;
    sink.refuse.add(refused);
    const first = await create(page, `Bounce ${run}`);
    expect((await api(page, 'POST', `/api/newsletters/${first.id}/send`)).status).toBe(200);
    await expect
      .poll(async () => (await api(page, 'GET', `/api/newsletters/${first.id}/analytics`)).body, {
        timeout: 20_000,
      })
      .toMatchObject({ delivered: 2, failed: 1, pending: 0 });

    await page.goto(`${base}/newsletter-admin?issue=${first.id}`);
    await expect(page.getByText('1 bounced (address suppressed)')).toBeVisible();
    await page.goto(`${base}/newsletter-admin?view=subscribers`);
    const entry = page
      .getByRole('list', { name: 'Suppressed addresses' })
      .getByRole('listitem')
      .filter({ hasText: refused });
    await expect(entry).toContainText('Bounced');
    await expect(entry).toContainText('550');
    await expect(page.getByRole('row').filter({ hasText: refused })).toContainText('Suppressed');
    await shot(page, 'subscribers-1280');

    const next = await create(page, `After bounce ${run}`);
    const sent = await api(page, 'POST', `/api/newsletters/${next.id}/send`);
    expect(sent.body.recipientCount).toBe(2);
    await expect.poll(() => sink.to(readers[1]!, next.title).length, { timeout: 20_000 }).toBe(1);
    expect(sink.received.filter((r) => r.to === refused && r.mail.subject?.includes(next.title))).toEqual([]);
    sink.refuse.clear();
  });

  test('a reader unsubscribes from the e-mail; at 375 px nothing sticks out', async ({ browser }) => {
    test.setTimeout(60_000);
    const title = `Edited issue ${run}`;
    const mail = sink.to(readers[0]!, title)[0]!.mail;
    const phone = await browser.newContext({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await phone.newPage();
    const unsubscribe = rawHeader(mail, 'list-unsubscribe').match(/<([^>]+)>/)![1]!;
    await page.goto(unsubscribe);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

    await signIn(page);
    const wide = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `test-results/screens/newsletter-${name}-375.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(375);
    };
    const list = (await api(page, 'GET', '/api/newsletters')).body as {
      id: string;
      title: string;
      archiveUrl: string;
    }[];
    const sent = list.find((n) => n.title === title)!;
    await page.goto(`${base}/newsletter-admin?issue=${sent.id}`);
    await expect(page.getByText("with this issue's link")).toBeVisible();
    expect((await api(page, 'GET', `/api/newsletters/${sent.id}/analytics`)).body.unsubscribes).toBe(1);
    await wide('analytics');
    await page.goto(`${base}/newsletter-admin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Management' })).toBeVisible();
    await wide('list');
    await item(page, `Later ${run}`).getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await wide('edit');
    await page.keyboard.press('Escape');
    await item(page, `Later ${run}`).getByRole('button', { name: 'Reschedule' }).click();
    await wide('schedule');
    await page.keyboard.press('Escape');
    await page.goto(`${base}/newsletter-admin?view=subscribers`);
    await expect(page.getByRole('heading', { name: 'Suppression list' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: readers[0]! })).toContainText('Unsubscribed');
    await wide('subscribers');
    await page.goto(sent.archiveUrl);
    await expect(page.getByRole('heading', { name: 'This Week: In The Know' })).toBeVisible();
    await wide('archive');
    await phone.close();
  });
});
