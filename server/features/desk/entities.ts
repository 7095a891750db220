import type { z } from 'zod';
import type {
  DeskEntityKind,
  TDeskAthlete,
  TDeskBrand,
  TDeskProperty,
  ZDeskAthleteInput,
  ZDeskBrandInput,
  ZDeskEntityQuery,
  ZDeskPropertyInput,
} from '../../../core/contract/desk';
import type { SearchType } from '../../../core/contract/intelligence';
import { HttpError } from '../../plugins/errors';
import {
  type AnyRow,
  type AthleteRow,
  type BrandRow,
  deskAthlete,
  deskBrand,
  deskProperty,
  type PropertyRow,
} from './records';
import { DeskService } from './service';

type Input = {
  brand: z.output<typeof ZDeskBrandInput>;
  property: z.output<typeof ZDeskPropertyInput>;
  athlete: z.output<typeof ZDeskAthleteInput>;
};
type View = { brand: TDeskBrand; property: TDeskProperty; athlete: TDeskAthlete };

const searchType: Record<DeskEntityKind, SearchType> = {
  brand: 'brand',
  property: 'rightsHolder',
  athlete: 'athlete',
};

/** An entity row as the desk shows it, with its number of deals. */
function view<K extends DeskEntityKind>(desk: DeskService, kind: K, row: AnyRow, deals: number): View[K] {
  const names = desk.names();
  if (kind === 'brand') return deskBrand(row as unknown as BrandRow, names, deals) as View[K];
  if (kind === 'property') return deskProperty(row as unknown as PropertyRow, names, deals) as View[K];
  return deskAthlete(row as unknown as AthleteRow, deals) as View[K];
}

/** Brands, properties or athletes by name or alias (the typeahead's matching), or all by name. */
export function listEntities<K extends DeskEntityKind>(
  desk: DeskService,
  kind: K,
  q: z.output<typeof ZDeskEntityQuery>,
) {
  const catalog = desk.catalog();
  const rows = (
    kind === 'brand'
      ? catalog.rows.brands
      : kind === 'property'
        ? catalog.rows.properties
        : catalog.rows.athletes
  ) as Map<string, AnyRow>;
  const entries = q.q
    ? catalog.find(searchType[kind], q.q, 100_000).map((r) => r.entry)
    : catalog.entries.filter((e) => e.type === searchType[kind]).sort((x, y) => x.name.localeCompare(y.name));
  const page = entries.slice(q.offset, q.offset + q.limit);
  return {
    total: entries.length,
    offset: q.offset,
    limit: q.limit,
    rows: page.flatMap((e) => {
      const row = rows.get(e.id);
      return row ? [view(desk, kind, row, e.total)] : [];
    }),
  };
}

export async function entityRecord<K extends DeskEntityKind>(desk: DeskService, kind: K, id: string) {
  const row = await desk.mustEntity(kind, id);
  const deals = (await desk.dependants(kind, id)) - (await groupChildren(desk, kind, id));
  return { record: view(desk, kind, row, deals), ...(await desk.history(kind, id)) };
}

/** Entities naming this one as their group or parent (dependants counts them with the deals). */
async function groupChildren(desk: DeskService, kind: DeskEntityKind, id: string): Promise<number> {
  if (kind === 'athlete') return 0;
  const catalog = desk.catalog();
  const rows = kind === 'brand' ? catalog.rows.brands : catalog.rows.properties;
  let n = 0;
  for (const r of rows.values()) {
    const parent = 'groupId' in r ? r.groupId : r.parentId;
    if (parent === id && r.id !== id) n++;
  }
  return n;
}

/** The rules across records: a unique name, a group or parent that exists and is not itself. */
async function checkEntity<K extends DeskEntityKind>(
  desk: DeskService,
  kind: K,
  input: Input[K],
  id: string | null,
) {
  const name = 'fullName' in input ? input.fullName : input.name;
  const clash = await desk.sameName(kind, name, id);
  if (clash)
    throw new HttpError(409, `A ${kind} called "${clash}" is already in the data: edit that one instead.`);
  const link =
    kind === 'brand'
      ? { id: (input as Input['brand']).groupId, kind: 'brand' as const, what: 'group' }
      : kind === 'property'
        ? { id: (input as Input['property']).parentId, kind: 'property' as const, what: 'parent' }
        : null;
  if (link?.id) {
    if (link.id === id) throw new HttpError(400, `A ${kind} cannot be its own ${link.what}.`);
    if (!(await desk.row(link.kind, link.id)))
      throw new HttpError(
        400,
        `No ${link.kind} with the id "${link.id}" for the ${link.what}: pick one from the list.`,
      );
  }
}

export async function createEntity<K extends DeskEntityKind>(
  desk: DeskService,
  kind: K,
  input: Input[K],
  userId: string,
) {
  await checkEntity(desk, kind, input, null);
  const { note, ...fields } = input;
  const name = 'fullName' in input ? input.fullName : input.name;
  const extra = kind === 'brand' ? { founded: null } : kind === 'athlete' ? { nationalTeamId: null } : {};
  const id = DeskService.newId(name);
  await desk.write(kind, id, userId, () => ({
    action: 'create',
    citation: note,
    after: { ...fields, ...extra, source: 'curated', sourceName: 'Sponsorscope data desk', origin: 'desk' },
  }));
  return entityRecord(desk, kind, id);
}

export async function updateEntity<K extends DeskEntityKind>(
  desk: DeskService,
  kind: K,
  id: string,
  input: Input[K],
  userId: string,
) {
  await desk.mustEntity(kind, id);
  await checkEntity(desk, kind, input, id);
  const { note, ...fields } = input;
  await desk.write(kind, id, userId, (before) => {
    if (!before) throw new HttpError(404, `No ${kind} with the id "${id}".`);
    return { action: 'update', citation: note, after: DeskService.edited(before, fields) };
  });
  return entityRecord(desk, kind, id);
}
