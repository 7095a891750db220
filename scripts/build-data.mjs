// npm run data:build — builds data/dataset.json, the product's own starter dataset, from the open
// data sets beside the project (../shared/data/open by default, or --source DIR) and our curated
// files in data/curated/. Writes data/ATTRIBUTION.md with the credits.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rowProblems, slug } from './curated-check.mjs';
import { buildF1 } from './data/f1.mjs';

/** Bump when the shape or content rules change, so existing databases reseed. */
export const DATASET_VERSION = 2;

const args = process.argv.slice(2);
const sourceAt = args.indexOf('--source');
const sourceDir = path.resolve((sourceAt >= 0 && args[sourceAt + 1]) || '../shared/data/open');
const outDir = path.resolve('data');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const curated = (name) => {
  const { columns, rows } = readJson(path.join(outDir, 'curated', `${name}.json`));
  return rows.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]])));
};

const key = (s) => slug(s);

const SOURCES = {
  sp500: 'S&P 500 companies (datasets/s-and-p-500-companies, ODC-PDDL)',
  openfootball: 'openfootball (CC0-1.0)',
  f1db: 'F1DB (CC BY 4.0)',
  curated: 'Sponsorscope editors, from well-known public facts',
};

/** Names the squad files spell differently for one country. */
const COUNTRY_ALIASES = {
  USA: 'United States',
  Türkiye: 'Turkey',
  Czechia: 'Czech Republic',
  'Korea Republic': 'South Korea',
};
const CLUB_COUNTRY = {
  ARG: 'Argentina',
  BRA: 'Brazil',
  URU: 'Uruguay',
  PAR: 'Paraguay',
  COL: 'Colombia',
  CHI: 'Chile',
  ECU: 'Ecuador',
  PER: 'Peru',
  BOL: 'Bolivia',
  VEN: 'Venezuela',
};

/** Clubs the open lists name two ways: the other name -> the name we use. */
const SAME_CLUB = {
  'CA Boca Juniors': 'Boca Juniors',
  'CA River Plate': 'River Plate',
  'CA Vélez Sarsfield': 'Vélez Sarsfield',
  'CA Talleres': 'Talleres de Córdoba',
  'CA Central Córdoba': 'Central Córdoba SdE',
  'Estudiantes de La Plata': 'Estudiantes',
  'CDC Atlético Nacional': 'Atlético Nacional',
  'Independiente Santa Fe': 'Santa Fe',
  'CD Tolima': 'Deportes Tolima',
  'CA Bucaramanga': 'Atlético Bucaramanga',
};
/** Clubs whose league is in another country. */
const CLUB_COUNTRY_OF = { 'CF Montréal': 'Canada', 'Toronto FC': 'Canada', 'Vancouver Whitecaps': 'Canada' };

// ---------- regions ----------
const UK = new Set(['England', 'Scotland', 'Wales', 'Northern Ireland', 'United Kingdom']);
const EUROPE = new Set(
  'Albania Austria Belgium Croatia Czech-Republic Denmark Finland France Georgia Germany Greece Hungary Ireland Italy Monaco Netherlands Norway Poland Portugal Romania Serbia Slovakia Slovenia Spain Sweden Switzerland Turkey Ukraine Bosnia-and-Herzegovina Iceland Luxembourg Russia Liechtenstein Andorra San-Marino'
    .split(' ')
    .map((c) => c.replace(/-/g, ' ')),
);
const NORTH_AMERICA = new Set([
  'United States',
  'USA',
  'Canada',
  'Mexico',
  'Panama',
  'Haiti',
  'Curaçao',
  'Jamaica',
  'Costa Rica',
]);
const SOUTH_AMERICA = new Set([
  'Argentina',
  'Brazil',
  'Colombia',
  'Uruguay',
  'Paraguay',
  'Ecuador',
  'Chile',
  'Peru',
  'Bolivia',
  'Venezuela',
]);
const ASIA_PACIFIC = new Set([
  'Japan',
  'China',
  'South Korea',
  'Korea Republic',
  'Australia',
  'New Zealand',
  'India',
  'Singapore',
  'Malaysia',
  'Thailand',
  'Indonesia',
  'Uzbekistan',
  'Hong Kong',
  'Taiwan',
]);
const MIDDLE_EAST = new Set(['Saudi Arabia', 'Qatar', 'Iran', 'Jordan', 'United Arab Emirates', 'Iraq']);
function regionOf(country) {
  if (!country) return 'Global';
  if (UK.has(country)) return 'UK';
  if (EUROPE.has(country)) return 'Europe';
  if (NORTH_AMERICA.has(country)) return 'North America';
  if (SOUTH_AMERICA.has(country)) return 'South America';
  if (ASIA_PACIFIC.has(country)) return 'Asia-Pacific';
  if (MIDDLE_EAST.has(country)) return 'Middle East';
  return 'Africa';
}
const titleCase = (s) =>
  s
    .split(/([\s-])/)
    .map((w) =>
      /^(and|of|the)$/i.test(w) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase(),
    )
    .join('');

// ---------- collections with de-duplication by name ----------
function collection(label) {
  const byKey = new Map();
  const byId = new Set();
  return {
    items: [],
    get(name) {
      return byKey.get(key(name));
    },
    add(record, names = []) {
      const existing = byKey.get(key(record.name ?? record.fullName));
      if (existing) return existing;
      let id = slug(record.name ?? record.fullName);
      for (let n = 2; byId.has(id); n++) id = `${slug(record.name ?? record.fullName)}-${n}`;
      byId.add(id);
      const item = { id, ...record };
      this.items.push(item);
      for (const n of [record.name ?? record.fullName, ...(record.aliases ?? []), ...names]) {
        if (!byKey.has(key(n))) byKey.set(key(n), item);
      }
      return item;
    },
    /** Adds names that find an existing item (aliases declared again elsewhere). */
    alias(item, names) {
      for (const n of names) {
        if (!byKey.has(key(n))) byKey.set(key(n), item);
        const own = [item.name ?? item.fullName, ...(item.aliases ?? [])].map(key);
        if (item.aliases && !own.includes(key(n))) item.aliases.push(n);
      }
    },
    label,
  };
}

const brands = collection('brand');
const properties = collection('property');
const athletes = collection('athlete');
const partnerships = [];

// ---------- brands ----------
const SP_RENAME = {
  'Coca-Cola Company (The)': ['Coca-Cola', ['The Coca-Cola Company', 'Coke']],
  'Nike, Inc.': ['Nike', ['Nike Inc']],
  'Visa Inc.': ['Visa', []],
  'Oracle Corporation': ['Oracle', []],
  'HP Inc.': ['HP', ['Hewlett-Packard']],
  'Apple Inc.': ['Apple', ['Apple Music', 'Apple TV']],
  'Alphabet Inc. (Class A)': ['Alphabet', ['Google']],
  'Block, Inc.': ['Block', ['Cash App', 'Square']],
  'Ford Motor Company': ['Ford', ['Ford Motor']],
  'Meta Platforms': ['Meta', ['Facebook', 'Instagram']],
  Qualcomm: ['Qualcomm', ['Snapdragon']],
  'Philip Morris International': ['Philip Morris International', ['PMI']],
  'Procter & Gamble': ['Procter & Gamble', ['P&G']],
  Amazon: ['Amazon', ['AWS', 'Amazon Web Services']],
  'American Express': ['American Express', ['Amex']],
};
function cleanCompanyName(raw) {
  if (SP_RENAME[raw]) return SP_RENAME[raw];
  const name = raw
    .replace(/\s*\(Class [A-Z]\)$/, '')
    .replace(/\s*\(The\)$/, '')
    .replace(/,? (Inc\.|Incorporated|Corporation|Corp\.|plc|Ltd\.|Company)$/, '')
    .trim();
  return [name, name === raw ? [] : [raw]];
}
function parseCsv(text) {
  const rows = [];
  for (const line of text.split(/\r?\n/).filter(Boolean)) {
    const cells = [];
    let cur = '';
    let quoted = false;
    for (const ch of line) {
      if (ch === '"') quoted = !quoted;
      else if (ch === ',' && !quoted) {
        cells.push(cur);
        cur = '';
      } else cur += ch;
    }
    cells.push(cur);
    rows.push(cells);
  }
  const [head, ...body] = rows;
  return body.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i]])));
}
const spRows = parseCsv(readFileSync(path.join(sourceDir, 'sp500-constituents.csv'), 'utf8'));
for (const row of spRows) {
  if (/\(Class [BC]\)$/.test(row.Security)) continue;
  const [name, aliases] = cleanCompanyName(row.Security);
  brands.add({
    name,
    aliases,
    industry: row['GICS Sub-Industry'],
    sector: row['GICS Sector'],
    headquarters: row['Headquarters Location'],
    founded: row.Founded ? Number.parseInt(row.Founded, 10) || null : null,
    source: 'verified',
    sourceName: SOURCES.sp500,
  });
}
const groupOf = new Map(); // brand id -> parent's name
/** Names declared as brands of their own: never taken as another brand's alias (a parent is not an alias). */
let declaredBrandNames = new Set();
const addCuratedBrand = (input) => {
  const b = {
    ...input,
    aliases: (input.aliases ?? []).filter(
      (a) => key(a) === key(input.name) || !declaredBrandNames.has(key(a)),
    ),
  };
  const existing = [b.name, ...b.aliases].map((n) => brands.get(n)).find(Boolean);
  const item =
    existing ??
    brands.add({
      name: b.name,
      aliases: b.aliases ?? [],
      industry: b.industry,
      sector: null,
      headquarters: b.headquarters ?? null,
      founded: null,
      source: 'curated',
      sourceName: SOURCES.curated,
    });
  if (existing) {
    const more = [b.name, ...(b.aliases ?? [])].filter((n) => key(n) !== key(existing.name));
    existing.aliases = [...new Set([...existing.aliases, ...more])];
    brands.alias(existing, more);
    // A curated industry is more specific than a stock-market sub-industry (Nike: athletic apparel).
    if (b.industry && existing.source === 'verified') existing.industry = b.industry;
  }
  if (b.group && !groupOf.has(item.id)) groupOf.set(item.id, b.group);
  return item;
};
const curatedBrands = curated('brands');

// Curated deal files (data/curated/deals/*.json): each declares the entities it needs.
const dealsDir = path.join(outDir, 'curated', 'deals');
const dealFiles = readdirSync(dealsDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => [f, readJson(path.join(dealsDir, f))]);
{
  const problems = dealFiles.flatMap(([f, doc]) => rowProblems(f, doc));
  if (problems.length) {
    console.error(problems.join('\n'));
    throw new Error(`${problems.length} problem(s) in data/curated/deals`);
  }
}
declaredBrandNames = new Set(
  [...curatedBrands, ...dealFiles.flatMap(([, doc]) => doc.brands ?? [])].map((b) => key(b.name)),
);
for (const b of curatedBrands) addCuratedBrand(b);
for (const [, doc] of dealFiles) for (const b of doc.brands ?? []) addCuratedBrand(b);
const brandOf = (name) => {
  const b = brands.get(name);
  if (!b) throw new Error(`unknown brand "${name}"`);
  return b;
};

// ---------- football: competitions, clubs, national teams, players ----------
const COMPETITION_NAMES = {
  'en.1': ['Premier League', ['English Premier League', 'EPL', 'Barclays Premier League']],
  'en.2': ['EFL Championship', ['English Championship', 'Championship']],
  'en.3': ['EFL League One', ['English League One', 'League One']],
  'en.4': ['EFL League Two', ['English League Two', 'League Two']],
  'es.1': ['LaLiga', ['La Liga', 'Primera División', 'LaLiga EA Sports', 'Spain Primera División']],
  'es.2': ['Segunda División', ['LaLiga Hypermotion', 'Spain Segunda División']],
  'de.1': ['Bundesliga', ['Deutsche Bundesliga', 'German Bundesliga']],
  'nl.1': ['Eredivisie', ['Netherlands Eredivisie', 'Dutch Eredivisie']],
  'pt.1': ['Primeira Liga', ['Portuguese Primeira Liga', 'Liga Portugal', 'Liga Portugal Betclic']],
  'sco.1': ['Scottish Premiership', ['SPFL Premiership', 'Scottish Premier League']],
  'tr.1': ['Süper Lig', ['Turkish Süper Lig', 'Super Lig']],
  'be.1': ['Belgian Pro League', ['Belgium First Division A', 'Jupiler Pro League']],
  'gr.1': ['Greek Super League', ['Super League Greece']],
  'at.1': ['Austrian Bundesliga', ['Österr. Bundesliga']],
  'de.2': ['2. Bundesliga', ['Deutsche 2. Bundesliga']],
  'it.1': ['Serie A', ['Italian Serie A', 'Serie A Enilive']],
  'it.2': ['Serie B', ['Italian Serie B']],
  'fr.1': ['Ligue 1', ['French Ligue 1']],
  'fr.2': ['Ligue 2', ['French Ligue 2']],
  mls: ['Major League Soccer', ['MLS']],
  'br.1': ['Brasileirão Série A', ['Brasileiro Série A', 'Brasileirão', 'Campeonato Brasileiro Série A']],
  'copa.l': ['Copa Libertadores', ['CONMEBOL Libertadores']],
  'cn.1': ['Chinese Super League', ['China Super League']],
  'jp.1': ['J1 League', ['J.League']],
};
const CODE_COUNTRY = {
  at: 'Austria',
  be: 'Belgium',
  de: 'Germany',
  en: 'England',
  es: 'Spain',
  fr: 'France',
  gr: 'Greece',
  it: 'Italy',
  nl: 'Netherlands',
  pt: 'Portugal',
  sco: 'Scotland',
  tr: 'Turkey',
  ar: 'Argentina',
  br: 'Brazil',
  cn: 'China',
  co: 'Colombia',
  jp: 'Japan',
  mls: 'United States',
  copa: null,
};
const competitions = readJson(path.join(sourceDir, 'openfootball-competitions.json')).competitions;
const memberships = [];
for (const c of competitions) {
  const [name, aliases] = COMPETITION_NAMES[c.code] ?? [
    c.name.replace(/\s+\d{4}(\/\d{2})?$/, '').replace(' | ', ' '),
    [c.name],
  ];
  const country = CODE_COUNTRY[c.code.split('.')[0]] ?? null;
  const league = properties.add({
    name,
    aliases,
    kind: c.code === 'copa.l' ? 'event' : 'league',
    sport: 'Football',
    country,
    region: c.code === 'copa.l' ? 'South America' : regionOf(country),
    source: 'verified',
    sourceName: SOURCES.openfootball,
  });
  const listed = new Set(c.clubs);
  for (const raw of c.clubs) {
    // Libertadores lists clubs as "Name (ARG)"; the leagues list them by name alone.
    const suffix = raw.match(/\s*\(([A-Z]{3})\)$/);
    const plain = suffix ? raw.slice(0, suffix.index) : raw;
    // One club, one property: "Blackburn Rovers" and "Blackburn Rovers FC" in one list, or the
    // Libertadores' "CA Boca Juniors" for the league's "Boca Juniors".
    const club = SAME_CLUB[plain] ?? (listed.has(`${plain} FC`) ? `${plain} FC` : plain);
    const clubCountry = CLUB_COUNTRY_OF[club] ?? (suffix ? (CLUB_COUNTRY[suffix[1]] ?? null) : country);
    const team = properties.add({
      name: club,
      aliases: club === plain ? [] : [plain],
      kind: 'team',
      sport: 'Football',
      country: clubCountry,
      region: c.code === 'copa.l' ? 'South America' : regionOf(clubCountry),
      source: 'verified',
      sourceName: SOURCES.openfootball,
    });
    properties.alias(team, [plain]);
    if (!memberships.some(([t, l]) => t === team.id && l === league.id))
      memberships.push([team.id, league.id]);
  }
}

const nationalTeam = (country) =>
  properties.add({
    name: `${country} national football team`,
    aliases: [country],
    kind: 'team',
    sport: 'Football',
    country,
    region: regionOf(country),
    source: 'verified',
    sourceName: SOURCES.openfootball,
  });

const squadDir = path.join(sourceDir, 'openfootball-squads');
const POSITIONS = { GK: 'Goalkeeper', DF: 'Defender', MF: 'Midfielder', FW: 'Forward' };
for (const file of readdirSync(squadDir)
  .filter((f) => f.startsWith('euro2024__'))
  .sort()) {
  const country = titleCase(file.replace('euro2024__', '').replace('.txt', '').replace(/-/g, ' '));
  const team = nationalTeam(country);
  for (const line of readFileSync(path.join(squadDir, file), 'utf8').split('\n')) {
    const m = line.match(/^\s*\d+,\s*([^,]+?),\s*(GK|DF|MF|FW),.*?b\.\s*(\d{4}),\s*(.+?)\s*$/);
    if (!m) continue;
    athletes.add({
      fullName: m[1].trim(),
      sport: 'Football',
      // The squad lists give each player's club in June 2024: stale now, so no current club is claimed.
      currentTeam: null,
      nationality: country,
      position: POSITIONS[m[2]],
      birthYear: Number(m[3]),
      nationalTeamId: team.id,
      source: 'verified',
      sourceName: SOURCES.openfootball,
    });
  }
}
// World Cup 2026 squads: "Given SURNAME" names, national team only.
{
  let country = null;
  for (const line of readFileSync(path.join(squadDir, 'worldcup2026_squads.txt'), 'utf8').split('\n')) {
    const head = line.match(/^==\s+([^#]+?)\s*(#.*)?$/);
    if (head) {
      country = COUNTRY_ALIASES[head[1].trim()] ?? head[1].trim();
      continue;
    }
    const m = line.match(/^\s*\d+,\s*([^,]+?),\s*(GK|DF|MF|FW),\s*b\.\s*(\d{4})/);
    if (!m || !country) continue;
    const fullName = m[1]
      .trim()
      .split(/\s+/)
      .map((w) =>
        w === w.toUpperCase() && w.length > 1
          ? titleCase(w)
          : w.replace(/^(Mc|Mac|O')([A-Z]{3,})$/, (_, pre, rest) => pre + titleCase(rest)),
      )
      .join(' ');
    const team = nationalTeam(country);
    athletes.add({
      fullName,
      sport: 'Football',
      currentTeam: null,
      nationality: country,
      position: POSITIONS[m[2]],
      birthYear: Number(m[3]),
      nationalTeamId: team.id,
      source: 'verified',
      sourceName: SOURCES.openfootball,
    });
  }
}

// ---------- Formula 1 ----------
const f1 = readJson(path.join(sourceDir, 'f1db.json'));
buildF1({ f1, brands, properties, athletes, partnerships, memberships, brandOf, sourceName: SOURCES.f1db });

// ---------- curated properties, athletes, sponsorships ----------
const curatedProperties = [
  ...curated('properties'),
  ...dealFiles.flatMap(([, doc]) =>
    (doc.properties ?? []).map((p) => ({ ...p, organiser: p.organiser ?? null })),
  ),
];
for (const { organiser, league, ...p } of curatedProperties) {
  const known = properties.get(p.name);
  // A curated row for a property the open data has adds its aliases ("Man Utd", "PSG").
  if (known) {
    properties.alias(known, p.aliases ?? []);
    continue;
  }
  properties.add({
    name: p.name,
    aliases: p.aliases ?? [],
    kind: p.kind,
    sport: p.sport,
    region: p.region,
    country: p.country ?? null,
    source: 'curated',
    sourceName: SOURCES.curated,
  });
}
// Competitions run by a federation or league: its view includes their sponsors.
for (const p of properties.items) p.parentId ??= null;
const memberKeys = new Set(memberships.map(([t, l]) => `${t}|${l}`));
for (const { name, organiser, league } of curatedProperties) {
  const item = properties.get(name);
  if (organiser) item.parentId = properties.get(organiser).id;
  if (league) {
    const l = properties.get(league);
    if (!l) throw new Error(`league "${league}" of "${name}" is not a property`);
    if (!memberKeys.has(`${item.id}|${l.id}`)) {
      memberKeys.add(`${item.id}|${l.id}`);
      memberships.push([item.id, l.id]);
    }
  }
}
// Curated athletes: new ones are added; for one the open data knows, the curated current team,
// aliases and nationality replace the open data's (squad lists give a club at tournament time).
const curatedAthletes = [...curated('athletes'), ...dealFiles.flatMap(([, doc]) => doc.athletes ?? [])];
for (const a of curatedAthletes) {
  const existing = athletes.get(a.fullName);
  if (existing) {
    if (a.currentTeam) existing.currentTeam = a.currentTeam;
    existing.aliases = [...new Set([...(existing.aliases ?? []), ...(a.aliases ?? [])])];
    existing.nationality ??= a.nationality ?? null;
    existing.birthYear ??= a.birthYear ?? null;
    if (existing.source !== 'curated' && a.currentTeam)
      existing.sourceName = `${existing.sourceName}; current team: ${SOURCES.curated}`;
    continue;
  }
  athletes.add({
    fullName: a.fullName,
    aliases: a.aliases ?? [],
    sport: a.sport,
    currentTeam: a.currentTeam ?? null,
    nationality: a.nationality ?? null,
    position: a.position ?? null,
    birthYear: a.birthYear ?? null,
    nationalTeamId: null,
    source: 'curated',
    sourceName: SOURCES.curated,
  });
}
for (const a of athletes.items) a.aliases ??= [];

/** A team's row of a league-wide deal ("League-wide uniform supplier (via NBA)"): the league's name. */
function leagueWideOf(role) {
  const via = role?.match(/league-wide.*\(via ([^)]+)\)/i);
  if (via) return `the ${properties.get(via[1]).name} league-wide deal`;
  if (role && /MLS league-wide/i.test(role)) return 'the Major League Soccer league-wide deal';
  return null;
}
const unresolved = [];
for (const [file, doc] of dealFiles) {
  for (const s of doc.sponsorships ?? []) {
    const brand = brands.get(s.brand);
    const property = properties.get(s.partner);
    const athlete = property ? null : athletes.get(s.partner);
    if (!brand || (!property && !athlete)) {
      unresolved.push(`${file}: ${s.brand} - ${s.partner}`);
      continue;
    }
    partnerships.push({
      brandId: brand.id,
      propertyId: property?.id ?? null,
      athleteId: athlete?.id ?? null,
      type: s.type,
      role: s.role ?? null,
      startYear: s.start,
      endYear: s.end,
      untilYear: s.until ?? null,
      partnerName: s.partnerNameAtTime ?? null,
      partOf: s.partOf ?? leagueWideOf(s.role),
      confidence: s.confidence,
      asOf: s.asOf ?? doc.asOf,
      citation: s.citation,
      // Pages that state the deal, as found when it was checked: only on rows that have them.
      ...(s.evidence?.length
        ? {
            evidence: s.evidence.map(({ url, title, seen }) => ({ url, title: title?.trim() ?? null, seen })),
          }
        : {}),
      reported: s.reported
        ? {
            amount: s.reported.amount,
            currency: s.reported.currency,
            year: s.reported.year,
            publisher: s.reported.publisher,
            note: s.reported.note ?? null,
            ...(s.reported.relatedParty ? { relatedParty: true } : {}),
          }
        : null,
      source: 'curated',
      sourceName: SOURCES.curated,
    });
  }
}
if (unresolved.length) {
  console.error(unresolved.join('\n'));
  throw new Error(`${unresolved.length} curated sponsorship(s) name an unknown brand or partner`);
}

// Parent groups: a brand's group is another brand of the dataset.
for (const b of brands.items) {
  const parent = groupOf.has(b.id) ? brands.get(groupOf.get(b.id)) : null;
  if (groupOf.has(b.id) && !parent)
    throw new Error(`group "${groupOf.get(b.id)}" of "${b.name}" is not a brand`);
  b.groupId = parent && parent.id !== b.id ? parent.id : null;
}

// One row per deal: the same brand, partner and type over overlapping years is one deal; a
// curated row wins over an open-data one (keeping the open data's confirmation of a running deal),
// the earlier file over a later one.
{
  const kept = [];
  const byKey = new Map();
  const overlaps = (a, b) =>
    (a.startYear ?? -1) <= (b.endYear ?? 9999) && (b.startYear ?? -1) <= (a.endYear ?? 9999);
  for (const p of partnerships) {
    const key = `${p.brandId}|${p.propertyId ?? p.athleteId}|${p.type}`;
    const same = (byKey.get(key) ?? []).find((q) => overlaps(p, q));
    if (same) {
      if (same.source === 'verified' && p.source === 'curated') {
        // The open data still lists a running deal in its current season (an F1DB entrant name):
        // the curated row adds its citation, terms and reported value; the deal stays an open-data
        // fact, confirmed by that list.
        const listed = same.endYear == null && same.asOf == null && p.endYear == null;
        const { source, sourceName } = same;
        Object.assign(same, p);
        if (listed) Object.assign(same, { source, sourceName, asOf: null });
      }
      continue;
    }
    if (!byKey.has(key)) byKey.set(key, []);
    byKey.get(key).push(p);
    kept.push(p);
  }
  partnerships.length = 0;
  partnerships.push(...kept);
}
const selfDeals = partnerships.filter(
  (p) =>
    p.propertyId &&
    brands.items.find((b) => b.id === p.brandId)?.name ===
      properties.items.find((x) => x.id === p.propertyId)?.name,
);
if (selfDeals.length)
  throw new Error(`deals of a brand with itself: ${selfDeals.map((p) => p.brandId).join(', ')}`);

partnerships.forEach((p, i) => {
  p.id = `p${String(i + 1).padStart(4, '0')}`;
});

// ---------- write ----------
const body = {
  brands: brands.items,
  properties: properties.items,
  athletes: athletes.items,
  partnerships: partnerships.map(({ id, ...rest }) => ({ id, ...rest })),
  memberships: memberships.map(([teamId, leagueId]) => ({ teamId, leagueId })),
};
const checksum = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 16);
const builtAt = new Date().toISOString().slice(0, 10);
const sourcesJson = readJson(path.join(sourceDir, 'SOURCES.json'));
const dataset = {
  version: DATASET_VERSION,
  checksum,
  builtAt,
  builtFrom: sourcesJson,
  credits: Object.values(SOURCES),
  counts: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v.length])),
  ...body,
};
if (args.includes('--check')) {
  // npm test: the shipped dataset must be what the curated files and open data build today.
  const shipped = readJson(path.join(outDir, 'dataset.json'));
  if (shipped.checksum !== checksum) {
    console.error(
      `data/dataset.json (${shipped.checksum}) is not the build of data/curated (${checksum}): run npm run data:build`,
    );
    process.exit(1);
  }
  console.log(`data/dataset.json is current (${checksum})`);
  process.exit(0);
}
writeFileSync(path.join(outDir, 'dataset.json'), `${JSON.stringify(dataset)}\n`);

writeFileSync(
  path.join(outDir, 'ATTRIBUTION.md'),
  `# Data sources and credits

\`dataset.json\` is Sponsorscope's own dataset, built by \`npm run data:build\` (scripts/build-data.mjs).
Every record says where it came from: **verified** (from an open data set below), **curated** (entered
by our editors from well-known public facts, in \`data/curated/\`, never with a source URL we have not
checked), or **modelled** (figures the product computes, such as budgets and deal values nobody has
published; the dataset stores none of those).

| source | licence | used for | commit |
|---|---|---|---|
| F1DB (f1db/f1db) | CC BY 4.0 — credit "F1DB" | Formula 1 teams, drivers, title sponsors, engine and tyre suppliers by season | ${sourcesJson['f1db/f1db']} |
| openfootball/football.json | CC0-1.0 | football competitions 2025-26 and their clubs | ${sourcesJson['openfootball/football.json']} |
| openfootball/euro, openfootball/worldcup | CC0-1.0 | Euro 2024 and World Cup 2026 squads | ${sourcesJson['openfootball/euro']}, ${sourcesJson['openfootball/worldcup']} |
| datasets/s-and-p-500-companies | ODC-PDDL | company names, sectors and headquarters | ${sourcesJson['datasets/s-and-p-500-companies']} |

Counts in this build: ${Object.entries(dataset.counts)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ')}.
`,
);
console.log(`dataset v${DATASET_VERSION} (${checksum}): ${JSON.stringify(dataset.counts)}`);
