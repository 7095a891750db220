import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { budgetRanges, industryCategory, modelBudget } from './industry';
import { dealValueRanges, deriveSamples, matchesRegion, matchesSport } from './properties';
import { hashString, normaliseName, rngFromSeed, seededRng } from './random';
import { competitionFigures, sponsorSplit } from './rights-holder';
import {
  baseScore,
  brandScoreColour,
  drawMetrics,
  explainMetric,
  industryBonus,
  metricNames,
  metricRanges,
  probabilityColour,
  scoreTier,
} from './score';

/** An Rng that always returns the lowest or the highest value of any range. */
const edge = (high: boolean) => ({
  next: () => (high ? 0.999999 : 0),
  int: (min: number, max: number) => (high ? max : min),
  pick: <T>(items: readonly T[]) => items[high ? items.length - 1 : 0] as T,
});

describe('seeded randomness', () => {
  it('normalises names before seeding', () => {
    expect(normaliseName('  Atlético   de MADRID ')).toBe('atletico de madrid');
    expect(seededRng('Nike', 'score').next()).toBe(seededRng(' nike ', 'score').next());
    expect(seededRng('Nike', 'score').next()).not.toBe(seededRng('Nike', 'metrics').next());
    expect(seededRng('Nike', 'score', 0).next()).not.toBe(seededRng('Nike', 'score', 1).next());
  });

  it('stays within its ranges', () => {
    const rng = rngFromSeed(hashString('range check'));
    for (let i = 0; i < 5000; i++) {
      const v = rng.next();
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
      const n = rng.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
    }
  });

  it('gives the same figures for the same name in another process', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seed-check-'));
    const entry = path.join(dir, 'entry.ts');
    writeFileSync(
      entry,
      `import { seededRng } from ${JSON.stringify(path.resolve('core/intelligence/random.ts'))};
       import { baseScore, drawMetrics } from ${JSON.stringify(path.resolve('core/intelligence/score.ts'))};
       const r = seededRng('Coca-Cola', 'profile');
       console.log(JSON.stringify({ score: baseScore(r, 'Beverages', 5), metrics: drawMetrics(r) }));`,
    );
    const out = path.join(dir, 'out.mjs');
    buildSync({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: out,
      logLevel: 'silent',
    });
    const other = JSON.parse(execFileSync(process.execPath, [out], { encoding: 'utf8' }));
    const r = seededRng('Coca-Cola', 'profile');
    expect(other).toEqual({ score: baseScore(r, 'Beverages', 5), metrics: drawMetrics(r) });
  });
});

describe('BaseScore', () => {
  it('adds the industry bonus and 2 per partnership up to 15, capped at 98', () => {
    expect(industryBonus('Athletic Apparel')).toBe(10);
    expect(industryBonus('Financial Services')).toBe(8);
    expect(industryBonus('Technology')).toBe(7);
    expect(industryBonus('Beverages')).toBe(5);
    expect(baseScore(edge(false), 'Other', 0)).toBe(75 + 5);
    expect(baseScore(edge(false), 'Other', 3)).toBe(75 + 5 + 6);
    expect(baseScore(edge(false), 'Other', 7)).toBe(75 + 5 + 14);
    expect(baseScore(edge(false), 'Other', 8)).toBe(75 + 5 + 15);
    expect(baseScore(edge(false), 'Other', 100)).toBe(95);
    expect(baseScore(edge(true), 'Technology', 0)).toBe(96);
    expect(baseScore(edge(true), 'Athletic Apparel', 10)).toBe(98);
    expect(baseScore(edge(false), 'Other', -3)).toBe(80);
  });

  it('draws each metric in its range and never above 100', () => {
    expect(metricRanges).toEqual({
      visibility: [75, 99],
      energy: [70, 94],
      clarity: [80, 104],
      fit: [75, 99],
      range: [70, 94],
    });
    expect(drawMetrics(edge(false))).toEqual({ visibility: 75, energy: 70, clarity: 80, fit: 75, range: 70 });
    expect(drawMetrics(edge(true))).toEqual({ visibility: 99, energy: 94, clarity: 100, fit: 99, range: 94 });
  });

  it('explains each metric in a sentence with its value', () => {
    for (const name of metricNames) {
      const text = explainMetric(name, 91, { properties: 12, sports: 3 });
      expect(text).toMatch(/is exceptional at 91\/100/);
    }
    expect(explainMetric('range', 72, { properties: 1, sports: 1 })).toBe(
      'Range is solid at 72/100: the portfolio spans 1 sport.',
    );
  });

  it('colours and words scores at the spec thresholds', () => {
    expect([90, 89, 80, 79].map(brandScoreColour)).toEqual(['green', 'yellow', 'yellow', 'red']);
    expect([80, 79, 60, 59].map(probabilityColour)).toEqual(['green', 'yellow', 'yellow', 'red']);
    expect([81, 80, 61, 60].map(scoreTier)).toEqual([
      'strong',
      'solid',
      'solid',
      'significant optimisation opportunities',
    ]);
  });
});

describe('industries and budgets', () => {
  it('sorts industries into the budget categories', () => {
    expect(industryCategory('Apparel, Accessories & Luxury Goods')).toBe('Athletic Apparel');
    expect(industryCategory('Soft Drinks & Non-alcoholic Beverages')).toBe('Beverages');
    expect(industryCategory('Transaction & Payment Processing Services', 'Financials')).toBe(
      'Financial Services',
    );
    expect(industryCategory('Semiconductors', 'Information Technology')).toBe('Technology');
    expect(industryCategory('Automobile Manufacturers')).toBe('Automotive');
    expect(industryCategory('Airlines')).toBe('Other');
  });

  it('models budgets inside the industry range, in whole millions', () => {
    expect(budgetRanges.Beverages).toEqual([300e6, 1100e6]);
    expect(modelBudget(edge(false), 'Beverages')).toBe(300e6);
    expect(modelBudget(edge(true), 'Beverages')).toBe(1100e6);
    expect(modelBudget(edge(true), 'Other')).toBe(250e6);
    expect(modelBudget(seededRng('Acme', 'budget'), 'Technology') % 1e6).toBe(0);
  });
});

describe('property samples', () => {
  const items = [0, 1, 2].map((i) => ({ id: `p${i}`, name: `Club ${i}`, sport: 'Football', region: 'UK' }));

  it('makes the first two Premium and starts contracts in 2022 plus the index', () => {
    const samples = deriveSamples(edge(false), 'team', items);
    expect(samples.map((s) => s.tier)).toEqual(['Premium', 'Premium', 'Standard']);
    expect(samples.map((s) => s.contractStart)).toEqual([2022, 2023, 2024]);
    expect(samples[0]!.contract).toBe('2022-2025');
  });

  it('keeps known contract years', () => {
    const [s] = deriveSamples(edge(true), 'team', [{ ...items[0]!, startYear: 2015, endYear: 2027 }]);
    expect(s!.contract).toBe('2015-2027');
  });

  it('draws deal values in the range for the kind', () => {
    expect(dealValueRanges).toMatchObject({
      team: [5e6, 55e6],
      event: [20e6, 120e6],
      league: [50e6, 250e6],
      federation: [25e6, 175e6],
    });
    expect(deriveSamples(edge(false), 'event', items)[0]!.dealValue).toBe(20e6);
    expect(deriveSamples(edge(true), 'league', items)[0]!.dealValue).toBe(250e6);
    expect(deriveSamples(edge(true), 'federation', items)[0]!.dealValue).toBe(175e6);
  });

  it('filters regions case-insensitively with us meaning North America, and sports exactly', () => {
    expect(matchesRegion('North America', 'us')).toBe(true);
    expect(matchesRegion('UK', 'uk')).toBe(true);
    expect(matchesRegion('Europe', 'UK')).toBe(false);
    expect(matchesRegion('Asia-Pacific', 'asia')).toBe(true);
    expect(matchesRegion('Global', 'global')).toBe(true);
    expect(matchesRegion('Europe', 'all')).toBe(true);
    expect(matchesSport('Football', 'football')).toBe(true);
    expect(matchesSport('American Football', 'football')).toBe(false);
    expect(matchesSport('Multi-sport', 'multi-sport')).toBe(true);
  });
});

describe('rights holders', () => {
  it('splits sponsors 15/35/50, each rounded down', () => {
    expect(sponsorSplit(0)).toEqual({ title: 0, official: 0, regional: 0 });
    expect(sponsorSplit(7)).toEqual({ title: 1, official: 2, regional: 3 });
    expect(sponsorSplit(20)).toEqual({ title: 3, official: 7, regional: 10 });
    expect(sponsorSplit(3)).toEqual({ title: 0, official: 1, regional: 1 });
  });

  it('chooses audience and value by keywords, with a default', () => {
    expect(competitionFigures('Premier League')).toEqual({ audience: '2.0B', value: '€2.8B' });
    expect(competitionFigures('UEFA Champions League')).toEqual({ audience: '4.2B', value: '€4.1B' });
    expect(competitionFigures('FIFA World Cup')).toEqual({ audience: '5.0B', value: '€6.2B' });
    expect(competitionFigures('Olympic Games')).toEqual({ audience: '3.8B', value: '€5.5B' });
    expect(competitionFigures('Serie A')).toEqual({ audience: '1.5B', value: '€1.2B' });
  });
});
