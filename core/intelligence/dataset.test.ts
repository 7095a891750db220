import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { quickChips } from './chips';
import type { Dataset } from './dataset';

const dataset = JSON.parse(readFileSync('data/dataset.json', 'utf8')) as Dataset;
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
    expect(dataset.brands.length).toBeGreaterThanOrEqual(200);
    expect(dataset.properties.length).toBeGreaterThanOrEqual(500);
    expect(dataset.athletes.length).toBeGreaterThanOrEqual(664);
    expect(dataset.partnerships.length).toBeGreaterThanOrEqual(500);
  });

  it('gives every record a source and never a made-up URL', () => {
    for (const list of [dataset.brands, dataset.properties, dataset.athletes, dataset.partnerships]) {
      for (const r of list as { source: string; sourceName: string }[]) {
        expect(['verified', 'curated']).toContain(r.source);
        expect(r.sourceName.length).toBeGreaterThan(0);
      }
    }
    expect(JSON.stringify(dataset)).not.toMatch(/https?:\/\//);
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
