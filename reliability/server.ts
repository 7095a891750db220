// A real server process for the reliability specs: started on a free port, on the embedded database
// in its own data directory or on a scratch PostgreSQL database; restartable on the same data.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, healthy, scratchDatabase, startServer } from '../e2e/processes';

export type Engine = 'pglite' | 'postgres';

export interface RunningServer {
  base: string;
  child: ChildProcess;
  /** Stops the process (SIGTERM, or SIGKILL with `kill: true`) and waits for it to exit. */
  stop(options?: { kill?: boolean }): Promise<void>;
}

export async function serverFixture(engine: Engine, env: Record<string, string> = {}) {
  const database = engine === 'postgres' ? await scratchDatabase('rel') : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sponsorscope-rel-'));
  const start = async (): Promise<RunningServer> => {
    const port = await freePort();
    const child = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      // The specs drive many sign-ins from one address; the rate limits have their own test.
      AUTH_LIMIT_PER_IP: '1000000',
      AUTH_LIMIT_PER_EMAIL: '1000000',
      ...env,
    });
    await healthy(port);
    return {
      base: `http://127.0.0.1:${port}`,
      child,
      stop: ({ kill = false } = {}) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill(kill ? 'SIGKILL' : 'SIGTERM');
        }),
    };
  };
  return { start, databaseUrl: database?.url ?? null, dataDir, dispose: async () => database?.drop() };
}

export const json = (base: string, cookie?: string) => ({
  'content-type': 'application/json',
  origin: base,
  ...(cookie ? { cookie } : {}),
});

/** Registers a user (which signs nobody in), logs in and returns the session cookie header. */
export async function register(
  base: string,
  email: string,
  password = 'reliable password 1',
  name = 'Reliability Tester',
) {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: json(base),
    body: JSON.stringify({ name, email, password }),
  });
  if (res.status !== 202) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
  const signedIn = await login(base, email, password);
  if (signedIn.status !== 200) throw new Error(`log in ${email}: ${signedIn.status}`);
  return signedIn.cookie;
}

export async function login(base: string, email: string, password = 'reliable password 1') {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: json(base),
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, cookie: cookieOf(res) };
}

export function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
