import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandScoreColour, SCORE_BANDS, scoreTier } from './score';

describe('the one BaseLine scale', () => {
  it('colours and words a score the same way: 85+ green and strong, 70-84 yellow and solid, else red', () => {
    expect([100, 85, 84, 70, 69, 0].map(brandScoreColour)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
      'red',
    ]);
    expect([87, 84, 69].map(scoreTier)).toEqual([
      'strong',
      'solid',
      'significant optimisation opportunities',
    ]);
  });

  it('is the scale the product and explainer pages state', () => {
    const product = readFileSync('web/features/marketing/ProductPage.tsx', 'utf8');
    expect(product).toContain(
      `Scores of ${SCORE_BANDS.green} and above read green, ${SCORE_BANDS.yellow} to ${SCORE_BANDS.green - 1} amber`,
    );
    const explainer = readFileSync('web/features/marketing/WhatIsPage.tsx', 'utf8');
    expect(explainer).toContain(
      `A score of ${SCORE_BANDS.green} or more marks a strong portfolio, ${SCORE_BANDS.yellow} to ${SCORE_BANDS.green - 1} a solid one`,
    );
  });
});
