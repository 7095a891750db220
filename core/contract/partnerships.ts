import { z } from 'zod';
import { endpoint } from './endpoint';
import { tokenErrors, ZMessageResponse } from './error';
import { ZDeal } from './profile';

export const partnershipStatuses = ['active', 'expiring', 'ended', 'unconfirmed', 'running'] as const;
export const PARTNERSHIP_PAGE_MAX = 5000;

const filter = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * GET /api/partnerships: every deal of the dataset, filtered. brand and property name one brand
 * and one partner (a team, league, event, federation or athlete; aliases work); sport and type
 * match whole words regardless of case; status "running" means active or expiring.
 */
export const ZPartnershipQuery = z.object({
  brand: filter('brand'),
  property: filter('property'),
  sport: filter('sport'),
  type: filter('type'),
  status: z
    .enum(partnershipStatuses, { error: `status must be one of ${partnershipStatuses.join(', ')}` })
    .optional(),
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${PARTNERSHIP_PAGE_MAX}` })
    .int(`limit must be a whole number from 1 to ${PARTNERSHIP_PAGE_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${PARTNERSHIP_PAGE_MAX}`)
    .max(PARTNERSHIP_PAGE_MAX, `limit must be a whole number from 1 to ${PARTNERSHIP_PAGE_MAX}`)
    .default(1000),
  offset: z.coerce
    .number({ error: 'offset must be a whole number, 0 or more' })
    .int('offset must be a whole number, 0 or more')
    .min(0, 'offset must be a whole number, 0 or more')
    .default(0),
});
export type TPartnershipQuery = z.output<typeof ZPartnershipQuery>;

/** One page of deals in a stable order (brand, partner, start year, id), each as every screen shows it. */
export const ZPartnershipPage = z.object({
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
  /** The next page's offset; null on the last page. */
  nextOffset: z.number().nullable(),
  partnerships: z.array(ZDeal),
});
export type TPartnershipPage = z.infer<typeof ZPartnershipPage>;

export const partnershipEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/partnerships',
    access: 'user',
    summary:
      'Partnerships with their contract terms, value kind and source, filtered and paginated; format=csv answers a spreadsheet (text/csv) with the same rows.',
    query: ZPartnershipQuery,
    produces: ['application/json', 'text/csv'],
    // Link names the next page (none on the last); a CSV comes with its file name.
    responseHeaders: { 200: ['X-Total-Count', 'Link?', 'Content-Disposition?'] },
    responses: {
      200: ZPartnershipPage,
      400: ZMessageResponse,
      401: ZMessageResponse,
      404: ZMessageResponse,
      ...tokenErrors,
    },
    bearer: true,
  }),
};
