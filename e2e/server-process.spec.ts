import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from './processes';

function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let out = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  return { child, output: () => out };
}

/**
 * Waits for this child's server to answer. A first start seeds the whole dataset into a fresh
 * embedded database, which takes a while on a busy 2-core machine; a child that exits (its port
 * taken, say) fails at once rather than letting another process answer for it.
 */
async function healthy(port: number, child?: ChildProcess): Promise<void> {
  await expect
    .poll(
      async () => {
        if (child && child.exitCode !== null) return `exited with ${child.exitCode}`;
        try {
          return (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 75_000 },
    )
    .toBe(200);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

test('SIGTERM and SIGINT stop the server cleanly and the embedded database reopens', async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sponsorscope-proc-'));
  const port = await freePort();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const server = start({ PORT: String(port), DATA_DIR: dataDir });
    await healthy(port, server.child);
    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(health.database).toMatchObject({ kind: 'pglite', reachable: true });
    server.child.kill(signal);
    expect(await exited(server.child)).toBe(0);
    expect(server.output()).toContain('stopped cleanly');
  }
});

test('a bad setting stops start-up with one line naming it', async () => {
  const server = start({ PORT: 'eighty', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sponsorscope-cfg-')) });
  expect(await exited(server.child)).toBe(78);
  expect(server.output().trim()).toBe(
    'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "eighty")',
  );
});

test('the user CLI grants a role on the embedded database', async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sponsorscope-cli-'));
  const port = await freePort();
  const server = start({ PORT: String(port), DATA_DIR: dataDir });
  await healthy(port, server.child);
  const base = `http://127.0.0.1:${port}`;
  const email = 'promote.me@example.test';
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Promote Me', email, password: 'promote password' }),
  });
  expect(reg.status).toBe(202);
  const first = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'promote password' }),
  });
  expect((await first.json()).role).toBe('analyst');
  server.child.kill('SIGTERM');
  await exited(server.child);

  const run = (args: string[]) => {
    const cli = spawn(process.execPath, ['dist/server/cli.js', ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    let out = '';
    cli.stdout.on('data', (d) => {
      out += d;
    });
    cli.stderr.on('data', (d) => {
      out += d;
    });
    return exited(cli).then((code) => ({ code, out: out.trim() }));
  };
  expect(await run(['promote', email, 'superuser'])).toMatchObject({ code: 64 });
  expect(await run(['promote', 'nobody@example.test', 'admin'])).toEqual({
    code: 1,
    out: 'No account with the e-mail nobody@example.test.',
  });
  expect(await run(['promote', email.toUpperCase(), 'admin'])).toEqual({
    code: 0,
    out: `${email.toUpperCase()} is now admin.`,
  });

  const again = start({ PORT: String(port), DATA_DIR: dataDir });
  await healthy(port, again.child);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'promote password' }),
  });
  expect((await login.json()).role).toBe('admin');
  again.child.kill('SIGTERM');
  expect(await exited(again.child)).toBe(0);
});
