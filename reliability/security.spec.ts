// Security: response headers, cookie flags (plain and behind a TLS proxy), cross-origin writes,
// rate limits, and script-like text in every user-entered field shown as text in the UI, in a
// generated report and in the e-mails that carry it.
import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { smtpSink } from '../e2e/processes';
import { json, login, register, serverFixture } from './server';

const XSS = `<img src=x onerror="window.__xss=1">"><script>window.__xss=1</script>`;

test('headers: a CSP without inline scripts, nosniff, frame-ancestors, referrer policy; HSTS only behind https', async () => {
  const fixture = await serverFixture('pglite', { TRUST_PROXY: 'loopback' });
  const server = await fixture.start();
  try {
    for (const path of ['/', '/terms', '/search', '/settings', '/api/health', '/no-such-page']) {
      const res = await fetch(server.base + path);
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, path).toBe("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
      if (path !== '/api/health') {
        // Pages rendered at build time carry no inline script for the CSP to block.
        const html = await res.text();
        expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g), path).toBeNull();
      }
    }
    const https = await fetch(`${server.base}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  } finally {
    await server.stop();
    await fixture.dispose();
  }
});

test('cookies: HttpOnly session, SameSite=Lax, Path=/; Secure behind https', async () => {
  const fixture = await serverFixture('pglite', { TRUST_PROXY: 'loopback' });
  const server = await fixture.start();
  try {
    const body = JSON.stringify({
      name: 'Cookie',
      email: 'cookie@sec.test',
      password: 'reliable password 1',
    });
    const registered = await fetch(`${server.base}/api/auth/register`, {
      method: 'POST',
      headers: json(server.base),
      body,
    });
    expect(registered.status).toBe(202);
    expect(registered.headers.getSetCookie()).toEqual([]);
    const plain = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: json(server.base),
      body: JSON.stringify({ email: 'cookie@sec.test', password: 'reliable password 1' }),
    });
    expect(plain.status).toBe(200);
    const [session, marker] = plain.headers.getSetCookie();
    expect(session).toMatch(/^sponsorscope_session=[^;]{20,};/);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/; Secure/i);
    // The signed-in marker the page reads carries no secret.
    expect(marker).toMatch(/^sponsorscope_signed_in=1;/);
    expect(marker).not.toMatch(/HttpOnly/i);

    const origin = server.base.replace('http:', 'https:');
    const secure = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email: 'cookie@sec.test', password: 'reliable password 1' }),
    });
    expect(secure.status).toBe(200);
    for (const c of secure.headers.getSetCookie()) expect(c).toMatch(/; Secure/i);
  } finally {
    await server.stop();
    await fixture.dispose();
  }
});

test('cross-origin and form posts are refused; sign-in attempts are rate limited', async () => {
  // Registering and logging in take two of the attempts: six per address and IP, nine per IP a minute.
  const fixture = await serverFixture('pglite', { AUTH_LIMIT_PER_IP: '9', AUTH_LIMIT_PER_EMAIL: '6' });
  const server = await fixture.start();
  try {
    const cookie = await register(server.base, 'victim@sec.test');
    const attempts = [
      { origin: 'https://evil.example', type: 'application/json' },
      { origin: 'null', type: 'application/json' },
      { origin: undefined, type: 'application/json' },
      { origin: server.base, type: 'text/plain' },
      { origin: server.base, type: 'application/x-www-form-urlencoded' },
    ];
    for (const a of attempts) {
      const res = await fetch(`${server.base}/api/auth/settings`, {
        method: 'PATCH',
        headers: { cookie, 'content-type': a.type, ...(a.origin ? { origin: a.origin } : {}) },
        body: JSON.stringify({ timezone: 'Asia/Tokyo' }),
      });
      expect(res.status, JSON.stringify(a)).toBe(403);
      expect(typeof (await res.json()).message).toBe('string');
    }
    // The rule holds for the route, whatever the spelling of its address: a body or none.
    for (const path of [
      '/%61pi/auth/settings',
      '//api/auth/settings',
      '/API/auth/settings',
      '/api/%61uth/settings',
    ]) {
      const res = await fetch(server.base + path, {
        method: 'PATCH',
        headers: { cookie, 'content-type': 'application/json', origin: 'https://evil.example' },
        body: JSON.stringify({ timezone: 'PST' }),
      });
      expect(res.status, path).toBe(403);
    }
    for (const path of ['/%61pi/auth/logout', '//api/auth/logout', '/Api/auth/logout']) {
      const res = await fetch(server.base + path, {
        method: 'POST',
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(res.status, path).toBe(403);
    }
    // Still signed in (no logout went through), settings unchanged.
    const me = await fetch(`${server.base}/api/auth/settings`, { headers: { cookie } });
    expect(me.status).toBe(200);
    const settings = await me.json();
    expect(settings.timezone).toBe('UTC');

    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: json(server.base),
        body: JSON.stringify({ email: 'victim@sec.test', password: `wrong guess ${i}` }),
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await res.json()).message).toMatch(/try again/i);
      }
    }
    expect(statuses.slice(0, 4).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  } finally {
    await server.stop();
    await fixture.dispose();
  }
});

async function captureSink() {
  const mails: { to: string; html: string; text: string; subject: string }[] = [];
  const sink = await smtpSink((stream, session, callback) => {
    simpleParser(stream).then((m) => {
      mails.push({
        to: session.envelope.rcptTo.map((r) => r.address).join(','),
        html: typeof m.html === 'string' ? m.html : '',
        text: m.text ?? '',
        subject: m.subject ?? '',
      });
      callback();
    }, callback);
  });
  return { mails, ...sink };
}

/** Markup from the payload would show up as a real element or attribute: it must be text only. */
function expectEscaped(html: string, where: string) {
  expect(html, where).not.toContain('<img src=x');
  expect(html, where).not.toContain('<script>window.__xss');
  expect(html, where).toMatch(/&lt;img src=x/);
}

test('script-like text in every field stays text: UI, report and e-mail', async ({ page }) => {
  const sink = await captureSink();
  const fixture = await serverFixture('pglite', {
    SMTP_URL: sink.url,
    ADMIN_EMAIL: 'admin@sec.test',
    ADMIN_PASSWORD: 'security admin password',
  });
  const server = await fixture.start();
  try {
    // A user whose name and company are the payload (the confirmation e-mail greets them by name).
    const cookie = await register(server.base, 'xss@sec.test', 'reliable password 1', XSS.slice(0, 100));
    const profile = await fetch(`${server.base}/api/auth/profile`, {
      method: 'PATCH',
      headers: json(server.base, cookie),
      body: JSON.stringify({ name: XSS.slice(0, 100), email: 'xss@sec.test', company: XSS.slice(0, 100) }),
    });
    expect(profile.status).toBe(200);

    // A report for a brand whose name is the payload: no such brand, so a JSON 404 (never HTML).
    const refused = await fetch(
      `${server.base}/api/reports/generate/${encodeURIComponent(XSS.slice(0, 80))}`,
      {
        method: 'POST',
        headers: { origin: server.base, cookie },
      },
    );
    expect(refused.status).toBe(404);
    expect(refused.headers.get('content-type')).toContain('application/json');
    // A real brand's report: stored, served with a script-free policy.
    const report = await fetch(`${server.base}/api/reports/generate/Nike`, {
      method: 'POST',
      headers: { origin: server.base, cookie },
    });
    expect(report.status).toBe(201);
    const { reportUrl } = await report.json();
    const reportRes = await fetch(server.base + reportUrl, { headers: { cookie } });
    expect(await reportRes.text()).not.toContain('<script');
    // Even if something slipped through, the stored report runs no script.
    const reportCsp = reportRes.headers.get('content-security-policy') ?? '';
    expect(reportCsp).toContain("default-src 'none'");
    expect(reportCsp).not.toContain('script-src');

    // The demo request e-mail to sales, with every field the payload.
    const demo = await fetch(`${server.base}/api/enterprise/demo`, {
      method: 'POST',
      headers: json(server.base, cookie),
      body: JSON.stringify({
        name: XSS.slice(0, 100),
        email: 'xss@sec.test',
        company: XSS.slice(0, 100),
        teamSize: '1-10',
        message: XSS,
      }),
    });
    expect(demo.status, await demo.clone().text()).toBe(202);

    // An In The Know issue written with the payload everywhere, sent as a test to the admin.
    const admin = (await login(server.base, 'admin@sec.test', 'security admin password')).cookie;
    const issue = await fetch(`${server.base}/api/newsletters`, {
      method: 'POST',
      headers: json(server.base, admin),
      body: JSON.stringify({
        title: XSS,
        weekOf: XSS.slice(0, 60),
        moves: [{ title: XSS, description: XSS, category: 'football' }],
        quote: { text: XSS, author: XSS.slice(0, 60) },
      }),
    });
    expect(issue.status, await issue.clone().text()).toBe(201);
    const test = await fetch(`${server.base}/api/newsletters/send-test`, {
      method: 'POST',
      headers: json(server.base, admin),
      body: '{}',
    });
    expect(test.status, await test.clone().text()).toBe(200);

    await expect.poll(() => sink.mails.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    for (const mail of sink.mails) {
      expectEscaped(mail.html, `e-mail to ${mail.to}`);
      expect(mail.text, `text part to ${mail.to}`).toContain('<img src=x');
    }

    // In the browser: the profile and the admin's newsletter list show the payload as text.
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    const url = new URL(server.base);
    const asCookies = (header: string) =>
      header.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name ?? '', value: value.join('='), domain: url.hostname, path: '/' };
      });
    await page.context().addCookies(asCookies(cookie));
    await page.goto(`${server.base}/profile`);
    await expect(page.getByLabel('Full Name')).toHaveValue(XSS.slice(0, 100));
    await expect(page.getByRole('main').getByText(XSS.slice(0, 100)).first()).toBeVisible();
    await page.goto(`${server.base}/search?brand=${encodeURIComponent(XSS.slice(0, 80))}`);
    // (The first-visit tour is open over it.)
    await expect(page.getByRole('heading', { name: XSS.slice(0, 80), includeHidden: true })).toBeVisible();

    await page.context().clearCookies();
    await page.context().addCookies(asCookies(admin));
    await page.goto(`${server.base}/newsletter-admin`);
    await expect(page.getByRole('main').getByText(XSS).first()).toBeVisible();

    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"], script:not([src])').count()).toBe(0);
    expect(dialogs).toBe(0);
  } finally {
    await server.stop();
    await fixture.dispose();
    await sink.close();
  }
});
