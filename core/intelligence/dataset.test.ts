import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRunning } from '../contract/profile';
import { quickChips } from './chips';
import type { Dataset } from './dataset';
import { monthsSince, Universe } from './engine/universe';
import { normaliseName } from './names';

const dataset = JSON.parse(readFileSync('data/dataset.json', 'utf8')) as Dataset;
const builtAt = new Date(`${dataset.builtAt}T12:00:00Z`);
const buildYear = builtAt.getUTCFullYear();
const norm = (s: string) => s.toLowerCase();

function findBrand(name: string) {
  return dataset.brands.find(
    (b) => norm(b.name) === norm(name) || b.aliases.some((a) => norm(a) === norm(name)),
  );
}
function findProperty(name: string) {
  return dataset.properties.find(
    (p) => norm(p.name) === norm(name) || p.aliases.some((a) => norm(a) === norm(name)),
  );
}

describe('the shipped dataset', () => {
  it('has the sizes the product claims', () => {
    expect(dataset.brands.length).toBeGreaterThanOrEqual(1000);
    expect(dataset.properties.length).toBeGreaterThanOrEqual(900);
    expect(dataset.athletes.length).toBeGreaterThanOrEqual(2000);
    expect(dataset.partnerships.length).toBeGreaterThanOrEqual(3000);
  });

  it('holds no duplicate entity: one name (or alias) names one brand, one property, one athlete', () => {
    for (const [label, list] of [
      ['brand', dataset.brands.map((b) => [b.name, ...b.aliases])],
      ['property', dataset.properties.map((p) => [p.name, ...p.aliases])],
      ['athlete', dataset.athletes.map((a) => [a.fullName])],
    ] as const) {
      const seen = new Map<string, number>();
      list.forEach((names, i) => {
        for (const n of new Set(names.map(normaliseName))) {
          expect(seen.has(n) && seen.get(n) !== i, `${label} "${n}" names two records`).toBe(false);
          seen.set(n, i);
        }
      });
    }
  });

  it('keeps every deal possible: no start after its end or after the build year, no end in the future', () => {
    for (const p of dataset.partnerships) {
      const where = `${p.id} ${p.brandId} / ${p.propertyId ?? p.athleteId}`;
      if (p.startYear !== null) expect(p.startYear, where).toBeLessThanOrEqual(buildYear);
      if (p.endYear !== null) expect(p.endYear, where).toBeLessThanOrEqual(buildYear);
      if (p.startYear !== null && p.endYear !== null)
        expect(p.startYear, where).toBeLessThanOrEqual(p.endYear);
      if (p.untilYear !== null) expect(p.endYear, where).toBeNull();
    }
  });

  it('never lets a brand sponsor itself or its own group member', () => {
    const brandName = new Map(dataset.brands.map((b) => [b.id, normaliseName(b.name)]));
    const propertyName = new Map(dataset.properties.map((p) => [p.id, normaliseName(p.name)]));
    for (const p of dataset.partnerships) {
      if (p.propertyId) expect(brandName.get(p.brandId), p.id).not.toBe(propertyName.get(p.propertyId));
    }
    for (const b of dataset.brands) expect(b.groupId, b.name).not.toBe(b.id);
  });

  it('gives every curated deal a citation, a confidence and the date it was checked', () => {
    for (const p of dataset.partnerships) {
      expect(p.citation.length, p.id).toBeGreaterThan(3);
      expect(['high', 'medium']).toContain(p.confidence);
      if (p.source === 'curated') expect(p.asOf, p.id).toMatch(/^\d{4}-\d{2}/);
    }
  });

  it('shows a curated deal as active only when it was confirmed within 18 months of the build or its announced term runs past this year', () => {
    const u = new Universe(dataset, builtAt);
    const byId = new Map(dataset.partnerships.map((p) => [p.id, p]));
    const active = u.allDeals().filter(isRunning);
    expect(active.length).toBeGreaterThan(1000);
    for (const d of active) {
      const row = byId.get(d.id)!;
      if (row.source === 'curated' && !(row.untilYear && row.untilYear > buildYear))
        expect(monthsSince(row.asOf!, builtAt), d.id).toBeLessThanOrEqual(18);
    }
  });

  it('answers every deal with its kind of figure and no year after the current one but an announced term', () => {
    const u = new Universe(dataset, builtAt);
    const deals = u.allDeals();
    fc.assert(
      fc.property(fc.constantFrom(...deals), (d) => {
        expect(['reported', 'estimate', 'included']).toContain(d.value.kind);
        if (d.value.kind === 'included') expect(d.value.within.length).toBeGreaterThan(1);
        else expect(d.value.usd).toBeGreaterThan(0);
        if (d.value.kind === 'estimate') {
          expect(d.value.low).toBeLessThanOrEqual(d.value.usd);
          expect(d.value.high).toBeGreaterThanOrEqual(d.value.usd);
          expect(d.value.method).toMatch(/value model/);
        } else if (d.value.kind === 'reported') expect(d.value.publisher.length).toBeGreaterThan(2);
        for (const y of [d.contract.start, d.contract.end])
          if (y !== null) expect(y).toBeLessThanOrEqual(buildYear);
        for (const y of d.contract.label.match(/\d{4}/g) ?? [])
          if (Number(y) > buildYear) expect(Number(y)).toBe(d.contract.until);
        expect(['verified', 'curated']).toContain(d.source);
      }),
      { numRuns: 500 },
    );
  });

  it('gives every record a source and never a made-up URL', () => {
    for (const list of [dataset.brands, dataset.properties, dataset.athletes, dataset.partnerships]) {
      for (const r of list as { source: string; sourceName: string }[]) {
        expect(['verified', 'curated']).toContain(r.source);
        expect(r.sourceName.length).toBeGreaterThan(0);
      }
    }
    // An address appears only as a deal's evidence: a page found and read when the row was checked.
    const withoutEvidence = dataset.partnerships.map(({ evidence, ...rest }) => rest);
    expect(JSON.stringify({ ...dataset, partnerships: withoutEvidence })).not.toMatch(/https?:\/\//);
    for (const p of dataset.partnerships.filter((x) => x.evidence)) {
      expect(p.source, p.id).toBe('curated');
      expect(p.evidence!.length, p.id).toBeLessThanOrEqual(3);
      for (const e of p.evidence!) {
        expect(e.url, p.id).toMatch(/^https:\/\/[^\s/]+\.[^\s]+$/);
        // A title exactly as the page gave it, or null when it gave none: never a blank one.
        expect(e.title === null || e.title.trim().length > 0, p.id).toBe(true);
        expect(e.seen <= dataset.builtAt!, p.id).toBe(true);
      }
    }
  });

  it('credits F1DB on its records', () => {
    expect(dataset.credits.some((c) => c.includes('F1DB (CC BY 4.0)'))).toBe(true);
    expect(dataset.partnerships.filter((p) => p.sourceName.startsWith('F1DB')).length).toBeGreaterThan(100);
  });

  it('links every partnership to one existing brand and one existing partner', () => {
    const ids = (l: { id: string }[]) => new Set(l.map((r) => r.id));
    const brandIds = ids(dataset.brands);
    const propertyIds = ids(dataset.properties);
    const athleteIds = ids(dataset.athletes);
    for (const p of dataset.partnerships) {
      expect(brandIds.has(p.brandId)).toBe(true);
      expect((p.propertyId === null) !== (p.athleteId === null)).toBe(true);
      if (p.propertyId) expect(propertyIds.has(p.propertyId)).toBe(true);
      if (p.athleteId) expect(athleteIds.has(p.athleteId)).toBe(true);
    }
  });

  it.each(quickChips.brand)('resolves the brand chip %s to a brand with several partnerships', (chip) => {
    const brand = findBrand(chip);
    expect(brand, chip).toBeDefined();
    expect(dataset.partnerships.filter((p) => p.brandId === brand!.id).length).toBeGreaterThanOrEqual(3);
  });

  it.each(quickChips.rightsHolder)('resolves the competition chip %s to a property with sponsors', (chip) => {
    const property = findProperty(chip);
    expect(property, chip).toBeDefined();
    // A federation's view includes the competitions it runs.
    const family = new Set([
      property!.id,
      ...dataset.properties.filter((p) => p.parentId === property!.id).map((p) => p.id),
    ]);
    expect(
      dataset.partnerships.filter((p) => p.propertyId && family.has(p.propertyId)).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it.each(quickChips.athlete)('resolves the athlete chip %s', (chip) => {
    const athlete = dataset.athletes.find((a) => a.fullName === chip);
    expect(athlete, chip).toBeDefined();
    expect(dataset.partnerships.some((p) => p.athleteId === athlete!.id)).toBe(true);
  });
});

describe('the curated data check', () => {
  const doc = (rows: object[]) => ({ sponsorships: rows });
  const row = { brand: 'Kappa', partner: 'ACF Fiorentina', type: 'Kit supplier', start: 2020, end: 2026 };
  const empty = { brands: [], properties: [], athletes: [] };
  it('finds one deal entered twice, also when only one of the rows names a role', async () => {
    const { overlapProblems } = await import('../../scripts/curated-check.mjs');
    const twice = new Map([
      ['a.json', doc([{ ...row, role: 'six seasons' }])],
      ['b.json', doc([{ ...row, role: null }])],
    ]);
    expect([...overlapProblems(twice, empty).values()].flat()).toHaveLength(1);
    const twoRoles = new Map([
      ['a.json', doc([{ ...row, type: 'Official partner', role: 'Official airline' }])],
      ['b.json', doc([{ ...row, type: 'Official partner', role: 'Official hotel' }])],
    ]);
    expect([...overlapProblems(twoRoles, empty).values()].flat()).toHaveLength(0);
  });

  it('finds a brand alias that another file declares as a brand of its own', async () => {
    const { aliasProblems } = await import('../../scripts/curated-check.mjs');
    const brand = (name: string, aliases: string[]) => ({ name, aliases, industry: 'Apparel' });
    const clash = new Map([
      ['a.json', { brands: [brand('New Era', ['New Era Cap'])] }],
      ['b.json', { brands: [brand('New Era Cap', [])] }],
    ]);
    expect([...aliasProblems(clash).values()].flat()).toHaveLength(1);
    const same = new Map([
      ['a.json', { brands: [brand('New Era', ['New Era Cap'])] }],
      ['b.json', { brands: [brand('New Era', [])] }],
    ]);
    expect([...aliasProblems(same).values()].flat()).toHaveLength(0);
  });

  it('passes on every shipped curated file', () => {
    const out = execFileSync('node', ['scripts/curated-check.mjs'], { encoding: 'utf8' });
    expect(out).toMatch(/, 0 problem\(s\)/);
  }, 60_000);
});

describe('the dataset build', () => {
  it('ships the dataset that data/curated and the open data build today', () => {
    const out = execFileSync('node', ['scripts/build-data.mjs', '--check'], { encoding: 'utf8' });
    expect(out).toMatch(/is current/);
  }, 60_000);
});
