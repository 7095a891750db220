// Two server processes on one PostgreSQL database holding a 40,000-deal synthetic dataset (the
// scale bench's generator): a desk edit made on one instance is seen on the other, with the same
// terms and the same brand figures on both, without either reloading the whole catalogue
// (decision 023). The time it takes is printed; bench:scale measures it at every size.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { adminUrl, freePort, scratchDatabase, startServer } from './processes';

const DEALS = 40_000;
const ADMIN = { email: 'scale.edit@example.test', password: 'scale edit admin password' };

test('a desk edit on one instance reaches the other with 40,000 deals on PostgreSQL', async () => {
  test.skip(!adminUrl, 'needs PostgreSQL (TEST_DATABASE_URL), as in CI');
  test.setTimeout(300_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'sponsorscope-scale-edit-'));
  const file = path.join(dir, 'dataset.json');
  execFileSync(process.execPath, [
    '--input-type=module',
    '-e',
    `import { writeFileSync } from 'node:fs';
     import { scaleDataset } from './bench/scale-data.mjs';
     writeFileSync(${JSON.stringify(file)}, JSON.stringify(scaleDataset(${DEALS})));`,
  ]);
  const scratch = await scratchDatabase('scaleedit');
  const env = {
    DATABASE_URL: scratch.url,
    DATASET_FILE: file,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CATALOG_REFRESH_MS: '500',
  };
  const ports = [await freePort(), await freePort()];
  const servers = [startServer({ ...env, PORT: String(ports[0]) })];
  const ready = async (port: number) =>
    expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status ?? 0, {
        timeout: 180_000,
        intervals: [500],
      })
      .toBe(200);
  try {
    // The first seeds the dataset; the second starts on the seeded database.
    await ready(ports[0]!);
    servers.push(startServer({ ...env, PORT: String(ports[1]) }));
    await ready(ports[1]!);
    const [a, b] = ports.map((p) => `http://127.0.0.1:${p}`) as [string, string];
    const login = await fetch(`${a}/api/auth/login`, {
      method: 'POST',
      headers: { origin: a, 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const get = async (base: string, url: string) => {
      const res = await fetch(`${base}${url}`, { headers: { cookie } });
      expect(res.status, url).toBe(200);
      return res.json();
    };
    expect((await get(b, '/api/partnerships?limit=1')).total).toBe(DEALS);

    // The biggest brand of the synthetic set, and one of its running deals with an estimate.
    const dataset = JSON.parse(readFileSync(file, 'utf8')) as {
      brands: { id: string; name: string }[];
      partnerships: { brandId: string }[];
    };
    const counts = new Map<string, number>();
    for (const d of dataset.partnerships) counts.set(d.brandId, (counts.get(d.brandId) ?? 0) + 1);
    const biggest = [...counts].sort((x, y) => y[1] - x[1])[0]![0];
    const brand = dataset.brands.find((x) => x.id === biggest)!.name;
    const running = await get(
      b,
      `/api/partnerships?brand=${encodeURIComponent(brand)}&status=running&limit=200`,
    );
    const deal = running.partnerships.find((d: { value: { kind: string } }) => d.value.kind === 'estimate');
    expect(deal).toBeTruthy();
    const before = await get(b, `/api/brand/${encodeURIComponent(brand)}/data`);

    const started = Date.now();
    const end = await fetch(`${a}/api/desk/partnerships/${deal.id}/end`, {
      method: 'POST',
      headers: { cookie, origin: a, 'content-type': 'application/json' },
      body: JSON.stringify({ endYear: 2026, note: 'scale-out test: ended on one instance' }),
    });
    expect(end.status, await end.text()).toBe(200);
    const runningOn = async (base: string) =>
      (await get(base, `/api/partnerships?brand=${encodeURIComponent(brand)}&status=running&limit=1`)).total;
    expect(await runningOn(a)).toBe(running.total - 1);
    await expect.poll(() => runningOn(b), { timeout: 30_000, intervals: [100] }).toBe(running.total - 1);
    console.log(
      `desk edit seen on the second instance after ${((Date.now() - started) / 1000).toFixed(2)} s`,
    );

    // Both instances show the deal ended, and the same brand figures, which moved by that deal.
    const [onA, onB] = await Promise.all(
      [a, b].map((base) => get(base, `/api/brand/${encodeURIComponent(brand)}/data`)),
    );
    for (const view of [onA, onB]) {
      const shown = view.deals.find((d: { id: string }) => d.id === deal.id);
      expect(shown.contract.status).toBe('ended');
    }
    expect(onB.score).toEqual(onA.score);
    expect(onB.spend).toEqual(onA.spend);
    expect(onB.marketShare).toEqual(onA.marketShare);
    expect(onB.deals.length).toBe(before.deals.length);
    expect(onB.spend).not.toEqual(before.spend);
  } finally {
    for (const s of servers) s.kill();
    await scratch.drop();
  }
});
