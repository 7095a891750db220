import { z } from 'zod';

/** The database refuses the NUL character: a cell holding one is a rejected row, not a failure. */
export const noNul = (v: string) => !v.includes('\u0000');
/** A required text field, trimmed, with its length and NUL rules (imports and the data desk). */
export const text = (field: string, max = 100) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine(noNul, `${field} must not contain NUL characters`);
/** An optional text field: blank or absent is null. */
export const optionalText = (field: string, max = 100) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine(noNul, `${field} must not contain NUL characters`)
    .nullish()
    .transform((v) => v || null);
/** Aliases as a list, or in CSV as one cell separated by |. */
const aliases = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform((v) => (Array.isArray(v) ? v : (v ?? '').split('|')).map((s) => s.trim()).filter(Boolean))
  .pipe(
    z
      .array(
        z
          .string()
          .max(100, 'each alias must be at most 100 characters')
          .refine(noNul, 'an alias must not contain NUL characters'),
      )
      .max(20, 'at most 20 aliases'),
  );
const year = (field: string) =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1850 || n > 2100) {
        ctx.addIssue({ code: 'custom', message: `${field} must be a year between 1850 and 2100` });
        return z.NEVER;
      }
      return n;
    });

export const ZImportBrand = z.object({
  name: text('name'),
  aliases,
  industry: text('industry'),
  headquarters: optionalText('headquarters', 200),
});

export const ZImportProperty = z.object({
  name: text('name'),
  aliases,
  kind: z.enum(['team', 'league', 'event', 'federation'], {
    error: 'kind must be team, league, event or federation',
  }),
  sport: text('sport', 40),
  region: text('region', 40),
  country: optionalText('country', 60),
});

export const ZImportAthlete = z.object({
  fullName: text('fullName'),
  sport: text('sport', 40),
  currentTeam: optionalText('currentTeam'),
  nationality: optionalText('nationality', 60),
  position: optionalText('position', 40),
  birthYear: year('birthYear'),
});

export const ZImportPartnership = z
  .object({
    brand: text('brand'),
    partner: text('partner'),
    type: text('type', 60),
    tier: z
      .enum(['Premium', 'Standard'], { error: 'tier must be Premium or Standard' })
      .nullish()
      .transform((v) => v ?? 'Standard'),
    startYear: year('startYear'),
    endYear: year('endYear'),
    role: optionalText('role', 120),
    /** The kind of source and its publisher; the import's citation note when left out. */
    citation: optionalText('citation', 300),
    asOf: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((v, ctx) => {
        const text = v === null || v === undefined ? '' : String(v).trim();
        if (!text) return null;
        if (!/^(19|20)\d{2}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/.test(text)) {
          ctx.addIssue({ code: 'custom', message: 'asOf must be a date (YYYY-MM or YYYY-MM-DD)' });
          return z.NEVER;
        }
        return text;
      }),
    confidence: z
      .enum(['high', 'medium'], { error: 'confidence must be high or medium' })
      .nullish()
      .transform((v) => v ?? 'high'),
  })
  .refine((p) => p.startYear === null || p.endYear === null || p.endYear >= p.startYear, {
    message: 'endYear must not be before startYear',
    path: ['endYear'],
  });

export const importKinds = ['brands', 'properties', 'athletes', 'partnerships'] as const;
export type ImportKind = (typeof importKinds)[number];
