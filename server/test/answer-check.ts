import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';

type Json = Record<string, unknown>;

/** One answer of the API as a client receives it. */
export interface Answer {
  method: string;
  /** The address called (path and query). */
  url: string;
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

interface OpenApiResponse {
  content?: Record<string, { schema?: Json }>;
  headers?: Record<string, { required?: boolean; schema?: Json }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, OpenApiResponse> }>>;
}

/** OpenAPI 3.0's boolean exclusiveMinimum/Maximum as JSON Schema's numbers (Ajv reads the latter). */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = toJsonSchema(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag] === true) {
      out[flag] = out[bound];
      delete out[bound];
    } else delete out[flag];
  }
  return out;
}

const isJsonMedia = (media: string) => media === 'application/json' || media.endsWith('+json');

/**
 * Checks answers against the OpenAPI document the server serves, as a validating proxy would: the
 * operation's path and method, the status among its documented answers, the media type among that
 * answer's, a JSON body against its schema (Ajv, with OpenAPI's nullable), and the headers the
 * answer always carries. Returns what does not match, or null. Addresses that are no operation of
 * the document (pages, files, unknown paths) are not checked.
 */
export function createAnswerChecker(doc: OpenApiDocument): (answer: Answer) => string | null {
  const ajv = new Ajv({ strict: false, allErrors: false });
  (addFormatsPlugin as unknown as (a: Ajv) => void)(ajv);
  ajv.addFormat('binary', true);
  const compiled = new Map<string, ValidateFunction>();
  // Paths with the most fixed segments first: /api/newsletters/outbox/{name} before /api/newsletters/{id}/send.
  const routes = Object.keys(doc.paths)
    .map((path) => ({
      path,
      pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}/]+\}/g, '[^/]+')}/?$`),
      fixed: path.split('/').filter((s) => s && !s.startsWith('{')).length,
    }))
    .sort((a, b) => b.fixed - a.fixed);

  return (answer) => {
    const pathname = answer.url.split('?')[0] ?? '';
    const method = answer.method.toLowerCase() === 'head' ? 'get' : answer.method.toLowerCase();
    const route = routes.find((r) => r.pattern.test(pathname) && doc.paths[r.path]?.[method]);
    if (!route) return null;
    const where = `${answer.method} ${route.path} ${answer.status}`;
    const response = doc.paths[route.path]![method]!.responses[String(answer.status)];
    if (!response) return `${where}: the status is not documented`;

    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const value = answer.headers[name.toLowerCase()];
      if (value === undefined) {
        if (header.required) return `${where}: the ${name} header is missing`;
        continue;
      }
      if (header.schema?.type === 'integer' && !/^\d+$/.test(String(value)))
        return `${where}: the ${name} header is not a whole number: ${String(value)}`;
    }

    const length = answer.body.length;
    if (!response.content)
      return length === 0 || method === 'head' ? null : `${where}: a body where none is documented`;
    if (method === 'head') return null;
    const media = String(answer.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    const documented = response.content[media];
    if (!documented)
      return `${where}: answered ${media || 'no content type'}, documented ${Object.keys(response.content).join(', ')}`;
    // A compressed body is checked by its type only.
    if (!isJsonMedia(media) || answer.headers['content-encoding']) return null;
    let body: unknown;
    try {
      body = JSON.parse(answer.body.toString('utf8'));
    } catch {
      return `${where}: the body is not JSON`;
    }
    const key = `${where} ${media}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(toJsonSchema(documented.schema ?? {}) as Json);
      compiled.set(key, validate);
    }
    if (validate(body)) return null;
    const first = validate.errors?.[0];
    return `${where}: the body does not match its schema (${first?.instancePath || '/'} ${first?.message}): ${answer.body
      .toString('utf8')
      .slice(0, 200)}`;
  };
}
