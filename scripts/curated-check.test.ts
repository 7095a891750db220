import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evidenceProblems, rowProblems, slug, successorProblems } from './curated-check.mjs';

/**
 * The successor rule of the curated-data check: a deal shown as running while another brand has
 * already taken its slot (Hummel still Everton's kit supplier after Castore arrived) is an error.
 */

interface Row {
  brand: string;
  partner: string;
  type: string;
  role?: string | null;
  start: number | null;
  end: number | null;
}

const empty = { brands: [], properties: [], athletes: [] };
const docOf = (rows: Row[]) => new Map([['deals.json', { sponsorships: rows }]]);
const problems = (rows: Row[], year = 2026) =>
  [...successorProblems(docOf(rows), empty, year).values()].flat();
const kit = (brand: string, start: number | null, end: number | null): Row => ({
  brand,
  partner: 'Everton FC',
  type: 'Kit supplier',
  role: null,
  start,
  end,
});

describe('the successor rule of the curated data check', () => {
  it('asks a running deal for its end once another brand has taken the slot', () => {
    const found = problems([kit('Hummel', 2020, null), kit('Castore', 2024, null)]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /Hummel - Everton FC \(Kit supplier\) still runs, but Castore took the slot in 2024/,
    );
  });

  it('lets a deal run while its announced successor has not started yet', () => {
    expect(problems([kit('Adidas', 1954, null), kit('Nike', 2027, null)])).toEqual([]);
    expect(problems([kit('Adidas', 1954, null), kit('Nike', 2027, null)], 2027)).toHaveLength(1);
  });

  it('is satisfied once the earlier deal has its end', () => {
    expect(problems([kit('Hummel', 2020, 2024), kit('Castore', 2024, null)])).toEqual([]);
  });

  it('keeps apart slots of another type or role, and deals that run side by side', () => {
    const naming = (brand: string, role: string, start: number): Row => ({
      brand,
      partner: 'Arsenal FC',
      type: 'Naming rights',
      role,
      start,
      end: null,
    });
    expect(
      problems([
        naming('Emirates', 'Emirates Stadium', 2006),
        naming('Sobha Realty', 'Training centre', 2024),
      ]),
    ).toEqual([]);
    const partner = (brand: string, start: number): Row => ({
      brand,
      partner: 'NFL',
      type: 'Official partner',
      role: null,
      start,
      end: null,
    });
    expect(problems([partner('Bridgestone', 2007), partner('Verizon', 2010)])).toEqual([]);
    expect(
      problems([kit('Castore', 2024, null), { ...kit('Hummel', 2020, null), type: 'Shirt sponsor' }]),
    ).toEqual([]);
  });

  it('treats a brand named by its alias as the same brand, not a successor', () => {
    const docs = docOf([kit('Hummel', 2020, null), kit('hummel International', 2022, null)]);
    const dataset = {
      brands: [{ name: 'Hummel', aliases: ['hummel International'] }],
      properties: [],
      athletes: [],
    };
    expect([...successorProblems(docs, dataset, 2026).values()].flat()).toEqual([]);
  });

  it('finds a shipped deal reopened by mistake', () => {
    const dir = path.resolve('data/curated/deals');
    const docs = new Map<string, { sponsorships: Row[] }>(
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => [path.join(dir, f), JSON.parse(readFileSync(path.join(dir, f), 'utf8'))]),
    );
    const dataset = JSON.parse(readFileSync('data/dataset.json', 'utf8'));
    expect([...successorProblems(docs, dataset, 2026).values()].flat()).toEqual([]);
    const england = docs.get(path.join(dir, 'england-scotland.json'))!;
    const hummel = england.sponsorships.find((s) => s.brand === 'Hummel' && s.partner === 'Everton FC')!;
    hummel.end = null;
    const found = [...successorProblems(docs, dataset, 2026).values()].flat();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/Hummel - Everton FC .* Castore took the slot in 2024/);
  });
});

describe('the evidence of a curated row', () => {
  const today = '2026-11-28';
  const page = { url: 'https://www.example.org/partners', title: 'Partners', seen: '2026-11-28' };
  const row = (evidence: unknown) => ({
    brand: 'Adidas',
    partner: 'Manchester United FC',
    type: 'Kit supplier',
    role: null,
    start: 2015,
    end: null,
    confidence: 'high',
    asOf: '2026-11',
    citation: 'club announcement, Manchester United FC',
    ...(evidence === undefined ? {} : { evidence }),
  });
  const check = (evidence: unknown) => rowProblems('deals.json', { sponsorships: [row(evidence)] }, today);

  it('is optional, and accepts up to three pages with an https address, a title and the day seen', () => {
    expect(check(undefined)).toEqual([]);
    expect(check([page])).toEqual([]);
    expect(
      check([1, 2, 3].map((n) => ({ ...page, url: `https://www.example.org/p${n}`, seen: '2025-02-28' }))),
    ).toEqual([]);
  });

  it('takes a null title for a page whose title was not found (never one made up from the address)', () => {
    expect(check([{ ...page, title: null }])).toEqual([]);
  });

  it('fails a bad page: no https, a blank or missing title, an impossible or future day, a fourth page, a stray field', () => {
    const one = (bad: object) => evidenceProblems([{ ...page, ...bad }], today);
    expect(one({ url: 'http://www.example.org/partners' })).toEqual([
      'evidence[0]: url must be an https address',
    ]);
    expect(one({ url: 'example.org/partners' })).toEqual(['evidence[0]: url must be an https address']);
    const noTitle = ['evidence[0]: title must be the page title as found, or null when none was found'];
    expect(one({ title: '  ' })).toEqual(noTitle);
    expect(one({ title: 42 })).toEqual(noTitle);
    expect(evidenceProblems([{ url: page.url, seen: page.seen }], today)).toEqual(noTitle);
    expect(one({ seen: '2026-02-30' })).toEqual(['evidence[0]: seen must be a real date (YYYY-MM-DD)']);
    expect(one({ seen: '2026-11' })).toEqual(['evidence[0]: seen must be a real date (YYYY-MM-DD)']);
    expect(one({ seen: '2026-11-29' })).toEqual(['evidence[0]: seen 2026-11-29 is after today (2026-11-28)']);
    expect(one({ note: 'from memory' })).toEqual(['evidence[0]: unknown field(s) note']);
    const four = [1, 2, 3, 4].map((n) => ({ ...page, url: `https://www.example.org/p${n}` }));
    expect(evidenceProblems(four, today)).toEqual(['evidence holds at most 3 pages']);
    expect(evidenceProblems([page, page], today)).toEqual(['evidence lists one page twice']);
    expect(evidenceProblems([], today)).toHaveLength(1);
    expect(evidenceProblems('https://www.example.org', today)).toHaveLength(1);
    expect(check([{ ...page, url: 'http://x.org' }])).toEqual([
      'deals.json sponsorships[0]: evidence[0]: url must be an https address',
    ]);
  });

  it('reaches the dataset: every curated row with pages is a deal carrying the same pages', () => {
    const dir = path.resolve('data/curated/deals');
    const dataset = JSON.parse(readFileSync('data/dataset.json', 'utf8')) as {
      brands: { id: string; name: string; aliases: string[] }[];
      partnerships: { brandId: string; type: string; evidence?: object[] }[];
    };
    const brandId = new Map<string, string>();
    for (const b of dataset.brands) for (const n of [b.name, ...b.aliases]) brandId.set(slug(n), b.id);
    const expected = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .flatMap((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')).sponsorships ?? [])
      .filter((s: { evidence?: object[] }) => s.evidence)
      .map((s: { brand: string; type: string; evidence: object[] }) =>
        JSON.stringify([brandId.get(slug(s.brand)), s.type, s.evidence]),
      )
      .sort();
    const shipped = dataset.partnerships
      .filter((p) => p.evidence)
      .map((p) => JSON.stringify([p.brandId, p.type, p.evidence]))
      .sort();
    expect(shipped).toEqual(expected);
  });
});
