import { accountMailEndpoints } from './account-mail';
import { adminEndpoints } from './admin';
import { alertEndpoints } from './alerts';
import { apiTokenAdminEndpoints, apiTokenEndpoints } from './api-tokens';
import { authEndpoints, recoveryEndpoints, subscriptionEndpoints, twoFactorEndpoints } from './auth';
import { clientErrorEndpoints } from './client-error';
import { compareEndpoints } from './compare';
import { deskAthleteEndpoints, deskBrandEndpoints, deskEndpoints, deskPropertyEndpoints } from './desk';
import type { Endpoint } from './endpoint';
import { enterpriseEndpoints, exportEndpoints } from './enterprise';
import { feedbackAdminEndpoints, feedbackEndpoints } from './feedback';
import { healthEndpoints } from './health';
import { intelligenceEndpoints } from './intelligence';
import { logoEndpoints } from './logos';
import { newsletterEndpoints } from './newsletters';
import { partnershipEndpoints } from './partnerships';
import { reportEndpoints } from './reports';

/**
 * Every endpoint group of the API. The server's routes and the OpenAPI document come from these
 * entries; `server/contract.test.ts` checks the two agree both ways. (The web imports each group
 * from its own module, so a page's bundle holds only the schemas it calls.)
 */
export const endpointGroups = {
  reports: reportEndpoints,
  alerts: alertEndpoints,
  feedback: feedbackEndpoints,
  feedbackAdmin: feedbackAdminEndpoints,
  exports: exportEndpoints,
  enterprise: enterpriseEndpoints,
  health: healthEndpoints,
  clientErrors: clientErrorEndpoints,
  newsletters: newsletterEndpoints,
  intelligence: intelligenceEndpoints,
  logos: logoEndpoints,
  auth: authEndpoints,
  recovery: recoveryEndpoints,
  twoFactor: twoFactorEndpoints,
  subscriptions: subscriptionEndpoints,
  admin: adminEndpoints,
  accountMail: accountMailEndpoints,
  apiTokens: apiTokenEndpoints,
  apiTokenAdmin: apiTokenAdminEndpoints,
  partnerships: partnershipEndpoints,
  compare: compareEndpoints,
  desk: deskEndpoints,
  deskBrands: deskBrandEndpoints,
  deskProperties: deskPropertyEndpoints,
  deskAthletes: deskAthleteEndpoints,
} as const;

export function allEndpoints(): Endpoint[] {
  return Object.values(endpointGroups).flatMap((group) => Object.values(group) as Endpoint[]);
}
