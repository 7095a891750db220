import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Dataset } from '../core/intelligence/dataset';
import { normaliseName } from '../core/intelligence/names';

/**
 * data/first-opened.json names the portfolios npm run data:report measures (issue 37). A name that
 * matches no entity would be reported as an empty portfolio by mistake, so every name must be a
 * brand or property of the dataset, unless it is flagged missing (coverage we lack, shown as such).
 */

interface Entry {
  name: string;
  group: string;
  missing?: boolean;
}
const list = JSON.parse(readFileSync('data/first-opened.json', 'utf8')) as {
  properties: Entry[];
  brands: Entry[];
};
const dataset = JSON.parse(readFileSync('data/dataset.json', 'utf8')) as Dataset;

const idsByName = (entities: { id: string; name: string; aliases: string[] }[]) => {
  const found = new Map<string, string>();
  for (const e of entities) for (const n of [e.name, ...e.aliases]) found.set(normaliseName(n), e.id);
  return found;
};
const kinds = [
  ['properties', list.properties, idsByName(dataset.properties)],
  ['brands', list.brands, idsByName(dataset.brands)],
] as const;

describe('the first-opened list of the data report', () => {
  it.each(kinds)('names only %s of the dataset, by name or alias', (_kind, entries, ids) => {
    const misses = entries.filter((e) => !e.missing && !ids.has(normaliseName(e.name))).map((e) => e.name);
    expect(misses).toEqual([]);
  });

  it.each(kinds)('flags as missing only %s the dataset really lacks', (_kind, entries, ids) => {
    const stale = entries.filter((e) => e.missing && ids.has(normaliseName(e.name))).map((e) => e.name);
    expect(stale).toEqual([]);
  });

  it.each(kinds)('lists each of its %s once', (_kind, entries, ids) => {
    const keys = entries.map((e) => ids.get(normaliseName(e.name)) ?? normaliseName(e.name));
    const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(twice).toEqual([]);
  });

  it('holds the 100 biggest sponsor brands and every group of properties the issue names', () => {
    expect(list.brands).toHaveLength(100);
    const groups = new Set(list.properties.map((p) => p.group));
    for (const g of ['football club', 'national team', 'US team', 'F1 team', 'tennis major', 'golf major'])
      expect(groups, g).toContain(g);
    expect(list.properties.filter((p) => p.group === 'football club')).toHaveLength(30);
    expect(list.properties.filter((p) => p.group === 'national team')).toHaveLength(20);
    expect(list.properties.filter((p) => p.group === 'US team')).toHaveLength(30);
  });
});
