import { z } from 'zod';
import { endpoint } from './endpoint';
import { signedInErrors, ZMessageResponse } from './error';
import { noNul, optionalText, text } from './import';
import { partnershipStatuses } from './partnerships';

/**
 * The data desk (/data-desk): editors (and administrators) correct, add and end deals, edit the
 * brands, properties and athletes they name, import files, and see every change with its citation.
 * The same schemas validate the desk's forms in the browser and every call on the server.
 */

/** A curated row whose last check is older than this many months needs review. */
export const REVIEW_AFTER_MONTHS = 12;
export const DESK_PAGE_MAX = 200;
/** The largest file the desk imports (bytes, before base64). */
export const DESK_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The bounds of one import file, checked on the server while the file is read (off the main thread):
 * rows (all lists of a JSON file together, the header row of a CSV or sheet not counted), columns,
 * characters in any one cell, and for a workbook, the cells its first sheet may hold (blank ones too).
 */
export const DESK_IMPORT_MAX_ROWS = 100_000;
export const DESK_IMPORT_MAX_COLUMNS = 40;
export const DESK_IMPORT_MAX_CELL_CHARS = 2_000;
export const DESK_IMPORT_MAX_SHEET_CELLS = DESK_IMPORT_MAX_ROWS * DESK_IMPORT_MAX_COLUMNS;
export const deskEntityKinds = ['brand', 'property', 'athlete'] as const;
export type DeskEntityKind = (typeof deskEntityKinds)[number];
export const deskRecordKinds = [...deskEntityKinds, 'partnership'] as const;
export type DeskRecordKind = (typeof deskRecordKinds)[number];
export const deskActions = ['create', 'update', 'end', 'confirm', 'import', 'undo', 'resolve'] as const;
export const deskSources = ['verified', 'curated', 'modelled'] as const;
export const deskConfidences = ['high', 'medium'] as const;
export const deskTiers = ['Premium', 'Standard'] as const;
export const propertyKinds = ['team', 'league', 'event', 'federation'] as const;
export const deskSorts = ['brand', 'partner', 'type', 'start', 'end', 'asOf', 'confidence'] as const;

const year = (field: string) =>
  z
    .number({ error: `${field} must be a year between 1850 and 2100` })
    .int(`${field} must be a year between 1850 and 2100`)
    .min(1850, `${field} must be a year between 1850 and 2100`)
    .max(2100, `${field} must be a year between 1850 and 2100`)
    .nullable();
/** YYYY-MM or YYYY-MM-DD, a real month or day, not in the future is checked on the server. */
export const isAsOf = (v: string) => {
  if (!/^(19|20)\d{2}-(0[1-9]|1[0-2])(-\d{2})?$/.test(v)) return false;
  if (v.length === 7) return true;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};
const asOf = z
  .string({ error: 'as of must be a date (YYYY-MM or YYYY-MM-DD)' })
  .trim()
  .refine((v) => v === '' || isAsOf(v), 'as of must be a date (YYYY-MM or YYYY-MM-DD)')
  .nullish()
  .transform((v) => v || null);
const aliases = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'an alias must not be empty')
      .max(100, 'each alias must be at most 100 characters')
      .refine(noNul, 'an alias must not contain NUL characters'),
    { error: 'aliases must be a list of names' },
  )
  .max(20, 'at most 20 aliases')
  .default([]);

/** The citation note every change carries: the kind of source and its publisher. */
export const ZChangeNote = text('citation note', 300).refine(
  (v) => v.length >= 5,
  'citation note must say where the change comes from (at least 5 characters)',
);

export const ZReported = z.object({
  amount: z
    .number({ error: 'reported amount must be a number' })
    .positive('reported amount must be more than 0')
    .max(10_000_000_000, 'reported amount must be at most 10 billion'),
  currency: z
    .string({ error: 'currency is required' })
    .trim()
    .regex(/^[A-Z]{3}$/, 'currency must be a three-letter code such as USD, EUR or GBP'),
  year: z
    .number({ error: 'reported year must be a year between 1950 and 2100' })
    .int('reported year must be a year between 1950 and 2100')
    .min(1950, 'reported year must be a year between 1950 and 2100')
    .max(2100, 'reported year must be a year between 1950 and 2100'),
  publisher: text('reported value publisher', 120),
  note: optionalText('reported value note', 300),
});
export type TReported = z.infer<typeof ZReported>;
/** A reported value as answers carry it (answers hold plain values, never input transforms). */
const ZReportedOut = z.object({
  amount: z.number(),
  currency: z.string(),
  year: z.number(),
  publisher: z.string(),
  note: z.string().nullable(),
});

/** The fields of a deal an editor sets. */
const partnershipFields = {
  type: text('type', 60),
  tier: z.enum(deskTiers, { error: 'tier must be Premium or Standard' }),
  role: optionalText('role', 120),
  startYear: year('start year'),
  endYear: year('end year'),
  untilYear: year('until year'),
  partnerName: optionalText("partner's name during the deal", 100),
  confidence: z.enum(deskConfidences, { error: 'confidence must be high or medium' }),
  asOf,
  citation: text('citation', 300),
  reported: ZReported.nullable(),
};
const yearsInOrder = (
  p: { startYear?: number | null; endYear?: number | null; untilYear?: number | null },
  ctx: z.RefinementCtx,
) => {
  if (p.startYear != null && p.endYear != null && p.endYear < p.startYear)
    ctx.addIssue({ code: 'custom', path: ['endYear'], message: 'end year must not be before start year' });
  if (p.startYear != null && p.untilYear != null && p.untilYear < p.startYear)
    ctx.addIssue({
      code: 'custom',
      path: ['untilYear'],
      message: 'until year must not be before start year',
    });
  if (p.endYear != null && p.untilYear != null)
    ctx.addIssue({
      code: 'custom',
      path: ['untilYear'],
      message: 'an ended deal has no until year: clear one of them',
    });
};

/** POST /api/desk/partnerships: a new deal between a brand and a property or an athlete. */
export const ZDeskPartnershipCreate = z
  .object({
    brandId: text('brand', 200),
    partnerKind: z.enum(['property', 'athlete'], { error: 'partner must be a property or an athlete' }),
    partnerId: text('partner', 200),
    ...partnershipFields,
    note: ZChangeNote,
  })
  .superRefine(yearsInOrder);
export type TDeskPartnershipCreate = z.input<typeof ZDeskPartnershipCreate>;

/** A patch's optional text: absent stays absent (unchanged); blank or null clears it. */
const patchText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine(noNul, `${field} must not contain NUL characters`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/** PATCH /api/desk/partnerships/:id: the fields to change (at least one) and the citation note. */
export const ZDeskPartnershipPatch = z
  .object({
    type: partnershipFields.type.optional(),
    tier: partnershipFields.tier.optional(),
    role: patchText('role', 120),
    startYear: partnershipFields.startYear.optional(),
    endYear: partnershipFields.endYear.optional(),
    untilYear: partnershipFields.untilYear.optional(),
    partnerName: patchText("partner's name during the deal", 100),
    confidence: partnershipFields.confidence.optional(),
    asOf: z
      .string({ error: 'as of must be a date (YYYY-MM or YYYY-MM-DD)' })
      .trim()
      .refine((v) => v === '' || isAsOf(v), 'as of must be a date (YYYY-MM or YYYY-MM-DD)')
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    citation: partnershipFields.citation.optional(),
    reported: partnershipFields.reported.optional(),
    note: ZChangeNote,
  })
  .superRefine(yearsInOrder);
export type TDeskPartnershipPatch = z.input<typeof ZDeskPartnershipPatch>;

/** POST /api/desk/partnerships/:id/end: the last year the deal ran. */
export const ZDeskEnd = z.object({
  endYear: year('end year').unwrap(),
  note: ZChangeNote,
});
export type TDeskEnd = z.input<typeof ZDeskEnd>;

/** POST /api/desk/partnerships/:id/confirm: checked today; the citation names the source checked. */
export const ZDeskConfirm = z.object({ citation: text('citation', 300) });
export type TDeskConfirm = z.input<typeof ZDeskConfirm>;

const brandFields = {
  name: text('name'),
  aliases,
  industry: text('industry', 60),
  sector: optionalText('sector', 60),
  headquarters: optionalText('headquarters', 200),
  /** The parent brand's id (Budweiser's group is AB InBev); null for none. */
  groupId: optionalText('group', 200),
};
const propertyFields = {
  name: text('name'),
  aliases,
  kind: z.enum(propertyKinds, { error: 'kind must be team, league, event or federation' }),
  sport: text('sport', 40),
  region: text('region', 40),
  country: optionalText('country', 60),
  /** The league or federation that runs it (an id); null for none. */
  parentId: optionalText('parent', 200),
};
const athleteFields = {
  fullName: text('name'),
  aliases,
  sport: text('sport', 40),
  currentTeam: optionalText('current team'),
  nationality: optionalText('country', 60),
  position: optionalText('position', 40),
  birthYear: year('birth year')
    .nullish()
    .transform((v) => v ?? null),
};
export const ZDeskBrandInput = z.object({ ...brandFields, note: ZChangeNote });
export const ZDeskPropertyInput = z.object({ ...propertyFields, note: ZChangeNote });
export const ZDeskAthleteInput = z.object({ ...athleteFields, note: ZChangeNote });
export type TDeskBrandInput = z.input<typeof ZDeskBrandInput>;
export type TDeskPropertyInput = z.input<typeof ZDeskPropertyInput>;
export type TDeskAthleteInput = z.input<typeof ZDeskAthleteInput>;

const provenance = {
  source: z.enum(deskSources),
  sourceName: z.string(),
  /**
   * dataset: as shipped; edit: a shipped row changed on the desk (a newer shipped dataset leaves it);
   * desk: added on the desk; import: imported from a file.
   */
  origin: z.enum(['dataset', 'edit', 'desk', 'import']),
};
const nullableText = z.string().nullable();
export const ZDeskBrand = z.object({
  id: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  industry: z.string(),
  sector: nullableText,
  headquarters: nullableText,
  groupId: nullableText,
  groupName: z.string().nullable(),
  founded: z.number().nullable(),
  ...provenance,
  deals: z.number(),
});
export const ZDeskProperty = z.object({
  id: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  kind: z.enum(propertyKinds),
  sport: z.string(),
  region: z.string(),
  country: nullableText,
  parentId: nullableText,
  parentName: z.string().nullable(),
  ...provenance,
  deals: z.number(),
});
export const ZDeskAthlete = z.object({
  id: z.string(),
  fullName: z.string(),
  aliases: z.array(z.string()),
  sport: z.string(),
  currentTeam: nullableText,
  nationality: nullableText,
  position: nullableText,
  birthYear: z.number().nullable(),
  ...provenance,
  deals: z.number(),
});
export type TDeskBrand = z.infer<typeof ZDeskBrand>;
export type TDeskProperty = z.infer<typeof ZDeskProperty>;
export type TDeskAthlete = z.infer<typeof ZDeskAthlete>;

/** One deal as the desk lists and edits it: the stored row, named, with its status and review flag. */
export const ZDeskPartnership = z.object({
  id: z.string(),
  brand: z.object({ id: z.string(), name: z.string() }),
  partner: z.object({
    kind: z.enum(['property', 'athlete']),
    id: z.string(),
    name: z.string(),
    /** team, league, event, federation or athlete. */
    type: z.string(),
  }),
  sport: z.string(),
  type: z.string(),
  tier: z.enum(deskTiers),
  role: z.string().nullable(),
  startYear: z.number().nullable(),
  endYear: z.number().nullable(),
  untilYear: z.number().nullable(),
  partnerName: z.string().nullable(),
  partOf: z.string().nullable(),
  /** The engine's status of the terms (as the brand view shows it). */
  status: z.enum(['active', 'expiring', 'ended', 'unconfirmed']),
  confidence: z.enum(deskConfidences),
  asOf: z.string().nullable(),
  citation: z.string().nullable(),
  reported: ZReportedOut.nullable(),
  ...provenance,
  /** Curated, without an end year, and not checked for 12 months (or never dated). */
  needsReview: z.boolean(),
});
export type TDeskPartnership = z.infer<typeof ZDeskPartnership>;

const flag = z
  .enum(['', '0', '1', 'true', 'false'], { error: 'must be 1 or 0' })
  .optional()
  .transform((v) => v === '1' || v === 'true');
const filter = (label: string, max = 100) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);
const pageNumber = (field: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${field} must be a whole number from ${min} to ${max}` })
    .int(`${field} must be a whole number from ${min} to ${max}`)
    .min(min, `${field} must be a whole number from ${min} to ${max}`)
    .max(max, `${field} must be a whole number from ${min} to ${max}`)
    .default(fallback);
const blankEnum = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .enum(['', ...values] as unknown as [string, ...string[]], {
      error: `${label} must be one of ${values.join(', ')}`,
    })
    .optional()
    .transform((v) => (v ? (v as T[number]) : undefined));

/** GET /api/desk/partnerships: filters (all optional), search, sort and the page. */
export const ZDeskPartnershipQuery = z.object({
  /** Words matched against brand, partner, type, role and citation. */
  q: filter('search', 200),
  brand: filter('brand'),
  property: filter('property'),
  sport: filter('sport', 40),
  type: filter('type', 60),
  status: blankEnum(partnershipStatuses, 'status'),
  source: blankEnum(deskSources, 'source'),
  confidence: blankEnum(deskConfidences, 'confidence'),
  review: flag,
  edited: flag,
  sort: blankEnum(deskSorts, 'sort'),
  dir: blankEnum(['asc', 'desc'] as const, 'dir'),
  limit: pageNumber('limit', 1, DESK_PAGE_MAX, 50),
  offset: pageNumber('offset', 0, 1_000_000, 0),
});
export type TDeskPartnershipQuery = z.input<typeof ZDeskPartnershipQuery>;

export const ZDeskPartnershipPage = z.object({
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
  rows: z.array(ZDeskPartnership),
  /** Across the whole desk, not the filter: curated rows needing review, edited rows, open conflicts. */
  counts: z.object({ needsReview: z.number(), edited: z.number(), conflicts: z.number() }),
  /** Sports and deal types in the data, for the filter lists. */
  sports: z.array(z.string()),
  types: z.array(z.string()),
});
export type TDeskPartnershipPage = z.infer<typeof ZDeskPartnershipPage>;

/** One recorded change: who, when, what it was before and after, and its citation. */
export const ZDeskChange = z.object({
  id: z.string(),
  record: z.enum(deskRecordKinds),
  recordId: z.string(),
  /** The record's name when the change was made ("Nike – Manchester United (Kit supplier)"). */
  label: z.string(),
  action: z.enum(deskActions),
  /** The editor's e-mail address; null for a command-line import or a deleted account. */
  by: z.string().nullable(),
  at: z.string(),
  citation: z.string(),
  /** The fields that changed, before and after (null before for a new record). */
  fields: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type TDeskChange = z.infer<typeof ZDeskChange>;

/** A record with its history, newest first; undoable names the change Undo would reverse. */
const withHistory = <T extends z.ZodType>(record: T) =>
  z.object({ record, history: z.array(ZDeskChange), undoable: z.string().nullable() });
export const ZDeskPartnershipRecord = withHistory(ZDeskPartnership);
export const ZDeskBrandRecord = withHistory(ZDeskBrand);
export const ZDeskPropertyRecord = withHistory(ZDeskProperty);
export const ZDeskAthleteRecord = withHistory(ZDeskAthlete);
export type TDeskPartnershipRecord = z.infer<typeof ZDeskPartnershipRecord>;

/** GET /api/desk/{brands,properties,athletes}: search by name or alias. */
export const ZDeskEntityQuery = z.object({
  q: filter('search', 200),
  limit: pageNumber('limit', 1, DESK_PAGE_MAX, 50),
  offset: pageNumber('offset', 0, 1_000_000, 0),
});
const entityPage = <T extends z.ZodType>(row: T) =>
  z.object({ total: z.number(), offset: z.number(), limit: z.number(), rows: z.array(row) });

export const ZDeskHistoryQuery = z.object({
  limit: pageNumber('limit', 1, DESK_PAGE_MAX, 50),
  offset: pageNumber('offset', 0, 1_000_000, 0),
});
export const ZDeskHistoryPage = z.object({ total: z.number(), changes: z.array(ZDeskChange) });

/** A record an editor changed that a newer shipped dataset also changed (or removed). */
export const ZDeskConflict = z.object({
  id: z.string(),
  record: z.enum(deskRecordKinds),
  recordId: z.string(),
  label: z.string(),
  /** The dataset version that brought the difference. */
  datasetVersion: z.number(),
  detectedAt: z.string(),
  /** True when the shipped dataset no longer has the record at all. */
  removed: z.boolean(),
  fields: z.array(z.object({ field: z.string(), edited: z.unknown(), shipped: z.unknown() })),
});
export type TDeskConflict = z.infer<typeof ZDeskConflict>;
export const ZDeskResolve = z.object({
  keep: z.enum(['edit', 'shipped'], { error: 'keep must be edit or shipped' }),
});

/** An import file as the browser sends it: its name (the extension tells the format) and bytes. */
export const ZDeskImportFile = z.object({
  fileName: z
    .string({ error: 'fileName is required' })
    .trim()
    .max(200, 'fileName must be at most 200 characters')
    .regex(/\.(csv|json|xlsx)$/i, 'the file must be .csv, .xlsx or .json'),
  /** The file's bytes, base64. */
  content: z
    .string({ error: 'content is required' })
    .max(Math.ceil((DESK_IMPORT_MAX_BYTES * 4) / 3) + 4, 'the file must be at most 5 MB'),
  note: ZChangeNote,
});
export type TDeskImportFile = z.input<typeof ZDeskImportFile>;

export const ZImportRowResult = z.object({
  kind: z.enum(['brands', 'properties', 'athletes', 'partnerships']),
  /** The row's number in its list (1 = the first data row). */
  row: z.number(),
  /** A short description of the row ("Nike – Arsenal (Kit supplier)"). */
  label: z.string(),
  ok: z.boolean(),
  /** Why the row is rejected; null when it is valid. */
  reason: z.string().nullable(),
});
export const ZImportPreview = z.object({
  rows: z.array(ZImportRowResult),
  valid: z.number(),
  rejected: z.number(),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;
/** The apply call answers NDJSON: progress lines, then one result line. */
export const ZImportProgressLine = z.union([
  z.object({ type: z.literal('progress'), done: z.number(), total: z.number() }),
  z.object({
    type: z.literal('result'),
    imported: z.object({
      brands: z.number(),
      properties: z.number(),
      athletes: z.number(),
      partnerships: z.number(),
    }),
    rows: z.array(ZImportRowResult),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type TImportProgressLine = z.infer<typeof ZImportProgressLine>;

const idParams = z.object({
  id: z
    .string()
    .min(1, 'id is required')
    .max(300, 'id must be at most 300 characters')
    .refine(noNul, 'id must not contain NUL characters'),
});
const deskErrors = { ...signedInErrors, 403: ZMessageResponse } as const;
const writeErrors = { ...deskErrors, 400: ZMessageResponse, 404: ZMessageResponse, 409: ZMessageResponse };

const entityEndpoints = <R extends z.ZodType, Rec extends z.ZodType, I extends z.ZodType, P extends string>(
  plural: P,
  row: R,
  record: Rec,
  input: I,
) =>
  ({
    list: endpoint({
      method: 'GET',
      path: `/api/desk/${plural}`,
      access: 'editor',
      summary: `Editors: ${plural} by name or alias.`,
      query: ZDeskEntityQuery,
      responses: { 200: entityPage(row), 400: ZMessageResponse, ...deskErrors },
    }),
    show: endpoint({
      method: 'GET',
      path: `/api/desk/${plural}/:id`,
      access: 'editor',
      summary: `Editors: one of the ${plural} with its history.`,
      params: idParams,
      responses: { 200: record, 400: ZMessageResponse, 404: ZMessageResponse, ...deskErrors },
    }),
    create: endpoint({
      method: 'POST',
      path: `/api/desk/${plural}`,
      access: 'editor',
      summary: `Editors: adds one of the ${plural} (with a citation note).`,
      body: input,
      responses: { 201: record, ...writeErrors },
    }),
    update: endpoint({
      method: 'PUT',
      path: `/api/desk/${plural}/:id`,
      access: 'editor',
      summary: `Editors: changes one of the ${plural} (with a citation note).`,
      params: idParams,
      body: input,
      responses: { 200: record, ...writeErrors },
    }),
  }) as const;

export const deskBrandEndpoints = entityEndpoints('brands', ZDeskBrand, ZDeskBrandRecord, ZDeskBrandInput);
export const deskPropertyEndpoints = entityEndpoints(
  'properties',
  ZDeskProperty,
  ZDeskPropertyRecord,
  ZDeskPropertyInput,
);
export const deskAthleteEndpoints = entityEndpoints(
  'athletes',
  ZDeskAthlete,
  ZDeskAthleteRecord,
  ZDeskAthleteInput,
);

export const deskEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/desk/partnerships',
    access: 'editor',
    summary: 'Editors: every deal with its stored fields, filtered, searched, sorted and paginated.',
    query: ZDeskPartnershipQuery,
    responses: { 200: ZDeskPartnershipPage, 400: ZMessageResponse, ...deskErrors },
  }),
  show: endpoint({
    method: 'GET',
    path: '/api/desk/partnerships/:id',
    access: 'editor',
    summary: 'Editors: one deal with its history.',
    params: idParams,
    responses: { 200: ZDeskPartnershipRecord, 400: ZMessageResponse, 404: ZMessageResponse, ...deskErrors },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/desk/partnerships',
    access: 'editor',
    summary: 'Editors: adds a deal (brand and property or athlete by id, with a citation note).',
    body: ZDeskPartnershipCreate,
    responses: { 201: ZDeskPartnershipRecord, ...writeErrors },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/desk/partnerships/:id',
    access: 'editor',
    summary: "Editors: changes a deal's fields (with a citation note).",
    params: idParams,
    body: ZDeskPartnershipPatch,
    responses: { 200: ZDeskPartnershipRecord, ...writeErrors },
  }),
  end: endpoint({
    method: 'POST',
    path: '/api/desk/partnerships/:id/end',
    access: 'editor',
    summary: 'Editors: ends a running deal in a year (with a citation note).',
    params: idParams,
    body: ZDeskEnd,
    responses: { 200: ZDeskPartnershipRecord, ...writeErrors },
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/desk/partnerships/:id/confirm',
    access: 'editor',
    summary: 'Editors: "Confirmed today": sets the as-of date to today with the citation checked.',
    params: idParams,
    body: ZDeskConfirm,
    responses: { 200: ZDeskPartnershipRecord, ...writeErrors },
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/desk/history',
    access: 'editor',
    summary: 'Editors: the latest changes of every record, newest first.',
    query: ZDeskHistoryQuery,
    responses: { 200: ZDeskHistoryPage, 400: ZMessageResponse, ...deskErrors },
  }),
  undo: endpoint({
    method: 'POST',
    path: '/api/desk/changes/:id/undo',
    access: 'editor',
    summary: "Editors: reverses a record's last change (recorded as a change of its own).",
    params: idParams,
    responses: { 200: ZDeskChange, ...writeErrors },
  }),
  conflicts: endpoint({
    method: 'GET',
    path: '/api/desk/conflicts',
    access: 'editor',
    summary: 'Editors: edited records a newer shipped dataset changed or removed.',
    responses: { 200: z.object({ conflicts: z.array(ZDeskConflict) }), ...deskErrors },
  }),
  resolve: endpoint({
    method: 'POST',
    path: '/api/desk/conflicts/:id/resolve',
    access: 'editor',
    summary: "Editors: keeps the edit or takes the shipped dataset's row.",
    params: idParams,
    body: ZDeskResolve,
    responses: { 200: ZMessageResponse, ...writeErrors },
  }),
  importPreview: endpoint({
    method: 'POST',
    path: '/api/desk/import/preview',
    access: 'editor',
    summary: 'Editors: validates an import file (CSV, Excel or JSON) row by row without writing anything.',
    body: ZDeskImportFile,
    responses: { 200: ZImportPreview, 400: ZMessageResponse, 413: ZMessageResponse, ...deskErrors },
  }),
  importApply: endpoint({
    method: 'POST',
    path: '/api/desk/import/apply',
    access: 'editor',
    summary:
      'Editors: writes the valid rows of an import file in one transaction; answers NDJSON progress lines and a result line.',
    body: ZDeskImportFile,
    produces: 'application/x-ndjson',
    responses: { 200: ZImportProgressLine, 400: ZMessageResponse, 413: ZMessageResponse, ...deskErrors },
  }),
};
