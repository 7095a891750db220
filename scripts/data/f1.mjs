// Formula 1 from F1DB: one property per team lineage (a team keeps one property through its
// renames), title sponsors read from entrant names, engine and tyre supply; ownership and
// self-supply are left out. Each deal carries the team's name in its seasons (partnerName).

/** Constructors of one team through its renames, newest name first; years split shared ids. */
const LINEAGES = [
  {
    key: 'red-bull-racing',
    name: 'Red Bull Racing',
    owner: 'Red Bull',
    members: [['stewart'], ['jaguar'], ['red-bull']],
  },
  {
    key: 'racing-bulls',
    name: 'Racing Bulls',
    owner: 'Red Bull',
    members: [['minardi'], ['toro-rosso'], ['alphatauri'], ['rb'], ['racing-bulls']],
  },
  {
    key: 'aston-martin',
    name: 'Aston Martin F1 Team',
    owner: 'Aston Martin',
    members: [['jordan'], ['midland'], ['spyker'], ['force-india'], ['racing-point'], ['aston-martin']],
  },
  {
    key: 'alpine',
    name: 'Alpine F1 Team',
    owner: 'Renault',
    members: [['toleman'], ['benetton'], ['renault', 2002], ['lotus-f1'], ['alpine']],
  },
  {
    key: 'sauber',
    name: 'Audi F1 Team',
    owner: 'Audi',
    members: [['sauber'], ['bmw-sauber'], ['alfa-romeo', 2019], ['kick-sauber'], ['audi']],
  },
  {
    key: 'mercedes',
    name: 'Mercedes-AMG Petronas F1 Team',
    owner: 'Mercedes-Benz',
    members: [['tyrrell'], ['bar'], ['honda', 2006], ['brawn'], ['mercedes']],
  },
  { key: 'ferrari', name: 'Scuderia Ferrari', owner: 'Ferrari', members: [['ferrari']] },
  { key: 'mclaren', name: 'McLaren F1 Team', owner: null, members: [['mclaren']] },
  { key: 'williams', name: 'Williams Racing', owner: null, members: [['williams']] },
  { key: 'haas', name: 'Haas F1 Team', owner: null, members: [['haas']] },
  { key: 'cadillac', name: 'Cadillac F1 Team', owner: 'Cadillac', members: [['cadillac']] },
];

/** Title sponsors as they appear in entrant names, and the brand each stands for. */
const TITLE_SPONSORS = [
  [/\bOracle\b/, 'Oracle'],
  [/Petronas/, 'Petronas'],
  [/Aramco/, 'Aramco'],
  [/Cognizant/, 'Cognizant'],
  [/\bHP\b/, 'HP'],
  [/Atlassian/, 'Atlassian'],
  [/\bBWT\b/, 'BWT'],
  [/\bVisa\b/, 'Visa'],
  [/Cash App/, 'Block'],
  [/\bStake\b/, 'Stake'],
  [/\bKick\b/, 'Kick'],
  [/MoneyGram/, 'MoneyGram'],
  [/Orlen/, 'Orlen'],
  [/SportPesa/, 'SportPesa'],
  [/ROKiT/, 'ROKiT'],
  [/Uralkali/, 'Uralkali'],
  [/Martini/, 'Martini'],
  [/Vodafone/, 'Vodafone'],
  [/\bING\b/, 'ING'],
  [/Canon/, 'Canon'],
  [/Infiniti/, 'Infiniti'],
  [/Lucky Strike/, 'Lucky Strike'],
  [/Rothmans/, 'Rothmans'],
  [/Benson & Hedges/, 'Benson & Hedges'],
  [/Mild Seven/, 'Mild Seven'],
  [/Marlboro|Mission Winnow/, 'Marlboro'],
  [/Gold Leaf/, 'Gold Leaf'],
  [/John Player|\bJPS\b/, 'John Player Special'],
  [/\bCamel\b/, 'Camel'],
  [/\bWest\b/, 'West'],
  [/Gauloises|Gitanes/, 'Gauloises'],
  [/Sahara/, 'Sahara India Pariwar'],
  [/\bOrange\b/, 'Orange'],
  [/Virgin/, 'Virgin'],
  [/DP World/, 'DP World'],
  [/AT&T/, 'AT&T'],
  [/MasterCard|Mastercard/, 'Mastercard'],
  [/HSBC/, 'HSBC'],
  [/DHL/, 'DHL'],
  [/Panasonic/, 'Panasonic'],
  [/Red Bull/, 'Red Bull'],
  [/Etihad/, 'Etihad Airways'],
  [/Revolut/, 'Revolut'],
  [/\bTGR\b/, 'Toyota'],
  [/Repsol/, 'Repsol'],
  [/Sasol/, 'Sasol'],
  [/Nokia/, 'Nokia'],
  [/Telef[oó]nica/, 'Telefónica'],
  [/\bTotal\b/, 'TotalEnergies'],
  [/\bElf\b/, 'Elf'],
  [/Castrol/, 'Castrol'],
  [/Benetton/, 'Benetton Group'],
  [/Parmalat/, 'Parmalat'],
  [/Yardley/, 'Yardley'],
  [/Texaco/, 'Texaco'],
  [/Saudia/, 'Saudia'],
  [/Leyton House/, 'Leyton House'],
  [/\bCandy\b/, 'Candy'],
  [/Warsteiner/, 'Warsteiner'],
  [/\bBarclay\b/, 'Barclay'],
  [/Alfa Romeo (Racing|F1 Team|Sauber)/, 'Alfa Romeo'],
];
const ENGINE_BRANDS = {
  mercedes: 'Mercedes-Benz',
  'bwt-mercedes': 'Mercedes-Benz',
  ferrari: 'Ferrari',
  renault: 'Renault',
  honda: 'Honda',
  'honda-rbpt': 'Honda',
  'mugen-honda': 'Honda',
  ford: 'Ford',
  bmw: 'BMW',
  toyota: 'Toyota',
  'tag-heuer': 'TAG Heuer',
  petronas: 'Petronas',
  peugeot: 'Peugeot',
  yamaha: 'Yamaha',
  porsche: 'Porsche',
  cosworth: 'Cosworth',
};
/** Constructors that are a brand's own works team: its engines there are self-supply. */
const WORKS = {
  ferrari: 'Ferrari',
  mercedes: 'Mercedes-Benz',
  renault: 'Renault',
  alpine: 'Renault',
  honda: 'Honda',
  toyota: 'Toyota',
  'bmw-sauber': 'BMW',
  'alfa-romeo': 'Alfa Romeo',
  benetton: 'Benetton Group',
  jaguar: 'Ford',
  stewart: null,
};
const NAME_OVERRIDES = { lotus: 'Team Lotus', 'lotus-racing': 'Lotus Racing (2010-2011)' };
const plainText = (s) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
/**
 * The works entries of each constructor in a season: those whose entrant name holds the
 * constructor's name, else the entrant with the most drivers. Private entrants of a customer car
 * (Rob Walker's Lotus, NART's Ferrari) are not the team and carry none of its sponsors.
 */
function worksEntries(entries, constructorById, entrantName) {
  const byCtor = new Map();
  for (const e of entries) {
    if (!e.constructorId) continue;
    if (!byCtor.has(e.constructorId)) byCtor.set(e.constructorId, []);
    byCtor.get(e.constructorId).push(e);
  }
  const out = [];
  for (const [id, list] of byCtor) {
    const ctorName = plainText(constructorById.get(id)?.name ?? id);
    const named = list.filter((e) => plainText(entrantName.get(e.entrantId) ?? '').includes(ctorName));
    out.push(...(named.length ? named : [[...list].sort((a, b) => b.drivers.length - a.drivers.length)[0]]));
  }
  return out;
}
const TYRE_BRANDS = {
  pirelli: 'Pirelli',
  bridgestone: 'Bridgestone',
  michelin: 'Michelin',
  goodyear: 'Goodyear',
};

export function buildF1({
  f1,
  brands,
  properties,
  athletes,
  partnerships,
  memberships,
  brandOf,
  sourceName,
  firstYear = 1950,
}) {
  const countryName = new Map(f1.countries.map((c) => [c.id, c.name]));
  const entrantName = new Map(f1.entrants.map((e) => [e.id, e.name]));
  const constructorById = new Map(f1.constructors.map((c) => [c.id, c]));
  const seasons = Object.keys(f1.seasons)
    .map(Number)
    .sort((a, b) => a - b);
  const latestSeason = Math.min(seasons.at(-1), new Date().getUTCFullYear());
  const formula1 = properties.add({
    name: 'Formula 1',
    aliases: ['F1', 'Formula One', 'FIA Formula One World Championship'],
    kind: 'league',
    sport: 'Motorsport',
    country: null,
    region: 'Global',
    source: 'verified',
    sourceName,
  });

  // lineage of a constructor in a given year
  const lineageOf = (constructorId, year) => {
    for (const l of LINEAGES)
      for (const [id, from] of l.members) if (id === constructorId && (!from || year >= from)) return l;
    return null;
  };
  const teamFor = new Map();
  const recentNames = new Map();
  for (const year of [...seasons].reverse()) {
    if (year > latestSeason) continue;
    for (const e of f1.seasons[year]) {
      if (!e.constructorId) continue;
      const l = lineageOf(e.constructorId, year);
      const key = l ? l.key : e.constructorId;
      if (year >= latestSeason - 1) {
        if (!recentNames.has(key)) recentNames.set(key, new Set());
        recentNames.get(key).add(entrantName.get(e.entrantId));
      }
      if (teamFor.has(key)) continue;
      const ctor = constructorById.get(e.constructorId);
      const plain = NAME_OVERRIDES[e.constructorId] ?? ctor?.name ?? entrantName.get(e.entrantId);
      teamFor.set(key, {
        name: l ? l.name : brands.get(plain) ? (ctor?.fullName ?? plain) : plain,
        aliases: [ctor?.name, ctor?.fullName].filter(Boolean),
        country: countryName.get(ctor?.countryId) ?? null,
        lastYear: year,
      });
    }
  }
  const property = new Map();
  const teamProperty = (key) => {
    if (property.has(key)) return property.get(key);
    const t = teamFor.get(key);
    const p = properties.add({
      name: t.name,
      aliases: [...new Set([...t.aliases, ...(recentNames.get(key) ?? [])])].filter((a) => a !== t.name),
      kind: 'team',
      sport: 'Motorsport',
      country: t.country,
      region: 'Global',
      source: 'verified',
      sourceName,
    });
    property.set(key, p);
    memberships.push([p.id, formula1.id]);
    return p;
  };

  // Drivers who raced from 2020 on, with their latest team.
  const recentDrivers = new Map();
  for (const year of seasons.filter((y) => y >= 2020 && y <= latestSeason)) {
    for (const e of f1.seasons[year])
      for (const d of e.drivers) recentDrivers.set(d, [e.constructorId, year]);
  }
  for (const d of f1.drivers) {
    if (!recentDrivers.has(d.id)) continue;
    const [ctor, year] = recentDrivers.get(d.id);
    const l = lineageOf(ctor, year);
    const team = teamFor.get(l ? l.key : ctor);
    athletes.add({
      fullName: d.name,
      aliases: [],
      sport: 'Motorsport',
      currentTeam: team?.name ?? null,
      nationality: countryName.get(d.nationalityCountryId) ?? null,
      position: 'Driver',
      birthYear: d.dateOfBirth ? Number(d.dateOfBirth.slice(0, 4)) : null,
      nationalTeamId: null,
      source: 'verified',
      sourceName,
    });
  }

  const links = new Map(); // brand|property|type -> { years: Map(year -> entrant name) }
  const note = (brand, prop, type, year, entrant) => {
    const k = `${brand.id}|${prop.id}|${type}`;
    if (!links.has(k)) links.set(k, { brand, property: prop, type, years: new Map() });
    links.get(k).years.set(year, entrant);
  };
  for (const year of seasons) {
    if (year < firstYear || year > latestSeason) continue;
    // Every tyre maker of the season counts (Dunlop, Firestone, Englebert too), so a brand is the
    // sole supplier only when no other make raced that year.
    const tyres = new Set();
    for (const e of f1.seasons[year]) if (e.tyreManufacturerId) tyres.add(e.tyreManufacturerId);
    for (const e of worksEntries(f1.seasons[year], constructorById, entrantName)) {
      const l = lineageOf(e.constructorId, year);
      const key = l ? l.key : e.constructorId;
      // Only teams that raced a full programme matter here: private entrants of a works car are skipped.
      if (!teamFor.has(key)) continue;
      const entrant = entrantName.get(e.entrantId);
      const prop = teamProperty(key);
      const ctorPlain = plainText(constructorById.get(e.constructorId)?.name ?? '');
      const works = WORKS[e.constructorId] ?? null;
      const owner = l?.owner;
      const own = (brandName) =>
        brandName === owner || brandName === works || ctorPlain === plainText(brandName);
      for (const [re, brandName] of TITLE_SPONSORS) {
        if (!re.test(entrant)) continue;
        if (own(brandName)) continue; // a brand's own team
        note(brandOf(brandName), prop, 'Title sponsor', year, entrant);
      }
      const engine = ENGINE_BRANDS[e.engineManufacturerId];
      if (engine && !own(engine)) note(brandOf(engine), prop, 'Engine supplier', year, entrant);
      if (TYRE_BRANDS[e.tyreManufacturerId] && tyres.size > 1)
        note(brandOf(TYRE_BRANDS[e.tyreManufacturerId]), prop, 'Tyre supplier', year, entrant);
    }
    if (tyres.size === 1 && TYRE_BRANDS[[...tyres][0]])
      note(brandOf(TYRE_BRANDS[[...tyres][0]]), formula1, 'Sole tyre supplier', year, 'Formula 1');
  }
  // Runs of consecutive seasons become one partnership each, named as the team was called then.
  for (const { brand, property: prop, type, years } of links.values()) {
    const sorted = [...years.keys()].sort((a, b) => a - b);
    let start = sorted[0];
    for (let i = 0; i < sorted.length; i++) {
      const y = sorted[i];
      if (sorted[i + 1] === y + 1) continue;
      const names = sorted.filter((x) => x >= start && x <= y).map((x) => years.get(x));
      const eraName = names[0];
      partnerships.push({
        brandId: brand.id,
        propertyId: prop.id,
        athleteId: null,
        type,
        role: null,
        startYear: start,
        endYear: y >= latestSeason ? null : y,
        untilYear: null,
        partnerName: eraName && eraName !== prop.name && type !== 'Sole tyre supplier' ? eraName : null,
        partOf: null,
        confidence: 'high',
        asOf: null,
        citation: 'F1DB season entries',
        reported: null,
        source: 'verified',
        sourceName,
      });
      start = sorted[i + 1];
    }
  }
  return { formula1, latestSeason, teamProperty: (key) => teamProperty(key) };
}
