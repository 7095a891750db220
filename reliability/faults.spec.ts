// Faults: kill -9 the server in the middle of a burst of registrations and settings writes, start it
// again on the same data, and find every write it acknowledged with a 2xx. On the embedded database
// (which must open cleanly after the kill) and on PostgreSQL.
import { expect, test } from '@playwright/test';
import { timezones } from '../core/contract/auth';
import { adminUrl } from '../e2e/processes';
import { type Engine, json, login, register, serverFixture } from './server';

const WRITERS = 12;

interface Writer {
  email: string;
  registered: boolean;
  /** Index into `timezones` of the last write answered 2xx, and of one sent but not answered. */
  acked: number | null;
  inFlight: number | null;
}

for (const engine of ['pglite', 'postgres'] as Engine[]) {
  test(`kill -9 during a write burst loses no acknowledged write (${engine})`, async () => {
    test.skip(engine === 'postgres' && !adminUrl, 'TEST_DATABASE_URL is not set');
    test.setTimeout(120_000);
    const fixture = await serverFixture(engine);
    let server = await fixture.start();
    const writers: Writer[] = [];
    let acknowledgedWrites = 0;
    const registrations: { email: string; acked: boolean }[] = [];
    // Any answer other than success before the kill is a failure of its own.
    const unexpected: string[] = [];
    try {
      let stop = false;
      const burst = async (w: number) => {
        // Each writer registers, then writes its settings one after another, forever.
        const writer: Writer = {
          email: `writer${w}@faults.test`,
          registered: false,
          acked: null,
          inFlight: null,
        };
        writers.push(writer);
        let cookie: string;
        try {
          cookie = await register(server.base, writer.email);
          writer.registered = true;
        } catch {
          return;
        }
        for (let i = 0; !stop; i++) {
          writer.inFlight = i % timezones.length;
          try {
            const res = await fetch(`${server.base}/api/auth/settings`, {
              method: 'PATCH',
              headers: json(server.base, cookie),
              body: JSON.stringify({ timezone: timezones[writer.inFlight] }),
            });
            if (res.status !== 200) {
              unexpected.push(`settings ${res.status}: ${await res.text()}`);
              return;
            }
            writer.acked = writer.inFlight;
            acknowledgedWrites++;
            writer.inFlight = null;
          } catch {
            return; // the server is gone
          }
        }
      };
      const registrar = async (r: number) => {
        for (let i = 0; !stop; i++) {
          const entry = { email: `new${r}.${i}@faults.test`, acked: false };
          registrations.push(entry);
          try {
            const res = await fetch(`${server.base}/api/auth/register`, {
              method: 'POST',
              headers: json(server.base),
              body: JSON.stringify({ name: 'Burst', email: entry.email, password: 'reliable password 1' }),
            });
            if (res.status !== 202) {
              unexpected.push(`register ${res.status}: ${await res.text()}`);
              return;
            }
            entry.acked = true;
          } catch {
            return;
          }
        }
      };
      const running = [
        ...Array.from({ length: WRITERS }, (_, w) => burst(w)),
        ...Array.from({ length: 4 }, (_, r) => registrar(r)),
      ];
      // Let the burst run, then kill the server without warning while requests are in flight.
      await new Promise((r) => setTimeout(r, 2500));
      await server.stop({ kill: true });
      stop = true;
      await Promise.all(running);

      expect(unexpected).toEqual([]);
      const ackedRegistrations = registrations.filter((r) => r.acked);
      const ackedWrites = writers.filter((w) => w.acked !== null);
      expect(ackedRegistrations.length).toBeGreaterThan(5);
      expect(ackedWrites.length).toBeGreaterThan(5);
      // Each writer got well past one full round of the values before the kill.
      expect(acknowledgedWrites).toBeGreaterThan(WRITERS * timezones.length);
      test.info().annotations.push({
        type: 'burst',
        description: `${ackedRegistrations.length} registrations and ${acknowledgedWrites} settings writes acknowledged before the kill`,
      });

      // The same data, a new process: it opens and answers.
      server = await fixture.start();
      for (const r of ackedRegistrations) {
        expect((await login(server.base, r.email)).status, `${r.email} was acknowledged`).toBe(200);
      }
      for (const w of ackedWrites) {
        const { cookie } = await login(server.base, w.email);
        const settings = await (
          await fetch(`${server.base}/api/auth/settings`, { headers: { cookie } })
        ).json();
        // The last acknowledged value, or the one in flight at the kill if it reached the disk.
        const allowed = [w.acked, w.inFlight].filter((i) => i !== null).map((i) => timezones[i as number]);
        expect(allowed, w.email).toContain(settings.timezone);
      }
      // And it takes new writes.
      await register(server.base, 'after.restart@faults.test');
    } finally {
      await server.stop();
      await fixture.dispose();
    }
  });
}
