import type { TSearchHit, TSearchResponse } from '../../../core/contract/intelligence';
import {
  MCP_DEALS_SHOWN,
  type TMcpAthleteSnapshot,
  type TMcpBrandSnapshot,
  type TMcpCompareInput,
  type TMcpComparison,
  type TMcpCompetitors,
  type TMcpCompetitorsInput,
  type TMcpDealSelection,
  type TMcpExpiring,
  type TMcpExpiringInput,
  type TMcpListPartnershipsInput,
  type TMcpPropertySnapshot,
  type TMcpSearchInput,
} from '../../../core/contract/mcp';
import type { TPartnershipPage } from '../../../core/contract/partnerships';
import { isRunning, type TDeal } from '../../../core/contract/profile';
import { formatMoney } from '../../../core/format/money';
import { monthsToEndOf } from '../../../core/widgets/contracts';
import { scoreText, shownScore } from '../../../core/widgets/figures';
import type { Catalog, CatalogEntry } from '../../catalog/catalog';
import { compareBrands } from '../../catalog/compare';
import { closestNames, filterPartnerships, listPartnerships, resolveBrand } from '../../catalog/partnerships';
import { brandData, findAthletes, rightsHolder } from '../../catalog/queries';
import { HttpError } from '../../plugins/errors';

/**
 * The MCP tools as pure functions of a catalogue: each answers the structured JSON its output
 * schema describes (core/contract/mcp.ts) and a one-paragraph summary an assistant can quote. They
 * read the same engine answers as the REST API, so a deal shows the same terms, value and source.
 * A name the dataset does not hold throws an HttpError whose message names the closest ones.
 */
export interface ToolAnswer<T> {
  structured: T;
  summary: string;
}

// ---------------------------------------------------------------- wording

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const KIND_LABEL: Record<TSearchHit['type'], string> = {
  brand: 'brand',
  rightsHolder: 'rights holder',
  athlete: 'athlete',
};

/** A deal's value with what it is: "$137M a year, reported by Mundo Deportivo, 2024". */
export function valuePhrase(d: TDeal): string {
  const v = d.value;
  if (v.kind === 'included') return `valued within ${v.within}`;
  if (v.kind === 'reported') return `${formatMoney(v.usd)} a year, reported by ${v.publisher}, ${v.year}`;
  return `≈ ${formatMoney(v.usd)} a year, estimated ${formatMoney(v.low)}-${formatMoney(v.high)}`;
}

const dealPhrase = (d: TDeal, side: 'partner' | 'brand' | 'both') => {
  const who = side === 'partner' ? d.partner : side === 'brand' ? d.brand : `${d.brand} with ${d.partner}`;
  return `${who} (${d.type.toLowerCase()}, ${valuePhrase(d)})`;
};

const spendPhrase = (s: { usd: number; low: number; high: number; reported: number; estimated: number }) =>
  `${formatMoney(s.usd)} a year (range ${formatMoney(s.low)}-${formatMoney(s.high)}; ${plural(s.reported, 'reported figure')}, ${plural(s.estimated, 'model estimate')})`;

// ---------------------------------------------------------------- shared pieces

const statusRank = (d: TDeal) => (isRunning(d) ? 0 : d.contract.status === 'unconfirmed' ? 1 : 2);
/** Running deals first, most valuable first; then unconfirmed and ended ones, the latest first. */
const bySnapshotOrder = (a: TDeal, b: TDeal) =>
  statusRank(a) - statusRank(b) ||
  (isRunning(a)
    ? 0
    : (b.contract.end ?? b.contract.until ?? 0) - (a.contract.end ?? a.contract.until ?? 0)) ||
  b.value.usd - a.value.usd ||
  a.brand.localeCompare(b.brand) ||
  a.partner.localeCompare(b.partner) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Up to MCP_DEALS_SHOWN deals of an entity, with the counts and how to read the others. */
export function selectDeals(
  deals: readonly TDeal[],
  filter: 'brand' | 'property',
  name: string,
): TMcpDealSelection {
  const sorted = [...deals].sort(bySnapshotOrder);
  const shown = sorted.slice(0, MCP_DEALS_SHOWN);
  const running = sorted.filter(isRunning).length;
  const hidden = sorted.length - shown.length;
  const hiddenRunning = running - shown.filter(isRunning).length;
  const call = `list_partnerships with ${filter} "${name}"`;
  return {
    total: sorted.length,
    running,
    list: shown,
    more: hidden
      ? `${plural(hidden, 'more deal')} (${hiddenRunning ? `${hiddenRunning} of them running` : 'all past'}) not listed: call ${call}${hiddenRunning ? ' and status "running" for the running ones' : ''}.`
      : null,
  };
}

function notFound(kind: string, name: string, close: string[]): HttpError {
  const hint = close.length
    ? ` Closest: ${close.join(', ')}.`
    : ' Try the search tool with part of the name.';
  return new HttpError(404, `No ${kind} called "${name}" in the dataset.${hint}`);
}

/** A name held by another kind of entity points to the right tool. */
function otherKind(catalog: Catalog, name: string, except: CatalogEntry['type']): HttpError | undefined {
  const tools: [CatalogEntry['type'], string, string][] = [
    ['brand', 'a brand', 'brand_snapshot'],
    ['rightsHolder', 'a rights holder', 'property_snapshot'],
    ['athlete', 'an athlete', 'athlete_snapshot'],
  ];
  for (const [type, label, tool] of tools) {
    if (type === except) continue;
    const entry = catalog.exact(type, name);
    if (entry) return new HttpError(404, `"${entry.name}" is ${label} in the dataset: use ${tool}.`);
  }
  return undefined;
}

// ---------------------------------------------------------------- the tools

/** Ranked hits of one kind or of every kind: the answer of GET /api/search. */
export function searchTool(
  catalog: Catalog,
  input: TMcpSearchInput,
): ToolAnswer<{
  query: string;
  kind: TMcpSearchInput['kind'];
  results: TSearchHit[];
}> {
  // The same checked and cached answer the REST search sends.
  const { results } = JSON.parse(catalog.searchJson(input.kind, input.query, input.limit)) as TSearchResponse;
  const what = input.kind === 'all' ? 'brand, rights holder or athlete' : KIND_LABEL[input.kind];
  const summary = results.length
    ? `${plural(results.length, 'match', 'matches')} for "${input.query}", best first: ${results
        .map((r) => `${r.name} (${KIND_LABEL[r.type]}${r.subtitle ? `, ${r.subtitle}` : ''})`)
        .join(
          '; ',
        )}. Pass an exact name to brand_snapshot, property_snapshot or athlete_snapshot for the figures.`
    : `No ${what} matches "${input.query}". Try a shorter part of the name or another spelling.`;
  return { structured: { query: input.query, kind: input.kind, results }, summary };
}

export function brandSnapshot(catalog: Catalog, name: string): ToolAnswer<TMcpBrandSnapshot> {
  const entry = catalog.exact('brand', name);
  if (!entry)
    throw otherKind(catalog, name, 'brand') ?? notFound('brand', name, closestNames(catalog, 'brand', name));
  const p = brandData(catalog, entry.name);
  const focus = p.marketShare.rows.find((r) => r.focus);
  const deals = selectDeals(p.deals, 'brand', p.brand.name);
  const structured: TMcpBrandSnapshot = {
    brand: p.brand,
    asOfYear: p.asOfYear,
    score: p.score,
    spend: p.spend,
    counts: p.counts,
    sourceMix: p.sourceMix,
    marketShare: {
      category: p.marketShare.category,
      share: focus?.share ?? 0,
      categoryUsd: p.marketShare.categoryUsd,
      categoryBrands: p.marketShare.categoryBrands,
    },
    competitors: p.competitors,
    headlines: p.headlines,
    deals,
  };
  const b = p.brand;
  const where = [b.industry, b.headquarters, b.group && `part of ${b.group}`].filter(Boolean).join(', ');
  const top = deals.list.filter(isRunning).slice(0, 3);
  const summary = [
    `${b.name} (${where}) has ${plural(p.counts.active, 'running sponsorship deal')} and ${p.counts.past} past ones in the dataset as of ${p.asOfYear}.`,
    p.counts.active
      ? `Its known spend is ${spendPhrase(p.spend)}, ${focus?.share ?? 0}% of the ${p.marketShare.category} category's.`
      : 'With no running deal it has no current spend.',
    `BaseLine score ${scoreText(shownScore(p))}.`,
    top.length ? `Most valuable running deals: ${top.map((d) => dealPhrase(d, 'partner')).join('; ')}.` : '',
    p.competitors.length ? `Closest competitors: ${list(p.competitors.map((c) => c.name))}.` : '',
    `Listed: ${plural(deals.list.length, 'deal')} of ${deals.total}.`,
    deals.more ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return { structured, summary };
}

export function propertySnapshot(catalog: Catalog, name: string): ToolAnswer<TMcpPropertySnapshot> {
  const entry = catalog.exact('rightsHolder', name);
  if (!entry)
    throw (
      otherKind(catalog, name, 'rightsHolder') ??
      notFound('team, league, event or federation', name, closestNames(catalog, 'rightsHolder', name))
    );
  const { sponsors, ...holder } = rightsHolder(catalog, entry.name);
  const deals = selectDeals(sponsors, 'property', holder.name);
  const i = holder.intelligence;
  const top = deals.list.filter(isRunning).slice(0, 3);
  const summary = [
    `${holder.name} (${holder.sport} ${holder.kind}, ${holder.country ?? holder.region}) has ${plural(i.activeSponsors, 'brand')} sponsoring it now through ${plural(deals.running, 'running deal')}, ${deals.total} on record.`,
    deals.running ? `Their known value is ${spendPhrase(i.sponsorshipValue)}.` : '',
    `Headline deals ${i.split.headline}, official partners ${i.split.official}, suppliers ${i.split.suppliers}; score ${i.score.overall}/100 (${i.score.inputs}).`,
    top.length ? `Most valuable running deals: ${top.map((d) => dealPhrase(d, 'brand')).join('; ')}.` : '',
    deals.more ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return { structured: { ...holder, deals }, summary };
}

export function athleteSnapshot(catalog: Catalog, name: string): ToolAnswer<TMcpAthleteSnapshot> {
  const entry = catalog.exact('athlete', name);
  if (!entry)
    throw (
      otherKind(catalog, name, 'athlete') ?? notFound('athlete', name, closestNames(catalog, 'athlete', name))
    );
  // The athlete answer of GET /api/talent/athletes, from the same memo.
  const athlete = findAthletes(catalog, { query: entry.name, sport: 'all', limit: 50 }).find(
    (a) => a.id === entry.id,
  );
  if (!athlete) throw new HttpError(404, `"${entry.name}" has just left the dataset.`);
  const { sponsors, ...rest } = athlete;
  const deals = selectDeals(sponsors, 'property', rest.fullName);
  const top = deals.list.filter(isRunning).slice(0, 3);
  const summary = [
    `${rest.fullName}: ${rest.careerSummary}`,
    deals.running ? `Known endorsement value: ${spendPhrase(rest.endorsementValue)}.` : '',
    top.length ? `Most valuable running deals: ${top.map((d) => dealPhrase(d, 'brand')).join('; ')}.` : '',
    `Score ${rest.score.overall}/100 (${rest.score.inputs}).`,
    rest.insights.sponsorshipGaps.length
      ? `Categories with no running deal: ${list(rest.insights.sponsorshipGaps)}.`
      : '',
    deals.more ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return { structured: { ...rest, deals }, summary };
}

const filterText = (f: Partial<Record<string, string | number>>) => {
  const parts = [
    f.brand && `brand ${f.brand}`,
    f.property && `partner ${f.property}`,
    f.sport && `sport ${f.sport}`,
    f.type && `type ${f.type}`,
    f.status && `status ${f.status}`,
    f.region && `region ${f.region}`,
    f.country && `country ${f.country}`,
    f.kind && `kind ${f.kind}`,
    f.league && `league ${f.league}`,
    f.industry && `industry ${f.industry}`,
    f.q && `words "${f.q}"`,
    f.endingWithin && `ending within ${f.endingWithin} months`,
    (f.startFrom || f.startTo) && `start ${f.startFrom ?? '...'}-${f.startTo ?? '...'}`,
    (f.endFrom || f.endTo) && `end ${f.endFrom ?? '...'}-${f.endTo ?? '...'}`,
    (f.valueMin !== undefined || f.valueMax !== undefined) &&
      `value $${f.valueMin ?? 0}-${f.valueMax === undefined ? '...' : `$${f.valueMax}`} a year`,
    f.valueKind && `value kind ${f.valueKind}`,
  ].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
};

/** A tool's filters as the listing takes them: each named, undefined when left out. */
const filtersOf = (input: Partial<Record<'brand' | 'property' | 'sport' | 'type', string>>) => ({
  brand: input.brand,
  property: input.property,
  sport: input.sport,
  type: input.type,
});

/** One page of GET /api/partnerships for the same filters. */
export function listPartnershipsTool(
  catalog: Catalog,
  input: TMcpListPartnershipsInput,
): ToolAnswer<TPartnershipPage> {
  const page = listPartnerships(catalog, { ...input, ...filtersOf(input), format: 'json' });
  const n = page.partnerships.length;
  const summary = [
    `${plural(page.total, 'deal')} match${page.total === 1 ? 'es' : ''}${filterText(input)}.`,
    n
      ? `This page holds deals ${page.offset + 1} to ${page.offset + n}, in order of ${input.sort === 'brand' && input.dir === 'asc' ? 'brand, partner and start year' : `${input.sort} (${input.dir === 'asc' ? 'ascending' : 'descending'})`}: ${page.partnerships
          .slice(0, 5)
          .map(
            (d) =>
              `${d.brand} with ${d.partner} (${d.type.toLowerCase()}, ${d.contract.label}, ${valuePhrase(d)})`,
          )
          .join('; ')}${n > 5 ? `; and ${n - 5} more on this page` : ''}.`
      : page.total
        ? `No deal at offset ${page.offset}: the last one is number ${page.total}.`
        : '',
    page.nextOffset !== null ? `Next page: offset ${page.nextOffset}.` : 'This is the last page.',
  ]
    .filter(Boolean)
    .join(' ');
  return { structured: page, summary };
}

export function competitorsTool(catalog: Catalog, input: TMcpCompetitorsInput): ToolAnswer<TMcpCompetitors> {
  const entry = resolveBrand(catalog, input.brand);
  const u = catalog.universe;
  const category = u.brandSummary(entry.id)?.category ?? 'Other';
  const competitors = u.competitors(entry.id, input.limit);
  const summary = competitors.length
    ? `${entry.name}'s closest competitors in ${category}, closest first: ${competitors
        .map(
          (c) =>
            `${c.name} (${plural(c.activeDeals, 'running deal')}, ≈ ${formatMoney(c.spendUsd)} a year, ${c.share}% of the category, score ${c.score}; ${c.overlap})`,
        )
        .join('; ')}.`
    : category === 'Other'
      ? `${entry.name}'s industry has no recognised category, so no brand is ranked as its competitor.`
      : `No other ${category} brand has a running deal in the dataset, so ${entry.name} has no ranked competitor.`;
  return { structured: { brand: entry.name, category, asOfYear: u.year, competitors }, summary };
}

/**
 * Running deals whose announced term ends within the window, a term known to the year ending on 31
 * December of its final year (monthsToEndOf: the Contract Expiry Tracker's, the compare view's and
 * the deal finder's count), soonest first, then the most valuable.
 */
export function expiringTool(catalog: Catalog, input: TMcpExpiringInput): ToolAnswer<TMcpExpiring> {
  const u = catalog.universe;
  // The latest final year whose 31 December falls within the window.
  const throughYear = u.now.getUTCFullYear() + Math.floor((input.months - (11 - u.now.getUTCMonth())) / 12);
  const all = filterPartnerships(catalog, { ...filtersOf(input), status: 'running' })
    .filter((d) => d.contract.until !== null && monthsToEndOf(d.contract.until, u.now) <= input.months)
    .sort(
      (a, b) =>
        (a.contract.until ?? 0) - (b.contract.until ?? 0) ||
        b.value.usd - a.value.usd ||
        a.brand.localeCompare(b.brand) ||
        a.partner.localeCompare(b.partner) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  const deals = all.slice(input.offset, input.offset + input.limit);
  const next = input.offset + deals.length;
  const structured: TMcpExpiring = {
    asOf: u.now.toISOString().slice(0, 10),
    months: input.months,
    throughYear,
    total: all.length,
    offset: input.offset,
    limit: input.limit,
    nextOffset: next < all.length ? next : null,
    deals,
  };
  const summary = [
    `${plural(all.length, 'running deal')}${filterText(input)} ${all.length === 1 ? 'has' : 'have'} an announced final year of ${throughYear} or earlier: terms are known to the year only, so a term ends on 31 December of its final year, and 31 December ${throughYear} is the last within ${input.months} months of ${structured.asOf}.`,
    deals.length
      ? `Soonest and most valuable first: ${deals
          .slice(0, 5)
          .map(
            (d) =>
              `${d.brand} with ${d.partner} (${d.type.toLowerCase()}, until ${d.contract.until}, ${valuePhrase(d)})`,
          )
          .join('; ')}${deals.length > 5 ? `; and ${deals.length - 5} more on this page` : ''}.`
      : '',
    structured.nextOffset !== null ? `Next page: offset ${structured.nextOffset}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { structured, summary };
}

/** The answer of GET /api/compare for the same brands, with a paragraph an assistant can quote. */
export function compareTool(catalog: Catalog, input: TMcpCompareInput): ToolAnswer<TMcpComparison> {
  const c = compareBrands(catalog, input.brands);
  const summary = [
    `${c.brands.map((b) => b.name).join(' vs ')}, as of ${c.asOf}.`,
    ...c.brands.map((b) =>
      [
        `${b.name} (${b.category}): ${plural(b.runningDeals, 'running deal')}, known spend ${spendPhrase(b.spend)}, ${b.categoryShare}% of its category, BaseLine ${b.baselineText}`,
        b.bySport[0] ? `, mostly ${b.bySport[0].name} (${b.bySport[0].deals})` : '',
        `; ${plural(b.exclusiveProperties.length, 'property', 'properties')} none of the others has`,
        b.endingSoon.length
          ? `; ${plural(b.endingSoon.length, 'contract')} ending within ${c.endingWithinMonths} months (${list(b.endingSoon.slice(0, 3).map((e) => `${e.deal.partner}, until ${e.deal.contract.until}`))}${b.endingSoon.length > 3 ? ' and more' : ''})`
          : `; no contract ending within ${c.endingWithinMonths} months`,
        '.',
      ].join(''),
    ),
    c.sharedProperties.length
      ? `They share ${plural(c.sharedProperties.length, 'property', 'properties')} with running deals, e.g. ${list(c.sharedProperties.slice(0, 5).map((s) => `${s.property} (${list(s.brands)})`))}.`
      : 'They share no property with running deals.',
  ].join(' ');
  return { structured: c, summary };
}
