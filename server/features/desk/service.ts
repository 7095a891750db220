import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type {
  DeskEntityKind,
  DeskRecordKind,
  TDeskChange,
  TDeskConflict,
  TDeskPartnership,
} from '../../../core/contract/desk';
import { normaliseName } from '../../../core/intelligence/names';
import type { Catalog } from '../../catalog/catalog';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  athletes,
  brands,
  dataChanges,
  dataConflicts,
  partnerships,
  properties,
  users,
} from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import {
  type AnyRow,
  type AthleteRow,
  type BrandRow,
  type ChangeRow,
  changedFields,
  deskChange,
  deskPartnership,
  type Names,
  type PartnershipRow,
  type PropertyRow,
  partnershipLabel,
} from './records';

const tables: Record<DeskRecordKind, PgTable & { id: typeof brands.id }> = {
  brand: brands as never,
  property: properties as never,
  athlete: athletes as never,
  partnership: partnerships as never,
};
const nouns: Record<DeskRecordKind, string> = {
  brand: 'brand',
  property: 'property',
  athlete: 'athlete',
  partnership: 'partnership',
};

/** A write of one record: what it was, what it becomes (null: removed), and how to say so. */
interface Write {
  action: ChangeRow['action'];
  citation: string;
  after: Record<string, unknown> | null;
  label?: string;
  /** What history records as the row before, when not the stored row (a kept conflict: the shipped row). */
  historyBefore?: Record<string, unknown>;
}

const today = (now: Date) => now.toISOString().slice(0, 10);
/** Change and conflict ids are uuids: anything else names nothing (and must not reach a uuid column). */
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * The data desk's work: records read straight from the database (so an editor sees their own change
 * at once on any instance), every write in one transaction with its change-history row, then a new
 * catalogue revision so this instance reloads at once and the others within seconds.
 */
export class DeskService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'catalog' | 'catalogEdited'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private get db(): Db {
    return this.ctx.db;
  }

  /** Name lookups against the database, for views of single records. */
  private async namesFor(
    rows: { brandIds?: string[]; propertyIds?: string[]; athleteIds?: string[] },
    db: Db = this.db,
  ) {
    const pick = async <T extends { id: string }>(
      table: PgTable & { id: typeof brands.id },
      ids: string[] = [],
    ) => {
      const wanted = [...new Set(ids.filter(Boolean))];
      if (!wanted.length) return new Map<string, T>();
      const found = (await db.select().from(table).where(sql`${table.id} in ${wanted}`)) as unknown as T[];
      return new Map(found.map((r) => [r.id, r]));
    };
    const [b, p, a] = await Promise.all([
      pick<BrandRow>(tables.brand, rows.brandIds),
      pick<PropertyRow>(tables.property, rows.propertyIds),
      pick<AthleteRow>(tables.athlete, rows.athleteIds),
    ]);
    const names: Names = {
      brand: (id) => b.get(id),
      property: (id) => p.get(id),
      athlete: (id) => a.get(id),
    };
    return names;
  }

  /** Name lookups against the loaded catalogue, for lists. */
  private catalogNames(catalog: Catalog): Names {
    return {
      brand: (id) => catalog.rows.brands.get(id),
      property: (id) => catalog.rows.properties.get(id),
      athlete: (id) => catalog.rows.athletes.get(id),
    };
  }

  async row(kind: DeskRecordKind, id: string): Promise<AnyRow | null> {
    const table = tables[kind];
    const [row] = (await this.db.select().from(table).where(eq(table.id, id))) as AnyRow[];
    return row ?? null;
  }

  private async mustRow(kind: DeskRecordKind, id: string): Promise<AnyRow> {
    const row = await this.row(kind, id);
    if (!row) throw new HttpError(404, `No ${nouns[kind]} with the id "${id}".`);
    return row;
  }

  async partnershipView(row: PartnershipRow, db: Db = this.db): Promise<TDeskPartnership> {
    const names = await this.namesFor(
      {
        brandIds: [row.brandId],
        propertyIds: row.propertyId ? [row.propertyId] : [],
        athleteIds: row.athleteId ? [row.athleteId] : [],
      },
      db,
    );
    return deskPartnership(row, names, this.clock());
  }

  /** A record's label as history shows it. */
  async labelOf(kind: DeskRecordKind, row: AnyRow, db: Db = this.db): Promise<string> {
    if (kind === 'partnership') {
      const p = row as unknown as PartnershipRow;
      return partnershipLabel(p, await this.partnershipView(p, db));
    }
    return String(kind === 'athlete' ? row.fullName : row.name);
  }

  /** How many deals name an entity (and how many entities name it as group or parent). */
  async dependants(kind: DeskEntityKind, id: string): Promise<number> {
    const column =
      kind === 'brand'
        ? partnerships.brandId
        : kind === 'property'
          ? partnerships.propertyId
          : partnerships.athleteId;
    const [deals] = await this.db.select({ n: count() }).from(partnerships).where(eq(column, id));
    let n = deals?.n ?? 0;
    if (kind === 'brand') {
      const [g] = await this.db
        .select({ n: count() })
        .from(brands)
        .where(and(eq(brands.groupId, id), sql`${brands.id} <> ${id}`));
      n += g?.n ?? 0;
    }
    if (kind === 'property') {
      const [c] = await this.db.select({ n: count() }).from(properties).where(eq(properties.parentId, id));
      n += c?.n ?? 0;
    }
    return n;
  }

  /** A record's changes, newest first, and the one Undo would reverse. */
  async history(
    kind: DeskRecordKind,
    id: string,
  ): Promise<{ history: TDeskChange[]; undoable: string | null }> {
    const rows = await this.db
      .select({ change: dataChanges, email: users.email })
      .from(dataChanges)
      .leftJoin(users, eq(users.id, dataChanges.userId))
      .where(and(eq(dataChanges.record, kind), eq(dataChanges.recordId, id)))
      .orderBy(desc(dataChanges.createdAt), desc(dataChanges.id))
      .limit(200);
    const history = rows.map((r) => deskChange(r.change, r.email));
    return { history, undoable: history[0]?.id ?? null };
  }

  async recentChanges(limit: number, offset: number) {
    const [total] = await this.db.select({ n: count() }).from(dataChanges);
    const rows = await this.db
      .select({ change: dataChanges, email: users.email })
      .from(dataChanges)
      .leftJoin(users, eq(users.id, dataChanges.userId))
      .orderBy(desc(dataChanges.createdAt), desc(dataChanges.id))
      .limit(limit)
      .offset(offset);
    return { total: total?.n ?? 0, changes: rows.map((r) => deskChange(r.change, r.email)) };
  }

  /**
   * Writes one record in a transaction with its history row. `make` gets the row as it is now
   * (null when it does not exist) and says what it becomes. A write that changes nothing is refused.
   */
  async write(
    kind: DeskRecordKind,
    id: string,
    userId: string | null,
    make: (before: AnyRow | null, t: Db) => Promise<Write> | Write,
  ): Promise<{ change: ChangeRow; after: AnyRow | null }> {
    const table = tables[kind];
    const result = await this.db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [before] = (await t.select().from(table).where(eq(table.id, id)).for('update')) as AnyRow[];
      const w = await make(before ?? null, t);
      if (changedFields(before ?? null, w.after).length === 0 && w.action !== 'resolve')
        throw new HttpError(400, 'Nothing to change: the values are the ones already stored.');
      let after: AnyRow | null = null;
      if (w.after === null) {
        if (before) await t.delete(table).where(eq(table.id, id));
      } else {
        const values = { ...w.after, id };
        [after = null] = (await t
          .insert(table)
          .values(values as never)
          .onConflictDoUpdate({ target: table.id, set: values as never })
          .returning()) as AnyRow[];
      }
      const [change] = await t
        .insert(dataChanges)
        .values({
          record: kind,
          recordId: id,
          label: w.label ?? (await this.labelOf(kind, (after ?? before)!, t)),
          action: w.action,
          userId,
          before: w.historyBefore ?? before ?? null,
          after,
          citation: w.citation,
        })
        .returning();
      return { change: change!, after };
    });
    await this.ctx.catalogEdited();
    return result;
  }

  /** An edited shipped row is the editor's from now on: a newer shipped dataset leaves it alone. */
  static edited(before: AnyRow, values: Record<string, unknown>): Record<string, unknown> {
    return { ...before, ...values, origin: before.origin === 'dataset' ? 'edit' : before.origin };
  }

  static newId(name: string): string {
    const slug = normaliseName(name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60);
    return `desk-${slug || 'record'}-${randomUUID().slice(0, 8)}`;
  }

  /** Another record of this kind already called this (name or alias, any case and accents)? */
  async sameName(kind: DeskEntityKind, name: string, except: string | null): Promise<string | null> {
    const catalogType = kind === 'brand' ? 'brand' : kind === 'property' ? 'rightsHolder' : 'athlete';
    const hit = this.ctx.catalog().exact(catalogType, name);
    if (hit && hit.id !== except && normaliseName(hit.name) === normaliseName(name)) return hit.name;
    const table = tables[kind];
    const nameColumn = kind === 'athlete' ? athletes.fullName : (table as typeof brands).name;
    const [row] = (await this.db
      .select({ id: table.id, name: nameColumn })
      .from(table)
      .where(eq(sql`lower(${nameColumn})`, name.trim().toLowerCase()))
      .limit(2)) as { id: string; name: string }[];
    return row && row.id !== except ? row.name : null;
  }

  async conflicts(): Promise<TDeskConflict[]> {
    const rows = await this.db.select().from(dataConflicts).orderBy(desc(dataConflicts.detectedAt));
    const out: TDeskConflict[] = [];
    for (const c of rows) {
      const kind = c.record as DeskRecordKind;
      const current = await this.row(kind, c.recordId);
      const label = current ? await this.labelOf(kind, current) : c.recordId;
      out.push({
        id: c.id,
        record: kind,
        recordId: c.recordId,
        label,
        datasetVersion: c.datasetVersion,
        detectedAt: c.detectedAt.toISOString(),
        removed: c.shipped === null,
        fields: changedFields(c.shipped ?? {}, current ?? {})
          .filter((f) => c.shipped === null || f.field in c.shipped)
          .map((f) => ({ field: f.field, edited: f.after, shipped: c.shipped === null ? null : f.before })),
      });
    }
    return out;
  }

  async conflictCount(): Promise<number> {
    const [n] = await this.db.select({ n: count() }).from(dataConflicts);
    return n?.n ?? 0;
  }

  async resolve(id: string, keep: 'edit' | 'shipped', userId: string): Promise<string> {
    const [conflict] = isUuid(id)
      ? await this.db.select().from(dataConflicts).where(eq(dataConflicts.id, id))
      : [];
    if (!conflict) throw new HttpError(404, 'No such conflict: another editor may have settled it.');
    const kind = conflict.record as DeskRecordKind;
    const shipped = conflict.shipped;
    if (keep === 'shipped' && shipped === null && kind !== 'partnership') {
      const n = await this.dependants(kind, conflict.recordId);
      if (n > 0)
        throw new HttpError(
          409,
          `The shipped dataset no longer has this ${nouns[kind]}, but ${n} record${n === 1 ? '' : 's'} still name it: keep the edit, or change those first.`,
        );
    }
    await this.write(kind, conflict.recordId, userId, async (before, t) => {
      await t.delete(dataConflicts).where(eq(dataConflicts.id, id));
      if (!before) throw new HttpError(404, `The ${nouns[kind]} is no longer in the data.`);
      const version = conflict.datasetVersion;
      if (keep === 'shipped') {
        return {
          action: 'resolve',
          citation: `Took the shipped dataset's version (dataset version ${version}).`,
          after: shipped === null ? null : { ...shipped, origin: 'dataset' },
        };
      }
      // Kept: the history remembers the shipped row as what the edit replaced, so the same shipped
      // row in a later dataset is not a conflict again.
      return {
        action: 'resolve',
        citation: `Kept the edit over the shipped dataset (dataset version ${version}).`,
        after: before,
        ...(shipped ? { historyBefore: { ...shipped, origin: 'dataset' } } : {}),
      };
    });
    return keep === 'edit'
      ? 'The edit stays; the shipped version is set aside.'
      : "The shipped dataset's version is back.";
  }

  /** Reverses a record's last change: writes back what it was before (removes a record it created). */
  async undo(changeId: string, userId: string): Promise<ChangeRow> {
    const [change] = isUuid(changeId)
      ? await this.db.select().from(dataChanges).where(eq(dataChanges.id, changeId))
      : [];
    if (!change) throw new HttpError(404, 'No such change.');
    const kind = change.record as DeskRecordKind;
    const { undoable } = await this.history(kind, change.recordId);
    if (undoable !== change.id)
      throw new HttpError(
        409,
        `Only the last change of ${change.label} can be undone: it has changed since.`,
      );
    if (change.before === null && kind !== 'partnership') {
      const n = await this.dependants(kind, change.recordId);
      if (n > 0)
        throw new HttpError(
          409,
          `${change.label} cannot be removed: ${n} record${n === 1 ? ' names' : 's name'} it. Change or undo those first.`,
        );
    }
    const when = change.createdAt.toISOString().slice(0, 16).replace('T', ' ');
    const { change: undone } = await this.write(kind, change.recordId, userId, () => ({
      action: 'undo',
      citation: `Undid the ${change.action} of ${when} UTC (${change.citation})`.slice(0, 500),
      after: change.before,
      label: change.label,
    }));
    return undone;
  }

  /** Deals by brand, partner and type that already exist (the same deal added twice). */
  async duplicateOf(brandId: string, column: 'property' | 'athlete', partnerId: string, type: string) {
    const [row] = await this.db
      .select({ id: partnerships.id, startYear: partnerships.startYear, endYear: partnerships.endYear })
      .from(partnerships)
      .where(
        and(
          eq(partnerships.brandId, brandId),
          eq(column === 'property' ? partnerships.propertyId : partnerships.athleteId, partnerId),
          eq(sql`lower(${partnerships.type})`, type.trim().toLowerCase()),
          sql`${partnerships.endYear} is null`,
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** Today as the desk dates a confirmation. */
  today(): string {
    return today(this.clock());
  }

  now(): Date {
    return this.clock();
  }

  catalog(): Catalog {
    return this.ctx.catalog();
  }

  names(): Names {
    return this.catalogNames(this.ctx.catalog());
  }

  async findBrand(id: string) {
    return (await this.row('brand', id)) as BrandRow | null;
  }

  async findPartner(kind: 'property' | 'athlete', id: string) {
    return (await this.row(kind, id)) as PropertyRow | AthleteRow | null;
  }

  async mustPartnership(id: string): Promise<PartnershipRow> {
    return (await this.mustRow('partnership', id)) as unknown as PartnershipRow;
  }

  async mustEntity(kind: DeskEntityKind, id: string): Promise<AnyRow> {
    return this.mustRow(kind, id);
  }
}
