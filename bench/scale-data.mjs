// A synthetic dataset of N partnerships in the product's own schema (data/dataset.json's shape), for
// npm run bench:scale only: never shipped, never shown. Its shape follows the shipped dataset: brand
// sizes are skewed (the biggest brand holds about 2% of all deals: 20,000 of a million), teams sit in
// leagues, a third of the deals are athlete endorsements, two in five have ended, about one in
// twenty-five has a reported value. A fixed seed makes every run build the same data.

/** mulberry32: a small seeded generator, so each size is the same dataset on every run. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = [
  'ka',
  'lo',
  'ven',
  'tra',
  'mi',
  'sol',
  'dor',
  'ex',
  'qua',
  'ri',
  'zan',
  'tel',
  'mo',
  'nu',
  'por',
  'vi',
  'ar',
  'gen',
  'fal',
  'cor',
];
const BRAND_WORDS = [
  'Group',
  'Bank',
  'Motors',
  'Air',
  'Energy',
  'Foods',
  'Sports',
  'Tech',
  'Telecom',
  'Brewing',
  'Insurance',
  'Bet',
];
const INDUSTRIES = [
  ['Banking', 'Financials'],
  ['Insurance', 'Financials'],
  ['Athletic Apparel', 'Consumer Discretionary'],
  ['Technology', 'Information Technology'],
  ['Betting', 'Consumer Discretionary'],
  ['Telecommunications', 'Communication Services'],
  ['Food', 'Consumer Staples'],
  ['Automotive', 'Consumer Discretionary'],
  ['Energy', 'Energy'],
  ['Retail', 'Consumer Discretionary'],
  ['Beer', 'Consumer Staples'],
  ['Airlines', 'Industrials'],
];
const SPORTS = [
  ['Football', 0.55],
  ['Motorsport', 0.1],
  ['Basketball', 0.08],
  ['American Football', 0.06],
  ['Ice Hockey', 0.05],
  ['Rugby', 0.05],
  ['Baseball', 0.05],
  ['Cricket', 0.03],
  ['Tennis', 0.03],
];
const REGIONS = ['Europe', 'North America', 'UK', 'South America', 'Asia-Pacific', 'Middle East', 'Global'];
const TYPES = {
  team: [
    ['Kit supplier', 0.3],
    ['Shirt sponsor', 0.2],
    ['Naming rights', 0.1],
    ['Official partner', 0.2],
    ['Sleeve sponsor', 0.08],
    ['Title sponsor', 0.05],
    ['Training kit sponsor', 0.07],
  ],
  league: [
    ['Official partner', 0.6],
    ['Title sponsor', 0.2],
    ['Official supplier', 0.2],
  ],
  athlete: [
    ['Endorsement', 0.75],
    ['Ambassador', 0.15],
    ['Equipment endorsement', 0.1],
  ],
};

function pick(rand, weighted) {
  let u = rand();
  for (const [v, w] of weighted) {
    u -= w;
    if (u <= 0) return v;
  }
  return weighted[weighted.length - 1][0];
}

/** A pronounceable unique name: two or three syllables and, for brands, a word; a numeral where needed. */
function namer(rand) {
  const seen = new Set();
  return (suffix) => {
    const n = 2 + Math.floor(rand() * 2);
    let base = '';
    for (let i = 0; i < n; i++) base += SYLLABLES[Math.floor(rand() * SYLLABLES.length)];
    base = base[0].toUpperCase() + base.slice(1);
    let name = suffix ? `${base} ${suffix}` : base;
    for (let i = 2; seen.has(name); i++) name = `${suffix ? `${base} ${suffix}` : base} ${i}`;
    seen.add(name);
    return name;
  };
}

export function scaleDataset(n, seed = 7) {
  const rand = seeded(seed + n);
  const name = namer(rand);
  const source = 'curated';
  const sourceName = 'synthetic (bench)';
  const nBrands = Math.max(50, Math.round(n / 8));
  const nLeagues = Math.max(6, Math.round(n / 4000));
  const nTeams = Math.max(40, Math.round(n / 40));
  const nAthletes = Math.max(40, Math.round(n / 10));

  const brands = Array.from({ length: nBrands }, (_, i) => {
    const [industry, sector] = INDUSTRIES[Math.floor(rand() * INDUSTRIES.length)];
    return {
      id: `sb${i}`,
      name: name(BRAND_WORDS[i % BRAND_WORDS.length]),
      aliases: [],
      industry,
      sector,
      headquarters: null,
      founded: 1900 + Math.floor(rand() * 120),
      groupId: null,
      source,
      sourceName,
    };
  });
  const leagues = Array.from({ length: nLeagues }, (_, i) => ({
    id: `sl${i}`,
    name: name('League'),
    aliases: [],
    kind: 'league',
    sport: pick(rand, SPORTS),
    region: REGIONS[i % REGIONS.length],
    country: null,
    parentId: null,
    source,
    sourceName,
  }));
  const memberships = [];
  const teams = Array.from({ length: nTeams }, (_, i) => {
    const league = leagues[i % nLeagues];
    memberships.push({ teamId: `st${i}`, leagueId: league.id });
    return {
      id: `st${i}`,
      name: name(league.sport === 'Football' ? 'FC' : 'Club'),
      aliases: [],
      kind: 'team',
      sport: league.sport,
      region: league.region,
      country: null,
      parentId: null,
      source,
      sourceName,
    };
  });
  const athletes = Array.from({ length: nAthletes }, (_, i) => ({
    id: `sa${i}`,
    fullName: `${name('')} ${name('')}`,
    aliases: [],
    sport: pick(rand, SPORTS),
    currentTeam: null,
    nationality: null,
    position: null,
    birthYear: 1975 + Math.floor(rand() * 30),
    nationalTeamId: null,
    source,
    sourceName,
  }));

  const partnerships = [];
  for (let i = 0; i < n; i++) {
    // Skewed sizes: brand index u^3 of the list, so a few brands hold thousands of deals.
    const brand = brands[Math.min(nBrands - 1, Math.floor(nBrands * rand() ** 3))];
    const u = rand();
    const kind = u < 0.55 ? 'team' : u < 0.65 ? 'league' : 'athlete';
    const partner =
      kind === 'team'
        ? teams[Math.floor(nTeams * rand() ** 2)]
        : kind === 'league'
          ? leagues[Math.floor(nLeagues * rand())]
          : athletes[Math.floor(nAthletes * rand() ** 2)];
    const type = pick(rand, TYPES[kind]);
    const start = 2026 - Math.floor(rand() ** 2 * 36);
    const ended = rand() < 0.4 && start < 2025;
    const endYear = ended ? Math.min(2025, start + 1 + Math.floor(rand() * 8)) : null;
    const reported =
      rand() < 0.04
        ? {
            amount: Math.round(10 ** (5 + rand() * 3)),
            currency: rand() < 0.5 ? 'USD' : 'EUR',
            year: endYear ?? 2025,
            publisher: 'synthetic',
            note: null,
          }
        : null;
    partnerships.push({
      id: `sp${i}`,
      brandId: brand.id,
      propertyId: kind === 'athlete' ? null : partner.id,
      athleteId: kind === 'athlete' ? partner.id : null,
      type,
      role: null,
      startYear: start,
      endYear,
      untilYear: !ended && rand() < 0.5 ? 2026 + Math.floor(rand() * 6) : null,
      partnerName: null,
      partOf: null,
      confidence: rand() < 0.8 ? 'high' : 'medium',
      asOf: '2026-06',
      citation: 'synthetic row for the scale benchmark',
      reported,
      source,
      sourceName,
    });
  }
  const properties = [...leagues, ...teams];
  return {
    version: 1,
    checksum: `synthetic-${n}-${seed}`,
    builtAt: '2026-11-28',
    builtFrom: { synthetic: `bench/scale-data.mjs, ${n} partnerships, seed ${seed}` },
    credits: [],
    counts: {
      brands: brands.length,
      properties: properties.length,
      athletes: athletes.length,
      partnerships: partnerships.length,
      memberships: memberships.length,
    },
    brands,
    properties,
    athletes,
    partnerships,
    memberships,
  };
}
