import { describe, expect, it } from 'vitest';
import type { TCompetitor } from '../contract/profile';
import { NOW, world } from './engine/test-world';
import { Universe } from './engine/universe';
import { compareCompetitor, dealTrend, renewalRisk } from './panels';

const base = new Universe(world(), NOW).brandProfile('nike')!;
// Fixed figures, so the comparison reads the same whatever the engine computes for the test world.
const profile = {
  ...base,
  score: { ...base.score, overall: 74 },
  counts: { ...base.counts, active: 10 },
  spend: { ...base.spend, usd: 200e6, deals: 10 },
};
const rival = (more: Partial<TCompetitor>): TCompetitor => ({
  name: 'Rival',
  industry: 'Athletic Apparel',
  activeDeals: 10,
  spendUsd: 200e6,
  share: 20,
  score: 74,
  sharedProperties: [],
  sharedSports: [],
  keyPartnerships: [],
  overlap: 'Same category (Athletic Apparel)',
  ...more,
});

describe('competitor strengths and weaknesses', () => {
  it('a strength where the rival is ahead of the brand, a potential weakness where it is behind', () => {
    const c = compareCompetitor(profile, rival({ score: 81, activeDeals: 4, spendUsd: 300e6 }));
    expect(c.strengths).toEqual([
      "Higher BaseScore: 81 against Nike's 74",
      "Larger estimated known spend: ≈\u00a0$300M a year against Nike's ≈\u00a0$200M a year",
      "Larger average deal: ≈\u00a0$75M against Nike's ≈\u00a0$20M",
    ]);
    expect(c.weaknesses).toEqual(["Fewer running deals: 4 against Nike's 10"]);
  });

  it('equal figures are neither; no running deal means no average deal size', () => {
    expect(compareCompetitor(profile, rival({}))).toEqual({ strengths: [], weaknesses: [] });
    const idle = compareCompetitor(profile, rival({ activeDeals: 0, spendUsd: 0 }));
    expect(idle.weaknesses.map((w) => w.split(':')[0])).toEqual([
      'Fewer running deals',
      'Smaller estimated known spend',
    ]);
  });
});

describe('deal trend', () => {
  const deals = (...starts: (number | null)[]) => starts.map((start) => ({ contract: { start } }));
  it('counts deal starts in the last three years against the three before', () => {
    const t = dealTrend(deals(2021, 2022, 2024, 2025, 2026, 2026, 2019, null), 2026);
    expect(t).toMatchObject({ direction: 'up', percent: 100, recent: 4, before: 2 });
    expect(t.byYear).toEqual([
      { year: 2021, starts: 1 },
      { year: 2022, starts: 1 },
      { year: 2023, starts: 0 },
      { year: 2024, starts: 1 },
      { year: 2025, starts: 1 },
      { year: 2026, starts: 2 },
    ]);
    expect(dealTrend(deals(2021, 2022, 2023, 2026), 2026)).toMatchObject({ direction: 'down', percent: -67 });
    expect(dealTrend(deals(2022, 2025), 2026)).toMatchObject({ direction: 'stable', percent: 0 });
  });

  it('gives no percentage when the three years before had no start', () => {
    expect(dealTrend(deals(2025), 2026)).toMatchObject({ direction: 'up', percent: null, recent: 1 });
    expect(dealTrend(deals(2001, null), 2026)).toMatchObject({ direction: 'stable', percent: null });
  });
});

describe('athlete risk level', () => {
  const deals = (...statuses: string[]) => statuses.map((status) => ({ contract: { status } }));
  it('reads renewal exposure from the endorsements not ended', () => {
    expect(renewalRisk(deals('active', 'active', 'ended'))).toEqual({
      level: 'Low',
      exposed: 0,
      considered: 2,
    });
    expect(renewalRisk(deals('active', 'active', 'expiring'))).toMatchObject({ level: 'Medium', exposed: 1 });
    expect(renewalRisk(deals('active', 'unconfirmed'))).toMatchObject({ level: 'High', exposed: 1 });
    expect(renewalRisk(deals('ended'))).toBeNull();
    expect(renewalRisk([])).toBeNull();
  });
});
