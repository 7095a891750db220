// node scripts/curated-check.mjs [FILE ...] — checks curated deal files (data/curated/deals/*.json)
// against the row rules in data/curated/README.md, without writing anything. With no FILE, every
// file in data/curated/deals is checked. Names resolve against the open-data entities already in
// data/dataset.json and the entities declared in any deals file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const TYPES = [
  'Kit supplier',
  'Shirt sponsor',
  'Sleeve sponsor',
  'Back of shirt sponsor',
  'Training kit sponsor',
  'Naming rights',
  'Jersey patch',
  'Title sponsor',
  'Principal partner',
  'Official partner',
  'Official supplier',
  'Official timekeeper',
  'Official match ball',
  'Endorsement',
  'Equipment endorsement',
  'Ambassador',
];
export const KINDS = ['team', 'league', 'event', 'federation'];
export const REGIONS = [
  'UK',
  'Europe',
  'North America',
  'South America',
  'Asia-Pacific',
  'Middle East',
  'Africa',
  'Global',
];
export const CONFIDENCE = ['high', 'medium'];
export const CURRENCIES = ['USD', 'GBP', 'EUR', 'CHF', 'JPY', 'AUD', 'CAD', 'INR', 'SAR', 'BRL', 'CNY'];

/** Letters NFKD does not take apart, and apostrophes: "Kenan Yıldız" and "Kenan Yildiz", "N'Golo" and "Ngolo" are one. */
const FOLD = {
  ı: 'i',
  İ: 'I',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
};
export const slug = (s) =>
  String(s)
    .replace(/[ıİøØłŁđĐßæÆœŒ]/g, (c) => FOLD[c])
    .replace(/['’`]/g, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const deckDir = path.resolve('data/curated/deals');
const thisYear = new Date().getUTCFullYear();

/** At most this many pages back one row. */
export const MAX_EVIDENCE = 3;

/**
 * Problems of a row's `evidence`: a list of at most three pages, each an https address, the page's
 * title as found (null when the search gave none and the page's text does not open with its
 * headline: never a title made up from the address) and the day it was seen (a real YYYY-MM-DD
 * date, not after `today`).
 */
export function evidenceProblems(evidence, today = new Date().toISOString().slice(0, 10)) {
  if (evidence === undefined) return [];
  if (!Array.isArray(evidence) || evidence.length === 0)
    return ['evidence must be a list of pages (url, title, seen), or absent'];
  const out = [];
  if (evidence.length > MAX_EVIDENCE) out.push(`evidence holds at most ${MAX_EVIDENCE} pages`);
  for (const [j, e] of evidence.entries()) {
    const at = (msg) => out.push(`evidence[${j}]: ${msg}`);
    if (!e || typeof e !== 'object') {
      at('must be { url, title, seen }');
      continue;
    }
    let url = null;
    try {
      url = typeof e.url === 'string' ? new URL(e.url) : null;
    } catch {
      url = null;
    }
    if (url?.protocol !== 'https:' || !url.hostname.includes('.') || /\s/.test(e.url))
      at('url must be an https address');
    if (!('title' in e) || (e.title !== null && (typeof e.title !== 'string' || !e.title.trim())))
      at('title must be the page title as found, or null when none was found');
    const seen = typeof e.seen === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(e.seen) ? e.seen : null;
    const real = seen && new Date(`${seen}T00:00:00Z`).toISOString().slice(0, 10) === seen;
    if (!real) at('seen must be a real date (YYYY-MM-DD)');
    else if (seen > today) at(`seen ${seen} is after today (${today})`);
    const extra = Object.keys(e).filter((k) => !['url', 'title', 'seen'].includes(k));
    if (extra.length) at(`unknown field(s) ${extra.join(', ')}`);
  }
  const urls = evidence.map((e) => e?.url);
  if (new Set(urls).size !== urls.length) out.push('evidence lists one page twice');
  return out;
}

/** Problems of one deals file's own rows (shape and values); names are checked separately. */
export function rowProblems(file, doc, today = new Date().toISOString().slice(0, 10)) {
  const out = [];
  const at = (section, i, msg) => out.push(`${path.basename(file)} ${section}[${i}]: ${msg}`);
  const isYear = (y) => Number.isInteger(y) && y >= 1870 && y <= thisYear;
  for (const [i, b] of (doc.brands ?? []).entries()) {
    if (typeof b.name !== 'string' || !b.name.trim()) at('brands', i, 'name is required');
    if (!Array.isArray(b.aliases ?? [])) at('brands', i, 'aliases must be a list');
    if (typeof b.industry !== 'string' || !b.industry) at('brands', i, 'industry is required');
  }
  for (const [i, p] of (doc.properties ?? []).entries()) {
    if (typeof p.name !== 'string' || !p.name.trim()) at('properties', i, 'name is required');
    if (!KINDS.includes(p.kind)) at('properties', i, `kind must be one of ${KINDS.join(', ')}`);
    if (typeof p.sport !== 'string' || !p.sport) at('properties', i, 'sport is required');
    if (!REGIONS.includes(p.region)) at('properties', i, `region must be one of ${REGIONS.join(', ')}`);
  }
  for (const [i, a] of (doc.athletes ?? []).entries()) {
    if (typeof a.fullName !== 'string' || !a.fullName.trim()) at('athletes', i, 'fullName is required');
    if (typeof a.sport !== 'string' || !a.sport) at('athletes', i, 'sport is required');
  }
  for (const [i, s] of (doc.sponsorships ?? []).entries()) {
    if (!s.brand || !s.partner) at('sponsorships', i, 'brand and partner are required');
    if (!TYPES.includes(s.type)) at('sponsorships', i, `type "${s.type}" is not one of the types`);
    if (s.start !== null && !isYear(s.start))
      at('sponsorships', i, `start ${s.start} must be a year up to ${thisYear} or null`);
    if (s.end !== null && !isYear(s.end))
      at('sponsorships', i, `end ${s.end} must be a year up to ${thisYear} or null (running)`);
    if (s.start !== null && s.end !== null && s.end < s.start) at('sponsorships', i, 'end before start');
    if (
      s.until !== undefined &&
      s.until !== null &&
      (!Number.isInteger(s.until) || s.until < thisYear || s.end !== null)
    )
      at('sponsorships', i, 'until (announced end of term) only on running deals, a year from this one on');
    if (!CONFIDENCE.includes(s.confidence)) at('sponsorships', i, 'confidence must be high or medium');
    if (!/^\d{4}-\d{2}(-\d{2})?$/.test(s.asOf ?? ''))
      at('sponsorships', i, 'asOf must be YYYY-MM or YYYY-MM-DD');
    if (typeof s.citation !== 'string' || s.citation.length < 6 || /https?:|www\./i.test(s.citation))
      at('sponsorships', i, 'citation must name the kind of source and the publisher, no URL');
    if (s.reported) {
      const r = s.reported;
      if (!(r.amount > 0)) at('sponsorships', i, 'reported.amount must be a positive number (per year)');
      if (!CURRENCIES.includes(r.currency))
        at('sponsorships', i, `reported.currency must be one of ${CURRENCIES.join(', ')}`);
      if (!isYear(r.year)) at('sponsorships', i, 'reported.year must be the year it was published');
      if (typeof r.publisher !== 'string' || r.publisher.length < 3 || /https?:/i.test(r.publisher))
        at('sponsorships', i, 'reported.publisher must name who published the figure');
      if (r.relatedParty !== undefined && r.relatedParty !== true)
        at('sponsorships', i, 'reported.relatedParty is true or absent');
    }
    for (const msg of evidenceProblems(s.evidence, today)) at('sponsorships', i, msg);
    if (slug(s.brand) === slug(s.partner)) at('sponsorships', i, 'a brand cannot sponsor itself');
  }
  return out;
}

/** Brand and partner names (and aliases) to one id each, from the open data and every deals file. */
function canonicalNames(docs, dataset) {
  const canon = { brand: new Map(), partner: new Map() };
  const learn = (map, name, aliases) => {
    const id = slug(name);
    for (const n of [name, ...(aliases ?? [])]) if (!map.has(slug(n))) map.set(slug(n), id);
  };
  for (const b of dataset.brands) learn(canon.brand, b.name, b.aliases);
  for (const p of dataset.properties) learn(canon.partner, p.name, p.aliases);
  for (const a of dataset.athletes) learn(canon.partner, a.fullName, a.aliases);
  for (const doc of docs.values()) {
    for (const b of doc.brands ?? []) learn(canon.brand, b.name, b.aliases);
    for (const p of doc.properties ?? []) learn(canon.partner, p.name, p.aliases);
    for (const a of doc.athletes ?? []) learn(canon.partner, a.fullName, a.aliases);
  }
  return canon;
}

/**
 * Rows of one deal entered twice: the same brand, partner and type (names and aliases resolved)
 * with overlapping years and the same role, or a role on one row only, within a file or across
 * files. Two roles that differ are two deals. Each problem is reported on the later row.
 */
export function overlapProblems(docs, dataset) {
  const canon = canonicalNames(docs, dataset);
  const seen = new Map();
  const out = new Map();
  for (const [f, doc] of docs) {
    for (const [i, s] of (doc.sponsorships ?? []).entries()) {
      if (!s.brand || !s.partner) continue;
      const brand = canon.brand.get(slug(s.brand)) ?? slug(s.brand);
      const partner = canon.partner.get(slug(s.partner)) ?? slug(s.partner);
      const key = `${brand}|${partner}|${s.type}`;
      const role = s.role ?? null;
      const from = s.start ?? s.end ?? 0;
      const to = s.end ?? 9999;
      for (const other of seen.get(key) ?? []) {
        const sameRole = role === null || other.role === null || role === other.role;
        if (sameRole && from <= other.to && other.from <= to) {
          const list = out.get(f) ?? [];
          list.push(
            `${path.basename(f)} sponsorships[${i}]: ${s.brand} - ${s.partner} (${s.type}) overlaps ${path.basename(other.f)} sponsorships[${other.i}]: one deal, one row`,
          );
          out.set(f, list);
          break;
        }
      }
      seen.set(key, [...(seen.get(key) ?? []), { f, i, from, to, role }]);
    }
  }
  return out;
}

/**
 * Slots one brand holds at a time: a later row of another brand in the same slot succeeds the
 * earlier one. Official partners, suppliers, endorsements and title sponsors (a cycling team or an F1
 * entrant carries two or three names at once) run side by side, so they are left out.
 */
export const SINGLE_HOLDER_TYPES = [
  'Kit supplier',
  'Shirt sponsor',
  'Sleeve sponsor',
  'Back of shirt sponsor',
  'Training kit sponsor',
  'Naming rights',
  'Jersey patch',
  'Official timekeeper',
  'Official match ball',
];

/**
 * A running deal (end null) whose slot (partner and type, the same role or a role on one row
 * only) has a later row of another brand that has started by `year`: the successor ended it, so
 * the earlier row needs its end. Each problem is reported on the running row.
 */
export function successorProblems(docs, dataset, year = thisYear) {
  const canon = canonicalNames(docs, dataset);
  const slots = new Map();
  for (const [f, doc] of docs)
    for (const [i, s] of (doc.sponsorships ?? []).entries()) {
      if (!s.brand || !s.partner || !SINGLE_HOLDER_TYPES.includes(s.type)) continue;
      const partner = canon.partner.get(slug(s.partner)) ?? slug(s.partner);
      const key = `${partner}|${s.type}`;
      const row = { f, i, s, brand: canon.brand.get(slug(s.brand)) ?? slug(s.brand), role: s.role ?? null };
      slots.set(key, [...(slots.get(key) ?? []), row]);
    }
  const out = new Map();
  for (const rows of slots.values())
    for (const r of rows) {
      if (r.s.end !== null || !Number.isInteger(r.s.start)) continue;
      const next = rows.find(
        (x) =>
          x.brand !== r.brand &&
          Number.isInteger(x.s.start) &&
          x.s.start > r.s.start &&
          x.s.start <= year &&
          (r.role === null || x.role === null || r.role === x.role),
      );
      if (!next) continue;
      const list = out.get(r.f) ?? [];
      list.push(
        `${path.basename(r.f)} sponsorships[${r.i}]: ${r.s.brand} - ${r.s.partner} (${r.s.type}) still runs, but ${next.s.brand} took the slot in ${next.s.start} (${path.basename(next.f)} sponsorships[${next.i}]): give it its end`,
      );
      out.set(r.f, list);
    }
  return out;
}

/**
 * A brand's alias that another file declares as a brand of its own: the build keeps the two apart
 * (a parent is never an alias), so the product would show one company twice. Merge the two, or
 * name the parent as the brand's group.
 */
export function aliasProblems(docs) {
  const declared = new Map();
  for (const [f, doc] of docs) for (const b of doc.brands ?? []) declared.set(slug(b.name), f);
  const out = new Map();
  for (const [f, doc] of docs)
    for (const b of doc.brands ?? [])
      for (const a of b.aliases ?? []) {
        if (slug(a) === slug(b.name) || !declared.has(slug(a))) continue;
        const list = out.get(f) ?? [];
        list.push(
          `${path.basename(f)}: alias "${a}" of "${b.name}" is a brand of its own in ${path.basename(declared.get(slug(a)))}: merge them, or make it the group`,
        );
        out.set(f, list);
      }
  return out;
}

function main() {
  const files = process.argv.slice(2).length
    ? process.argv.slice(2).map((f) => path.resolve(f))
    : readdirSync(deckDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => path.join(deckDir, f));
  const all = readdirSync(deckDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(deckDir, f));
  const dataset = JSON.parse(readFileSync('data/dataset.json', 'utf8'));
  const known = { brand: new Set(), partner: new Set() };
  for (const b of dataset.brands) for (const n of [b.name, ...b.aliases]) known.brand.add(slug(n));
  for (const p of dataset.properties) for (const n of [p.name, ...p.aliases]) known.partner.add(slug(n));
  for (const a of dataset.athletes) known.partner.add(slug(a.fullName));
  const docs = new Map();
  for (const f of new Set([...all, ...files])) {
    try {
      docs.set(f, JSON.parse(readFileSync(f, 'utf8')));
    } catch (e) {
      console.log(`${path.basename(f)}: not valid JSON: ${e.message}`);
      if (files.includes(f)) process.exitCode = 1;
    }
  }
  for (const doc of docs.values()) {
    for (const b of doc.brands ?? [])
      for (const n of [b.name, ...(b.aliases ?? [])]) known.brand.add(slug(n));
    for (const p of doc.properties ?? [])
      for (const n of [p.name, ...(p.aliases ?? [])]) known.partner.add(slug(n));
    for (const a of doc.athletes ?? [])
      for (const n of [a.fullName, ...(a.aliases ?? [])]) known.partner.add(slug(n));
  }
  const overlaps = overlapProblems(docs, dataset);
  const aliasClashes = aliasProblems(docs);
  const successors = successorProblems(docs, dataset);
  let problems = 0;
  let rows = 0;
  for (const f of files) {
    const doc = docs.get(f);
    if (!doc) continue;
    const list = rowProblems(f, doc);
    for (const [i, s] of (doc.sponsorships ?? []).entries()) {
      rows++;
      if (s.brand && !known.brand.has(slug(s.brand)))
        list.push(
          `${path.basename(f)} sponsorships[${i}]: brand "${s.brand}" is not declared (add it to "brands")`,
        );
      if (s.partner && !known.partner.has(slug(s.partner)))
        list.push(
          `${path.basename(f)} sponsorships[${i}]: partner "${s.partner}" is not declared (add it to "properties" or "athletes")`,
        );
    }
    for (const b of doc.brands ?? [])
      if (b.group && !known.brand.has(slug(b.group)))
        list.push(`${path.basename(f)}: group "${b.group}" of "${b.name}" is not declared as a brand`);
    for (const p of doc.properties ?? [])
      if (p.league && !known.partner.has(slug(p.league)))
        list.push(`${path.basename(f)}: league "${p.league}" of "${p.name}" is not declared as a property`);
    list.push(...(overlaps.get(f) ?? []), ...(aliasClashes.get(f) ?? []), ...(successors.get(f) ?? []));
    for (const line of list) console.log(line);
    problems += list.length;
  }
  console.log(`${files.length} file(s), ${rows} sponsorship rows, ${problems} problem(s)`);
  if (problems) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
