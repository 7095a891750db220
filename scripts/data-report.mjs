// npm run data:report — the dataset's coverage against the targets of the data-breadth issue:
// totals, and per league the clubs with a running kit supplier, shirt sponsor and naming rights.
import { readFileSync } from 'node:fs';
import { loadEngine } from './engine-bundle.mjs';

const d = JSON.parse(readFileSync('data/dataset.json', 'utf8'));
// Active as the product shows it: running and, for a curated deal, confirmed within 18 months of the build.
const { Universe, isRunning } = await loadEngine();
const universe = new Universe(d, new Date(`${d.builtAt}T12:00:00Z`));
const activeIds = new Set(
  universe
    .allDeals()
    .filter(isRunning)
    .map((x) => x.id),
);
const unconfirmed = universe.allDeals().filter((x) => x.contract.status === 'unconfirmed').length;
const running = (p) => activeIds.has(p.id);
const byId = (list) => new Map(list.map((x) => [x.id, x]));
const properties = byId(d.properties);
const leagueTeams = new Map();
for (const m of d.memberships) {
  const league = properties.get(m.leagueId)?.name;
  if (!leagueTeams.has(league)) leagueTeams.set(league, new Set());
  leagueTeams.get(league).add(m.teamId);
}
const deals = d.partnerships;
const active = deals.filter(running);
const count = (pred) => new Set(deals.filter(pred).map((p) => p.brandId)).size;

const targets = [
  ['partnerships', deals.length, 3000],
  ['active partnerships', active.length, 1500],
  ['running but not confirmed for 18 months (shown as unconfirmed)', unconfirmed, null],
  ['brands with a deal', count(() => true), 600],
  ['properties with a deal', new Set(deals.filter((p) => p.propertyId).map((p) => p.propertyId)).size, 600],
  [
    'athletes with an endorsement',
    new Set(deals.filter((p) => p.athleteId).map((p) => p.athleteId)).size,
    300,
  ],
  ['deals with a reported value', deals.filter((p) => p.reported).length, 80],
];
console.log(`dataset v${d.version} (${d.checksum}), built ${d.builtAt}\n`);
console.log('| measure | count | target | |\n|---|---:|---:|---|');
for (const [label, n, target] of targets)
  console.log(
    `| ${label} | ${n} | ${target ?? '-'} | ${target === null ? '' : n >= target ? 'met' : 'short'} |`,
  );

const roles = (teamIds, types) =>
  [...teamIds].filter((id) => active.some((p) => p.propertyId === id && types.includes(p.type))).length;
const leagues = [
  'Premier League',
  'LaLiga',
  'Bundesliga',
  'Serie A',
  'Ligue 1',
  'Eredivisie',
  'Primeira Liga',
  'Scottish Premiership',
  'Saudi Pro League',
  'Major League Soccer',
  'Brasileirão Série A',
  'NBA',
  'NFL',
  'MLB',
  'NHL',
  'Formula 1',
];
console.log(
  '\n| league | teams | kit supplier | shirt sponsor / patch | naming rights |\n|---|---:|---:|---:|---:|',
);
for (const league of leagues) {
  const teams = leagueTeams.get(league) ?? new Set();
  console.log(
    `| ${league} | ${teams.size} | ${roles(teams, ['Kit supplier'])} | ${roles(teams, ['Shirt sponsor', 'Jersey patch', 'Title sponsor'])} | ${roles(teams, ['Naming rights'])} |`,
  );
}
const partnersOf = (name) => {
  const p = d.properties.find((x) => x.name === name);
  if (!p) return 0;
  const family = new Set([p.id, ...d.properties.filter((x) => x.parentId === p.id).map((x) => x.id)]);
  return new Set(active.filter((x) => family.has(x.propertyId)).map((x) => x.brandId)).size;
};
console.log('\n| competition | running partners |\n|---|---:|');
for (const c of [
  'Premier League',
  'LaLiga',
  'Bundesliga',
  'UEFA Champions League',
  'FIFA World Cup',
  'FIFA',
  'NBA',
  'NFL',
  'MLB',
  'NHL',
  'Formula 1',
  'Olympic Games',
  'Wimbledon',
  'Roland-Garros',
  'US Open (tennis)',
  'Australian Open',
  'The Masters',
  'PGA Championship',
  'U.S. Open (golf)',
  'The Open',
  'Ryder Cup',
])
  console.log(`| ${c} | ${partnersOf(c)} |`);
const f1Titles = deals.filter((p) => p.type === 'Title sponsor' && p.sourceName.startsWith('F1DB'));
console.log(
  `\nF1 title sponsorships from F1DB: ${f1Titles.length} (first ${Math.min(...f1Titles.map((p) => p.startYear))})`,
);

// The portfolios professionals open first (data/first-opened.json): running deals on file and how
// many carry evidence (a page found and read when the row was checked, data/curated/README.md). An
// entity the dataset lacks is listed as missing with 0 deals: coverage we lack is shown, not hidden.
const firstOpened = JSON.parse(readFileSync('data/first-opened.json', 'utf8'));
// The key an entity's name is matched by (core/intelligence/names.ts normaliseName).
const nameKey = (s) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
const percent = (part, whole) => (whole ? `${Math.round((100 * part) / whole)}%` : '-');
for (const [kind, entries, list, key] of [
  ['properties', firstOpened.properties, d.properties, 'propertyId'],
  ['brands', firstOpened.brands, d.brands, 'brandId'],
]) {
  const byName = new Map();
  for (const x of list) for (const n of [x.name, ...x.aliases]) byName.set(nameKey(n), x.id);
  console.log(
    `\n| first-opened ${kind} (${entries.length}) | group | running deals | with evidence | share |\n|---|---|---:|---:|---:|`,
  );
  let running = 0;
  let evidenced = 0;
  let atLeastFive = 0;
  let withAny = 0;
  let missing = 0;
  for (const e of entries) {
    const id = e.missing ? undefined : byName.get(nameKey(e.name));
    if (!id) {
      missing++;
      console.log(`| ${e.name} | ${e.group} | 0 | 0 | missing |`);
      continue;
    }
    const mine = active.filter((p) => p[key] === id);
    const withEvidence = mine.filter((p) => p.evidence?.length).length;
    running += mine.length;
    evidenced += withEvidence;
    if (mine.length >= 5) atLeastFive++;
    if (withEvidence > 0) withAny++;
    console.log(
      `| ${e.name} | ${e.group} | ${mine.length} | ${withEvidence} | ${percent(withEvidence, mine.length)} |`,
    );
  }
  console.log(
    `\nFirst-opened ${kind}: ${running} running deals on file, ${evidenced} with evidence (${percent(evidenced, running)}); ${atLeastFive} of ${entries.length} have at least 5 running deals, ${withAny} have evidence on any, ${missing} missing from the dataset.`,
  );
}
console.log(
  `\nRunning deals with evidence: ${active.filter((p) => p.evidence?.length).length} of ${active.length} in the dataset.`,
);
// A page's title is the one it opens with, or null when none was found (never words from its address).
const pages = deals.flatMap((p) => p.evidence ?? []);
const titled = pages.filter((e) => e.title !== null).length;
console.log(
  `Evidence pages: ${pages.length} (${titled} with the title as found, ${pages.length - titled} with none found).`,
);
