import { z } from 'zod';
import { endpoint } from './endpoint';
import { tokenErrors, ZMessageResponse } from './error';
import { ZNameParam } from './intelligence';

export const ZLogoResponse = z.object({
  logoUrl: z.string(),
  /** simple-icons: the brand's own mark (CC0); monogram: generated initials. */
  kind: z.enum(['simple-icons', 'monogram']),
});
export type TLogoResponse = z.infer<typeof ZLogoResponse>;

const params = z.object({ brandName: ZNameParam });
const errors = { 400: ZMessageResponse, 401: ZMessageResponse } as const;

/** A brand's logo (signed in): where it is, and the SVG itself. */
export const logoEndpoints = {
  find: endpoint({
    method: 'GET',
    path: '/api/logos/:brandName',
    access: 'user',
    summary: "Where the brand's logo is: its simple-icons mark or a monogram.",
    params,
    responses: { 200: ZLogoResponse, ...errors, ...tokenErrors },
    bearer: true,
  }),
  svg: endpoint({
    method: 'GET',
    path: '/api/logos/:brandName/logo.svg',
    access: 'user',
    summary: "The brand's logo as SVG, drawn by the server (never markup from the request).",
    params,
    produces: 'image/svg+xml',
    responses: { 200: z.string(), ...errors, ...tokenErrors },
    bearer: true,
  }),
};
