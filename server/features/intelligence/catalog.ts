import Fuse from 'fuse.js';
import { LRUCache } from 'lru-cache';
import { type SearchType, type TSearchHit, ZSearchResponse } from '../../../core/contract/intelligence';
import { normaliseName } from '../../../core/intelligence/names';
import { Universe } from '../../../core/intelligence/engine/universe';
import type { Db } from '../../db/client';
import { athletes, brands, memberships, partnerships, properties } from '../../db/schema';

type BrandRow = typeof brands.$inferSelect;
type PropertyRow = typeof properties.$inferSelect;
type AthleteRow = typeof athletes.$inferSelect;

export interface CatalogEntry {
  type: SearchType;
  id: string;
  name: string;
  subtitle: string;
  sport: string | null;
  keys: string[];
  /** Partnerships involving the entry: ranks well-known entries first. */
  weight: number;
}

const TIER = { exact: 0, prefix: 1, substring: 2, fuzzy: 3 } as const;
type Match = keyof typeof TIER;

function matchOf(entry: CatalogEntry, q: string): Match | null {
  let best: Match | null = null;
  for (const key of entry.keys) {
    if (key === q) return 'exact';
    if (key.startsWith(q) || key.includes(` ${q}`)) best = 'prefix';
    else if (best === null && key.includes(q)) best = 'substring';
  }
  return best;
}

/**
 * Every brand, rights holder and athlete name in memory, for typeahead: exact, prefix and
 * substring matches first (accent- and case-insensitive), then typo-tolerant ones.
 */
export class Catalog {
  private readonly fuses = new Map<SearchType, Fuse<{ entry: CatalogEntry; key: string }>>();
  /** Typeahead repeats itself: popular prefixes are answered from here until the catalogue reloads. */
  private readonly bodies = new LRUCache<string, string>({ max: 5_000 });
  /** Answers computed from this catalogue's data (brand data, rights holders), dropped with it. */
  readonly memo = new LRUCache<string, object>({ max: 2_000, ttl: 60_000 });

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
    leaguesOf: new Map<string, string[]>(),
    childrenOf: new Map<string, string[]>(),
  };

  constructor(readonly entries: CatalogEntry[]) {
    for (const type of ['brand', 'rightsHolder', 'athlete'] as const) {
      const docs = entries
        .filter((e) => e.type === type)
        .flatMap((entry) => entry.keys.map((key) => ({ entry, key })));
      this.fuses.set(
        type,
        new Fuse(docs, { keys: ['key'], threshold: 0.34, ignoreLocation: true, includeScore: true }),
      );
    }
  }

  static async load(db: Db, now = new Date()): Promise<Catalog> {
    const [b, p, a, links, teams] = await Promise.all([
      db.select().from(brands),
      db.select().from(properties),
      db.select().from(athletes),
      db.select().from(partnerships),
      db.select({ teamId: memberships.teamId, leagueId: memberships.leagueId }).from(memberships),
    ]);
    const weight = new Map<string, number>();
    const bump = (k: string | null) => {
      if (k) weight.set(k, (weight.get(k) ?? 0) + 1);
    };
    for (const l of links) {
      bump(`b:${l.brandId}`);
      bump(l.propertyId && `p:${l.propertyId}`);
      bump(l.athleteId && `a:${l.athleteId}`);
    }
    const keys = (name: string, aliases: string[] = []) => [
      ...new Set([name, ...aliases].map(normaliseName)),
    ];
    const catalog = new Catalog([
      ...b.map((r) => ({
        type: 'brand' as const,
        id: r.id,
        name: r.name,
        subtitle: [r.industry, r.headquarters].filter(Boolean).join(' · '),
        sport: null,
        keys: keys(r.name, r.aliases),
        weight: weight.get(`b:${r.id}`) ?? 0,
      })),
      ...p.map((r) => ({
        type: 'rightsHolder' as const,
        id: r.id,
        name: r.name,
        subtitle: `${r.sport} ${r.kind} · ${r.region}`,
        sport: r.sport,
        keys: keys(r.name, r.aliases),
        // Competitions before clubs when both match.
        weight: (weight.get(`p:${r.id}`) ?? 0) + (r.kind === 'team' ? 0 : 5),
      })),
      ...a.map((r) => ({
        type: 'athlete' as const,
        id: r.id,
        name: r.fullName,
        subtitle: [r.sport, r.currentTeam, r.nationality].filter(Boolean).join(' · '),
        sport: r.sport,
        keys: keys(r.fullName, r.aliases),
        weight: weight.get(`a:${r.id}`) ?? 0,
      })),
    ]);
    catalog.universe = new Universe(
      { brands: b, properties: p, athletes: a, partnerships: links, memberships: teams },
      now,
    );
    const rows = catalog.rows;
    for (const r of b) rows.brands.set(r.id, r);
    for (const r of p) rows.properties.set(r.id, r);
    for (const r of a) rows.athletes.set(r.id, r);
    for (const r of p) {
      if (!r.parentId) continue;
      rows.childrenOf.set(r.parentId, [...(rows.childrenOf.get(r.parentId) ?? []), r.id]);
    }
    const names = new Map(p.map((r) => [r.id, r.name]));
    for (const m of teams) {
      rows.leaguesOf.set(m.teamId, [...(rows.leaguesOf.get(m.teamId) ?? []), names.get(m.leagueId) ?? '']);
    }
    return catalog;
  }

  /** Ranked matches of q among one type, optionally filtered. */
  find(type: SearchType, query: string, limit: number, filter: (e: CatalogEntry) => boolean = () => true) {
    const q = normaliseName(query);
    const ranked: { entry: CatalogEntry; match: Match; score: number }[] = [];
    for (const entry of this.entries) {
      if (entry.type !== type || !filter(entry)) continue;
      const match = q ? matchOf(entry, q) : 'prefix';
      if (match) ranked.push({ entry, match, score: 0 });
    }
    // Typo tolerance from three characters on, and only when the plain matches do not fill the list.
    if (q.length >= 3 && ranked.length < limit) {
      const seen = new Set(ranked.map((r) => r.entry));
      for (const hit of this.fuses.get(type)!.search(q, { limit: limit * 4 })) {
        const entry = hit.item.entry;
        if (seen.has(entry) || !filter(entry)) continue;
        seen.add(entry);
        ranked.push({ entry, match: 'fuzzy', score: hit.score ?? 1 });
      }
    }
    ranked.sort(
      (x, y) =>
        TIER[x.match] - TIER[y.match] ||
        x.score - y.score ||
        y.entry.weight - x.entry.weight ||
        x.entry.name.localeCompare(y.entry.name),
    );
    return ranked.slice(0, limit);
  }

  search(type: SearchType, query: string, limit: number): TSearchHit[] {
    return this.find(type, query, limit).map(({ entry, match }) => ({
      type,
      id: entry.id,
      name: entry.name,
      subtitle: entry.subtitle,
      match,
    }));
  }

  /**
   * The search answer's JSON body, serialised once per question: typeahead asks the same few
   * prefixes over and over, and checking and serialising the hits again was most of its cost.
   */
  searchJson(type: SearchType, query: string, limit: number): string {
    const key = `${type}|${limit}|${normaliseName(query)}`;
    let body = this.bodies.get(key);
    if (body === undefined) {
      body = JSON.stringify(ZSearchResponse.parse({ results: this.search(type, query, limit) }));
      this.bodies.set(key, body);
    }
    return body;
  }

  /** The entry whose name or alias is exactly this (case- and accent-insensitive). */
  exact(type: SearchType, name: string): CatalogEntry | undefined {
    const q = normaliseName(name);
    return this.entries.find((e) => e.type === type && e.keys.includes(q));
  }
}
