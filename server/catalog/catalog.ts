import { gzipSync } from 'node:zlib';
import { eq, inArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  type SearchScope,
  type SearchType,
  type TSearchHit,
  ZSearchResponse,
} from '../../core/contract/intelligence';
import { Universe, type UniverseChange, type UniverseDelta } from '../../core/intelligence/engine/universe';
import {
  fitValueModelSteps,
  modelChecksum,
  modelFromJson,
  modelToJson,
  type Sample,
  type ValueModel,
} from '../../core/intelligence/engine/valuation';
import { normaliseName } from '../../core/intelligence/names';
import { firstNotBefore } from '../../core/sorted';
import { drain, inSlices, nextTurn } from '../../core/steps';
import type { Db } from '../db/client';
import { appMeta, athletes, brands, memberships, partnerships, properties } from '../db/schema';
import {
  better,
  compareMatch,
  type KeyMatch,
  type Match,
  matchKey,
  type SearchKey,
  type SearchQuery,
  searchText,
  TIER,
  WordIndex,
} from './search-match';

type BrandRow = typeof brands.$inferSelect;
type PropertyRow = typeof properties.$inferSelect;
type AthleteRow = typeof athletes.$inferSelect;

export interface CatalogEntry {
  type: SearchType;
  id: string;
  name: string;
  subtitle: string;
  sport: string | null;
  /** The name and aliases, normalised (normaliseName). */
  keys: string[];
  /** Names of the brand's group (its parent brand): a brand is found under its group too. */
  groupKeys?: string[];
  /** Prominence: running deals of the entry, then all its deals. */
  running: number;
  total: number;
}

export interface Ranked {
  entry: CatalogEntry;
  match: Match;
}

type Matched = Ranked & { how: KeyMatch };

const MODEL_KEY = 'engine.value-model';
/** The last fit this process made or read, so a reload whose reported values did not change reads nothing. */
let lastFit: { checksum: string; model: ValueModel } | undefined;

/**
 * The value model's fit, kept in the database with the checksum of its calibration samples: an
 * instance starting, or reloading after a desk edit that changed no reported value, uses the stored
 * fit instead of fitting again; a new fit is stored for the other instances (decision 022).
 */
async function storedFit(db: Db) {
  if (!lastFit) {
    const [row] = await db.select().from(appMeta).where(eq(appMeta.key, MODEL_KEY)).limit(1);
    const [checksum, json] = row
      ? [row.value.slice(0, row.value.indexOf(' ')), row.value.slice(row.value.indexOf(' ') + 1)]
      : [];
    const model = json ? modelFromJson(json) : undefined;
    if (checksum && model) lastFit = { checksum, model };
  }
  let fitted: { checksum: string; model: ValueModel } | undefined;
  return {
    *fit(samples: Sample[]): Generator<void, ValueModel> {
      const checksum = modelChecksum(samples);
      if (lastFit?.checksum === checksum) return lastFit.model;
      fitted = { checksum, model: yield* fitValueModelSteps(samples) };
      lastFit = fitted;
      return fitted.model;
    },
    async save() {
      if (!fitted) return;
      const value = `${fitted.checksum} ${modelToJson(fitted.model)}`;
      await db
        .insert(appMeta)
        .values({ key: MODEL_KEY, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
    },
  };
}

/** A turn of the event loop, so requests waiting meanwhile are answered. */
const pause = nextTurn;
/** How many of the matches are prefix matches or better and pass `accept`. */
function countPrefixed(found: Matched[], accept: (m: Matched) => boolean): number {
  let n = 0;
  for (const m of found) if (TIER[m.match] <= TIER.prefix && accept(m)) n++;
  return n;
}
/** The largest portfolios computed ahead of their first view (warmLargest). */
const WARM_BRANDS = 8;
const WARM_MIN_DEALS = 1_000;

/** Items handled between two looks at the clock while the catalogue is built in slices. */
const STEP = 500;

/** Name order as String.prototype.localeCompare gives it, without making a collator per comparison. */
const byNameCollator = new Intl.Collator();

/** Table blocks read per statement at a load (about 600 partnerships): each read is a few tens of ms. */
const BLOCKS = 10;

/**
 * Every row of a dataset table, a range of the table's blocks at a time, in the table's physical
 * order (what one full read returns), with a turn of the event loop between ranges: the embedded
 * database answers in the server's own thread, and one read of a large table would hold every
 * request meanwhile.
 */
async function readInPages<
  T extends typeof brands | typeof properties | typeof athletes | typeof partnerships,
>(
  db: Db,
  table: T,
  name: 'brands' | 'properties' | 'athletes' | 'partnerships',
): Promise<T['$inferSelect'][]> {
  const [{ blocks } = { blocks: 0 }] = await db
    .select({
      blocks: sql<number>`(pg_relation_size(${name}::regclass) / current_setting('block_size')::int)::int`,
    })
    .from(sql`(select 1) as one`);
  const out: T['$inferSelect'][] = [];
  const tid = (block: number) => `(${block},0)`;
  for (let block = 0; ; block += BLOCKS) {
    const last = block >= blocks;
    const page = await db
      .select()
      .from(table as typeof brands)
      .where(
        last
          ? sql`${table}.ctid >= ${tid(block)}::tid`
          : sql`${table}.ctid >= ${tid(block)}::tid and ${table}.ctid < ${tid(block + BLOCKS)}::tid`,
      );
    for (const row of page) out.push(row as T['$inferSelect']);
    if (last) return out;
    await pause();
  }
}

/** The records a desk edit wrote or removed, by kind. */
export interface CatalogChange {
  brands?: string[];
  properties?: string[];
  athletes?: string[];
  partnerships?: string[];
}

/**
 * The search entries of the dataset's brands, properties and athletes, each with its prominence:
 * running deals (no end year), then all deals.
 */
function* entriesOf(rows: {
  brands: Map<string, BrandRow>;
  properties: Map<string, PropertyRow>;
  athletes: Map<string, AthleteRow>;
  partnerships: Map<string, typeof partnerships.$inferSelect>;
}): Generator<void, CatalogEntry[]> {
  const running = new Map<string, number>();
  const total = new Map<string, number>();
  const bump = (k: string | null, live: boolean) => {
    if (!k) return;
    total.set(k, (total.get(k) ?? 0) + 1);
    if (live) running.set(k, (running.get(k) ?? 0) + 1);
  };
  let n = 0;
  for (const l of rows.partnerships.values()) {
    const live = l.endYear === null;
    bump(`b:${l.brandId}`, live);
    bump(l.propertyId && `p:${l.propertyId}`, live);
    bump(l.athleteId && `a:${l.athleteId}`, live);
    if (++n % STEP === 0) yield;
  }
  const fame = (k: string) => ({ running: running.get(k) ?? 0, total: total.get(k) ?? 0 });
  const keys = (name: string, aliases: string[] = []) => [...new Set([name, ...aliases].map(normaliseName))];
  const brandById = rows.brands;
  const out: CatalogEntry[] = [];
  for (const r of rows.brands.values()) {
    const group = r.groupId && r.groupId !== r.id ? brandById.get(r.groupId) : undefined;
    out.push({
      type: 'brand' as const,
      id: r.id,
      name: r.name,
      subtitle: [r.industry, r.headquarters, group && `part of ${group.name}`].filter(Boolean).join(' · '),
      sport: null,
      keys: keys(r.name, r.aliases),
      groupKeys: group ? keys(group.name, group.aliases) : undefined,
      ...fame(`b:${r.id}`),
    });
    if (++n % STEP === 0) yield;
  }
  for (const r of rows.properties.values()) {
    out.push({
      type: 'rightsHolder' as const,
      id: r.id,
      name: r.name,
      subtitle: `${r.sport} ${r.kind} · ${r.region}`,
      sport: r.sport,
      keys: keys(r.name, r.aliases),
      ...fame(`p:${r.id}`),
    });
    if (++n % STEP === 0) yield;
  }
  for (const r of rows.athletes.values()) {
    out.push({
      type: 'athlete' as const,
      id: r.id,
      name: r.fullName,
      subtitle: [r.sport, r.currentTeam, r.nationality].filter(Boolean).join(' · '),
      sport: r.sport,
      keys: keys(r.fullName, r.aliases),
      ...fame(`a:${r.id}`),
    });
    if (++n % STEP === 0) yield;
  }
  return out;
}

/**
 * Every brand, rights holder and athlete name in memory, for typeahead: word-level matching of
 * names and aliases (search-match.ts), accent-, case- and punctuation-insensitive, ranked by how
 * the name matched and then by prominence.
 */
export class Catalog {
  private index = new WordIndex();
  /** Per entry, its name, aliases and group names as search compares them: built once at load. */
  private searchKeys: SearchKey[][] = [];
  /** Exact lookups by kind: normalised names first, then punctuation-insensitive ones. */
  private readonly byName = new Map<string, CatalogEntry>();
  /** Each entry's place in name order: ties are settled without comparing strings per query. */
  private readonly nameOrder = new Map<CatalogEntry, number>();
  /** Typeahead repeats itself: popular prefixes are answered from here until the catalogue changes. */
  private readonly bodies = new LRUCache<string, string>({ max: 5_000 });
  /** Answers computed from this catalogue's data (brand data, rights holders), dropped when it changes. */
  readonly memo = new LRUCache<string, object>({ max: 2_000, ttl: 60_000 });
  /**
   * A token replaced whenever the catalogue's figures change (a load, or an edit applied): caches of
   * answers made from the figures are kept per version.
   */
  version: object = {};

  /** The engine's computation of this catalogue's data: every figure the intelligence answers with. */
  universe: Universe = new Universe({
    brands: [],
    properties: [],
    athletes: [],
    partnerships: [],
    memberships: [],
  });
  readonly rows = {
    brands: new Map<string, BrandRow>(),
    properties: new Map<string, PropertyRow>(),
    athletes: new Map<string, AthleteRow>(),
    partnerships: new Map<string, typeof partnerships.$inferSelect>(),
    leaguesOf: new Map<string, string[]>(),
    childrenOf: new Map<string, string[]>(),
  };

  /** Per dictionary word, the entries with a key holding it (or it as two joined words), in entry order. */
  private postings: number[][] = [];
  /** Every key's compact form with its entry, sorted: the entries a compact prefix matches are a range. */
  private compacts: { compact: string; entry: number }[] = [];

  constructor(
    public entries: CatalogEntry[],
    deferred?: 'deferred',
  ) {
    if (!deferred) drain(this.buildSearch());
  }

  /**
   * The search structures of the entries: word index, postings, compact forms, name order, exact
   * names. Yields every STEP entries (see inSlices).
   */
  private *buildSearch(): Generator<void, void> {
    const entries = this.entries;
    this.entryIds = undefined;
    this.index = new WordIndex();
    this.searchKeys = [];
    for (const e of entries) {
      this.searchKeys.push([
        ...e.keys.map((k, i) => this.index.key(k, i > 0)),
        ...(e.groupKeys ?? []).map((k) => this.index.key(k, true, true)),
      ]);
      if (this.searchKeys.length % STEP === 0) yield;
    }
    this.postings = Array.from({ length: this.index.size }, () => []);
    this.compacts = [];
    for (const [i, keys] of this.searchKeys.entries()) {
      for (const key of keys) {
        for (const id of [...key.words, ...key.pairs]) {
          const list = this.postings[id]!;
          if (list[list.length - 1] !== i) list.push(i);
        }
        this.compacts.push({ compact: key.compact, entry: i });
      }
      if ((i + 1) % STEP === 0) yield;
    }
    this.compacts.sort((a, b) =>
      a.compact < b.compact ? -1 : a.compact > b.compact ? 1 : a.entry - b.entry,
    );
    yield;
    this.nameOrder.clear();
    const byName = [...entries].sort((x, y) => byNameCollator.compare(x.name, y.name));
    yield;
    for (const [i, e] of byName.entries()) this.nameOrder.set(e, i);
    this.byName.clear();
    let n = 0;
    for (const form of [normaliseName, searchText]) {
      for (const e of entries) {
        for (const k of e.keys) {
          const key = `${e.type}|${form(k)}`;
          if (!this.byName.has(key)) this.byName.set(key, e);
        }
        if (++n % STEP === 0) yield;
      }
    }
  }

  static async load(db: Db, now = new Date()): Promise<Catalog> {
    // One read at a time, with a turn of the event loop after each (see readInPages).
    const b = await readInPages(db, brands, 'brands');
    await pause();
    const p = await readInPages(db, properties, 'properties');
    await pause();
    const a = await readInPages(db, athletes, 'athletes');
    await pause();
    const teams = await db
      .select({ teamId: memberships.teamId, leagueId: memberships.leagueId })
      .from(memberships);
    await pause();
    const links = await readInPages(db, partnerships, 'partnerships');
    const rows = {
      brands: new Map(b.map((r) => [r.id, r])),
      properties: new Map(p.map((r) => [r.id, r])),
      athletes: new Map(a.map((r) => [r.id, r])),
      partnerships: new Map(links.map((r) => [r.id, r])),
    };
    const entries = await inSlices(entriesOf(rows), pause);
    const catalog = new Catalog(entries, 'deferred');
    await inSlices(catalog.buildSearch(), pause);
    const fit = await storedFit(db);
    // In slices, so the server keeps answering while a large dataset is computed.
    catalog.universe = await Universe.create(
      { brands: b, properties: p, athletes: a, partnerships: links, memberships: teams },
      now,
      { fit: fit.fit },
    );
    await fit.save();
    Object.assign(catalog.rows, rows);
    catalog.relate(teams);
    return catalog;
  }

  /** Teams' league names and properties' children, from the memberships and parent ids. */
  private relate(teams: { teamId: string; leagueId: string }[]) {
    const { rows } = this;
    rows.childrenOf.clear();
    rows.leaguesOf.clear();
    for (const r of rows.properties.values()) {
      if (!r.parentId) continue;
      rows.childrenOf.set(r.parentId, [...(rows.childrenOf.get(r.parentId) ?? []), r.id]);
    }
    for (const m of teams) {
      rows.leaguesOf.set(m.teamId, [
        ...(rows.leaguesOf.get(m.teamId) ?? []),
        rows.properties.get(m.leagueId)?.name ?? '',
      ]);
    }
  }

  /**
   * Computes the profiles of the largest portfolios (at most WARM_BRANDS brands with WARM_MIN_DEALS
   * running deals or more) in slices, so that their first view does not wait for them: a brand with
   * 20,000 deals takes a few hundred milliseconds (decision 025). Stops when the figures change
   * meanwhile (the change's own warming follows it). Resolves to the number of profiles computed.
   */
  async warmLargest(brands = WARM_BRANDS, minDeals = WARM_MIN_DEALS): Promise<number> {
    const version = this.version;
    const universe = this.universe;
    let warmed = 0;
    for (const id of universe.largestBrands(brands, minDeals)) {
      await pause();
      if (this.version !== version || this.universe !== universe) break;
      if (await inSlices(universe.brandProfileSteps(id), pause)) warmed++;
    }
    return warmed;
  }

  /**
   * Brings the catalogue up to date after records were written or removed (a desk edit), reading
   * only those records: the engine recomputes what they touch (Universe.apply), each entry's
   * prominence is counted again, and the search structures are made again only when a brand,
   * property or athlete record changed. Answers cached from the old figures are dropped.
   */
  async apply(db: Db, changed: CatalogChange): Promise<UniverseDelta> {
    const read = async <T extends { id: string }>(
      table: typeof brands | typeof properties | typeof athletes | typeof partnerships,
      ids: string[] | undefined,
    ): Promise<T[]> => {
      if (!ids?.length) return [];
      const found: T[] = [];
      for (let i = 0; i < ids.length; i += 1_000)
        found.push(
          ...((await db
            .select()
            .from(table)
            .where(inArray(table.id, ids.slice(i, i + 1_000)))) as T[]),
        );
      return found;
    };
    const [b, p, a, links] = await Promise.all([
      read<BrandRow>(brands, changed.brands),
      read<PropertyRow>(properties, changed.properties),
      read<AthleteRow>(athletes, changed.athletes),
      read<typeof partnerships.$inferSelect>(partnerships, changed.partnerships),
    ]);
    const entitiesChanged = !!(
      changed.brands?.length ||
      changed.properties?.length ||
      changed.athletes?.length
    );
    const teams = changed.properties?.length
      ? await db.select({ teamId: memberships.teamId, leagueId: memberships.leagueId }).from(memberships)
      : undefined;
    const gone = (ids: string[] | undefined, found: { id: string }[]) => {
      const present = new Set(found.map((r) => r.id));
      return (ids ?? []).filter((id) => !present.has(id));
    };
    const change: UniverseChange = {
      brands: b,
      removeBrands: gone(changed.brands, b),
      properties: p,
      removeProperties: gone(changed.properties, p),
      athletes: a,
      removeAthletes: gone(changed.athletes, a),
      partnerships: links,
      removePartnerships: gone(changed.partnerships, links),
      memberships: teams,
    };
    const delta = this.universe.apply(change);
    const { rows } = this;
    const put = <T extends { id: string }>(map: Map<string, T>, found: T[], removed: string[]) => {
      for (const r of found) map.set(r.id, r);
      for (const id of removed) map.delete(id);
    };
    for (const id of change.removePartnerships!) this.count(rows.partnerships.get(id), -1);
    for (const r of links) {
      this.count(rows.partnerships.get(r.id), -1);
      this.count(r, 1);
    }
    put(rows.brands, b, change.removeBrands!);
    put(rows.properties, p, change.removeProperties!);
    put(rows.athletes, a, change.removeAthletes!);
    put(rows.partnerships, links, change.removePartnerships!);
    if (teams) this.relate(teams);
    if (entitiesChanged) {
      this.entries = drain(entriesOf(rows));
      drain(this.buildSearch());
      this.industries = undefined;
    }
    this.version = {};
    this.bodies.clear();
    this.memo.clear();
    this.serialisedBodies.clear();
    return delta;
  }

  /** Counts a deal into (+1) or out of (-1) its brand's and partner's prominence. */
  private count(deal: typeof partnerships.$inferSelect | undefined, by: 1 | -1) {
    if (!deal) return;
    const live = deal.endYear === null;
    for (const [type, id] of [
      ['brand', deal.brandId],
      ['rightsHolder', deal.propertyId],
      ['athlete', deal.athleteId],
    ] as const) {
      const entry = id ? this.entryById.get(`${type}|${id}`) : undefined;
      if (!entry) continue;
      entry.total += by;
      if (live) entry.running += by;
    }
  }

  /** Entries by kind and id, made when first needed after the entries were (re)made. */
  private entryIds: Map<string, CatalogEntry> | undefined;
  private get entryById(): Map<string, CatalogEntry> {
    this.entryIds ??= new Map(this.entries.map((e) => [`${e.type}|${e.id}`, e]));
    return this.entryIds;
  }

  /** Ranked matches of q among the entries of one kind (every kind for 'all'), optionally filtered. */
  find(
    type: SearchScope,
    query: string,
    limit: number,
    filter: (e: CatalogEntry) => boolean = () => true,
  ): Ranked[] {
    const accept = (m: Matched) => (type === 'all' || m.entry.type === type) && filter(m.entry);
    return this.best(
      this.matches(query, (found) => countPrefixed(found, accept) >= limit),
      limit,
      accept,
    );
  }

  /**
   * Every entry that matches, with how (in no order); or, once `enough` says the entries with a key
   * starting with the query already fill the answer with prefix matches or better, only those: an
   * entry with no such key matches as a word at best, below every prefix match (a short prefix of a
   * million names would otherwise grade tens of thousands of entries that cannot make the answer).
   */
  private matches(query: string, enough?: (found: Matched[]) => boolean): Matched[] {
    const q = this.index.query(query);
    const found: Matched[] = [];
    const { starting, others } = this.candidates(q);
    const grade = (i: number) => {
      let how: KeyMatch | null = null;
      for (const key of this.searchKeys[i]!) how = better(how, matchKey(key, q));
      if (how) found.push({ entry: this.entries[i]!, match: how.match, how });
    };
    for (const i of starting) grade(i);
    if (enough?.(found)) return found;
    for (const i of others) grade(i);
    return found;
  }

  /** Matches in ranking order: by how it matched, then by prominence, then by name. */
  private readonly order = (x: Matched, y: Matched) =>
    compareMatch(x.how, y.how) ||
    y.entry.running - x.entry.running ||
    y.entry.total - x.entry.total ||
    this.nameOrder.get(x.entry)! - this.nameOrder.get(y.entry)!;

  /**
   * The `limit` best of the matches that pass `accept`, best first: the same as sorting them all and
   * taking the first `limit`, without sorting thousands of matches of a short prefix.
   */
  private best(found: Matched[], limit: number, accept: (m: Matched) => boolean): Ranked[] {
    const top: Matched[] = [];
    for (const m of found) {
      if (!accept(m)) continue;
      if (top.length >= limit && this.order(m, top[top.length - 1]!) >= 0) continue;
      top.splice(
        firstNotBefore(top, (x) => this.order(x, m) < 0),
        0,
        m,
      );
      if (top.length > limit) top.pop();
    }
    return top.map(({ entry, match }) => ({ entry, match }));
  }

  /**
   * The entries that can match a query, without looking at every entry: matchKey matches a key only
   * when each query word grades some word of it (so the rarest query word's postings hold every
   * such entry), or when the key's compact form equals or starts with the query's (a range of the
   * sorted compact forms). An empty query is answered before this (no hits).
   */
  private candidates(q: SearchQuery): { starting: number[]; others: number[] } {
    // Each entry once: marked with this query's stamp (a short prefix has tens of thousands).
    if (this.marks.length < this.entries.length || this.stamp >= 0xffffffff) {
      this.marks = new Uint32Array(this.entries.length);
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    const marks = this.marks;
    const starting: number[] = [];
    const others: number[] = [];
    const add = (i: number, into: number[]) => {
      if (marks[i] === stamp) return;
      marks[i] = stamp;
      into.push(i);
    };
    const lo = firstNotBefore(this.compacts, (c) => c.compact < q.compact);
    for (let i = lo; i < this.compacts.length && this.compacts[i]!.compact.startsWith(q.compact); i++)
      add(this.compacts[i]!.entry, starting);
    if (q.hopeless || !q.grades.length) return { starting, others };
    // The query word whose matching words appear in the fewest entries.
    let best: number[][] | undefined;
    let bestSize = Number.POSITIVE_INFINITY;
    for (const graded of q.graded) {
      const lists: number[][] = [];
      let size = 0;
      for (const id of graded) {
        lists.push(this.postings[id]!);
        size += this.postings[id]!.length;
      }
      if (size < bestSize) {
        best = lists;
        bestSize = size;
      }
    }
    for (const list of best ?? []) for (const i of list) add(i, others);
    return { starting, others };
  }
  /** Per entry, the stamp of the last query that listed it (candidates). */
  private marks = new Uint32Array(0);
  private stamp = 0;

  /**
   * The hits of one kind (or of every kind for 'all'); for one kind, also up to 3 best hits of the
   * other kinds (no typo matches while the kind asked has a better hit).
   */
  answer(type: SearchScope, query: string, limit: number): { results: TSearchHit[]; also: TSearchHit[] } {
    const hit = ({ entry, match }: Ranked): TSearchHit => ({
      type: entry.type,
      id: entry.id,
      name: entry.name,
      subtitle: entry.subtitle,
      match,
    });
    if (!searchText(query)) return { results: [], also: [] };
    if (type === 'all') return { results: this.find('all', query, limit).map(hit), also: [] };
    // Enough prefix matches of the kind asked and of the others (3 at most are shown) make the answer.
    const all = this.matches(
      query,
      (found) =>
        countPrefixed(found, (m) => m.entry.type === type) >= limit &&
        countPrefixed(found, (m) => m.entry.type !== type) >= 3,
    );
    const results = this.best(all, limit, (r) => r.entry.type === type);
    const typosOnly = results.every((r) => r.match === 'fuzzy');
    const also = this.best(all, 3, (r) => r.entry.type !== type && (typosOnly || r.match !== 'fuzzy'));
    return { results: results.map(hit), also: also.map(hit) };
  }

  /** The hits of one kind (or of every kind for 'all'). */
  search(type: SearchScope, query: string, limit: number): TSearchHit[] {
    return this.answer(type, query, limit).results;
  }

  /**
   * The search answer's JSON body, serialised once per question: typeahead asks the same few
   * prefixes over and over, and checking and serialising the hits again was most of its cost.
   */
  searchJson(type: SearchScope, query: string, limit: number): string {
    const key = `${type}|${limit}|${searchText(query)}`;
    let body = this.bodies.get(key);
    if (body === undefined) {
      body = JSON.stringify(ZSearchResponse.parse(this.answer(type, query, limit)));
      this.bodies.set(key, body);
    }
    return body;
  }

  private industries: Map<string, string> | undefined;
  /** Each brand's industry by its name (athlete profiles name their sponsors), made once per catalogue. */
  industryByBrand(): Map<string, string> {
    this.industries ??= new Map([...this.rows.brands.values()].map((b) => [b.name, b.industry]));
    return this.industries;
  }

  private readonly serialisedBodies = new LRUCache<string, { text: string; gzip: Buffer }>({ max: 3_000 });
  /**
   * A JSON body made once per key from this catalogue's data (checked by `make`, then stringified),
   * with its gzip form: a brand's every deal is a few hundred kilobytes of text.
   */
  serialised(key: string, make: () => unknown): { text: string; gzip: Buffer } {
    let body = this.serialisedBodies.get(key);
    if (body === undefined) {
      const text = JSON.stringify(make());
      body = { text, gzip: gzipSync(text) };
      this.serialisedBodies.set(key, body);
    }
    return body;
  }

  /** The entry whose name or alias is exactly this (case-, accent- and then punctuation-insensitive). */
  exact(type: SearchType, name: string): CatalogEntry | undefined {
    return (
      this.byName.get(`${type}|${normaliseName(name)}`) ?? this.byName.get(`${type}|${searchText(name)}`)
    );
  }
}
