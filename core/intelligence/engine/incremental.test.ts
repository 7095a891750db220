import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { UBrand } from './brand-profile';
import { type UDeal, Universe, type UniverseChange, type UniverseInput } from './universe';

const NOW = new Date('2026-11-28T12:00:00Z');
const shipped = JSON.parse(readFileSync('data/dataset.json', 'utf8')) as UniverseInput;

/** The dataset after a change, as a fresh load would read it: changed rows in place, new ones last. */
function changed(input: UniverseInput, c: UniverseChange): UniverseInput {
  const merge = <T extends { id: string }>(rows: T[], put: T[] = [], drop: string[] = []) => {
    const byId = new Map(put.map((r) => [r.id, r]));
    const gone = new Set(drop);
    const kept = rows.filter((r) => !gone.has(r.id)).map((r) => byId.get(r.id) ?? r);
    const old = new Set(rows.map((r) => r.id));
    return [...kept, ...put.filter((r) => !old.has(r.id))];
  };
  return {
    brands: merge(input.brands, c.brands, c.removeBrands),
    properties: merge(input.properties, c.properties, c.removeProperties),
    athletes: merge(input.athletes, c.athletes, c.removeAthletes),
    partnerships: merge(input.partnerships, c.partnerships, c.removePartnerships),
    memberships: c.memberships ?? input.memberships,
  };
}

/** Every figure a user sees, of every deal and every brand, as text. */
function figures(u: Universe, input: UniverseInput) {
  const out = new Map<string, string>();
  for (const d of u.allDeals()) out.set(`deal ${d.id}`, JSON.stringify(d));
  for (const id of u.brandIds()) {
    out.set(`brand ${id}`, JSON.stringify([u.brandSummary(id), u.share(id), u.brandProfile(id)]));
    out.set(
      `deals of ${id}`,
      u
        .dealsFor(id)
        .map((d) => d.id)
        .join(','),
    );
  }
  for (const p of [...input.properties, ...input.athletes])
    out.set(
      `deals of ${p.id}`,
      u
        .dealsFor(p.id)
        .map((d) => d.id)
        .join(','),
    );
  return out;
}

function expectSame(incremental: Universe, input: UniverseInput) {
  const fresh = new Universe(input, NOW);
  const a = figures(incremental, input);
  const b = figures(fresh, input);
  const differ = [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k));
  expect(differ.slice(0, 5).map((k) => [k, a.get(k)?.slice(0, 300), b.get(k)?.slice(0, 300)])).toEqual([]);
}

const deal = (id: string) => shipped.partnerships.find((d) => d.id === id)!;
const brand = (id: string) => shipped.brands.find((b) => b.id === id)!;
const firstOf = (brandId: string, pick: (d: UDeal) => boolean) =>
  shipped.partnerships.find((d) => d.brandId === brandId && pick(d))!;

describe('computing the dataset in slices', () => {
  it('gives the figures of one computation, pausing between slices of a few milliseconds', async () => {
    let pauses = 0;
    const sliced = await Universe.create(
      shipped,
      NOW,
      {},
      async () => {
        pauses++;
      },
      0,
    );
    expect(pauses).toBeGreaterThan(shipped.partnerships.length / 1_000);
    const whole = new Universe(shipped, NOW);
    const a = figures(sliced, shipped);
    const b = figures(whole, shipped);
    expect([...a.keys()].filter((k) => a.get(k) !== b.get(k))).toEqual([]);
  }, 60_000);
});

describe('updating the engine after an edit', () => {
  it('gives every figure a fresh computation gives, after each kind of edit', () => {
    let input = shipped;
    const u = new Universe(input, NOW);
    const nikeRunning = firstOf('nike', (d) => d.endYear === null && !d.reported);
    const reported = shipped.partnerships.find((d) => d.reported && !d.partOf && !d.reported.relatedParty)!;
    const club = shipped.properties.find((p) => p.name === 'Manchester United FC')!;
    const steps: UniverseChange[] = [
      // A running deal ends.
      { partnerships: [{ ...nikeRunning, endYear: 2025 }] },
      // A new deal: a brand partners a club it did not partner (the club's class may change).
      {
        partnerships: [
          {
            ...nikeRunning,
            id: 'desk-new-deal',
            brandId: 'adidas',
            propertyId: club.id,
            athleteId: null,
            type: 'Official partner',
            reported: null,
          },
        ],
      },
      // A brand changes industry: its category, its rivals and two categories' totals change.
      { brands: [{ ...brand('nike'), industry: 'Beverages' } as UBrand] },
      // A club is renamed.
      { properties: [{ ...club, name: 'Manchester United' }] },
      // A reported value changes: the value model is fitted again.
      {
        partnerships: [
          { ...reported, reported: { ...reported.reported!, amount: reported.reported!.amount * 2 } },
        ],
      },
      // A deal is removed.
      { removePartnerships: [deal('p0549').id] },
    ];
    for (const step of steps) {
      u.apply(step);
      input = changed(input, step);
      expectSame(u, input);
    }
  }, 120_000);

  it('recomputes only the deals and brands an edit touches', () => {
    const u = new Universe(shipped, NOW);
    const before = new Map(u.allDeals().map((d) => [d.id, d]));
    const target = firstOf('nike', (d) => d.endYear === null && !d.reported && !!d.athleteId);
    const delta = u.apply({ partnerships: [{ ...target, endYear: 2025 }] });
    expect(delta.refit).toBe(false);
    // The athlete's deals may change (one brand fewer can change its class), nothing else.
    const athleteDeals = new Set(
      shipped.partnerships.filter((d) => d.athleteId === target.athleteId).map((d) => d.id),
    );
    expect(delta.removed.every((d) => athleteDeals.has(d.id))).toBe(true);
    expect(delta.added.find((d) => d.id === target.id)?.contract.status).toBe('ended');
    const rewritten = u.allDeals().filter((d) => before.get(d.id) !== d);
    expect(rewritten.length).toBe(delta.added.length);
    expect(rewritten.length).toBeLessThan(shipped.partnerships.length / 100);
    expect(delta.brands).toContain('nike');
    expect(delta.brands.length).toBeLessThan(10);
  });
});
