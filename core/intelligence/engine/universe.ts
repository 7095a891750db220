import type { TBrandProfile, TCompetitor, TContractTerms, TDeal, TDealValue } from '../../contract/profile';
import { isRunning } from '../../contract/profile';
import { firstNotBefore } from '../../sorted';
import { drain, inSlices, nextTurn } from '../../steps';
import type { Evidence, Reported } from '../dataset';
import { type BrandSummary, buildProfile, type UBrand } from './brand-profile';
import {
  bigMarket,
  clubRevenue,
  dealFamily,
  dealTier,
  type IndustryCategory,
  industryCategory,
  type PropertyClass,
  propertyClass,
} from './classify';
import { type ScoredDeal, scorePortfolio } from './metrics';
import {
  calibrationSet,
  dealMidYear,
  estimate,
  fitValueModelSteps,
  modelChecksum,
  ownKeys,
  type Sample,
  toUsd,
  type ValuationInput,
  type ValueModel,
} from './valuation';

/** The dataset as the engine reads it (database rows or dataset.json records). */
export type { UBrand } from './brand-profile';
export interface UProperty {
  id: string;
  name: string;
  kind: 'team' | 'league' | 'event' | 'federation';
  sport: string;
  region: string;
  country: string | null;
  parentId: string | null;
}
export interface UAthlete {
  id: string;
  fullName: string;
  sport: string;
  nationality: string | null;
}
export type UReported = Reported;
export interface UDeal {
  id: string;
  brandId: string;
  propertyId: string | null;
  athleteId: string | null;
  type: string;
  role?: string | null;
  startYear: number | null;
  endYear: number | null;
  untilYear?: number | null;
  partnerName?: string | null;
  partOf?: string | null;
  confidence?: 'high' | 'medium';
  asOf?: string | null;
  citation?: string | null;
  evidence?: Evidence[] | null;
  reported?: UReported | null;
  source: 'verified' | 'curated' | 'modelled';
  sourceName: string;
}
export interface UniverseInput {
  brands: UBrand[];
  properties: UProperty[];
  athletes: UAthlete[];
  partnerships: UDeal[];
  memberships: { teamId: string; leagueId: string }[];
}

interface Partner {
  id: string;
  name: string;
  kind: TDeal['partnerKind'];
  sport: string;
  region: string;
  cls: PropertyClass;
  partners: number;
  /** classify.bigMarket and classify.clubRevenue of its name, read once. */
  bigMarket: boolean;
  revenue: number;
}

export type { BrandSummary } from './brand-profile';

export interface UniverseOptions {
  /**
   * Fits the value model on the calibration samples (default fitValueModelSteps). The server passes
   * one that answers from a fit cached by the samples' checksum (modelChecksum), so a load whose
   * reported values did not change does not fit again. A fit written as a generator (yielding every
   * few milliseconds of work) runs in slices in Universe.create.
   */
  fit?: (samples: Sample[]) => ValueModel | Generator<void, ValueModel>;
}

/** A fit's answer: the model, or its computation in steps. */
const isSteps = (x: ValueModel | Generator<void, ValueModel>): x is Generator<void, ValueModel> =>
  typeof (x as Generator<void, ValueModel>).next === 'function';

/** A running deal needs a check at least this recent (months) to count as active. */
export const CONFIRMED_WITHIN_MONTHS = 18;

/** Whole months from a YYYY-MM(-DD) date to `now`. */
export function monthsSince(asOf: string, now: Date): number {
  const [y, m] = asOf.split('-').map(Number);
  return (now.getUTCFullYear() - y!) * 12 + (now.getUTCMonth() + 1 - (m ?? 1));
}

/**
 * Status and label of a deal's terms: ended once it has an end year; unconfirmed when no check in
 * the last 18 months says it still runs and no announced term runs past this year (open-data rows
 * are dated by their data set and stay as they are); expiring when its announced term ends within a
 * year; active otherwise.
 */
export function contractTerms(
  start: number | null,
  end: number | null,
  until: number | null,
  year: number,
  asOf: string | null = null,
  now: Date = new Date(Date.UTC(year, 11, 31)),
): TContractTerms {
  if (end !== null) {
    return { start, end, until: null, status: 'ended', label: start ? `${start}-${end}` : `ended ${end}` };
  }
  const since = start ? `since ${start}` : 'start not known';
  // An announced term that runs past this year is itself evidence the deal still runs.
  const termAhead = until !== null && until > year;
  if (asOf && monthsSince(asOf, now) > CONFIRMED_WITHIN_MONTHS && !termAhead) {
    return {
      start,
      end: null,
      until,
      status: 'unconfirmed',
      label: `${since} · last confirmed ${asOf.slice(0, 4)}`,
    };
  }
  return {
    start,
    end: null,
    until,
    status: until !== null && until <= year + 1 ? 'expiring' : 'active',
    label: `${since} · ${until !== null ? `until ${until}` : 'ongoing'}`,
  };
}

const byName = (a: string, b: string) => a.localeCompare(b);

/** How a portfolio splits over deal families (kit, shirt, endorsement...), as counts, with the vector's length. */
interface FamilyMix {
  counts: Map<string, number>;
  norm: number;
}
function familyMix(deals: TDeal[]): FamilyMix {
  const counts = new Map<string, number>();
  for (const d of deals) {
    const family = dealFamily(d.type);
    counts.set(family, (counts.get(family) ?? 0) + 1);
  }
  let squares = 0;
  for (const v of counts.values()) squares += v * v;
  return { counts, norm: Math.sqrt(squares) };
}
function cosine(a: FamilyMix, b: FamilyMix): number {
  let dot = 0;
  for (const [k, v] of a.counts) dot += v * (b.counts.get(k) ?? 0);
  return dot ? dot / (a.norm * b.norm) : 0;
}

/** Each team's league names, from the memberships. */
function leagueNamesOf(
  properties: Iterable<UProperty>,
  memberships: { teamId: string; leagueId: string }[],
): Map<string, string[]> {
  const propName = new Map<string, string>();
  for (const p of properties) propName.set(p.id, p.name);
  const leagueNames = new Map<string, string[]>();
  for (const m of memberships) {
    const list = leagueNames.get(m.teamId) ?? [];
    list.push(propName.get(m.leagueId) ?? '');
    leagueNames.set(m.teamId, list);
  }
  return leagueNames;
}

/** A property or an athlete as a deal partner, partnered by `partners` brands. */
function partnerOf(
  entity: { kind: 'property'; p: UProperty; leagues: string[] } | { kind: 'athlete'; a: UAthlete },
  partners: number,
): Partner {
  if (entity.kind === 'athlete') {
    const { a } = entity;
    return {
      id: a.id,
      name: a.fullName,
      kind: 'athlete',
      sport: a.sport,
      region: 'Global',
      cls: propertyClass({ name: a.fullName, kind: 'athlete', leagues: [], partners }),
      partners,
      bigMarket: bigMarket(a.fullName),
      revenue: clubRevenue(a.fullName),
    };
  }
  const { p, leagues } = entity;
  return {
    id: p.id,
    name: p.name,
    kind: p.kind,
    sport: p.sport,
    region: p.region,
    cls: propertyClass({ name: p.name, kind: p.kind, leagues, partners }),
    partners,
    bigMarket: bigMarket(p.name),
    revenue: clubRevenue(p.name),
  };
}

const samePartner = (a: Partner | undefined, b: Partner | undefined) =>
  a === b ||
  (!!a &&
    !!b &&
    a.name === b.name &&
    a.kind === b.kind &&
    a.sport === b.sport &&
    a.region === b.region &&
    a.cls === b.cls &&
    a.partners === b.partners &&
    a.bigMarket === b.bigMarket &&
    a.revenue === b.revenue);

const partnerKey = (d: UDeal) => d.propertyId ?? d.athleteId ?? '';

/**
 * Every property and athlete as a deal partner: its kind, market and class (which rests on how many
 * brands partner it), with each team's league names. Needs no value model.
 */
export function partnersOf(input: UniverseInput): {
  partners: Map<string, Partner>;
  leagueNames: Map<string, string[]>;
} {
  const partners = new Map<string, Partner>();
  const leagueNames = leagueNamesOf(input.properties, input.memberships);
  const brandsPer = new Map<string, Set<string>>();
  for (const d of input.partnerships) {
    const key = partnerKey(d);
    if (!brandsPer.has(key)) brandsPer.set(key, new Set());
    brandsPer.get(key)!.add(d.brandId);
  }
  const count = (id: string) => brandsPer.get(id)?.size ?? 0;
  for (const p of input.properties)
    partners.set(p.id, partnerOf({ kind: 'property', p, leagues: leagueNames.get(p.id) ?? [] }, count(p.id)));
  for (const a of input.athletes) partners.set(a.id, partnerOf({ kind: 'athlete', a }, count(a.id)));
  return { partners, leagueNames };
}

/** Each deal's tier (the deal type read against its partner's class), without valuing anything. */
export function dealTiers(input: UniverseInput): Map<string, TDeal['tier']> {
  const { partners } = partnersOf(input);
  const tiers = new Map<string, TDeal['tier']>();
  for (const d of input.partnerships) {
    const p = partners.get(d.propertyId ?? d.athleteId ?? '');
    if (p) tiers.set(d.id, dealTier(d.type, p.cls));
  }
  return tiers;
}

/**
 * A reported value calibrates the value model unless it sits within a wider deal or was paid by a
 * company of the partner's owner (a related-party deal: a fact, but not a market price).
 */
const calibrates = (d: UDeal): d is UDeal & { reported: UReported } =>
  !!d.reported && !d.partOf && !d.reported.relatedParty;

/**
 * One computation of the whole dataset: every deal's terms and value, every brand's spend, score,
 * competitors and market share. The server builds one per catalogue load; every screen, report,
 * export, widget and API answer reads from it, so a deal shows the same figures everywhere.
 */
/** A change to the dataset: records written (new or changed) and ids removed, of each kind. */
export interface UniverseChange {
  brands?: UBrand[];
  removeBrands?: string[];
  properties?: UProperty[];
  removeProperties?: string[];
  athletes?: UAthlete[];
  removeAthletes?: string[];
  partnerships?: UDeal[];
  removePartnerships?: string[];
  /** Every membership, when any changed. */
  memberships?: { teamId: string; leagueId: string }[];
}

/** What a change recomputed: the deal objects it replaced and made, and the brands whose figures changed. */
export interface UniverseDelta {
  removed: TDeal[];
  added: TDeal[];
  brands: string[];
  partners: string[];
  /** The value model was fitted again (a calibration sample changed): every estimate was recomputed. */
  refit: boolean;
}

/**
 * One computation of the whole dataset: every deal's terms and value, every brand's spend, score,
 * competitors and market share. The server builds one per catalogue load and updates it with
 * `apply` after a desk edit, recomputing only what the edit touches; every screen, report, export,
 * widget and API answer reads from it, so a deal shows the same figures everywhere.
 */
export class Universe {
  readonly year: number;
  model!: ValueModel;
  private modelSum = '';
  private readonly fit: NonNullable<UniverseOptions['fit']>;
  private readonly brands = new Map<string, UBrand>();
  /** The dataset as given, by id, with the indexes an update needs. */
  private readonly input = {
    deals: new Map<string, UDeal>(),
    properties: new Map<string, UProperty>(),
    athletes: new Map<string, UAthlete>(),
    memberships: [] as { teamId: string; leagueId: string }[],
  };
  /** Per partner, the number of its deals per brand (its class rests on how many brands). */
  private readonly brandsPer = new Map<string, Map<string, number>>();
  private readonly dealIdsOfPartner = new Map<string, Set<string>>();
  private readonly dealIdsOfBrand = new Map<string, Set<string>>();
  private leagueNames = new Map<string, string[]>();
  /** Every deal that may calibrate the value model, with its sample (the model uses calibrationSet of them). */
  private readonly calibrating = new Map<string, Sample>();
  private readonly partners = new Map<string, Partner>();
  private readonly deals = new Map<string, TDeal>();
  private readonly dealsOf = new Map<string, TDeal[]>();
  private readonly rawOf = new Map<string, UDeal>();
  private readonly summaries = new Map<string, BrandSummary>();
  private readonly categoryTotals = new Map<IndustryCategory, { usd: number; brands: number }>();
  private readonly brandIdByName = new Map<string, string>();
  private readonly profiles = new Map<string, TBrandProfile>();
  /** Counts the changes applied: a profile computed in steps across one is stale. */
  private generation = 0;
  reportedSamples: { deal: TDeal; sample: Sample }[] = [];

  constructor(
    input: UniverseInput,
    readonly now: Date = new Date(),
    options: UniverseOptions = {},
    deferred?: 'deferred',
  ) {
    this.year = now.getUTCFullYear();
    this.fit = options.fit ?? fitValueModelSteps;
    if (!deferred) drain(this.build(input));
  }

  /**
   * The same computation as the constructor, in slices: after every few milliseconds of work it
   * awaits `pause` (a turn of the event loop), so a server that computes a large dataset keeps
   * answering meanwhile.
   */
  static async create(
    input: UniverseInput,
    now: Date = new Date(),
    options: UniverseOptions = {},
    pause: () => Promise<void> = nextTurn,
    sliceMs = 8,
  ): Promise<Universe> {
    const u = new Universe(input, now, options, 'deferred');
    await inSlices(u.build(input), pause, sliceMs);
    return u;
  }

  /** The whole computation, yielding every so often (see create). */
  private *build(input: UniverseInput): Generator<void> {
    for (const b of input.brands) this.brands.set(b.id, b);
    this.nameBrands();
    for (const p of input.properties) this.input.properties.set(p.id, p);
    for (const a of input.athletes) this.input.athletes.set(a.id, a);
    this.input.memberships = input.memberships;
    this.leagueNames = leagueNamesOf(input.properties, input.memberships);
    yield;
    let n = 0;
    for (const d of input.partnerships) {
      this.input.deals.set(d.id, d);
      this.indexDeal(d, 1);
      if (++n % SLICE === 0) yield;
    }
    for (const id of [...this.input.properties.keys(), ...this.input.athletes.keys()]) {
      this.partners.set(id, this.partnerFor(id)!);
      if (++n % SLICE === 0) yield;
    }
    for (const d of this.input.deals.values()) {
      this.calibrate(d);
      if (++n % SLICE === 0) yield;
    }
    const samples = this.samples();
    this.modelSum = modelChecksum(samples);
    yield;
    const fitted = this.fit(samples);
    this.model = isSteps(fitted) ? yield* fitted : fitted;
    yield;
    yield* this.placeEveryDeal();
    yield* this.summarising(this.brands.keys(), true);
    this.reportedSamples = this.sampledDeals();
    // The indexes every first brand view would otherwise make while a user waits.
    yield* this.sharing();
    yield* this.counting();
  }

  /**
   * Updates every figure after a change to the dataset, recomputing only what it touches: the
   * changed deals, the deals of a partner whose class or market changed, the deals of a changed
   * brand, and the summaries of their brands (spend, running deals, the category's totals). The
   * value model is fitted again only when one of its calibration samples changed; then every
   * estimate is recomputed. Profiles (which read the category's totals and competitors) are made
   * again when next asked for.
   */
  apply(change: UniverseChange): UniverseDelta {
    const touchedDeals = new Set<string>();
    const touchedPartners = new Set<string>();
    const touchedBrands = new Set<string>();
    const changedBrands = new Set<string>();
    const dropDeal = (id: string) => {
      const old = this.input.deals.get(id);
      if (!old) return;
      this.indexDeal(old, -1);
      touchedPartners.add(partnerKey(old));
      touchedBrands.add(old.brandId);
      touchedDeals.add(id);
    };
    for (const id of change.removePartnerships ?? []) {
      dropDeal(id);
      this.input.deals.delete(id);
    }
    for (const d of change.partnerships ?? []) {
      dropDeal(d.id);
      this.input.deals.set(d.id, d);
      this.indexDeal(d, 1);
      touchedPartners.add(partnerKey(d));
      touchedBrands.add(d.brandId);
      touchedDeals.add(d.id);
    }
    for (const b of change.brands ?? []) {
      this.brands.set(b.id, b);
      changedBrands.add(b.id);
    }
    for (const id of change.removeBrands ?? []) {
      this.brands.delete(id);
      changedBrands.add(id);
    }
    if (changedBrands.size) {
      this.nameBrands();
      this.members = undefined;
    }
    for (const p of change.properties ?? []) {
      this.input.properties.set(p.id, p);
      touchedPartners.add(p.id);
    }
    for (const id of change.removeProperties ?? []) {
      this.input.properties.delete(id);
      touchedPartners.add(id);
    }
    for (const a of change.athletes ?? []) {
      this.input.athletes.set(a.id, a);
      touchedPartners.add(a.id);
    }
    for (const id of change.removeAthletes ?? []) {
      this.input.athletes.delete(id);
      touchedPartners.add(id);
    }
    if (change.memberships) this.input.memberships = change.memberships;
    if (change.memberships || change.properties?.length || change.removeProperties?.length) {
      // League names are names: a renamed league renames the leagues of its teams.
      const next = leagueNamesOf(this.input.properties.values(), this.input.memberships);
      for (const id of new Set([...this.leagueNames.keys(), ...next.keys()])) {
        if ((this.leagueNames.get(id) ?? []).join('\n') !== (next.get(id) ?? []).join('\n'))
          touchedPartners.add(id);
      }
      this.leagueNames = next;
    }
    for (const id of touchedPartners) {
      const next = this.partnerFor(id);
      if (samePartner(this.partners.get(id), next)) continue;
      if (next) this.partners.set(id, next);
      else this.partners.delete(id);
      for (const d of this.dealIdsOfPartner.get(id) ?? []) touchedDeals.add(d);
    }
    for (const id of changedBrands) {
      touchedBrands.add(id);
      for (const d of this.dealIdsOfBrand.get(id) ?? []) touchedDeals.add(d);
    }
    // The samples are made again only when a deal that calibrates (or did) was touched.
    let samplesTouched = false;
    for (const id of touchedDeals) {
      const d = this.input.deals.get(id);
      if (this.calibrating.has(id)) samplesTouched = true;
      if (d) this.calibrate(d);
      else this.calibrating.delete(id);
      if (this.calibrating.has(id)) samplesTouched = true;
    }
    const samples = samplesTouched ? this.samples() : undefined;
    const sum = samples ? modelChecksum(samples) : this.modelSum;
    let removed: TDeal[];
    let added: TDeal[];
    const refit = sum !== this.modelSum;
    if (samples && refit) {
      this.modelSum = sum;
      const fitted = this.fit(samples);
      this.model = isSteps(fitted) ? drain(fitted) : fitted;
      removed = [...this.deals.values()];
      drain(this.placeEveryDeal());
      added = [...this.deals.values()];
      this.summaries.clear();
      this.categoryTotals.clear();
      this.summarise(this.brands.keys(), true);
    } else {
      ({ removed, added } = this.placeDeals(touchedDeals, touchedBrands));
      this.summarise(touchedBrands);
    }
    this.profiles.clear();
    this.generation++;
    if (samplesTouched || refit) this.reportedSamples = this.sampledDeals();
    return { removed, added, brands: [...touchedBrands], partners: [...touchedPartners], refit };
  }

  private nameBrands() {
    this.brandIdByName.clear();
    for (const b of this.brands.values()) this.brandIdByName.set(b.name, b.id);
  }

  /** Counts a deal into (+1) or out of (-1) the indexes of its partner and brand. */
  private indexDeal(d: UDeal, by: 1 | -1) {
    const key = partnerKey(d);
    const perBrand = this.brandsPer.get(key) ?? new Map<string, number>();
    const n = (perBrand.get(d.brandId) ?? 0) + by;
    if (n > 0) perBrand.set(d.brandId, n);
    else perBrand.delete(d.brandId);
    if (perBrand.size) this.brandsPer.set(key, perBrand);
    else this.brandsPer.delete(key);
    for (const [index, k] of [
      [this.dealIdsOfPartner, key],
      [this.dealIdsOfBrand, d.brandId],
    ] as const) {
      const ids = index.get(k) ?? new Set<string>();
      if (by > 0) ids.add(d.id);
      else ids.delete(d.id);
      if (ids.size) index.set(k, ids);
      else index.delete(k);
    }
  }

  private partnerFor(id: string): Partner | undefined {
    const partners = this.brandsPer.get(id)?.size ?? 0;
    const p = this.input.properties.get(id);
    if (p) return partnerOf({ kind: 'property', p, leagues: this.leagueNames.get(id) ?? [] }, partners);
    const a = this.input.athletes.get(id);
    return a && partnerOf({ kind: 'athlete', a }, partners);
  }

  private known(d: UDeal): boolean {
    return this.brands.has(d.brandId) && this.partners.has(partnerKey(d));
  }

  private valuation(d: UDeal, year: number): ValuationInput {
    const p = this.partners.get(partnerKey(d))!;
    const b = this.brands.get(d.brandId)!;
    return {
      type: d.type,
      cls: p.cls,
      kind: p.kind,
      region: p.region,
      partners: p.partners,
      year,
      category: industryCategory(b.industry, b.sector),
      sport: p.sport,
      own: ownKeys(p.id, b.id, this.leagueNames.get(p.id) ?? [], year),
      bigMarket: p.bigMarket,
      revenue: p.revenue,
    };
  }

  /** Keeps the deal's calibration sample up to date (none when it does not calibrate). */
  private calibrate(d: UDeal) {
    if (this.known(d) && calibrates(d)) {
      this.calibrating.set(d.id, {
        input: this.valuation(d, d.reported.year),
        usd: toUsd(d.reported.amount, d.reported.currency),
      });
    } else this.calibrating.delete(d.id);
  }

  private samples(): Sample[] {
    return calibrationSet([...this.calibrating]).map(([, sample]) => sample);
  }

  private sampledDeals(): { deal: TDeal; sample: Sample }[] {
    return calibrationSet([...this.calibrating]).flatMap(([id, sample]) => {
      const deal = this.deals.get(id);
      return deal ? [{ deal, sample }] : [];
    });
  }

  /** A deal's terms and value, as every screen shows them. */
  private makeDeal(d: UDeal): TDeal {
    const p = this.partners.get(partnerKey(d))!;
    const terms = contractTerms(
      d.startYear,
      d.endYear,
      d.untilYear ?? null,
      this.year,
      d.asOf ?? null,
      this.now,
    );
    const valueYear =
      terms.status === 'ended'
        ? dealMidYear(d.startYear, d.endYear!)
        : terms.status === 'unconfirmed'
          ? Number(d.asOf!.slice(0, 4))
          : this.year;
    const value: TDealValue = d.partOf
      ? { kind: 'included', usd: 0, within: d.partOf }
      : d.reported
        ? {
            kind: 'reported',
            usd: Math.round(toUsd(d.reported.amount, d.reported.currency)),
            amount: d.reported.amount,
            currency: d.reported.currency,
            year: d.reported.year,
            publisher: d.reported.publisher,
            note: d.reported.note ?? null,
          }
        : { kind: 'estimate', ...estimate(this.model, this.valuation(d, valueYear)) };
    return {
      id: d.id,
      brand: this.brands.get(d.brandId)!.name,
      partner: p.name,
      partnerKind: p.kind,
      partnerNameAtTime: d.partnerName ?? null,
      sport: p.sport,
      region: p.region,
      type: d.type,
      role: d.role ?? null,
      tier: dealTier(d.type, p.cls),
      contract: terms,
      value,
      source: d.source === 'verified' ? 'verified' : 'curated',
      sourceName: d.sourceName,
      citation: d.citation ?? d.sourceName,
      evidence: d.evidence ?? [],
      confidence: d.confidence ?? 'high',
      asOf: d.asOf ?? null,
    };
  }

  /** Every known deal computed again, with the lists of each brand and partner. */
  private *placeEveryDeal(): Generator<void> {
    this.deals.clear();
    this.rawOf.clear();
    this.dealsOf.clear();
    this.starts = undefined;
    let n = 0;
    for (const d of this.input.deals.values()) {
      if (++n % SLICE === 0) yield;
      if (!this.known(d)) continue;
      const deal = this.makeDeal(d);
      this.deals.set(d.id, deal);
      this.rawOf.set(d.id, d);
      for (const key of [d.brandId, d.propertyId, d.athleteId]) {
        if (!key) continue;
        const list = this.dealsOf.get(key);
        if (list) list.push(deal);
        else this.dealsOf.set(key, [deal]);
      }
    }
    for (const list of this.dealsOf.values()) {
      list.sort(dealOrder);
      n += list.length;
      if (n > SLICE) {
        n = 0;
        yield;
      }
    }
  }

  /** The touched deals computed again; the lists holding them re-sorted; their brands added to `brands`. */
  private placeDeals(ids: Set<string>, brands: Set<string>): { removed: TDeal[]; added: TDeal[] } {
    const removed: TDeal[] = [];
    const added: TDeal[] = [];
    const lists = new Map<string, TDeal[]>();
    const keysOf = (d: UDeal) => [d.brandId, d.propertyId, d.athleteId].filter((k): k is string => !!k);
    for (const id of ids) {
      const before = this.deals.get(id);
      const raw = this.rawOf.get(id);
      if (before && raw) {
        removed.push(before);
        this.countStart(raw.brandId, before, -1);
        for (const key of keysOf(raw)) if (!lists.has(key)) lists.set(key, []);
        brands.add(raw.brandId);
      }
      const d = this.input.deals.get(id);
      if (d && this.known(d)) {
        const deal = this.makeDeal(d);
        this.deals.set(id, deal);
        this.rawOf.set(id, d);
        added.push(deal);
        for (const key of keysOf(d)) {
          const list = lists.get(key);
          if (list) list.push(deal);
          else lists.set(key, [deal]);
        }
        brands.add(d.brandId);
      } else {
        this.deals.delete(id);
        this.rawOf.delete(id);
      }
    }
    for (const [key, fresh] of lists) {
      const list = [...(this.dealsOf.get(key) ?? []).filter((d) => !ids.has(d.id)), ...fresh].sort(dealOrder);
      if (list.length) this.dealsOf.set(key, list);
      else this.dealsOf.delete(key);
    }
    // Starts are counted under the brand's category once its summary is made again.
    this.pendingStarts = added;
    return { removed, added };
  }

  private pendingStarts: TDeal[] = [];

  /** The summaries of these brands made again, with the category totals they add to. */
  private summarise(ids: Iterable<string>, every = false) {
    drain(this.summarising(ids, every));
  }

  private *summarising(ids: Iterable<string>, every: boolean): Generator<void> {
    let n = 0;
    for (const id of ids) {
      if (++n % SLICE === 0) yield;
      const before = this.summaries.get(id);
      if (before && !every) this.enrol(before, -1);
      if (before?.active.length) {
        const t = this.categoryTotals.get(before.category)!;
        t.usd -= before.spendUsd;
        t.brands -= 1;
        if (!t.brands) this.categoryTotals.delete(before.category);
      }
      this.scores.delete(id);
      const b = this.brands.get(id);
      if (!b) {
        this.summaries.delete(id);
        continue;
      }
      const active = (this.dealsOf.get(b.id) ?? []).filter((d) => isRunning(d));
      const category = industryCategory(b.industry, b.sector);
      const summary: BrandSummary = {
        brand: b,
        category,
        active,
        spendUsd: active.reduce((s, d) => s + d.value.usd, 0),
        properties: new Set(active.map((d) => d.partner)),
        sports: new Set(active.map((d) => d.sport)),
        regions: new Set(active.map((d) => d.region)),
        kinds: new Set(active.map((d) => d.partnerKind)),
      };
      this.summaries.set(b.id, summary);
      if (!every) this.enrol(summary, 1);
      if (active.length) {
        const t = this.categoryTotals.get(category) ?? { usd: 0, brands: 0 };
        t.usd += summary.spendUsd;
        t.brands += 1;
        this.categoryTotals.set(category, t);
      }
    }
    if (every) {
      // Every brand at once: each category's list sorted once rather than kept in order brand by brand.
      this.active.clear();
      this.sharers = undefined;
      for (const summary of this.summaries.values()) {
        if (!summary.active.length) continue;
        const members = this.active.get(summary.category);
        if (members) members.push(summary);
        else this.active.set(summary.category, [summary]);
      }
      for (const members of this.active.values()) members.sort(bySize);
    }
    for (const deal of this.pendingStarts) {
      const raw = this.rawOf.get(deal.id);
      if (raw) this.countStart(raw.brandId, deal, 1);
    }
    this.pendingStarts = [];
  }

  deal(id: string): TDeal | undefined {
    return this.deals.get(id);
  }

  /** Every deal of a brand, a property or an athlete: running ones first, then by start, newest first. */
  dealsFor(id: string): TDeal[] {
    return this.dealsOf.get(id) ?? [];
  }

  allDeals(): TDeal[] {
    return [...this.deals.values()];
  }

  partnerClass(id: string): PropertyClass | undefined {
    return this.partners.get(id)?.cls;
  }

  private scoredDeals(active: TDeal[]): ScoredDeal[] {
    return active.map((d) => {
      const raw = this.rawOf.get(d.id)!;
      const p = this.partners.get(raw.propertyId ?? raw.athleteId ?? '')!;
      return {
        family: dealFamily(d.type),
        cls: p.cls,
        sport: d.sport,
        region: d.region,
        kind: d.partnerKind,
        start: d.contract.start,
      };
    });
  }

  /** Share of the category's estimated known spend, in percent with one decimal. */
  share(brandId: string): number {
    const s = this.summaries.get(brandId);
    if (!s?.active.length) return 0;
    const total = this.categoryTotals.get(s.category)?.usd ?? 0;
    return total ? Math.round((s.spendUsd / total) * 1000) / 10 : 0;
  }

  private related(a: UBrand, b: UBrand): boolean {
    return (
      a.id === b.id ||
      a.groupId === b.id ||
      b.groupId === a.id ||
      (a.groupId != null && a.groupId === b.groupId) ||
      (a.name.length === b.name.length && a.name.toLowerCase() === b.name.toLowerCase())
    );
  }

  /** Most brands of a category that every brand is compared with (the largest by running deals). */
  static readonly COMPETITOR_POOL = 256;
  /** Per category, its brands with running deals, largest first (kept in order by summarise). */
  private readonly active = new Map<IndustryCategory, BrandSummary[]>();
  /** Per property name, the brands with a running deal with it (made when first asked for, then kept up to date). */
  private sharers: Map<string, BrandSummary[]> | undefined;
  private readonly mixes = new WeakMap<BrandSummary, FamilyMix>();
  private mix(s: BrandSummary): FamilyMix {
    let m = this.mixes.get(s);
    if (!m) {
      m = familyMix(s.active);
      this.mixes.set(s, m);
    }
    return m;
  }

  /** The COMPETITOR_POOL largest brands of a category. */
  private pool(category: IndustryCategory): BrandSummary[] {
    return (this.active.get(category) ?? []).slice(0, Universe.COMPETITOR_POOL);
  }

  /** Counts a brand's summary into (+1) or out of (-1) the lists competitors are chosen from. */
  private enrol(s: BrandSummary, by: 1 | -1) {
    if (!s.active.length) return;
    const members = this.active.get(s.category) ?? [];
    let at = firstNotBefore(members, (x) => bySize(x, s) < 0);
    if (by > 0) members.splice(at, 0, s);
    else {
      while (at < members.length && members[at] !== s) at++;
      if (at < members.length) members.splice(at, 1);
    }
    if (members.length) this.active.set(s.category, members);
    else this.active.delete(s.category);
    if (!this.sharers) return;
    for (const p of s.properties) {
      const list = this.sharers.get(p) ?? [];
      const next = by > 0 ? [...list, s] : list.filter((x) => x !== s);
      if (next.length) this.sharers.set(p, next);
      else this.sharers.delete(p);
    }
  }

  /** Per property, the brands with a running deal with it (see sharers). */
  private *sharing(): Generator<void, Map<string, BrandSummary[]>> {
    const sharers = new Map<string, BrandSummary[]>();
    let n = 0;
    for (const s of this.summaries.values()) {
      if (++n % SLICE === 0) yield;
      if (!s.active.length) continue;
      for (const p of s.properties) {
        const list = sharers.get(p);
        if (list) list.push(s);
        else sharers.set(p, [s]);
      }
    }
    this.sharers = sharers;
    return sharers;
  }

  /**
   * The brands a brand's competitors are chosen from, without scanning every brand: those of its
   * category that share one of its properties, and the COMPETITOR_POOL largest of its category
   * (every one of them while the category is no larger), each with the number of properties it
   * shares with the brand.
   */
  private candidates(me: BrandSummary): Map<BrandSummary, number> {
    const sharers = this.sharers ?? drain(this.sharing());
    const out = new Map<BrandSummary, number>();
    for (const s of this.pool(me.category)) out.set(s, 0);
    // Counting the sharers of each property gives each candidate's properties in common with the
    // brand at the same time (the size of the intersection, without comparing the two sets).
    for (const p of me.properties)
      for (const s of sharers.get(p) ?? []) if (s.category === me.category) out.set(s, (out.get(s) ?? 0) + 1);
    return out;
  }

  /** Brands of the same category ranked by overlap of properties, sports and regions; never the brand, its aliases or its group. */
  competitors(brandId: string, limit = 4): TCompetitor[] {
    return drain(this.rankCompetitors(brandId, limit));
  }

  /** competitors, yielding every COMPETITOR_STEP candidates (a brand with thousands of deals has thousands). */
  private *rankCompetitors(brandId: string, limit: number): Generator<void, TCompetitor[]> {
    const me = this.summaries.get(brandId);
    // Brands of no recognised category have no meaningful rivals.
    if (!me || me.category === 'Other') return [];
    const jaccard = (x: Set<string>, y: Set<string>) => {
      let inter = 0;
      for (const v of x) if (y.has(v)) inter++;
      const union = x.size + y.size - inter;
      return union ? inter / union : 0;
    };
    const ranked: { s: BrandSummary; score: number }[] = [];
    const myMix = this.mix(me);
    let looked = 0;
    for (const [s, shared] of this.candidates(me)) {
      if (++looked % COMPETITOR_STEP === 0) yield;
      if (s.category !== me.category || !s.active.length || this.related(me.brand, s.brand)) continue;
      const smaller = Math.min(me.active.length, s.active.length);
      const larger = Math.max(1, me.active.length, s.active.length);
      const score =
        2 * cosine(myMix, this.mix(s)) +
        Math.min(shared, 3) +
        2 * jaccard(me.sports, s.sports) +
        jaccard(me.regions, s.regions) +
        0.5 * jaccard(me.kinds, s.kinds) +
        2 * (smaller / larger);
      ranked.push({ s, score });
    }
    ranked.sort((x, y) => y.score - x.score || byName(x.s.brand.name, y.s.brand.name));
    return ranked.slice(0, limit).map(({ s }) => {
      const shared = [...s.properties].filter((p) => me.properties.has(p)).sort(byName);
      const sports = [...s.sports].filter((p) => me.sports.has(p)).sort(byName);
      return {
        name: s.brand.name,
        industry: s.brand.industry,
        activeDeals: s.active.length,
        spendUsd: s.spendUsd,
        share: this.share(s.brand.id),
        score: this.score(s.brand.id).overall,
        sharedProperties: shared.slice(0, 6),
        sharedSports: sports,
        keyPartnerships: [...s.active]
          .sort((a, b) => b.value.usd - a.value.usd)
          .slice(0, 3)
          .map((d) => d.partner),
        overlap: shared.length
          ? `Both partner ${shared.slice(0, 3).join(', ')}${shared.length > 3 ? ` and ${shared.length - 3} more` : ''}`
          : sports.length
            ? `Both active in ${sports.join(', ')}`
            : `Same category (${s.category})`,
      };
    });
  }

  private readonly scores = new Map<string, ReturnType<typeof scorePortfolio>>();
  score(brandId: string) {
    let s = this.scores.get(brandId);
    if (!s) {
      const summary = this.summaries.get(brandId)!;
      s = scorePortfolio(this.scoredDeals(summary.active), summary.category, this.year);
      this.scores.set(brandId, s);
    }
    return s;
  }

  brandSummary(brandId: string) {
    const s = this.summaries.get(brandId);
    return s && { category: s.category, activeDeals: s.active.length, spendUsd: s.spendUsd };
  }

  /** The sports of a brand's running deals, by the brand's name. */
  brandProfileSports(name: string): string[] {
    const id = this.brandIdByName.get(name);
    return id ? [...this.summaries.get(id)!.sports] : [];
  }

  /** Estimated known spend and brand count of a category's brands with running deals. */
  categoryTotal(category: IndustryCategory): { usd: number; brands: number } {
    return this.categoryTotals.get(category) ?? { usd: 0, brands: 0 };
  }

  brandIds(): string[] {
    return [...this.brands.keys()];
  }

  private starts: Map<IndustryCategory, Map<number, number>> | undefined;
  /** Counts a deal's start into (+1) or out of (-1) its brand's category, once the counts exist. */
  private countStart(brandId: string, deal: TDeal, by: 1 | -1) {
    const category = this.summaries.get(brandId)?.category;
    const y = deal.contract.start;
    if (!this.starts || !category || y === null) return;
    const counts = this.starts.get(category) ?? new Map<number, number>();
    this.starts.set(category, counts);
    counts.set(y, (counts.get(y) ?? 0) + by);
  }
  /** Deal starts per year and category (see categoryTrend). */
  private *counting(): Generator<void, Map<IndustryCategory, Map<number, number>>> {
    const starts = new Map<IndustryCategory, Map<number, number>>();
    let n = 0;
    for (const s of this.summaries.values()) {
      const counts = starts.get(s.category) ?? new Map<number, number>();
      starts.set(s.category, counts);
      for (const d of this.dealsFor(s.brand.id)) {
        if (++n % SLICE === 0) yield;
        const y = d.contract.start;
        if (y !== null) counts.set(y, (counts.get(y) ?? 0) + 1);
      }
    }
    this.starts = starts;
    return starts;
  }

  /** Deal starts per year of a category over the last ten years (counted once, then kept up to date). */
  categoryTrend(category: IndustryCategory) {
    const counts = (this.starts ?? drain(this.counting())).get(category);
    return Array.from({ length: 10 }, (_, i) => this.year - 9 + i).map((year) => ({
      year,
      starts: counts?.get(year) ?? 0,
    }));
  }

  brandProfile(brandId: string): TBrandProfile | undefined {
    const cached = this.profiles.get(brandId);
    if (cached) return cached;
    const s = this.summaries.get(brandId);
    if (!s) return undefined;
    const profile = buildProfile(this, s);
    this.profiles.set(brandId, profile);
    return profile;
  }

  /**
   * brandProfile in steps (its competitors ranked a slice at a time), to compute the largest
   * portfolios' profiles ahead of their first view without holding the event loop. A change
   * applied meanwhile makes the result stale: it is then neither kept nor returned.
   */
  *brandProfileSteps(brandId: string): Generator<void, TBrandProfile | undefined> {
    const cached = this.profiles.get(brandId);
    if (cached) return cached;
    const s = this.summaries.get(brandId);
    if (!s) return undefined;
    const generation = this.generation;
    const competitors = yield* this.rankCompetitors(brandId, 4);
    yield;
    if (generation !== this.generation) return undefined;
    this.score(brandId);
    yield;
    if (generation !== this.generation) return undefined;
    const profile = buildProfile(this, s, competitors);
    this.profiles.set(brandId, profile);
    return profile;
  }

  /** The ids of at most `n` brands with the most running deals, each with at least `min` (most first). */
  largestBrands(n: number, min: number): string[] {
    return [...this.summaries.values()]
      .filter((s) => s.active.length >= min)
      .sort((a, b) => b.active.length - a.active.length || byName(a.brand.name, b.brand.name))
      .slice(0, n)
      .map((s) => s.brand.id);
  }

  private members: Map<string, string[]> | undefined;
  groupOf(brand: UBrand): { group: string | null; members: string[] } {
    const group = brand.groupId ? (this.brands.get(brand.groupId)?.name ?? null) : null;
    if (!this.members) {
      this.members = new Map();
      for (const b of this.brands.values()) {
        if (!b.groupId) continue;
        const list = this.members.get(b.groupId) ?? [];
        list.push(b.name);
        this.members.set(b.groupId, list);
      }
      for (const list of this.members.values()) list.sort(byName);
    }
    return { group, members: [...(this.members.get(brand.id) ?? [])] };
  }
}

/** Competitor candidates ranked between two yields of rankCompetitors. */
const COMPETITOR_STEP = 500;

/** Items a slice of the computation handles between two looks at the clock (Universe.create). */
const SLICE = 1_000;

/** The order of a category's brands for its competitor pool: most running deals, then spend, then name. */
function bySize(x: BrandSummary, y: BrandSummary): number {
  return y.active.length - x.active.length || y.spendUsd - x.spendUsd || byName(x.brand.name, y.brand.name);
}

function dealOrder(a: TDeal, b: TDeal): number {
  const rank = (d: TDeal) => (isRunning(d) ? 0 : d.contract.status === 'unconfirmed' ? 1 : 2);
  return (
    rank(a) - rank(b) ||
    (!isRunning(a) ? (b.contract.end ?? 0) - (a.contract.end ?? 0) : 0) ||
    b.value.usd - a.value.usd ||
    byName(a.partner, b.partner) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}
