import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_DOCS_PATH } from '../core/contract/api-tokens';
import { allEndpoints } from '../core/contract/endpoints';
import pkg from '../package.json' with { type: 'json' };
import { type Config, trustProxyOption } from './config';
import { retryMessage } from './plugins/attempt-limiter';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { documentObject, documentRoute } from './plugins/openapi';
import { registerSameOrigin } from './plugins/same-origin';
import { registerSecurityHeaders } from './plugins/security-headers';

export const BODY_LIMIT = 1_048_576;

export interface PlatformOptions {
  config: Pick<Config, 'TRUST_PROXY' | 'LOG_LEVEL'>;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The Fastify instance every feature runs on: zod validation and serialisation, the { message }
 * error handler, the JSON body parser, security headers, graceful closing, rate limiting,
 * cookies, sessions, the same-origin rule and the OpenAPI document with its viewer at /api/docs.
 */
export async function createPlatform(options: PlatformOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: options.config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT,
    // Long path names reach validation and get a 400 with a message rather than a bare 414; a
    // trailing slash names the same route (the contract writes paths without one).
    routerOptions: { maxParamLength: 1000, ignoreTrailingSlash: true },
    trustProxy: trustProxyOption(options.config.TRUST_PROXY),
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    logController: new LogController({
      disableRequestLogging: options.config.LOG_LEVEL !== 'debug' && options.config.LOG_LEVEL !== 'trace',
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonParser(app);
  registerSecurityHeaders(app);
  registerClosingHeaders(app);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => ({ statusCode: 429, message: retryMessage(context.ttl) }),
  });
  await app.register(cookie);
  // OpenAPI from the contract's endpoints, the schemas the routes validate with; a viewer at /api/docs.
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sponsorscope API',
        version: pkg.version,
        description:
          'Signed-in calls use the session cookie set on signing in (/api/auth/login). The read-only intelligence calls marked with the apiToken scheme also accept a personal API token (Account Settings, API access) as `Authorization: Bearer ssk_...`, limited per token per minute (RateLimit-* headers); every other call refuses a token with 403. Every failure is JSON `{ message }`.',
      },
      components: {
        securitySchemes: {
          apiToken: { type: 'http', scheme: 'bearer', description: 'A personal API token (ssk_...).' },
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'sponsorscope_session',
            description:
              'The session cookie set on signing in (POST /api/auth/login and its two-factor step).',
          },
        },
      },
    },
    // Each route documented from its contract entry; pages of the web app left out (openapi.ts).
    transform: documentRoute,
    transformObject: documentObject,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    staticCSP: true,
    // The viewer sets element styles from script; allow inline styles (never inline scripts).
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
  registerAuth(app);
  registerSameOrigin(app, allEndpoints());
  return app;
}

/**
 * The web app sends a JSON content type with no body on some calls (e.g. report generation): an
 * empty body reads as no body; anything else goes through Fastify's safe JSON parser.
 */
function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    // PostgreSQL text cannot hold the NUL character: refuse it here for every route, as a 400.
    const text = body as string;
    if (text.includes('\0') || /\\u0000/i.test(text)) {
      done(
        Object.assign(new Error('Text must not contain the NUL character (\\u0000).'), { statusCode: 400 }),
      );
      return;
    }
    parseJson(request, text, done);
  });
}

/** Closing: keep-alive clients are asked to drop their sockets; HSTS over https only. */
function registerClosingHeaders(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // HSTS only means something over https (behind a TLS-terminating proxy with TRUST_PROXY).
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
