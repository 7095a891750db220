import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_API_TOKENS } from '../../../core/contract/api-tokens';
import { apiTokens, users } from '../../db/schema';
import { TOKEN_INVALID, TOKEN_NOT_ALLOWED } from '../../plugins/api-tokens';
import { seeded, testDatabases } from '../../test/databases';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness';

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

async function createToken(client: TestClient, name = 'Spreadsheet') {
  const res = await client.request('POST', '/api/account/tokens', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { token: { id: string; prefix: string; name: string }; secret: string };
}

describe.each(testDatabases())('personal API tokens on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(seeded(target), { apiRateLimitPerMinute: 1000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is created, shown once, used, marked used, and refused the moment it is revoked', async () => {
    const { client } = await t.signUp();
    const { token, secret } = await createToken(client, '  Team sheet  ');
    expect(secret).toMatch(/^ssk_[A-Za-z0-9_-]{43}$/);
    expect(token.name).toBe('Team sheet');
    expect(secret.startsWith(token.prefix)).toBe(true);
    expect(token.prefix.length).toBeLessThan(12);

    const listed = (await client.request('GET', '/api/account/tokens')).json();
    expect(listed.max).toBe(MAX_API_TOKENS);
    expect(listed.tokens).toEqual([expect.objectContaining({ id: token.id, lastUsedAt: null })]);
    expect(JSON.stringify(listed)).not.toContain(secret);

    const anon = t.client();
    const hit = await anon.request('GET', '/api/search?q=nike&type=all', undefined, bearer(secret));
    expect(hit.statusCode, hit.body).toBe(200);
    expect(hit.json().results[0].name).toBe('Nike');
    const used = (await client.request('GET', '/api/account/tokens')).json().tokens[0];
    expect(Date.parse(used.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);

    expect((await client.request('DELETE', `/api/account/tokens/${token.id}`)).statusCode).toBe(204);
    const after = await anon.request('GET', '/api/search?q=nike&type=all', undefined, bearer(secret));
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(TOKEN_INVALID);
    expect(after.headers['www-authenticate']).toContain('Bearer');
    expect((await client.request('DELETE', `/api/account/tokens/${token.id}`)).statusCode).toBe(404);
  });

  it('stores only the SHA-256 of the secret', async () => {
    const { client, user } = await t.signUp();
    const { secret } = await createToken(client);
    const rows = await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(secret.slice(12));
  });

  it('reads the intelligence and your own reports, and nothing else', async () => {
    const { client } = await t.signUp();
    const { secret } = await createToken(client);
    const anon = t.client();
    for (const url of [
      '/api/brand/Nike/data',
      '/api/rights-holders/Manchester%20United%20FC',
      '/api/talent/athletes?query=LeBron%20James&limit=1',
      '/api/logos/Nike',
      '/api/partnerships?brand=Nike&limit=5',
      '/api/reports',
      // However the address is spelt, the call is the one its route names.
      '/%61pi/brand/Nike/data',
    ])
      expect((await anon.request('GET', url, undefined, bearer(secret))).statusCode, url).toBe(200);

    // Account, admin, newsletter and every mutating call refuse a token, even one sent with a session.
    for (const [method, url] of [
      ['GET', '/api/auth/me'],
      ['GET', '/api/auth/settings'],
      ['GET', '/api/account/tokens'],
      ['POST', '/api/account/tokens'],
      ['DELETE', '/api/account/tokens'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/tokens'],
      ['GET', '/api/newsletters'],
      ['POST', '/api/newsletters/subscribe'],
      ['POST', '/api/reports/generate/Nike'],
      ['PUT', '/api/auth/settings'],
      ['GET', '/%61pi/auth/me'],
      ['GET', '/%61pi/account/tokens'],
    ] as const) {
      const res = await client.request(method, url, undefined, bearer(secret));
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(TOKEN_NOT_ALLOWED);
    }
    // The token survived all of that, and a report generated in the browser is readable with it.
    const report = await client.request('POST', '/api/reports/generate/Nike');
    expect(report.statusCode, report.body).toBe(201);
    const mine = await anon.request('GET', '/api/reports', undefined, bearer(secret));
    expect(mine.json().reports).toHaveLength(1);
    const page = await anon.request(
      'GET',
      `/api/reports/${mine.json().reports[0].id}`,
      undefined,
      bearer(secret),
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Nike');
    // Someone else's token cannot read it.
    const other = await createToken((await t.signUp()).client);
    const foreign = await anon.request(
      'GET',
      `/api/reports/${mine.json().reports[0].id}`,
      undefined,
      bearer(other.secret),
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('allows at most 10 per user, and revokes all of them at the owner’s request', async () => {
    const { client } = await t.signUp();
    const secrets: string[] = [];
    for (let i = 0; i < MAX_API_TOKENS; i++)
      secrets.push((await createToken(client, `Token ${i + 1}`)).secret);
    const eleventh = await client.request('POST', '/api/account/tokens', { name: 'One too many' });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toMatch(/already have 10 API tokens/);
    const blank = await client.request('POST', '/api/account/tokens', { name: '   ' });
    expect(blank.statusCode).toBe(400);

    const all = await client.request('DELETE', '/api/account/tokens');
    expect(all.json()).toEqual({ revoked: MAX_API_TOKENS });
    for (const s of secrets.slice(0, 3))
      expect((await t.client().request('GET', '/api/search?q=nike', undefined, bearer(s))).statusCode).toBe(
        401,
      );
    expect((await client.request('GET', '/api/account/tokens')).json().tokens).toEqual([]);
  });

  it('survives a password change unless the owner asks, and dies with the account', async () => {
    const { client, password, user } = await t.signUp();
    const { secret } = await createToken(client);
    const changed = await client.request('POST', '/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'another good password',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const anon = t.client();
    expect((await anon.request('GET', '/api/search?q=nike', undefined, bearer(secret))).statusCode).toBe(200);
    // Asked to, the next password change revokes them.
    const second = await createToken(client, 'Second');
    const again = await client.request('POST', '/api/auth/change-password', {
      currentPassword: 'another good password',
      newPassword: 'a third good password',
      revokeApiTokens: true,
    });
    expect(again.statusCode, again.body).toBe(200);
    for (const s of [secret, second.secret])
      expect((await anon.request('GET', '/api/search?q=nike', undefined, bearer(s))).statusCode).toBe(401);
    const kept = await createToken(client, 'After');

    const gone = await client.request('DELETE', '/api/auth/delete-account', {
      currentPassword: 'a third good password',
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await anon.request('GET', '/api/search?q=nike', undefined, bearer(kept.secret))).statusCode).toBe(
      401,
    );
    expect(await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id))).toEqual([]);
  });

  it('lets administrators list and revoke any token, and nobody else', async () => {
    const owner = await t.signUp({ name: 'Token Owner' });
    const { token, secret } = await createToken(owner.client, 'Owner sheet');
    expect((await owner.client.request('GET', '/api/admin/tokens')).statusCode).toBe(403);
    expect((await owner.client.request('DELETE', `/api/admin/tokens/${token.id}`)).statusCode).toBe(403);

    const admin = await t.signUp();
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const list = await admin.client.request('GET', '/api/admin/tokens');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().tokens).toContainEqual(
      expect.objectContaining({
        id: token.id,
        name: 'Owner sheet',
        ownerEmail: owner.email,
        ownerName: 'Token Owner',
      }),
    );
    expect(list.body).not.toContain(secret);
    expect((await admin.client.request('DELETE', `/api/admin/tokens/${token.id}`)).statusCode).toBe(204);
    expect(
      (await t.client().request('GET', '/api/search?q=nike', undefined, bearer(secret))).statusCode,
    ).toBe(401);
    expect((await owner.client.request('GET', '/api/account/tokens')).json().tokens).toEqual([]);
  });

  it('refuses malformed and unknown tokens with 401 and a message', async () => {
    const anon = t.client();
    for (const header of [
      'Bearer nope',
      'Bearer ssk_',
      `Bearer ssk_${'A'.repeat(43)}`,
      `Bearer ${'x'.repeat(5000)}`,
    ]) {
      const res = await anon.request('GET', '/api/search?q=nike', undefined, { authorization: header });
      expect(res.statusCode, header.slice(0, 30)).toBe(401);
      expect(res.json().message).toBe(TOKEN_INVALID);
    }
  });
});

describe('the per-token rate limit', () => {
  const [target] = testDatabases();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(seeded(target!), { apiRateLimitPerMinute: 3 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts each token on its own, with RateLimit headers and a 429 with Retry-After past the limit', async () => {
    const { client } = await t.signUp();
    const first = (await createToken(client, 'First')).secret;
    const second = (await createToken(client, 'Second')).secret;
    const anon = t.client();
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await anon.request('GET', '/api/search?q=adidas', undefined, bearer(first));
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('3');
      remaining.push(String(res.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const over = await anon.request('GET', '/api/search?q=adidas', undefined, bearer(first));
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(over.json().message).toMatch(/more than 3 calls in a minute/);
    // Another token of the same user, and the browser session, are not held back.
    expect((await anon.request('GET', '/api/search?q=adidas', undefined, bearer(second))).statusCode).toBe(
      200,
    );
    expect((await client.request('GET', '/api/search?q=adidas')).statusCode).toBe(200);
  });
});
