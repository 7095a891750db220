import { describe, expect, it } from 'vitest';
import { DatabaseCheck } from './service';

describe('DatabaseCheck', () => {
  it('shares one database check for a second, and among calls that arrive while it runs; deep always checks', async () => {
    let now = 0;
    let pings = 0;
    let release: (() => void) | null = null;
    const check = new DatabaseCheck(
      () =>
        new Promise<number>((resolve) => {
          pings++;
          release = () => resolve(1.5);
        }),
      1000,
      () => now,
    );
    const first = check.read();
    const second = check.read();
    release!();
    expect(await first).toEqual(await second);
    expect(pings).toBe(1);
    now = 999;
    expect((await check.read()).latency).toBe(1.5);
    expect(pings).toBe(1);
    const deep = check.read(true);
    release!();
    await deep;
    expect(pings).toBe(2);
    now = 2100;
    const later = check.read();
    release!();
    expect((await later).at).toBe(2100);
    expect(pings).toBe(3);
  });

  it('answers with the last check while the database is busy (a long transaction), until that check is a minute old', async () => {
    let now = 0;
    let release: ((latency: number) => void) | null = null;
    const check = new DatabaseCheck(
      () =>
        new Promise<number>((resolve) => {
          release = resolve;
        }),
      1000,
      () => now,
      5,
    );
    const first = check.read();
    release!(2);
    expect(await first).toEqual({ latency: 2, at: 0 });
    // The next check waits behind a transaction: the last result stands, with its time.
    now = 1500;
    expect(await check.read()).toEqual({ latency: 2, at: 0 });
    now = 30_000;
    expect(await check.read()).toEqual({ latency: 2, at: 0 });
    release!(3);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await check.read()).toEqual({ latency: 3, at: 30_000 });
    // A minute without an answer: the caller waits for the check.
    now = 91_000;
    let answered = false;
    const late = check.read().then((r) => {
      answered = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    release!(4);
    expect(await late).toEqual({ latency: 4, at: 91_000 });
  });

  it('reports an unreachable database as null latency, not an exception', async () => {
    const check = new DatabaseCheck(() => Promise.reject(new Error('down')));
    expect((await check.read()).latency).toBeNull();
  });

  it('while a transaction holds the embedded database and it keeps answering statements, answers at once with the time of its last answer', async () => {
    let now = 0;
    let release: ((latency: number) => void) | null = null;
    const activity = { busy: false, lastAnsweredAt: null as number | null };
    const check = new DatabaseCheck(
      () =>
        new Promise<number>((resolve) => {
          release = resolve;
        }),
      1000,
      () => now,
      10_000,
      () => activity,
    );
    const first = check.read();
    release!(2);
    expect(await first).toEqual({ latency: 2, at: 0 });
    // A long import: its statements keep answering, the health check's own ping waits behind it.
    activity.busy = true;
    for (const t of [5_000, 70_000, 200_000]) {
      now = t;
      activity.lastAnsweredAt = t - 100;
      expect(await check.read()).toEqual({ latency: 2, at: t - 100 });
    }
    // The transaction stopped answering a minute ago: the caller waits for a real check.
    now = 300_000;
    let answered = false;
    const stuck = check.read().then((r) => {
      answered = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    activity.busy = false;
    release!(5);
    expect(await stuck).toEqual({ latency: 5, at: 300_000 });
  });
});
