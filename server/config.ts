import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const port = z.coerce
  .number({ error: 'must be a whole number between 1 and 65535' })
  .int('must be a whole number between 1 and 65535')
  .min(1, 'must be a whole number between 1 and 65535')
  .max(65535, 'must be a whole number between 1 and 65535');

const TRUST_PROXY_FORMS =
  'must be false, a number of proxies in front of the server (e.g. 1), or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.5,10.1.0.0/16; also loopback, linklocal, uniquelocal)';

/** Names proxy-addr (Fastify's trustProxy) knows for whole ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, or an address and a prefix length (CIDR) the address family allows. */
function isAddressOrRange(item: string): boolean {
  if (RANGE_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may set the client's address and protocol (X-Forwarded-For, -Proto, -Host): none
 * (false), the nearest N hops, or the listed proxies. `true` is refused: it would trust the header
 * from any client, so anyone could claim any address and slip past the per-IP limits.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  const v = value.toLowerCase();
  if (v === 'false' || v === '0') return false;
  if (v === 'true') {
    ctx.addIssue({
      code: 'custom',
      message: `${TRUST_PROXY_FORMS}; true is no longer accepted: it trusts the X-Forwarded-For header of any client`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops <= 100) return hops;
  }
  const items = v.split(',').map((item) => item.trim());
  const bad = items.find((item) => !isAddressOrRange(item));
  if (bad !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: bad === '' ? TRUST_PROXY_FORMS : `${TRUST_PROXY_FORMS}; "${bad}" is none of these`,
    });
    return z.NEVER;
  }
  return items;
}

const ZEnv = z.object({
  PORT: port.default(5000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  /** Seeds from this dataset file instead of the shipped data/dataset.json (benchmarks, a company's own data set). */
  DATASET_FILE: z.string().min(1, 'must not be empty').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters')
    .max(256, 'must be at most 256 characters')
    .optional(),
  AUTH_LIMIT_PER_IP: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1')
    .default(20),
  AUTH_LIMIT_PER_EMAIL: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1')
    .default(10),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/.+/,
      'must be an smtp:// or smtps:// URL (e.g. smtp://user:pass@mail.example.com:587)',
    )
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, 'must be a sender such as "In The Know <itk@example.com>"')
    .default('In The Know <itk@sponsorscope.com>'),
  PUBLIC_URL: z
    .url({ error: 'must be the public address of the site, e.g. https://sponsorscope.com' })
    .optional(),
  NEWSLETTER_TEST_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  NEWSLETTER_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  AUTH_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  REPORT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 1 to 3650' })
    .int('must be a whole number of days from 1 to 3650')
    .min(1, 'must be a whole number of days from 1 to 3650')
    .max(3650, 'must be a whole number of days from 1 to 3650')
    .default(90),
  REPORTS_PER_HOUR: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1')
    .default(30),
  CATALOG_REFRESH_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 200 to 600000' })
    .int('must be a whole number of milliseconds from 200 to 600000')
    .min(200, 'must be a whole number of milliseconds from 200 to 600000')
    .max(600_000, 'must be a whole number of milliseconds from 200 to 600000')
    .default(2000),
  API_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number of calls a minute, at least 1' })
    .int('must be a whole number of calls a minute, at least 1')
    .min(1, 'must be a whole number of calls a minute, at least 1')
    .default(120),
  NEWSLETTER_RATE_LIMIT: z.coerce
    .number({ error: 'must be a number of messages per second (0 for no limit)' })
    .min(0, 'must be a number of messages per second (0 for no limit)')
    .default(0),
  NEWSLETTER_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number from 1 to 100' })
    .int('must be a whole number from 1 to 100')
    .min(1, 'must be a whole number from 1 to 100')
    .max(100, 'must be a whole number from 1 to 100')
    .default(10),
  NEWSLETTER_LEASE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 5 to 3600' })
    .int('must be a whole number of seconds from 5 to 3600')
    .min(5, 'must be a whole number of seconds from 5 to 3600')
    .max(3600, 'must be a whole number of seconds from 5 to 3600')
    .default(120),
  EXPORT_STEP_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 0 to 10000' })
    .int('must be a whole number of milliseconds from 0 to 10000')
    .min(0, 'must be a whole number of milliseconds from 0 to 10000')
    .max(10_000, 'must be a whole number of milliseconds from 0 to 10000')
    .default(400),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
});

export type Config = Omit<z.infer<typeof ZEnv>, 'DATA_DIR'> & { DATA_DIR: string };

/**
 * TRUST_PROXY as Fastify's trustProxy option. Fastify accepts a hop count but its types leave it
 * out, so a count goes as the rule Fastify makes of it: the nearest N peers are trusted.
 */
export function trustProxyOption(
  value: Config['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

export class ConfigError extends Error {}

/** Parse the environment. Empty strings count as unset. Throws ConfigError with one line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(ZEnv.shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') cleaned[key] = value.trim();
  }
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const got = cleaned[name];
      return `Invalid configuration: ${name} ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`;
    });
    throw new ConfigError(lines.join('\n'));
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
