import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openDataSets } from './data-sources';
import type { Dataset } from './intelligence/dataset';

describe('the open data sets we count on the home and enterprise pages', () => {
  it('are the open data sets the shipped dataset credits, besides our editors', () => {
    const { credits } = JSON.parse(readFileSync('data/dataset.json', 'utf8')) as Dataset;
    const open = credits.filter((c) => !c.startsWith('Sponsorscope editors'));
    expect(openDataSets).toHaveLength(open.length);
    for (const s of openDataSets) {
      const short = s.name.split(' (')[0]!.replace(' list', '');
      expect(
        open.some((c) => c.startsWith(short)),
        s.name,
      ).toBe(true);
    }
  });
});
