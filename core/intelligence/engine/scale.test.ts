import { describe, expect, it } from 'vitest';
import { NOW, testBrand, testDeal, testTeam } from './test-world';
import { type UDeal, Universe, type UniverseInput } from './universe';
import {
  CALIBRATION_MAX,
  calibrationSet,
  estimate,
  fitRidge,
  fitValueModel,
  fitValueModelSteps,
  modelChecksum,
  modelFromJson,
  modelToJson,
  type Sample,
} from './valuation';

/** A league of clubs whose brands each report a value for one deal: `n` reported deals. */
function reportedWorld(n: number): UniverseInput {
  const brands = Array.from({ length: n }, (_, i) => testBrand(`b${i}`, `Brand ${i}`, 'Banking'));
  const properties = Array.from({ length: Math.ceil(n / 4) }, (_, i) => testTeam(`t${i}`, `Club ${i}`));
  const partnerships: UDeal[] = brands.map((b, i) =>
    testDeal(`d${i}`, b.id, `t${i % properties.length}`, i % 3 ? 'Official partner' : 'Shirt sponsor', 2020, {
      reported: { amount: 1e6 * (1 + (i % 7)), currency: 'EUR', year: 2024, publisher: 'test', note: null },
    }),
  );
  return { brands, properties, athletes: [], partnerships, memberships: [] };
}

const samplesOf = (u: Universe): Sample[] => u.reportedSamples.map((r) => r.sample);

describe('the value model at scale', () => {
  it('calibrates on every reported deal up to the cap, and on a fixed subset of the cap beyond it', () => {
    const small = new Universe(reportedWorld(40), NOW);
    expect(small.model.samples).toBe(40);
    const big = new Universe(reportedWorld(CALIBRATION_MAX + 150), NOW);
    expect(big.model.samples).toBe(CALIBRATION_MAX);
    // The same subset every time, whatever order the deals arrive in.
    const entries = Array.from({ length: CALIBRATION_MAX + 150 }, (_, i): [string, number] => [`d${i}`, i]);
    const once = calibrationSet(entries).map(([id]) => id);
    const reversed = calibrationSet([...entries].reverse()).map(([id]) => id);
    expect(new Set(reversed)).toEqual(new Set(once));
    // One more deal changes the subset by at most one member.
    const grown = calibrationSet([...entries, ['d-new', 0]]).map(([id]) => id);
    expect(grown.filter((id) => !once.includes(id)).length).toBeLessThanOrEqual(1);
  });

  it('gives the same estimates from a stored fit as from fitting again', () => {
    const u = new Universe(reportedWorld(60), NOW);
    const stored = modelFromJson(modelToJson(u.model))!;
    const input = u.reportedSamples[0]!.sample.input;
    expect(estimate(stored, input)).toEqual(estimate(u.model, input));
    let fits = 0;
    const again = new Universe(reportedWorld(60), NOW, {
      fit: (samples) => {
        fits++;
        return modelChecksum(samples) === modelChecksum(samplesOf(u)) ? stored : fitValueModel(samples);
      },
    });
    expect(fits).toBe(1);
    expect(again.allDeals().map((d) => d.value)).toEqual(u.allDeals().map((d) => d.value));
  });

  it('fits in slices of a few milliseconds of work, to the same model as one go', () => {
    const samples = samplesOf(new Universe(reportedWorld(CALIBRATION_MAX), NOW));
    const steps = fitValueModelSteps(samples);
    let slices = 0;
    let step = steps.next();
    while (!step.done) {
      slices++;
      step = steps.next();
    }
    // Hundreds of samples: each Huber round's factorisation is tens of millions of multiply-adds, a quarter of a million a slice.
    expect(slices).toBeGreaterThan(300);
    expect(modelToJson(step.value)).toBe(modelToJson(fitValueModel(samples)));
  });

  it('changes the checksum when a reported value changes, and only then', () => {
    const a = samplesOf(new Universe(reportedWorld(30), NOW));
    const b = samplesOf(new Universe(reportedWorld(30), NOW));
    expect(modelChecksum(b)).toBe(modelChecksum(a));
    const changed = reportedWorld(30);
    changed.partnerships[5]!.reported!.amount += 1;
    expect(modelChecksum(samplesOf(new Universe(changed, NOW)))).not.toBe(modelChecksum(a));
    expect(modelFromJson('not json')).toBeUndefined();
  });

  it('leaves the leave-one-out residuals equal to refitting without each deal when no value is far off', () => {
    // Values that sit on the model (no Huber down-weighting): the hat-matrix shortcut is exact.
    const u = new Universe(reportedWorld(24), NOW);
    const samples = samplesOf(u).map((s) => ({ ...s, usd: Math.exp(Math.log(s.usd) * 0.02 + 14.5) }));
    const loo = fitRidge(samples).loo;
    for (const i of [0, 7, 19]) {
      const without = fitValueModel(samples.filter((_, j) => j !== i));
      const predicted = Math.exp(Math.log(estimate(without, samples[i]!.input).usd));
      expect(loo[i]!.predicted / predicted).toBeGreaterThan(0.97);
      expect(loo[i]!.predicted / predicted).toBeLessThan(1.03);
    }
  });
});

describe('competitors at scale', () => {
  it('ranks rivals among the brands sharing a property and the largest of the category, as a full scan would', () => {
    // 300 apparel brands, more than the pool: the best rival of a small brand shares its club.
    const n = Universe.COMPETITOR_POOL + 44;
    const brands = Array.from({ length: n }, (_, i) => testBrand(`a${i}`, `Apparel ${i}`, 'Apparel'));
    const properties = Array.from({ length: n }, (_, i) => testTeam(`c${i}`, `Club ${i}`));
    const partnerships: UDeal[] = [];
    brands.forEach((b, i) => {
      // Brand i has n - i deals: the small ones fall outside the pool of the largest.
      const count = Math.max(1, Math.round((n - i) / 40));
      for (let k = 0; k < count; k++)
        partnerships.push(testDeal(`${b.id}-${k}`, b.id, `c${(i + k * 7) % n}`, 'Kit supplier', 2022));
    });
    // The second-smallest brand, far outside the pool (one deal), partners the smallest one's club.
    partnerships.find((d) => d.brandId === `a${n - 2}`)!.propertyId = `c${n - 1}`;
    const u = new Universe({ brands, properties, athletes: [], partnerships, memberships: [] }, NOW);
    const rivals = u.competitors(`a${n - 1}`, 4);
    expect(rivals).toHaveLength(4);
    expect(rivals[0]!.name).toBe(`Apparel ${n - 2}`);
    expect(rivals[0]!.sharedProperties).toEqual([`Club ${n - 1}`]);
    expect(rivals.map((r) => r.name)).not.toContain(`Apparel ${n - 1}`);
  });
});

describe('profiles computed ahead of their first view', () => {
  /** A category of brands where brand b0 has `big` running deals and the others a few each. */
  function world(big: number) {
    const brands = Array.from({ length: 40 }, (_, i) => testBrand(`b${i}`, `Drinks ${i}`, 'Beverages'));
    const properties = Array.from({ length: 60 }, (_, i) => testTeam(`t${i}`, `Team ${i}`));
    const partnerships: UDeal[] = [];
    for (let k = 0; k < big; k++)
      partnerships.push(testDeal(`b0-${k}`, 'b0', `t${k % 60}`, 'Shirt sponsor', 2021));
    for (let i = 1; i < 40; i++)
      for (let k = 0; k < 1 + (i % 4); k++)
        partnerships.push(testDeal(`b${i}-${k}`, `b${i}`, `t${(i * 3 + k) % 60}`, 'Official partner', 2022));
    return { brands, properties, athletes: [], partnerships, memberships: [] };
  }

  it('gives the same profile in slices as at once, and names the largest portfolios', () => {
    const u = new Universe(world(1_200), NOW);
    expect(u.largestBrands(3, 1_000)).toEqual(['b0']);
    // Ties (four deals each) by name: Drinks 11 before Drinks 15, 3 and 7.
    expect(u.largestBrands(2, 1)).toEqual(['b0', 'b11']);
    let slices = 0;
    const steps = u.brandProfileSteps('b0');
    let step = steps.next();
    while (!step.done) {
      slices++;
      step = steps.next();
    }
    expect(slices).toBeGreaterThan(1);
    const fresh = new Universe(world(1_200), NOW).brandProfile('b0');
    expect(step.value).toEqual(fresh);
    // Kept: the view answers from it.
    expect(u.brandProfile('b0')).toBe(step.value);
  });

  it('drops a profile computed across a change, which would be stale', () => {
    const input = world(1_200);
    const u = new Universe(input, NOW);
    const steps = u.brandProfileSteps('b0');
    steps.next();
    // An edit lands while the profile is being computed: one of b0's deals ends.
    u.apply({ partnerships: [{ ...input.partnerships[0]!, endYear: 2025 }] });
    let step = steps.next();
    while (!step.done) step = steps.next();
    expect(step.value).toBeUndefined();
    expect(u.brandProfile('b0')!.counts.active).toBe(1_199);
  });
});
