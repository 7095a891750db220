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
