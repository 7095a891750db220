import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ImportFileError } from './import-file-error';
import { readImportOffThread } from './import-thread';

const deals = (n: number) =>
  Buffer.from(
    `brand,partner,type,startYear\n${Array.from({ length: n }, (_, i) => `Brand ${i % 100},Club ${i % 97},Kit ${i},${i % 7 ? 2020 : 1700}`).join('\n')}\n`,
  );

describe('reading an import on the worker thread', () => {
  it('answers the checked rows of a large file while the event loop keeps turning', async () => {
    let turns = 0;
    let reading = true;
    const tick = () => {
      turns++;
      if (reading) setImmediate(tick);
    };
    setImmediate(tick);
    const rows = await readImportOffThread('deals.csv', deals(50_000));
    reading = false;
    expect(rows).toHaveLength(50_000);
    expect(rows.filter((r) => r.result.ok)).toHaveLength(50_000 - Math.ceil(50_000 / 7));
    expect(rows[7]!.result).toEqual({
      kind: 'partnerships',
      row: 8,
      label: 'Brand 7 – Club 7 (Kit 7)',
      ok: false,
      reason: 'startYear must be a year between 1850 and 2100',
    });
    expect(rows[1]!.id).toBe('import-brand-1--club-1--kit-1');
    // The loop ran many times while the worker parsed and checked (it would run once if it were blocked).
    expect(turns).toBeGreaterThan(10);
  });

  it.runIf(process.platform === 'linux')(
    'reads at a lower priority than the server thread, which keeps its own',
    async () => {
      // The nice value of each thread of this process (field 19 of /proc/<pid>/task/<tid>/stat).
      const niceValues = () =>
        readdirSync('/proc/self/task').map((tid) => {
          try {
            const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
            return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
          } catch {
            return 0; // the thread ended meanwhile
          }
        });
      const seen = new Set<number>();
      const timer = setInterval(() => {
        for (const nice of niceValues()) seen.add(nice);
      }, 10);
      await readImportOffThread('deals.csv', deals(50_000));
      clearInterval(timer);
      expect(seen).toContain(10);
      // The server's own thread is not lowered.
      const main = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
      expect(Number(main.slice(main.lastIndexOf(')') + 2).split(' ')[16])).toBe(0);
    },
  );

  it('passes on the refusal of a file with its status, and stops a read that takes too long', async () => {
    const refused = await readImportOffThread('x.csv', Buffer.from('foo,bar\n1,2\n')).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ImportFileError);
    expect((refused as ImportFileError).message).toContain('Cannot tell what the file holds');
    const slow = await readImportOffThread('deals.csv', deals(50_000), { timeLimitMs: 1 }).catch(
      (e: unknown) => e,
    );
    expect(slow).toBeInstanceOf(ImportFileError);
    expect((slow as ImportFileError).status).toBe(413);
    expect((slow as ImportFileError).message).toMatch(/^Reading the file took longer than/);
    // The next file is read as usual.
    expect(await readImportOffThread('b.csv', Buffer.from('name,industry\nNorthwind,Retail\n'))).toHaveLength(
      1,
    );
  });
});
