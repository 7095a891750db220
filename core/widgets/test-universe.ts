import { testBrand, testDeal, testTeam } from '../intelligence/engine/test-world';
import { type UDeal, Universe } from '../intelligence/engine/universe';

/**
 * Test data for the widget tests (core and web): a small dataset computed by the real engine on a
 * fixed day, so every figure a test asserts is the engine's own.
 */
export const TEST_NOW = new Date('2026-11-23T10:00:00Z');

const team = (id: string, name: string, sport = 'Football', region = 'UK') =>
  testTeam(id, name, region, sport);
const deal = (
  id: string,
  brandId: string,
  propertyId: string,
  type: string,
  startYear: number | null,
  more: Partial<UDeal> = {},
): UDeal =>
  testDeal(id, brandId, propertyId, type, startYear, {
    sourceName: 'Sponsorscope editors',
    citation: `club announcement, ${propertyId}`,
    confidence: 'high',
    asOf: '2025-08',
    ...more,
  });
const brand = (id: string, name: string, industry: string) => ({
  ...testBrand(id, name, industry),
  sourceName: 'Sponsorscope editors',
});

export function testUniverse(now = TEST_NOW): Universe {
  return new Universe(
    {
      brands: [
        brand('stride', 'Stride', 'Athletic Apparel'),
        brand('swoosh', 'Swoosh', 'Athletic Apparel'),
        brand('leap', 'Leap', 'Sportswear'),
        brand('vault', 'Vault Bank', 'Banking'),
      ],
      properties: [
        team('united', 'United FC'),
        team('city', 'City FC'),
        team('rovers', 'Rovers FC', 'Football', 'Europe'),
        team('athletic', 'Athletic FC', 'Football', 'Europe'),
        team('racing', 'Racing Team', 'Motorsport', 'Global'),
        team('hoops', 'Hoops', 'Basketball', 'North America'),
        { ...team('league', 'Premier Cup'), kind: 'league' as const },
      ],
      athletes: [],
      memberships: [],
      partnerships: [
        deal('s-united', 'stride', 'united', 'Kit supplier', 2015, {
          untilYear: 2026,
          reported: { amount: 75e6, currency: 'GBP', year: 2014, publisher: 'United plc', note: null },
        }),
        deal('s-city', 'stride', 'city', 'Kit supplier', 2020, { untilYear: 2027 }),
        deal('s-athletic', 'stride', 'athletic', 'Kit supplier', 2018, { untilYear: 2030 }),
        deal('s-rovers', 'stride', 'rovers', 'Kit supplier', 2025),
        deal('s-league', 'stride', 'league', 'Official partner', 2026, {
          confidence: 'medium',
          asOf: '2026-10',
        }),
        deal('s-racing', 'stride', 'racing', 'Official partner', 2010, {
          endYear: 2026,
          source: 'verified',
          sourceName: 'F1DB',
          citation: 'F1DB',
          asOf: null,
        }),
        deal('w-hoops', 'swoosh', 'hoops', 'Kit supplier', 2016, {
          reported: { amount: 20e6, currency: 'USD', year: 2016, publisher: 'Hoops Inc', note: null },
        }),
        deal('w-league', 'swoosh', 'league', 'Official partner', 2019),
        deal('l-rovers', 'leap', 'rovers', 'Official partner', 2021),
        deal('v-united', 'vault', 'united', 'Shirt sponsor', 2022, {
          untilYear: 2027,
          reported: { amount: 40e6, currency: 'GBP', year: 2022, publisher: 'BBC Sport', note: null },
        }),
      ],
    },
    now,
  );
}
