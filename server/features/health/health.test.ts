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

  it('reports an unreachable database as null latency, not an exception', async () => {
    const check = new DatabaseCheck(() => Promise.reject(new Error('down')));
    expect((await check.read()).latency).toBeNull();
  });
});
