import type { z } from 'zod';
import type {
  TDeskPartnership,
  TDeskPartnershipPage,
  TDeskPartnershipRecord,
  ZDeskConfirm,
  ZDeskEnd,
  ZDeskPartnershipCreate,
  ZDeskPartnershipPatch,
  ZDeskPartnershipQuery,
} from '../../../core/contract/desk';
import { isAsOf } from '../../../core/contract/desk';
import { normaliseName } from '../../../core/intelligence/names';
import { HttpError } from '../../plugins/errors';
import { type AnyRow, deskPartnership, type PartnershipRow } from './records';
import { DeskService } from './service';

type Query = z.output<typeof ZDeskPartnershipQuery>;

/** Every deal of a catalogue as the desk lists it, made once per catalogue. */
const listed = new WeakMap<object, { rows: TDeskPartnership[]; day: string }>();

function deskRows(desk: DeskService): TDeskPartnership[] {
  const catalog = desk.catalog();
  const day = desk.today();
  let cached = listed.get(catalog.version);
  if (!cached || cached.day !== day) {
    const names = desk.names();
    const now = desk.now();
    cached = {
      rows: [...catalog.rows.partnerships.values()].map((r) => deskPartnership(r, names, now)),
      day,
    };
    listed.set(catalog.version, cached);
  }
  return cached.rows;
}

const words = (q: string) => normaliseName(q).split(/\s+/).filter(Boolean);
const contains = (text: string, needle: string) => normaliseName(text).includes(normaliseName(needle));
const yearsKey = (y: number | null, dir: 1 | -1) => (y === null ? Number.MAX_SAFE_INTEGER * dir : y);

/** The desk's list: filters, words, sort (brand, partner, start, id by default) and one page. */
export async function listDeals(desk: DeskService, q: Query): Promise<TDeskPartnershipPage> {
  const all = deskRows(desk);
  const terms = q.q ? words(q.q) : [];
  const rows = all.filter((d) => {
    if (q.brand && !contains(d.brand.name, q.brand)) return false;
    if (q.property && !contains(d.partner.name, q.property)) return false;
    if (q.sport && normaliseName(d.sport) !== normaliseName(q.sport)) return false;
    if (q.type && normaliseName(d.type) !== normaliseName(q.type)) return false;
    if (q.status) {
      const running = d.status === 'active' || d.status === 'expiring';
      if (q.status === 'running' ? !running : d.status !== q.status) return false;
    }
    if (q.source && d.source !== q.source) return false;
    if (q.confidence && d.confidence !== q.confidence) return false;
    if (q.review && !d.needsReview) return false;
    if (q.edited && d.origin === 'dataset') return false;
    if (terms.length) {
      const hay = normaliseName(
        [d.brand.name, d.partner.name, d.type, d.role ?? '', d.citation ?? '', d.partnerName ?? ''].join(' '),
      );
      if (!terms.every((w) => hay.includes(w))) return false;
    }
    return true;
  });
  const dir = q.dir === 'desc' ? -1 : 1;
  const by: Record<string, (x: TDeskPartnership, y: TDeskPartnership) => number> = {
    brand: (x, y) => x.brand.name.localeCompare(y.brand.name),
    partner: (x, y) => x.partner.name.localeCompare(y.partner.name),
    type: (x, y) => x.type.localeCompare(y.type),
    start: (x, y) => yearsKey(x.startYear, dir) - yearsKey(y.startYear, dir),
    end: (x, y) => yearsKey(x.endYear, dir) - yearsKey(y.endYear, dir),
    asOf: (x, y) => (x.asOf ?? '').localeCompare(y.asOf ?? ''),
    confidence: (x, y) => x.confidence.localeCompare(y.confidence),
  };
  const first = by[q.sort ?? 'brand']!;
  rows.sort(
    (x, y) =>
      dir * first(x, y) ||
      x.brand.name.localeCompare(y.brand.name) ||
      x.partner.name.localeCompare(y.partner.name) ||
      (x.startYear ?? 0) - (y.startYear ?? 0) ||
      x.id.localeCompare(y.id),
  );
  const distinct = (pick: (d: TDeskPartnership) => string) =>
    [...new Set(all.map(pick).filter(Boolean))].sort((x, y) => x.localeCompare(y));
  return {
    total: rows.length,
    offset: q.offset,
    limit: q.limit,
    rows: rows.slice(q.offset, q.offset + q.limit),
    counts: {
      needsReview: all.filter((d) => d.needsReview).length,
      edited: all.filter((d) => d.origin !== 'dataset').length,
      conflicts: await desk.conflictCount(),
    },
    sports: distinct((d) => d.sport),
    types: distinct((d) => d.type),
  };
}

export async function dealRecord(desk: DeskService, id: string): Promise<TDeskPartnershipRecord> {
  const row = await desk.mustPartnership(id);
  return { record: await desk.partnershipView(row), ...(await desk.history('partnership', id)) };
}

/** The rules the schema cannot see: the merged row's years, dates not in the future. */
function checkDeal(
  desk: DeskService,
  row: Pick<PartnershipRow, 'startYear' | 'endYear' | 'untilYear' | 'asOf' | 'reported'>,
) {
  const now = desk.now();
  const year = now.getUTCFullYear();
  const bad = (message: string) => new HttpError(400, message);
  if (row.startYear !== null && row.startYear > year + 2)
    throw bad(`start year must not be after ${year + 2}: enter a deal once it is announced to start.`);
  if (row.endYear !== null && row.endYear > year)
    throw bad(`end year must not be after ${year}: a deal that runs on has an until year instead.`);
  if (row.startYear !== null && row.endYear !== null && row.endYear < row.startYear)
    throw bad('end year must not be before start year');
  if (row.startYear !== null && row.untilYear !== null && row.untilYear < row.startYear)
    throw bad('until year must not be before start year');
  if (row.endYear !== null && row.untilYear !== null)
    throw bad('an ended deal has no until year: clear one of them');
  if (row.asOf !== null && (!isAsOf(row.asOf) || row.asOf > desk.today()))
    throw bad('as of must be a date that is not in the future');
  if (row.reported && row.reported.year > year + 1) throw bad(`reported year must not be after ${year + 1}`);
}

export async function createDeal(
  desk: DeskService,
  input: z.output<typeof ZDeskPartnershipCreate>,
  userId: string,
): Promise<TDeskPartnershipRecord> {
  const brand = await desk.findBrand(input.brandId);
  if (!brand) throw new HttpError(400, `No brand with the id "${input.brandId}": pick one from the list.`);
  const partner = await desk.findPartner(input.partnerKind, input.partnerId);
  if (!partner)
    throw new HttpError(
      400,
      `No ${input.partnerKind} with the id "${input.partnerId}": pick one from the list.`,
    );
  const twin = await desk.duplicateOf(brand.id, input.partnerKind, partner.id, input.type);
  if (twin)
    throw new HttpError(
      409,
      `This running deal is already in the data (since ${twin.startYear ?? 'an unknown year'}): edit it instead.`,
    );
  const { note, partnerKind, partnerId, ...fields } = input;
  const row = {
    ...fields,
    propertyId: partnerKind === 'property' ? partnerId : null,
    athleteId: partnerKind === 'athlete' ? partnerId : null,
    partOf: null,
    source: 'curated' as const,
    sourceName: 'Sponsorscope data desk',
    origin: 'desk' as const,
  };
  checkDeal(desk, row);
  const id = DeskService.newId(`${brand.name} ${'fullName' in partner ? partner.fullName : partner.name}`);
  await desk.write('partnership', id, userId, () => ({ action: 'create', citation: note, after: row }));
  return dealRecord(desk, id);
}

export async function updateDeal(
  desk: DeskService,
  id: string,
  patch: z.output<typeof ZDeskPartnershipPatch>,
  userId: string,
): Promise<TDeskPartnershipRecord> {
  const { note, ...fields } = patch;
  const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  await desk.write('partnership', id, userId, (before) => {
    if (!before) throw new HttpError(404, `No partnership with the id "${id}".`);
    const after = DeskService.edited(before, values);
    checkDeal(desk, after as unknown as PartnershipRow);
    return { action: 'update', citation: note, after };
  });
  return dealRecord(desk, id);
}

export async function endDeal(
  desk: DeskService,
  id: string,
  input: z.output<typeof ZDeskEnd>,
  userId: string,
): Promise<TDeskPartnershipRecord> {
  await desk.write('partnership', id, userId, (before) => {
    if (!before) throw new HttpError(404, `No partnership with the id "${id}".`);
    if (before.endYear !== null)
      throw new HttpError(409, `This deal already ended in ${String(before.endYear)}.`);
    const after = DeskService.edited(before, { endYear: input.endYear, untilYear: null });
    checkDeal(desk, after as unknown as PartnershipRow);
    return { action: 'end', citation: input.note, after };
  });
  return dealRecord(desk, id);
}

export async function confirmDeal(
  desk: DeskService,
  id: string,
  input: z.output<typeof ZDeskConfirm>,
  userId: string,
): Promise<TDeskPartnershipRecord> {
  await desk.write('partnership', id, userId, (before: AnyRow | null) => {
    if (!before) throw new HttpError(404, `No partnership with the id "${id}".`);
    const after = DeskService.edited(before, { asOf: desk.today(), citation: input.citation });
    return { action: 'confirm', citation: input.citation, after };
  });
  return dealRecord(desk, id);
}
