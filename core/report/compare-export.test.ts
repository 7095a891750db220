import { describe, expect, it } from 'vitest';
import { NOW, testDeal, world } from '../intelligence/engine/test-world';
import { Universe } from '../intelligence/engine/universe';
import { compareProfiles } from '../widgets/compare';
import { NOT_ENOUGH_DATA } from '../widgets/figures';
import { compareFileName, compareTables } from './compare-export';

const base = world();
const universe = new Universe(
  {
    ...base,
    partnerships: [
      ...base.partnerships,
      testDeal('d8', 'nike', 'small', 'Shirt sponsor', 2020, { untilYear: 2027 }),
    ],
  },
  NOW,
);
const c = compareProfiles(
  ['nike', 'adidas', 'puma'].map((id) => universe.brandProfile(id)!),
  NOW,
);
const sheet = (name: string) => compareTables(c).find((t) => t.sheet === name)!.data;
const row = (name: string, label: string) => sheet(name).find((r) => r[0] === label);

describe('comparison export', () => {
  it('writes the figures the page shows, with Not enough data where no BaseLine is shown', () => {
    expect(sheet('Figures')[0]).toEqual(['Figure', 'Nike', 'Adidas', 'Puma']);
    expect(row('Figures', 'BaseLine (0-100)')).toEqual([
      'BaseLine (0-100)',
      c.brands[0]!.baseline,
      NOT_ENOUGH_DATA,
      c.brands[2]!.baseline,
    ]);
    expect(row('Figures', 'Visibility')?.[2]).toBe(NOT_ENOUGH_DATA);
    expect(row('Figures', 'Estimated known spend (USD a year)')?.slice(1)).toEqual(
      c.brands.map((b) => b.spend.usd),
    );
    expect(row('Figures', 'Running deals')?.slice(1)).toEqual(c.brands.map((b) => b.runningDeals));
  });

  it('counts each dimension per brand, lists shared and exclusive properties and the contracts ending soon', () => {
    const football = sheet('Running deals').find((r) => r[0] === 'Sport' && r[1] === 'Football');
    expect(football?.slice(2)).toEqual(
      c.brands.map((b) => b.bySport.find((s) => s.name === 'Football')?.deals ?? 0),
    );
    expect(sheet('Properties')).toContainEqual(['Small Town FC', 'team', 'Shared', 'Nike, Puma']);
    expect(sheet('Properties')).toContainEqual(['Manchester United FC', null, 'Exclusive', 'Adidas']);
    const ending = sheet('Ending soon');
    expect(ending).toHaveLength(2);
    expect(ending[1]?.slice(0, 6)).toEqual(['Nike', 'Small Town FC', 'Shirt sponsor', 'Football', 2027, 13]);
    expect(compareFileName(c, 'xlsx', NOW)).toBe('nike-vs-adidas-vs-puma-2026-11-23.xlsx');
  });
});
