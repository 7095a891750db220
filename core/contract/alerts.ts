import { z } from 'zod';
import { endpoint } from './endpoint';
import { ZMessageResponse, ZNoContent } from './error';
import { ZDeal } from './profile';

export const alertTypes = [
  'contract_expiry',
  'new_partnership',
  'contract_ended',
  'renewal_outlook',
  'market_trend',
] as const;
export const urgencies = ['critical', 'high', 'medium', 'low'] as const;
export type Urgency = (typeof urgencies)[number];

/** GET /api/alerts: one alert; `deal` carries the deal exactly as every other screen shows it. */
export const ZFeedAlert = z.object({
  id: z.string(),
  type: z.enum(alertTypes),
  title: z.string(),
  description: z.string(),
  /** null: an industry-wide alert. */
  brand: z.string().nullable(),
  urgency: z.enum(urgencies),
  /** When the feed raised it: the moment the engine computed the dataset. */
  timestamp: z.string(),
  actionRequired: z.boolean(),
  source: z.enum(['verified', 'curated', 'modelled']),
  sourceName: z.string(),
  /** Dataset: a fact of the dataset. Model: a reading of the documented model (docs/scoring.md). */
  basis: z.enum(['Dataset', 'Model']),
  deal: ZDeal.nullable(),
  externalUrl: z.string(),
});
export type Alert = z.infer<typeof ZFeedAlert>;
/** One alert as the signed-in user has it: `seen` once the alerts panel was opened while it showed. */
export const ZUserAlert = ZFeedAlert.extend({ seen: z.boolean() });
export type UserAlert = z.infer<typeof ZUserAlert>;
/** GET /api/alerts: the feed without the alerts this user dismissed. */
export const ZAlertFeed = z.object({ alerts: z.array(ZUserAlert) });
export type TAlertFeed = z.infer<typeof ZAlertFeed>;
/** POST /api/alerts/seen: the alerts the panel showed. */
export const ZAlertsSeen = z.object({ ids: z.array(z.string().min(1).max(200)).min(1).max(100) });
export const ZAlertId = z.object({ id: z.string().min(1).max(200) });

/**
 * The signed-in user's alerts feed; seen and dismissed are kept on the server per user, so they
 * follow the user to every browser.
 */
export const alertEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/alerts',
    access: 'user',
    summary: 'The alerts feed without the alerts this user dismissed, each marked seen or not.',
    responses: { 200: ZAlertFeed, 401: ZMessageResponse },
  }),
  seen: endpoint({
    method: 'POST',
    path: '/api/alerts/seen',
    access: 'user',
    summary: 'Marks the alerts the panel showed as seen.',
    body: ZAlertsSeen,
    responses: { 204: ZNoContent, 400: ZMessageResponse, 401: ZMessageResponse, 404: ZMessageResponse },
  }),
  dismiss: endpoint({
    method: 'POST',
    path: '/api/alerts/:id/dismiss',
    access: 'user',
    summary: "Hides one alert from this user's feed.",
    params: ZAlertId,
    responses: { 204: ZNoContent, 400: ZMessageResponse, 401: ZMessageResponse, 404: ZMessageResponse },
  }),
};
