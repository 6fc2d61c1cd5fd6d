import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { z } from 'zod';
import cors from '@fastify/cors';
import jwt from '@fastify/jwt';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_ERRORS } from '@dakiya/domain';
import type { ApiConfig } from './config.js';
import type { Db } from './db/database.js';
import { installErrorHandler } from './http/error-handler.js';
import { JWT_ALGORITHM, REQUIRED_CLAIMS } from './http/auth.js';
import { refuseNulBytes } from './http/nul-bytes.js';
import { addSecurityHeaders } from './http/security-headers.js';
import { VerifiedTokens } from './http/verified-tokens.js';
import { lazyRequestLoggerFactory } from './http/lazy-request-logger.js';
import { LOG_REDACTIONS } from './http/log-redaction.js';
import { LOG_SERIALIZERS } from './http/log-serializers.js';
import { buildServices, stopServices } from './services/build-services.js';
import { accountRoutes } from './routes/accounts/index.js';
import { devRoutes } from './routes/dev/index.js';
import { driverRoutes } from './routes/drivers/index.js';
import { healthRoutes, type Health } from './routes/health/index.js';
import { imageRoutes } from './routes/images/index.js';
import { placeRoutes } from './routes/places/index.js';
import { registryRoutes } from './routes/registry/index.js';
import { rideRoutes } from './routes/rides/index.js';
import { streamRoutes } from './routes/streams/index.js';
import { trackingRoutes } from './routes/tracking/index.js';
import { tripRoutes } from './routes/trips/index.js';

export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;

// A field the client left out reads as API_ERRORS.fieldRequired rather than a type error.
z.config({
  customError: (issue) => (issue.input === undefined ? API_ERRORS.fieldRequired : undefined),
});

/** The whole API on a database; `listen` is the caller's. */
export async function buildApp(
  config: ApiConfig,
  db: Db,
  options: {
    logger?: FastifyServerOptions['logger'];
    /**
     * The Redis that several API processes serving one site share (REDIS_URL): per-address rate
     * limits count there, and ride events go through it to every process. Without it (one
     * process) both stay in memory.
     */
    redis?: Redis | null;
    /** Told of every route as it is declared (test/route-auth.test.ts walks them all). */
    onRoute?: (route: RouteOptions) => void;
  } = {},
) {
  const logger =
    options.logger && typeof options.logger === 'object'
      ? {
          ...options.logger,
          redact: { paths: LOG_REDACTIONS, censor: '[redacted]' },
          serializers: LOG_SERIALIZERS,
        }
      : (options.logger ?? false);
  const app = Fastify({
    logger,
    childLoggerFactory: lazyRequestLoggerFactory,
    // A hop count is valid (proxy-addr); Fastify's types only list the other forms.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 400 },
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  refuseNulBytes(app);

  addSecurityHeaders(app);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // The apps read a saved file's name (the tax invoice's) from it.
    exposedHeaders: ['content-disposition'],
    maxAge: 600,
  });
  await app.register(jwt, {
    secret: config.jwtSecret,
    sign: { algorithm: JWT_ALGORITHM },
    verify: { algorithms: [JWT_ALGORITHM], requiredClaims: REQUIRED_CLAIMS },
  });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 2, fields: 30, fieldSize: 64 * 1024 },
  });
  await app.register(rateLimit, {
    global: false,
    // @fastify/rate-limit's Redis store: one count per address over all processes. While Redis
    // is away requests go unlimited by address (the per-target limits in the database hold).
    ...(options.redis
      ? { redis: options.redis, nameSpace: 'dakiya:rate-limit:', skipOnError: true }
      : {}),
  });
  if (config.docs) await registerDocs(app);

  const services = await buildServices(config, db, {
    jwt: app.jwt,
    log: app.log,
    redis: options.redis ?? null,
  });
  app.decorate('sessionActive', (sid: string) => services.sessions.isActive(sid));
  app.decorate('verifiedTokens', new VerifiedTokens());
  app.addHook('onClose', async () => stopServices(services));

  // One encapsulated plugin per area; the paths are the product's (API_ROUTES), so no prefix:
  // inside each, the routes that need a token sit in a scope with one authentication hook.
  const health: Health = { draining: false };
  await app.register(healthRoutes, { health });
  for (const area of [
    accountRoutes,
    rideRoutes,
    driverRoutes,
    tripRoutes,
    streamRoutes,
    trackingRoutes,
    imageRoutes,
    placeRoutes,
    registryRoutes,
    devRoutes,
  ])
    await app.register(area, { services });

  return { app, services, health };
}

/** The OpenAPI document and its UI at /docs (off in production unless API_DOCS=true). */
async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Dakiya API',
        version: '1.0.0',
        description:
          'Accounts, OTP, quotations, rides, bargaining and the driver side. Errors carry message, msg and error (and data: field -> messages for form errors).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
