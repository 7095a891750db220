import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRunning } from '../../contract/profile';
import { bigMarket, clubRevenue, dealFamily, dealTier, industryCategory, propertyClass } from './classify';
import { type ScoredDeal, scorePortfolio } from './metrics';
import { NOW, world } from './test-world';
import { contractTerms, Universe } from './universe';
import { estimate, fitValueModel, ownKeys, PRIOR, predictLog, type ValuationInput } from './valuation';

describe('contract terms', () => {
  it('reads a deal with an end year as ended, and never invents an end for a running one', () => {
    expect(contractTerms(2002, 2015, null, 2026)).toMatchObject({ status: 'ended', label: '2002-2015' });
    expect(contractTerms(1998, null, null, 2026)).toMatchObject({
      status: 'active',
      end: null,
      label: 'since 1998 · ongoing',
    });
    expect(contractTerms(null, null, null, 2026).label).toBe('start not known · ongoing');
    expect(contractTerms(2020, null, 2027, 2026)).toMatchObject({
      status: 'expiring',
      label: 'since 2020 · until 2027',
    });
    expect(contractTerms(2020, null, 2030, 2026).status).toBe('active');
  });

  it('counts a running deal as unconfirmed after 18 months without a check, unless its announced term runs past this year', () => {
    const now = new Date(Date.UTC(2026, 10, 23));
    expect(contractTerms(2015, null, null, 2026, '2025-06', now).status).toBe('active');
    expect(contractTerms(2015, null, null, 2026, '2025-04', now)).toMatchObject({
      status: 'unconfirmed',
      label: 'since 2015 · last confirmed 2025',
    });
    expect(contractTerms(2015, null, 2026, 2026, '2023-01', now).status).toBe('unconfirmed');
    expect(contractTerms(2015, null, 2027, 2026, '2023-01', now)).toMatchObject({
      status: 'expiring',
      label: 'since 2015 · until 2027',
    });
  });
});

describe('classes and tiers', () => {
  it('puts elite clubs above top-flight clubs, and those above the rest', () => {
    expect(
      propertyClass({ name: 'Manchester United FC', kind: 'team', leagues: ['Premier League'], partners: 1 }),
    ).toBe('S');
    expect(
      propertyClass({ name: 'Brentford FC', kind: 'team', leagues: ['Premier League'], partners: 1 }),
    ).toBe('A');
    expect(
      propertyClass({ name: 'Celtic FC', kind: 'team', leagues: ['Scottish Premiership'], partners: 1 }),
    ).toBe('B');
    expect(propertyClass({ name: 'Small Town FC', kind: 'team', leagues: [], partners: 1 })).toBe('C');
  });

  it('makes a headline role with a top-class partner Premium and anything else Standard', () => {
    expect(dealTier('Kit supplier', 'S')).toBe('Premium');
    expect(dealTier('Official partner', 'S')).toBe('Standard');
    expect(dealTier('Kit supplier', 'B')).toBe('Standard');
    expect(dealFamily('Sleeve sponsor')).toBe('secondary');
    expect(industryCategory('Apparel, Accessories & Luxury Goods')).toBe('Luxury');
    expect(industryCategory('Athletic Apparel')).toBe('Athletic Apparel');
  });
});

describe('the value model', () => {
  const kit: ValuationInput = {
    type: 'Kit supplier',
    cls: 'S',
    kind: 'team',
    region: 'UK',
    partners: 5,
    year: 2024,
    category: 'Athletic Apparel',
    sport: 'Football',
  };
  it('answers its priors when no value is reported, with a range around the centre', () => {
    const model = fitValueModel([]);
    expect(model.coefficients.map((c) => Math.round(c * 1e6))).toEqual(PRIOR.map((c) => Math.round(c * 1e6)));
    const e = estimate(model, kit);
    expect(e.low).toBeLessThan(e.usd);
    expect(e.high).toBeGreaterThan(e.usd);
    expect(e.method).toMatch(/calibrated on 0 reported deals/);
  });

  it('moves towards reported values', () => {
    const before = Math.exp(predictLog(fitValueModel([]).coefficients, kit));
    const samples = Array.from({ length: 6 }, () => ({ input: kit, usd: before * 3 }));
    const after = Math.exp(predictLog(fitValueModel(samples).coefficients, kit));
    expect(after).toBeGreaterThan(before * 1.5);
    expect(after).toBeLessThan(before * 3);
  });

  it('values an elite club kit deal above a small club one', () => {
    const model = fitValueModel([]);
    expect(estimate(model, kit).usd).toBeGreaterThan(
      estimate(model, { ...kit, cls: 'C', partners: 1 }).usd * 10,
    );
  });

  it("values an elite team's official partner well below its headline deals, and more so than a small club's", () => {
    const model = fitValueModel([]);
    const ratio = (cls: ValuationInput['cls']) =>
      estimate(model, { ...kit, cls, type: 'Official partner', category: 'Technology' }).usd /
      estimate(model, { ...kit, cls, type: 'Shirt sponsor', category: 'Technology' }).usd;
    expect(ratio('S')).toBeLessThan(0.2);
    expect(ratio('S')).toBeLessThan(ratio('A'));
    expect(ratio('A')).toBeLessThan(ratio('C'));
  });

  it('values a richer Money League club and a big-market North American team higher, all else equal', () => {
    const model = fitValueModel([]);
    const shirt = { ...kit, type: 'Shirt sponsor', category: 'Technology' as const };
    expect(clubRevenue('Real Madrid CF')).toBeGreaterThan(clubRevenue('Aston Villa FC'));
    expect(clubRevenue('Brentford FC')).toBe(0);
    expect(propertyClass({ name: 'Newcastle United FC', kind: 'team', leagues: [], partners: 1 })).toBe('S');
    expect(estimate(model, { ...shirt, revenue: clubRevenue('Real Madrid CF') }).usd).toBeGreaterThan(
      estimate(model, { ...shirt, revenue: clubRevenue('Olympique Lyonnais') }).usd * 1.3,
    );
    expect(bigMarket('New York Yankees')).toBe(true);
    expect(bigMarket('Golden State Warriors')).toBe(true);
    expect(bigMarket('Utah Jazz')).toBe(false);
    const patch = { ...shirt, type: 'Jersey patch', cls: 'A' as const, region: 'North America' };
    expect(estimate(model, { ...patch, bigMarket: true }).usd).toBeGreaterThan(estimate(model, patch).usd);
    // The market effect is North American: a London club gets nothing from it.
    expect(estimate(model, { ...shirt, bigMarket: true }).usd).toBe(estimate(model, shirt).usd);
  });

  it("keys a deal's own effects by partner, brand, league and five-year era", () => {
    expect(ownKeys('p1', 'b1', ['Premier League'], 2024)).toEqual([
      'p:p1',
      'b:b1',
      'l:Premier League',
      'era:2020',
    ]);
    expect(ownKeys('p1', 'b1', [], 2025)).toContain('era:2025');
  });
});

describe('the BaseLine', () => {
  const deal = (over: Partial<ScoredDeal> = {}): ScoredDeal => ({
    family: 'kit',
    cls: 'S',
    sport: 'Football',
    region: 'UK',
    kind: 'team',
    start: 2020,
    ...over,
  });
  const arbDeal = fc.record({
    family: fc.constantFrom('kit', 'shirt', 'official', 'supplier', 'endorsement', 'naming', 'technical'),
    cls: fc.constantFrom('S', 'A', 'B', 'C'),
    sport: fc.constantFrom('Football', 'Tennis', 'Golf', 'Motorsport', 'Basketball'),
    region: fc.constantFrom('UK', 'Europe', 'Global', 'North America'),
    kind: fc.constantFrom('team', 'league', 'event', 'athlete'),
    start: fc.option(fc.integer({ min: 1990, max: 2026 }), { nil: null }),
  }) as fc.Arbitrary<ScoredDeal>;

  it('cannot rate a brand with no deal above 40', () => {
    expect(scorePortfolio([], 'Athletic Apparel', 2026).overall).toBeLessThanOrEqual(40);
    expect(scorePortfolio([], 'Other', 2026).overall).toBeLessThanOrEqual(40);
  });

  it('keeps every metric and the overall score between 0 and 100', () => {
    fc.assert(
      fc.property(fc.array(arbDeal, { maxLength: 60 }), (deals) => {
        const s = scorePortfolio(deals, 'Athletic Apparel', 2026);
        for (const v of [s.overall, ...Object.values(s.metrics).map((m) => m.value)]) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('never lowers visibility when one more active premium deal is added', () => {
    fc.assert(
      fc.property(fc.array(arbDeal, { maxLength: 40 }), (deals) => {
        const before = scorePortfolio(deals, 'Beverages', 2026).metrics.visibility.value;
        const after = scorePortfolio([...deals, deal()], 'Beverages', 2026).metrics.visibility.value;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('says what each metric is built from', () => {
    const s = scorePortfolio(
      [deal(), deal({ sport: 'Tennis', region: 'Europe', start: 2025 })],
      'Athletic Apparel',
      2026,
    );
    expect(s.metrics.range.inputs).toBe('2 sports, 2 regions, 1 kind of partner');
    expect(s.metrics.energy.inputs).toBe('1 of 2 active deals began in 2024 or later');
  });
});

describe('the universe', () => {
  const u = new Universe(world(), NOW);

  it('lists ended deals as past and counts only running ones in the tiles', () => {
    const nike = u.brandProfile('nike')!;
    expect(nike.counts.active).toBe(2);
    expect(nike.counts.past).toBe(1);
    expect(nike.counts.teams).toBe(nike.deals.filter((d) => d.partnerKind === 'team' && isRunning(d)).length);
    expect(nike.deals.at(-1)!.contract).toMatchObject({ status: 'ended', label: '2002-2015' });
  });

  it('never sets a brand against itself or its own group, and a brand with no deal has no score above 40', () => {
    const names = u.competitors('nike').map((c) => c.name);
    expect(names).not.toContain('Nike');
    expect(names).not.toContain('Jordan Brand');
    expect(u.competitors('jordan').map((c) => c.name)).not.toContain('Nike');
    expect(u.brandProfile('idle')!.score.overall).toBeLessThanOrEqual(40);
  });

  it('gives a brand the same market share on its own page and on a rival’s', () => {
    const onNike = u.brandProfile('nike')!.marketShare.rows.find((r) => r.brand === 'Adidas')!.share;
    const onAdidas = u.brandProfile('adidas')!.marketShare.rows.find((r) => r.focus)!.share;
    expect(onNike).toBe(onAdidas);
    const total = ['nike', 'adidas', 'puma', 'jordan'].reduce((s, id) => s + u.share(id), 0);
    expect(total).toBeGreaterThan(99.5);
    expect(total).toBeLessThan(100.5);
  });

  it('shows a deal with the same value on the brand page and on the partner page', () => {
    const onBrand = u.brandProfile('adidas')!.deals.find((d) => d.id === 'd1')!;
    const onPartner = u.dealsFor('mu').find((d) => d.id === 'd1')!;
    expect(onPartner).toEqual(onBrand);
    expect(onBrand.value.kind).toBe('estimate');
  });

  it('shows a reported value as reported, converted at the fixed rate', () => {
    const input = world();
    input.partnerships[0] = {
      ...input.partnerships[0]!,
      reported: { amount: 75e6, currency: 'GBP', year: 2014, publisher: 'Manchester United plc', note: null },
    };
    const d = new Universe(input, NOW).deal('d1')!;
    expect(d.value).toMatchObject({
      kind: 'reported',
      amount: 75e6,
      currency: 'GBP',
      usd: 95_250_000,
      publisher: 'Manchester United plc',
    });
  });

  it("shows a related-party value as reported but leaves it out of the model's calibration", () => {
    const input = world();
    const reported = {
      amount: 75e6,
      currency: 'GBP',
      year: 2014,
      publisher: 'Manchester United plc',
      note: null,
    };
    input.partnerships[0] = { ...input.partnerships[0]!, reported: { ...reported, relatedParty: true } };
    const related = new Universe(input, NOW);
    expect(related.deal('d1')!.value).toMatchObject({ kind: 'reported', amount: 75e6 });
    expect(related.reportedSamples).toHaveLength(0);
    input.partnerships[0] = { ...input.partnerships[0]!, reported };
    expect(new Universe(input, NOW).reportedSamples).toHaveLength(1);
  });
});
