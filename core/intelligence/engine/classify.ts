/**
 * How the engine reads a deal and a property: the family of a deal type, the class of a property
 * (how prominent it is), the tier, the industry category of a brand and how well a sport suits it.
 * Every table here is quoted in docs/scoring.md.
 */

export type DealFamily =
  | 'kit'
  | 'shirt'
  | 'naming'
  | 'secondary'
  | 'patch'
  | 'title'
  | 'principal'
  | 'official'
  | 'supplier'
  | 'endorsement'
  | 'technical';

const families = new Map<string, DealFamily>();
/** A deal type's family, read once per distinct type (every deal asks it several times). */
export function dealFamily(type: string): DealFamily {
  let f = families.get(type);
  if (f === undefined) {
    f = readFamily(type);
    if (families.size < 10_000) families.set(type, f);
  }
  return f;
}

function readFamily(type: string): DealFamily {
  const t = type.toLowerCase();
  if (t === 'kit supplier') return 'kit';
  if (t === 'shirt sponsor') return 'shirt';
  if (t === 'naming rights') return 'naming';
  if (/sleeve|back of shirt|training/.test(t)) return 'secondary';
  if (t === 'jersey patch') return 'patch';
  if (t.startsWith('title')) return 'title';
  if (t === 'principal partner') return 'principal';
  if (/endorsement|ambassador/.test(t)) return 'endorsement';
  if (/engine|tyre/.test(t)) return 'technical';
  if (/supplier|timekeeper|ball|timepiece/.test(t)) return 'supplier';
  return 'official';
}

/** How much of the partner's exposure a deal of this family carries (visibility). */
export const familyExposure: Record<DealFamily, number> = {
  kit: 1,
  shirt: 1,
  title: 1,
  naming: 0.9,
  principal: 0.8,
  endorsement: 0.7,
  patch: 0.6,
  secondary: 0.5,
  official: 0.5,
  technical: 0.5,
  supplier: 0.4,
};

/** How clearly fans tie the brand to the partner in a deal of this family (clarity). */
export const familyClarity: Record<DealFamily, number> = {
  kit: 1,
  shirt: 1,
  title: 1,
  naming: 1,
  principal: 0.75,
  endorsement: 0.75,
  patch: 0.75,
  secondary: 0.5,
  official: 0.5,
  technical: 0.5,
  supplier: 0.25,
};

/** Competitions at the top of their sport: their teams and the events themselves are class A. */
export const TOP_COMPETITIONS = new Set(
  [
    'Premier League',
    'LaLiga',
    'Bundesliga',
    'Serie A',
    'Ligue 1',
    'NBA',
    'NFL',
    'MLB',
    'NHL',
    'Formula 1',
    'UEFA Champions League',
    'FIFA World Cup',
    'FIFA',
    'Olympic Games',
    'UEFA European Championship',
    'Super Bowl',
    'Wimbledon',
    'Roland-Garros',
    'US Open (tennis)',
    'Australian Open',
    'The Open',
    'The Masters',
    'Ryder Cup',
    'Tour de France',
  ].map((n) => n.toLowerCase()),
);
/** Second-rank competitions: their teams are class B. */
export const SECOND_COMPETITIONS = new Set(
  [
    'Eredivisie',
    'Primeira Liga',
    'Scottish Premiership',
    'Saudi Pro League',
    'Major League Soccer',
    'Brasileirão Série A',
    'Süper Lig',
    'Belgian Pro League',
    'EFL Championship',
    'Argentina Primera Division',
    'UEFA Europa League',
    'Copa Libertadores',
    'NBA Cup',
    'Six Nations',
    'Rugby World Cup',
    "FIFA Women's World Cup",
  ].map((n) => n.toLowerCase()),
);

/**
 * Revenue in millions of euros of the twenty highest-revenue football clubs, season 2023/24
 * (Deloitte Football Money League, 2025 edition, as reported by BBC Sport in January 2025).
 */
export const MONEY_LEAGUE: Record<string, number> = {
  'real madrid cf': 1045.5,
  'manchester city fc': 837.8,
  'paris saint-germain fc': 805.9,
  'manchester united fc': 770.6,
  'fc bayern münchen': 765.4,
  'fc barcelona': 760.3,
  'arsenal fc': 716.5,
  'liverpool fc': 714.7,
  'tottenham hotspur fc': 615,
  'chelsea fc': 545.5,
  'borussia dortmund': 514,
  'club atlético de madrid': 410,
  'ac milan': 398,
  'fc internazionale milano': 391,
  'newcastle united fc': 372,
  'juventus fc': 356,
  'west ham united fc': 322,
  'aston villa fc': 310,
  'olympique de marseille': 287,
  'olympique lyonnais': 264,
};

/**
 * Elite properties: the twenty clubs of the Deloitte Football Money League (MONEY_LEAGUE),
 * Formula 1's four front-running teams of 2021-2025, and the seven football nations with the
 * largest kit deals (every men's World Cup winner but Uruguay, plus England). Class S, above A.
 */
export const ELITE = new Set(
  [
    ...Object.keys(MONEY_LEAGUE),
    'Scuderia Ferrari',
    'Mercedes-AMG Petronas F1 Team',
    'Red Bull Racing',
    'McLaren F1 Team',
    'Brazil national football team',
    'Germany national football team',
    'France national football team',
    'Argentina national football team',
    'England national football team',
    'Spain national football team',
    'Italy national football team',
  ].map((n) => n.toLowerCase()),
);

/** Log of a Money League club's revenue against €500M (0 for every other property). */
export const clubRevenue = (name: string) => {
  const r = MONEY_LEAGUE[name.toLowerCase()];
  return r ? Math.log(r / 500) : 0;
};

export type PropertyClass = 'S' | 'A' | 'B' | 'C';

/**
 * Team-name prefixes of the ten largest North American television markets (Nielsen's US DMA
 * ranking of 2024-25: New York, Los Angeles, Chicago, Dallas-Fort Worth, Philadelphia, Houston,
 * Atlanta, Washington, Boston, San Francisco Bay Area) and Toronto, Canada's largest.
 */
const BIG_MARKETS = [
  'new york',
  'brooklyn',
  'new jersey',
  'los angeles',
  'la ',
  'anaheim',
  'chicago',
  'dallas',
  'texas rangers',
  'philadelphia',
  'houston',
  'atlanta',
  'washington',
  'boston',
  'new england',
  'san francisco',
  'golden state',
  'oakland',
  'san jose',
  'toronto',
];
export const bigMarket = (name: string) => {
  const n = name.toLowerCase();
  return BIG_MARKETS.some((m) => n.startsWith(m));
};

export interface ClassInput {
  name: string;
  kind: 'team' | 'league' | 'event' | 'federation' | 'athlete';
  /** Names of the competitions a team plays in. */
  leagues: string[];
  /** Distinct brands with a deal with this partner in the dataset. */
  partners: number;
}

/**
 * S: elite (ELITE, or an athlete with six or more partners in the dataset);
 * A: a top competition, a team in one, a national team or athlete with many partners;
 * B: second-rank competitions and their teams, well-partnered national teams and athletes;
 * C: the rest.
 */
export function propertyClass(p: ClassInput): PropertyClass {
  const name = p.name.toLowerCase();
  if (ELITE.has(name)) return 'S';
  if (p.kind === 'athlete')
    return p.partners >= 6 ? 'S' : p.partners >= 4 ? 'A' : p.partners >= 2 ? 'B' : 'C';
  if (p.kind !== 'team') {
    if (TOP_COMPETITIONS.has(name)) return 'A';
    if (SECOND_COMPETITIONS.has(name) || p.partners >= 4) return 'B';
    return 'C';
  }
  const leagues = p.leagues.map((l) => l.toLowerCase());
  if (leagues.some((l) => TOP_COMPETITIONS.has(l))) return 'A';
  if (name.includes('national')) return p.partners >= 4 ? 'A' : p.partners >= 2 ? 'B' : 'C';
  if (leagues.some((l) => SECOND_COMPETITIONS.has(l))) return 'B';
  return 'C';
}

/** Reach weight of a property class (visibility and valuation). */
export const classReach: Record<PropertyClass, number> = { S: 1, A: 0.75, B: 0.4, C: 0.2 };

/** Premium: a headline role (kit, shirt, title, naming, principal, endorsement) with a class S or A partner. */
export function dealTier(type: string, cls: PropertyClass): 'Premium' | 'Standard' {
  const headline = ['kit', 'shirt', 'title', 'naming', 'principal', 'endorsement'].includes(dealFamily(type));
  return headline && (cls === 'S' || cls === 'A') ? 'Premium' : 'Standard';
}

export const industryCategories = [
  'Athletic Apparel',
  'Beverages',
  'Alcohol',
  'Automotive',
  'Financial Services',
  'Betting & Gaming',
  'Technology',
  'Telecommunications',
  'Airlines & Travel',
  'Luxury',
  'Energy',
  'Tobacco',
  'Consumer Goods',
  'Other',
] as const;
export type IndustryCategory = (typeof industryCategories)[number];

/** The competitive category of an industry text (curated words or S&P sub-industries). */
const categories = new Map<string, IndustryCategory>();
/** A brand's industry category, read once per distinct industry and sector. */
export function industryCategory(industry: string, sector?: string | null): IndustryCategory {
  const key = `${industry}\u0000${sector ?? ''}`;
  let c = categories.get(key);
  if (c === undefined) {
    c = readCategory(industry, sector);
    if (categories.size < 10_000) categories.set(key, c);
  }
  return c;
}

function readCategory(industry: string, sector?: string | null): IndustryCategory {
  const text = `${industry} ${sector ?? ''}`.toLowerCase();
  if (/athletic|footwear|sporting goods|sportswear/.test(text)) return 'Athletic Apparel';
  if (/beer|brewer|wine|spirits|distiller|champagne|vintner/.test(text)) return 'Alcohol';
  if (/soft drink|beverage|sports drink|energy drink|water/.test(text)) return 'Beverages';
  if (/betting|gambling|casino|gaming|lottery/.test(text) && !/video game/.test(text))
    return 'Betting & Gaming';
  if (/automo|motor|tires|tyre|car /.test(text)) return 'Automotive';
  if (/airline|aviation|travel|hotel|cruise|tourism/.test(text)) return 'Airlines & Travel';
  if (/tobacco/.test(text)) return 'Tobacco';
  if (/watch|luxury|jewel|fashion house/.test(text)) return 'Luxury';
  if (/telecom|wireless|mobile network|cable/.test(text)) return 'Telecommunications';
  if (/oil|gas|energy|petrol|fuel|utilit/.test(text)) return 'Energy';
  if (
    /bank|financ|insur|payment|credit|capital markets|crypto|exchange|asset management|investment/.test(text)
  )
    return 'Financial Services';
  if (
    /software|technology|semiconductor|computer|electronic|internet|interactive media|it services|cloud|video game|streaming/.test(
      text,
    )
  )
    return 'Technology';
  if (/food|snack|confection|household|personal care|cosmetic|apparel|retail|consumer/.test(text))
    return 'Consumer Goods';
  return 'Other';
}

/** Sports that suit a category best (fit 1); every other sport fits at 0.6, an unknown category at 0.7. */
const bestSports: Record<IndustryCategory, string[] | 'all'> = {
  'Athletic Apparel': 'all',
  Beverages: ['Football', 'Basketball', 'American Football', 'Multi-sport', 'Motorsport', 'Baseball'],
  Alcohol: ['Football', 'American Football', 'Motorsport', 'Rugby', 'Baseball', 'Ice Hockey', 'Golf'],
  Automotive: ['Motorsport', 'Football', 'Tennis', 'Golf'],
  'Financial Services': ['Tennis', 'Golf', 'Football', 'Motorsport', 'Basketball', 'Baseball'],
  'Betting & Gaming': ['Football', 'Motorsport', 'Basketball', 'American Football'],
  Technology: ['Motorsport', 'Basketball', 'Football', 'American Football', 'Tennis', 'Multi-sport'],
  Telecommunications: ['Football', 'Motorsport', 'Cricket', 'Rugby'],
  'Airlines & Travel': ['Football', 'Tennis', 'Motorsport', 'Rugby', 'Golf', 'Basketball'],
  Luxury: ['Tennis', 'Golf', 'Motorsport', 'Sailing', 'Equestrian'],
  Energy: ['Motorsport', 'Football'],
  Tobacco: ['Motorsport'],
  'Consumer Goods': ['Football', 'Multi-sport', 'Basketball', 'Cricket'],
  Other: [],
};

export function sportFit(category: IndustryCategory, sport: string): number {
  const best = bestSports[category];
  if (best === 'all') return 1;
  if (category === 'Other') return 0.7;
  return best.includes(sport) ? 1 : 0.6;
}
