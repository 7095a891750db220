import { z } from 'zod';

/**
 * An e-mail address as every form and body takes it. A module of its own, so a contract that only
 * asks for an address (the enterprise demo request) does not load the whole auth contract.
 */
export const ZEmail = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email({ error: 'Enter a valid email address.' }));
