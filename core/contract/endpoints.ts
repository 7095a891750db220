import type { Endpoint } from './endpoint';
import { reportEndpoints } from './reports';

/**
 * Every endpoint group of the API. The server's routes and the OpenAPI document come from these
 * entries; `server/contract.test.ts` checks the two agree both ways. (The web imports each group
 * from its own module, so a page's bundle holds only the schemas it calls.)
 */
export const endpointGroups = {
  reports: reportEndpoints,
} as const;

export function allEndpoints(): Endpoint[] {
  return Object.values(endpointGroups).flatMap((group) => Object.values(group) as Endpoint[]);
}
