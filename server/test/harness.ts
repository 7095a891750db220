import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach } from 'vitest';
import { type AppOptions, buildApp } from '../app';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { defaultAuthLimits } from '../features/auth/routes';
import { createAnswerChecker } from './answer-check';
import type { TestDatabase } from './databases';

export const ORIGIN = 'http://localhost';

export interface TestClient {
  /** The session cookie this client sends, if any. */
  cookie: string | undefined;
  request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  client(): TestClient;
  /**
   * Registers a fresh user, confirms the address (as its link would; `verified: false` leaves it
   * unconfirmed) and returns a signed-in client.
   */
  signUp(
    overrides?: Partial<{
      name: string;
      email: string;
      password: string;
      company: string;
      verified: boolean;
    }>,
  ): Promise<{
    client: TestClient;
    email: string;
    password: string;
    user: { id: string; role: string };
  }>;
  close(): Promise<void>;
}

/**
 * Every answer a test receives from the API is checked against the OpenAPI document the server
 * serves (answer-check.ts): an answer the document does not describe fails the test that got it.
 */
const undocumented: string[] = [];
afterEach(() => {
  const found = undocumented.splice(0);
  if (found.length > 0) throw new Error(`Answers the API document does not describe:\n${found.join('\n')}`);
});

async function checkAnswers(app: FastifyInstance): Promise<void> {
  const check = createAnswerChecker((await app.inject('/api/docs/json')).json());
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  // Calls as a promise (a string or options) are checked; the chained and callback forms pass through.
  const checked = async (options: InjectOptions | string) => {
    const res = await inject(options);
    const { method = 'GET', url = '/' } =
      typeof options === 'string'
        ? { url: options }
        : { ...options, url: String(options.url ?? options.path ?? '/') };
    const problem = check({
      method: String(method),
      url: String(url),
      status: res.statusCode,
      headers: res.headers,
      body: res.rawPayload,
    });
    if (problem) undocumented.push(problem);
    return res;
  };
  Object.assign(app, {
    inject: (...args: unknown[]) =>
      args.length === 1 && (typeof args[0] === 'string' || (typeof args[0] === 'object' && args[0] !== null))
        ? checked(args[0] as InjectOptions | string)
        : (inject as (...a: unknown[]) => unknown)(...args),
  });
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}.${counter++}@example.test`;

/** A server on the given test database with generous sign-in limits, and clients with cookie jars. */
export async function startTestApp(
  target: TestDatabase,
  options: Partial<AppOptions> = {},
): Promise<TestApp> {
  const database = await target.open();
  const app = await buildApp({
    config: { TRUST_PROXY: false, LOG_LEVEL: 'silent' },
    database,
    logger: false,
    authLimits: {
      ...defaultAuthLimits,
      perIpPerMinute: 10_000,
      perEmail: 10_000,
      perEmailWindowMs: 60_000,
      // Every test client calls from one address: only the per-account limit of re-authentication applies.
      reauth: { ...defaultAuthLimits.reauth, perIp: 10_000 },
      emailChangesPerHour: 10_000,
    },
    ...options,
  });
  await app.ready();
  await checkAnswers(app);

  const client = (): TestClient => {
    const c: TestClient = {
      cookie: undefined,
      async request(method, url, body, headers = {}) {
        const res = await app.inject({
          method,
          url,
          headers: {
            origin: ORIGIN,
            ...(c.cookie ? { cookie: `sponsorscope_session=${c.cookie}` } : {}),
            ...headers,
          },
          ...(body === undefined ? {} : { payload: body as object }),
        });
        const set = res.cookies.find((k) => k.name === 'sponsorscope_session');
        if (set)
          c.cookie =
            set.value === '' || (set.expires && set.expires.getTime() < Date.now()) ? undefined : set.value;
        return res;
      },
    };
    return c;
  };

  return {
    app,
    database,
    client,
    async signUp(overrides = {}) {
      const c = client();
      const email = overrides.email ?? uniqueEmail();
      const password = overrides.password ?? 'correct horse battery';
      const res = await c.request('POST', '/api/auth/register', {
        name: overrides.name ?? 'Test User',
        email,
        company: overrides.company ?? '',
        password,
      });
      if (res.statusCode !== 202) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
      if (overrides.verified !== false)
        await database.db
          .update(users)
          .set({ emailVerifiedAt: new Date() })
          .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      const login = await c.request('POST', '/api/auth/login', { email, password });
      if (login.statusCode !== 200)
        throw new Error(`sign-in after sign-up failed: ${login.statusCode} ${login.body}`);
      return { client: c, email, password, user: login.json() };
    },
    async close() {
      const found = undocumented.splice(0);
      await app.close();
      await database.close();
      await target.cleanup();
      if (found.length > 0)
        throw new Error(`Answers the API document does not describe:\n${found.join('\n')}`);
    },
  };
}
