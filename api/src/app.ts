import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
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
import { API_ROUTES, API_ERRORS } from '@dakiya/domain';
import { healthResponseSchema } from '@dakiya/domain/schemas';
import type { ApiConfig } from './config.js';
import type { Db } from './db/database.js';
import { installErrorHandler } from './http/error-handler.js';
import { JWT_ALGORITHM, REQUIRED_CLAIMS } from './http/auth.js';
import { refuseNulBytes } from './http/nul-bytes.js';
import { LOG_REDACTIONS } from './http/log-redaction.js';
import { LOG_SERIALIZERS } from './http/log-serializers.js';
import { responses } from './http/responses.js';
import { OutboxSender } from './messaging/outbox-sender.js';
import { WebhookSender } from './messaging/webhook-sender.js';
import type { MessageSender } from './messaging/message-sender.js';
import { AccountService } from './services/account-service.js';
import { DriverService } from './services/driver-service.js';
import { DriverFeeds } from './services/driver-feed.js';
import { DriverFeedHub } from './services/driver-feed-hub.js';
import { DriverHistory } from './services/driver-history.js';
import { DriverLogin } from './services/driver-login.js';
import { ImageRetention } from './services/image-retention.js';
import { MemoryDriverPositions } from './services/driver-positions.js';
import { RedisDriverPositions } from './services/driver-positions-redis.js';
import { ClientError } from './client-errors.js';
import { OtpService } from './services/otp-service.js';
import { PasswordHasher } from './services/password-hasher.js';
import { RateBuckets } from './services/rate-buckets.js';
import { SessionService } from './services/session-service.js';
import { openImageStorage } from './storage/open-image-storage.js';
import { Images } from './storage/images.js';
import { OwnedImages } from './services/owned-images.js';
import { QuotationService } from './services/quotation-service.js';
import { RideService } from './services/ride-service.js';
import { TripService } from './services/trip-service.js';
import { PlaceService } from './services/place-service.js';
import { MemoryStreamSlots, RedisStreamSlots } from './services/stream-slots.js';
import { authRoutes } from './routes/auth-routes.js';
import { bookingRoutes } from './routes/booking-routes.js';
import { driverRoutes } from './routes/driver-routes.js';
import { driverTripRoutes } from './routes/driver-trip-routes.js';
import { driverAppRoutes } from './routes/driver-app-routes.js';
import { driverFeedStreamRoutes } from './routes/driver-feed-stream-routes.js';
import { orderStreamRoutes } from './routes/order-stream-routes.js';
import { devRideRoutes } from './routes/dev-ride-routes.js';
import { devRoutes } from './routes/dev-routes.js';
import { placeRoutes } from './routes/place-routes.js';
import { imageRoutes } from './routes/image-routes.js';
import type { Services } from './routes/context.js';

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
    // A hop count is valid (proxy-addr); Fastify's types only list the other forms.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 400 },
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  refuseNulBytes(app);

  // An API answers JSON: nothing in it may run, frame or be framed; images go to the apps'
  // origins (same site), which fetch them with the customer's token.
  await app.register(helmet, {
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'OPTIONS'],
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

  const outbox = config.devOutbox ? new OutboxSender(app.log, options.redis) : null;
  const sender: MessageSender =
    config.smsWebhookUrl || config.emailWebhookUrl
      ? new WebhookSender({ sms: config.smsWebhookUrl, email: config.emailWebhookUrl })
      : (outbox ?? new OutboxSender(app.log));
  const buckets = new RateBuckets(db);
  const images = new Images(openImageStorage(config.imageStorage));
  const otp = new OtpService(db, config.jwtSecret, buckets);
  // Drivers' live positions: in Redis when processes share one, else in this process.
  const positions = options.redis
    ? new RedisDriverPositions(options.redis)
    : new MemoryDriverPositions();
  const rides = new RideService(db, undefined, positions, {
    retention: new ImageRetention(db, images, app.log),
    buckets,
  });
  const drivers = new DriverService(db, positions, rides, {
    events: rides.events,
    retention: rides.retention,
  });
  const driverFeeds = new DriverFeeds(db, drivers, positions);
  // One bus for the messages every process must hear (ride events, revoked sessions).
  const bus = rides.events.bus;
  const sessions = new SessionService(
    db,
    app.jwt,
    { accessTtlS: config.accessTokenTtlS, sessionTtlS: config.sessionTtlS },
    bus,
  );
  app.decorate('sessionActive', (sid: string) => sessions.isActive(sid));
  const services: Services = {
    config,
    accounts: new AccountService(
      db,
      otp,
      sender,
      images,
      buckets,
      sessions,
      new PasswordHasher(config.passwordHashConcurrency, config.passwordHashQueue),
    ),
    sessions,
    images,
    ownedImages: new OwnedImages(db, images),
    quotations: new QuotationService(db),
    rides,
    trips: new TripService(db, rides),
    drivers,
    driverLogin: new DriverLogin(drivers, otp, sender, sessions, app.jwt),
    outbox,
    places: new PlaceService(),
    streamSlots: options.redis ? new RedisStreamSlots(options.redis) : new MemoryStreamSlots(),
    driverFeeds,
    feedHub: new DriverFeedHub(driverFeeds, rides.events, app.log),
    driverHistory: new DriverHistory(db),
  };

  if (options.redis) await bus.connect(options.redis);
  await sessions.loadRevoked();
  app.addHook('onClose', async () => {
    services.feedHub.close();
    await bus.close();
  });

  // Readiness, HAProxy's health check: a process shutting down says so first, and is taken out
  // of rotation before it stops taking connections (main.ts). Liveness below never says no.
  const health = { draining: false };
  app.get(
    API_ROUTES.health,
    { schema: { hide: true, response: responses({ 200: healthResponseSchema }) } },
    async () => {
      if (health.draining) throw new ClientError(503, API_ERRORS.serverFault);
      return { ok: true };
    },
  );
  app.get(
    API_ROUTES.healthLive,
    { schema: { hide: true, response: responses({ 200: healthResponseSchema }) } },
    async () => ({ ok: true }),
  );
  authRoutes(app, services);
  bookingRoutes(app, services);
  driverRoutes(app, services);
  driverTripRoutes(app, services);
  driverAppRoutes(app, services);
  driverFeedStreamRoutes(app, services);
  orderStreamRoutes(app, services);
  devRideRoutes(app, services);
  devRoutes(app, services);
  placeRoutes(app, services);
  imageRoutes(app, services);

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
