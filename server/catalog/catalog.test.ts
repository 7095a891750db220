import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../core/intelligence/dataset';
import { normaliseName } from '../../core/intelligence/names';
import { datasetFile } from '../db/seed';
import { Catalog, type CatalogEntry } from './catalog';
import { better, compareMatch, type KeyMatch, matchKey, WordIndex } from './search-match';

const dataset = JSON.parse(readFileSync(datasetFile, 'utf8')) as Dataset;
const keys = (name: string, aliases: string[] = []) => [...new Set([name, ...aliases].map(normaliseName))];
const entries: CatalogEntry[] = [
  ...dataset.brands.map((b, i) => ({
    type: 'brand' as const,
    id: b.id,
    name: b.name,
    subtitle: b.industry,
    sport: null,
    keys: keys(b.name, b.aliases),
    running: i % 7,
    total: i % 11,
  })),
  ...dataset.properties.map((p, i) => ({
    type: 'rightsHolder' as const,
    id: p.id,
    name: p.name,
    subtitle: p.sport,
    sport: p.sport,
    keys: keys(p.name, p.aliases),
    running: i % 5,
    total: i % 9,
  })),
  ...dataset.athletes.map((a, i) => ({
    type: 'athlete' as const,
    id: a.id,
    name: a.fullName,
    subtitle: a.sport,
    sport: a.sport,
    keys: keys(a.fullName, a.aliases),
    running: i % 3,
    total: i % 4,
  })),
];

/** The reference: every entry's every key compared with the query, as search did before its postings. */
const index = new WordIndex();
const searchKeys = entries.map((e) => e.keys.map((k, i) => index.key(k, i > 0)));
const order = new Map([...entries].sort((x, y) => x.name.localeCompare(y.name)).map((e, i) => [e, i]));
function scanAll(query: string, limit: number): string[] {
  const q = index.query(query);
  const ranked: { entry: CatalogEntry; how: KeyMatch }[] = [];
  entries.forEach((entry, i) => {
    let how: KeyMatch | null = null;
    for (const key of searchKeys[i]!) how = better(how, matchKey(key, q));
    if (how) ranked.push({ entry, how });
  });
  ranked.sort(
    (x, y) =>
      compareMatch(x.how, y.how) ||
      y.entry.running - x.entry.running ||
      y.entry.total - x.entry.total ||
      order.get(x.entry)! - order.get(y.entry)!,
  );
  return ranked.slice(0, limit).map((r) => `${r.entry.type}:${r.entry.id}`);
}

describe('search over the postings of each word', () => {
  const catalog = new Catalog(entries);
  const names = entries.map((e) => e.name);
  const found = (query: string) => catalog.find('all', query, 12).map((r) => `${r.entry.type}:${r.entry.id}`);

  it('finds exactly what a scan of every entry finds: words, prefixes, substrings, typos, joined words', () => {
    for (const query of [
      'nike',
      'nik',
      'nkie',
      'coca cola',
      'cocacola',
      'man utd',
      'real',
      'fc',
      'ham',
      'nba',
      'x',
    ])
      expect(found(query), query).toEqual(scanAll(query, 12));
  });

  it('one kind with the best of the others: what a scan finds, also for short prefixes that fill the answer', () => {
    for (const query of ['fc', 'real', 'ma', 'sa', 'nik', 'united', 'an'])
      for (const type of ['brand', 'rightsHolder', 'athlete'] as const) {
        const all = scanAll(query, entries.length);
        const answer = catalog.answer(type, query, 8);
        expect(
          answer.results.map((r) => `${r.type}:${r.id}`),
          `${type} ${query}`,
        ).toEqual(all.filter((k) => k.startsWith(`${type}:`)).slice(0, 8));
      }
  });

  it('agrees with the scan on pieces of real names with a letter changed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: names.length - 1 }),
        fc.nat(),
        fc.integer({ min: 2, max: 12 }),
        fc.option(fc.constantFrom('a', 'e', 'x', ' ', '-'), { nil: undefined }),
        (n, from, length, swap) => {
          const name = names[n]!;
          const start = from % Math.max(1, name.length - 1);
          let query = name.slice(start, start + length);
          if (swap && query.length > 3) query = query.slice(0, 2) + swap + query.slice(3);
          expect(found(query), query).toEqual(scanAll(query, 12));
        },
      ),
      { numRuns: 60 },
    );
  });
});
