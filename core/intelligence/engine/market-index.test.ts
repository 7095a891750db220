import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOW, testDeal, world } from './test-world';
import { type UDeal, Universe, type UniverseInput } from './universe';
import {
  dealMidYear,
  fitMarketIndex,
  INDEX_GROWTH_MAX,
  INDEX_PRIOR_GROWTH,
  logMarketIndex,
  marketIndex,
  modelFromJson,
  PRIOR_INDEX,
  type Sample,
  type ValuationInput,
} from './valuation';

const shipped = JSON.parse(readFileSync('data/dataset.json', 'utf8')) as UniverseInput;

const shirt = (partner: string, year: number, usd: number): Sample => ({
  input: {
    type: 'Shirt sponsor',
    cls: 'A',
    kind: 'team',
    region: 'UK',
    partners: 5,
    year,
    category: 'Technology',
    sport: 'Football',
    own: [`p:${partner}`, `b:brand-${partner}-${year}`],
  } satisfies ValuationInput,
  usd,
});

describe('the sponsorship market index', () => {
  it('is 1 in its base year, piecewise exponential and continuous at the knot', () => {
    const index = { late: 0.05, early: 0.1 };
    expect(marketIndex(index, 2020)).toBe(1);
    expect(logMarketIndex(index, 2010)).toBeCloseTo(-0.5);
    expect(logMarketIndex(index, 2000)).toBeCloseTo(-1);
    expect(logMarketIndex(index, 1990)).toBeCloseTo(-2);
    expect(logMarketIndex(index, 2026)).toBeCloseTo(0.3);
  });

  it('learns the growth within a partner and a deal family, not from partners of different sizes', () => {
    // Two clubs, one a hundred times the other, each with values growing 5% a year from 2004,
    // and 12% a year before 2000.
    const samples: Sample[] = [];
    for (const [partner, level] of [
      ['big', 40e6],
      ['small', 0.4e6],
    ] as const) {
      for (let year = 2004; year <= 2024; year += 4)
        samples.push(shirt(partner, year, level * Math.exp(0.05 * (year - 2020))));
      for (const year of [1984, 1990, 1996])
        samples.push(shirt(partner, year, level * Math.exp(0.05 * (2000 - 2020) + 0.12 * (year - 2000))));
    }
    const index = fitMarketIndex(samples);
    expect(index.late).toBeGreaterThan(0.048);
    expect(index.late).toBeLessThan(0.06); // shrunk a little towards the prior 0.07
    expect(index.early).toBeGreaterThan(0.1);
    expect(index.early).toBeLessThan(0.125);
    // A big club reported in 2000 and a small one in 2020, one value each: no growth to learn.
    expect(fitMarketIndex([shirt('big', 2000, 40e6), shirt('small', 2020, 0.4e6)])).toEqual(PRIOR_INDEX);
    expect(fitMarketIndex([])).toEqual({ late: INDEX_PRIOR_GROWTH, early: INDEX_PRIOR_GROWTH });
    // Held within its bounds whatever the values say.
    const wild = [shirt('x', 2010, 1e3), shirt('x', 2020, 1e9), shirt('y', 2010, 1e9), shirt('y', 2020, 1)];
    expect(fitMarketIndex(wild.slice(0, 2)).late).toBe(INDEX_GROWTH_MAX);
    expect(fitMarketIndex(wild.slice(2)).late).toBe(0);
  });

  it('values an ended deal for the middle of its years', () => {
    expect(dealMidYear(1982, 2000)).toBe(1991);
    expect(dealMidYear(2020, 2025)).toBe(2022);
    expect(dealMidYear(null, 2016)).toBe(2016);
    const input = world();
    const same = (id: string, start: number | null, end: number): UDeal =>
      testDeal(id, 'nike', 'chelsea', 'Shirt sponsor', start, { endYear: end });
    input.partnerships.push(same('a', 1982, 1990), same('b', 1986, 1986), same('c', 1990, 1990));
    const u = new Universe(input, NOW);
    const usd = (id: string) => u.allDeals().find((d) => d.id === id)!.value.usd;
    expect(usd('a')).toBe(usd('b'));
    expect(usd('a')).toBeLessThan(usd('c'));
  });

  it("estimates a 1980s deal far below the same deal's estimate today, on the shipped dataset", () => {
    const club = shipped.properties.find((p) => p.name === 'Manchester United FC')!;
    const brand = shipped.brands.find((b) => b.name === 'Sharp') ?? shipped.brands[0]!;
    const then = testDeal('test-1980s', brand.id, club.id, 'Shirt sponsor', 1982, { endYear: 2000 });
    const now = testDeal('test-today', brand.id, club.id, 'Shirt sponsor', 2026, { asOf: '2026-11' });
    const u = new Universe({ ...shipped, partnerships: [...shipped.partnerships, then, now] }, NOW);
    const usd = (id: string) => u.allDeals().find((d) => d.id === id)!.value.usd;
    expect(usd('test-1980s')).toBeLessThan(usd('test-today') / 4);
    // The index the fit used: a 1980s value is a small fraction of today's.
    expect(marketIndex(u.model.index, 1985) / marketIndex(u.model.index, 2026)).toBeLessThan(0.15);
  }, 60_000);

  it('keeps the incremental engine equal to a fresh computation when an ended deal changes its years', () => {
    const u = new Universe(shipped, NOW);
    const old = shipped.partnerships.find((d) => d.endYear !== null && d.startYear !== null && !d.reported)!;
    const before = u.allDeals().find((d) => d.id === old.id)!.value.usd;
    const edited = { ...old, startYear: old.startYear! - 20 };
    u.apply({ partnerships: [edited] });
    const fresh = new Universe(
      { ...shipped, partnerships: shipped.partnerships.map((d) => (d.id === old.id ? edited : d)) },
      NOW,
    );
    expect(u.allDeals().find((d) => d.id === old.id)!.value.usd).toBeLessThan(before);
    expect(JSON.stringify(u.allDeals())).toBe(JSON.stringify(fresh.allDeals()));
  }, 60_000);

  it('refuses a stored fit without an index (fitted by an earlier model version)', () => {
    expect(
      modelFromJson(JSON.stringify({ coefficients: [1], own: [], sigma: 0.7, samples: 1 })),
    ).toBeUndefined();
  });
});
