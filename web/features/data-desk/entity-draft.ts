import {
  type DeskEntityKind,
  ZDeskAthleteInput,
  ZDeskBrandInput,
  ZDeskPropertyInput,
} from '../../../core/contract/desk';
import type { DeskEntity, DeskEntityInput } from './data/entity-types';
import { numberOrText } from './deal-draft';
import type { Picked } from './Typeahead';
import { type FieldErrors, issueMessages } from './validation';

/** One input of the form: its contract name, label, and how it is typed. */
export interface EntityField {
  name: string;
  label: string;
  type?: 'text' | 'aliases' | 'year' | 'kind';
  optional?: boolean;
  max?: number;
}

interface KindSpec {
  singular: string;
  plural: string;
  fields: EntityField[];
  /** The record it belongs to, picked by typeahead (a brand's group, a property's parent). */
  link?: { name: 'groupId' | 'parentId'; label: string; kind: DeskEntityKind };
}

export const kindSpecs: Record<DeskEntityKind, KindSpec> = {
  brand: {
    singular: 'brand',
    plural: 'brands',
    fields: [
      { name: 'name', label: 'Name', max: 100 },
      { name: 'aliases', label: 'Aliases', type: 'aliases' },
      { name: 'industry', label: 'Industry', max: 60 },
      { name: 'sector', label: 'Sector', optional: true, max: 60 },
      { name: 'headquarters', label: 'Headquarters', optional: true, max: 200 },
    ],
    link: { name: 'groupId', label: 'Group (parent brand)', kind: 'brand' },
  },
  property: {
    singular: 'property',
    plural: 'properties',
    fields: [
      { name: 'name', label: 'Name', max: 100 },
      { name: 'aliases', label: 'Aliases', type: 'aliases' },
      { name: 'kind', label: 'Kind', type: 'kind' },
      { name: 'sport', label: 'Sport', max: 40 },
      { name: 'region', label: 'Region', max: 40 },
      { name: 'country', label: 'Country', optional: true, max: 60 },
    ],
    link: { name: 'parentId', label: 'Parent (league or federation)', kind: 'property' },
  },
  athlete: {
    singular: 'athlete',
    plural: 'athletes',
    fields: [
      { name: 'fullName', label: 'Name', max: 100 },
      { name: 'aliases', label: 'Aliases', type: 'aliases' },
      { name: 'sport', label: 'Sport', max: 40 },
      { name: 'currentTeam', label: 'Current team', optional: true, max: 100 },
      { name: 'nationality', label: 'Country', optional: true, max: 60 },
      { name: 'position', label: 'Position', optional: true, max: 40 },
      { name: 'birthYear', label: 'Birth year', type: 'year', optional: true },
    ],
  },
};

/** The form as typed: every input as text, and the linked record. */
export interface EntityDraft {
  values: Record<string, string>;
  link: Picked | null;
}

export function emptyEntity(kind: DeskEntityKind): EntityDraft {
  const values = Object.fromEntries(kindSpecs[kind].fields.map((f) => [f.name, '']));
  if (kind === 'property') values.kind = 'team';
  return { values, link: null };
}

export function entityFromRecord(e: DeskEntity): EntityDraft {
  const row = e.row as unknown as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const f of kindSpecs[e.kind].fields) {
    const v = row[f.name];
    values[f.name] = Array.isArray(v) ? v.join('\n') : v == null ? '' : String(v);
  }
  const link =
    e.kind === 'brand' && e.row.groupId
      ? { id: e.row.groupId, name: e.row.groupName ?? e.row.groupId }
      : e.kind === 'property' && e.row.parentId
        ? { id: e.row.parentId, name: e.row.parentName ?? e.row.parentId }
        : null;
  return { values, link };
}

/** Aliases typed one a line or separated by commas. */
export const splitAliases = (text: string) =>
  text
    .split(/[,\n]/)
    .map((a) => a.trim())
    .filter(Boolean);

const schemas = { brand: ZDeskBrandInput, property: ZDeskPropertyInput, athlete: ZDeskAthleteInput };

/** The whole input (the update is a PUT) checked by the contract's schema; messages by field. */
export function entityInput(
  kind: DeskEntityKind,
  draft: EntityDraft,
  note: string,
): { body: DeskEntityInput; errors: null } | { body: null; errors: FieldErrors } {
  const spec = kindSpecs[kind];
  const raw: Record<string, unknown> = { note };
  for (const f of spec.fields) {
    const v = draft.values[f.name] ?? '';
    if (f.type === 'aliases') raw[f.name] = splitAliases(v);
    else if (f.type === 'year') raw[f.name] = numberOrText(v);
    else raw[f.name] = f.optional && v.trim() === '' ? null : v;
  }
  if (spec.link) raw[spec.link.name] = draft.link?.id ?? null;
  const parsed = schemas[kind].safeParse(raw);
  if (parsed.success) return { body: parsed.data as DeskEntityInput, errors: null };
  const errors = issueMessages(parsed.error.issues);
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.')[0]!;
    if (!(field in errors)) errors[field] = message;
  }
  return { body: null, errors };
}
