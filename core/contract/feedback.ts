import { z } from 'zod';
import { endpoint } from './endpoint';
import { ZMessageResponse } from './error';

/** What a rating of 1 to 3 is about (the feedback dialog's choices). */
export const feedbackCategories = [
  'Bug Report',
  'Feature Request',
  'Data Quality',
  'User Interface',
  'Performance',
  'Other',
] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];

export const feedbackStatuses = ['new', 'read'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

export const FEEDBACK_PAGE_SIZE = 50;
export const FEEDBACK_MESSAGE_MAX = 2000;

/** Text the database can store: PostgreSQL refuses the NUL character. */
const noNul = (field: string) =>
  [(v: string) => !v.includes('\u0000'), `${field} must not contain NUL characters`] as const;

const categoryError = `category must be one of: ${feedbackCategories.join(', ')}`;

/** POST /api/feedback: a rating, and for 1 to 3 stars what it is about. */
export const ZFeedbackInput = z
  .object({
    rating: z
      .number({ error: 'rating must be a whole number from 1 to 5' })
      .int('rating must be a whole number from 1 to 5')
      .min(1, 'rating must be a whole number from 1 to 5')
      .max(5, 'rating must be a whole number from 1 to 5'),
    category: z.enum(feedbackCategories, { error: categoryError }).nullable().default(null),
    message: z
      .string({ error: 'message must be text' })
      .trim()
      .max(FEEDBACK_MESSAGE_MAX, `message must be at most ${FEEDBACK_MESSAGE_MAX} characters`)
      .refine(...noNul('message'))
      .default(''),
    context: z
      .string({ error: 'context must be text' })
      .trim()
      .max(100, 'context must be at most 100 characters')
      .refine(...noNul('context'))
      .default(''),
    path: z
      .string({ error: 'path must be text' })
      .max(500, 'path must be at most 500 characters')
      .refine(...noNul('path'))
      .default(''),
  })
  .refine((f) => f.rating > 3 || f.category !== null, {
    path: ['category'],
    message: 'choose a category for a rating of 1 to 3 stars',
  });
export type TFeedbackInput = z.input<typeof ZFeedbackInput>;

/** Query strings arrive as text; a blank value means "no filter". */
const blankOr = (pattern: RegExp, message: string) => z.string().trim().regex(pattern, message).optional();
/** A real calendar day as YYYY-MM-DD (not 2026-02-30), from 1970 to 9999. */
const isDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return (
    /^(19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}$/.test(v) &&
    !Number.isNaN(d.getTime()) &&
    d.toISOString().startsWith(v)
  );
};
const day = (field: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isDay(v), `${field} must be a date (YYYY-MM-DD)`)
    .transform((v) => v || undefined);

/** GET /api/admin/feedback and /api/admin/feedback.csv: filters (all optional) and the page. */
export const ZFeedbackQuery = z.object({
  rating: blankOr(/^[1-5]?$/, 'rating must be a whole number from 1 to 5').transform((v) =>
    v ? Number(v) : undefined,
  ),
  category: z
    .enum(['', ...feedbackCategories], { error: categoryError })
    .optional()
    .transform((v) => v || undefined),
  status: z
    .enum(['', ...feedbackStatuses], { error: 'status must be new or read' })
    .optional()
    .transform((v) => v || undefined),
  q: z
    .string()
    .trim()
    .max(200, 'q must be at most 200 characters')
    .refine(...noNul('q'))
    .optional()
    .transform((v) => v || undefined),
  from: day('from'),
  to: day('to'),
  page: blankOr(/^([1-9]\d{0,5})?$/, 'page must be a whole number from 1').transform((v) =>
    v ? Number(v) : 1,
  ),
});
export type TFeedbackQuery = z.input<typeof ZFeedbackQuery>;
export type TFeedbackFilters = z.output<typeof ZFeedbackQuery>;

export const ZFeedbackItem = z.object({
  id: z.string(),
  createdAt: z.string(),
  rating: z.number(),
  category: z.string().nullable(),
  message: z.string(),
  context: z.string(),
  path: z.string(),
  /** The sender's e-mail address; null when anonymous (or the account was deleted). */
  userEmail: z.string().nullable(),
  status: z.enum(feedbackStatuses),
});
export type TFeedbackItem = z.infer<typeof ZFeedbackItem>;

export const ZFeedbackList = z.object({
  items: z.array(ZFeedbackItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TFeedbackList = z.infer<typeof ZFeedbackList>;

/** PATCH /api/admin/feedback/:id */
export const ZFeedbackStatusChange = z.object({
  status: z.enum(feedbackStatuses, { error: 'status must be new or read' }),
});
export type TFeedbackStatusChange = z.infer<typeof ZFeedbackStatusChange>;

/** The CSV export's columns, in order. */
export const feedbackCsvColumns = [
  'date',
  'rating',
  'category',
  'message',
  'context',
  'path',
  'user',
  'status',
] as const;

const errors = {
  400: ZMessageResponse,
  401: ZMessageResponse,
  403: ZMessageResponse,
  404: ZMessageResponse,
  429: ZMessageResponse,
};

/** The in-app rating and comment, from anyone (signed in or not). */
export const feedbackEndpoints = {
  send: endpoint({
    method: 'POST',
    path: '/api/feedback',
    summary: 'Sends a rating and comment (per-minute limit per address, or per account when signed in).',
    body: ZFeedbackInput,
    responses: { 201: ZMessageResponse, ...errors },
  }),
};

/** What users sent, for administrators only: the inbox, its CSV export and mark read. */
export const feedbackAdminEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/feedback',
    access: 'admin',
    summary: 'One page of matching feedback, newest first, with the number of matches.',
    query: ZFeedbackQuery,
    responses: { 200: ZFeedbackList, ...errors },
  }),
  csv: endpoint({
    method: 'GET',
    path: '/api/admin/feedback.csv',
    access: 'admin',
    summary: 'Every matching feedback as a CSV download.',
    query: ZFeedbackQuery,
    produces: 'text/csv',
    responseHeaders: { 200: ['Content-Disposition'] },
    responses: { 200: z.string(), ...errors },
  }),
  setStatus: endpoint({
    method: 'PATCH',
    path: '/api/admin/feedback/:id',
    access: 'admin',
    summary: 'Marks one feedback new or read.',
    params: z.object({ id: z.uuid({ error: 'No feedback with that id.' }) }),
    body: ZFeedbackStatusChange,
    responses: { 200: ZFeedbackItem, ...errors },
  }),
};
