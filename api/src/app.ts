import Fastify, { type FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import cors from '@fastify/cors';
import jwt from '@fastify/jwt';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_ROUTES, MESSAGES } from '@dakiya/domain';
import { healthResponseSchema } from '@dakiya/domain/schemas';
import type { ApiConfig } from './config.js';
import type { Db } from './db/database.js';
import { installErrorHandler } from './http/error-handler.js';
import { responses } from './http/responses.js';
import { OutboxSender } from './messaging/outbox-sender.js';
import { WebhookSender } from './messaging/webhook-sender.js';
import type { MessageSender } from './messaging/message-sender.js';
import { AccountService } from './services/account-service.js';
import { DriverService } from './services/driver-service.js';
import { OtpService } from './services/otp-service.js';
import { QuotationService } from './services/quotation-service.js';
import { RideService } from './services/ride-service.js';
import { TripService } from './services/trip-service.js';
import { PlaceService } from './services/place-service.js';
import { authRoutes } from './routes/auth-routes.js';
import { bookingRoutes } from './routes/booking-routes.js';
import { driverRoutes } from './routes/driver-routes.js';
import { driverTripRoutes } from './routes/driver-trip-routes.js';
import { orderStreamRoutes } from './routes/order-stream-routes.js';
import { devRoutes } from './routes/dev-routes.js';
import { placeRoutes } from './routes/place-routes.js';
import type { Services } from './routes/context.js';

export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;

// A field the client left out reads as MESSAGES.fieldRequired rather than a type error.
z.config({
  customError: (issue) => (issue.input === undefined ? MESSAGES.fieldRequired : undefined),
});

/** The whole API on a database; `listen` is the caller's. */
export async function buildApp(
  config: ApiConfig,
  db: Db,
  options: { logger?: FastifyServerOptions['logger'] } = {},
) {
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 400 },
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'OPTIONS'],
  });
  await app.register(jwt, { secret: config.jwtSecret });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 2, fields: 30, fieldSize: 64 * 1024 },
  });
  await app.register(rateLimit, { global: false });
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
  await app.register(swaggerUi, { routePrefix: '/docs' });

  const outbox = config.devOutbox ? new OutboxSender(app.log) : null;
  const sender: MessageSender =
    config.smsWebhookUrl || config.emailWebhookUrl
      ? new WebhookSender({ sms: config.smsWebhookUrl, email: config.emailWebhookUrl })
      : (outbox ?? new OutboxSender(app.log));
  const otp = new OtpService(db, config.jwtSecret);
  const rides = new RideService(db);
  const services: Services = {
    config,
    accounts: new AccountService(db, otp, sender),
    quotations: new QuotationService(db),
    rides,
    trips: new TripService(db, rides),
    drivers: new DriverService(db),
    outbox,
    places: new PlaceService(),
  };

  app.get(
    API_ROUTES.health,
    { schema: { hide: true, response: responses({ 200: healthResponseSchema }) } },
    async () => ({ ok: true }),
  );
  authRoutes(app, services);
  bookingRoutes(app, services);
  driverRoutes(app, services);
  driverTripRoutes(app, services);
  orderStreamRoutes(app, services);
  devRoutes(app, services);
  placeRoutes(app, services);

  return { app, services };
}
