import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A rule broken by the caller: answered as `{ message }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Response headers that go with it, such as Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const codeMessages: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'The request body is empty but the content type says JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is larger than 1 MB.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Unsupported content type: send application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The Content-Length header does not match the body.',
  },
};

type ZodIssueLike = { instancePath?: string; message?: string };

/** A message the schema words for people ("Enter your current password."), shown as it is. */
const isSentence = (message: string) => /^[A-Z].*[.?!]$/.test(message);

/**
 * The 400 message of a refused request. The schema's own sentences go out as they are, so a form can
 * show them; a generic check names its field ("Invalid body: email: Invalid input...").
 */
function validationMessage(error: FastifyError): string {
  const issues = (error.validation ?? []) as ZodIssueLike[];
  const parts = [
    ...new Set(
      issues.slice(0, 5).map((issue) => {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
        const message = issue.message ?? 'invalid value';
        return field && !isSentence(message) ? `${field}: ${message}` : message;
      }),
    ),
  ];
  if (parts.length > 0 && parts.every(isSentence)) return parts.join(' ');
  const where = error.validationContext ? `Invalid ${error.validationContext}` : 'Invalid request';
  return parts.length > 0 ? `${where}: ${parts.join('; ')}` : `${where}.`;
}

/**
 * Every failure leaves as JSON `{ message }`: caller mistakes keep their 4xx and a clear text,
 * anything else is logged with its stack and answered as a plain 500 without details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send({ message: validationMessage(error) });
    }
    const known = error.code ? codeMessages[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    if (error instanceof HttpError)
      return reply.status(error.statusCode).headers(error.headers).send({ message: error.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || 'Bad request.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
