import type { JWT } from '@fastify/jwt';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { OutboxSender } from '../messaging/outbox-sender.js';
import { WebhookSender } from '../messaging/webhook-sender.js';
import type { MessageSender } from '../messaging/message-sender.js';
import { openImageStorage } from '../storage/open-image-storage.js';
import { Images } from '../storage/images.js';
import { AccountService } from './account-service.js';
import { DriverService } from './driver-service.js';
import { DriverFeeds } from './driver-feed.js';
import { DriverFeedHub } from './driver-feed-hub.js';
import { DriverHistory } from './driver-history.js';
import { DriverLogin } from './driver-login.js';
import { GstDetailsStore } from './gst-details.js';
import { ImageRetention } from './image-retention.js';
import { Invoices } from './invoices/invoices.js';
import { MemoryDriverPositions } from './driver-positions.js';
import { RedisDriverPositions } from './driver-positions-redis.js';
import { OtpService } from './otp-service.js';
import { OwnedImages } from './owned-images.js';
import { PasswordHasher } from './password-hasher.js';
import { PlaceService } from './place-service.js';
import { QuotationService } from './quotation-service.js';
import { RateBuckets } from './rate-buckets.js';
import { RemotesRegistry } from './registry/remotes-registry.js';
import { RideService } from './rides/ride-service.js';
import { SavedAddresses } from './saved-addresses.js';
import { SessionService } from './session-service.js';
import { MemoryStreamSlots, RedisStreamSlots, type StreamSlots } from './stream-slots.js';
import { TripService } from './trip-service.js';

/** What the routes use: services, never the database itself. */
export interface Services {
  config: ApiConfig;
  accounts: AccountService;
  sessions: SessionService;
  images: Images;
  ownedImages: OwnedImages;
  quotations: QuotationService;
  rides: RideService;
  trips: TripService;
  drivers: DriverService;
  driverLogin: DriverLogin;
  outbox: OutboxSender | null;
  places: PlaceService;
  /** Event streams open at once per customer, ride and driver, over every process. */
  streamSlots: StreamSlots;
  driverFeeds: DriverFeeds;
  /** The drivers' feeds this process streams, pushed on every change. */
  feedHub: DriverFeedHub;
  driverHistory: DriverHistory;
  savedAddresses: SavedAddresses;
  gstDetails: GstDetailsStore;
  invoices: Invoices;
  /** Which release of each remote is live where (deploys, canaries, rollbacks). */
  registry: RemotesRegistry;
}

/**
 * Every service of one API process, each built once. With `redis` (processes sharing one site)
 * rate counts, live positions, stream slots and the messages every process must hear go through
 * it; without it they stay in this process.
 */
export async function buildServices(
  config: ApiConfig,
  db: Db,
  { jwt, log, redis }: { jwt: JWT; log: FastifyBaseLogger; redis: Redis | null },
): Promise<Services> {
  const outbox = config.devOutbox ? new OutboxSender(log, redis) : null;
  const sender: MessageSender =
    config.smsWebhookUrl || config.emailWebhookUrl
      ? new WebhookSender({ sms: config.smsWebhookUrl, email: config.emailWebhookUrl })
      : (outbox ?? new OutboxSender(log));
  const buckets = new RateBuckets(db);
  const images = new Images(openImageStorage(config.imageStorage));
  const otp = new OtpService(db, config.jwtSecret, buckets);
  const positions = redis ? new RedisDriverPositions(redis) : new MemoryDriverPositions();
  const quotations = new QuotationService(db);
  const places = new PlaceService();
  const rides = new RideService(db, undefined, positions, {
    retention: new ImageRetention(db, images, log),
    buckets,
    quotations,
    places,
    sender,
    publicAppUrl: config.publicAppUrl,
    payee: config.upiPayee,
    log,
  });
  const drivers = new DriverService(db, positions, rides.offers, {
    events: rides.events,
    retention: rides.retention,
  });
  const driverFeeds = new DriverFeeds(db, drivers, positions);
  // One bus for the messages every process must hear (ride events, revoked sessions).
  const bus = rides.events.bus;
  const sessions = new SessionService(
    db,
    jwt,
    { accessTtlS: config.accessTokenTtlS, sessionTtlS: config.sessionTtlS },
    bus,
  );
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
    quotations,
    rides,
    trips: new TripService(db, rides),
    drivers,
    driverLogin: new DriverLogin(drivers, otp, sender, sessions, jwt),
    outbox,
    places,
    streamSlots: redis ? new RedisStreamSlots(redis) : new MemoryStreamSlots(),
    driverFeeds,
    feedHub: new DriverFeedHub(driverFeeds, rides.events, log),
    driverHistory: new DriverHistory(db),
    savedAddresses: new SavedAddresses(db),
    gstDetails: new GstDetailsStore(db),
    invoices: new Invoices(db, config.invoice),
    registry: new RemotesRegistry(db, {
      failureRate: config.registry.canaryFailureRate,
      minLoads: config.registry.canaryMinLoads,
    }),
  };
  if (redis) await bus.connect(redis);
  await sessions.loadRevoked();
  rides.scheduled.start();
  return services;
}

/** Stops what the services run in the background (the feed hub, scheduled rides, the bus). */
export async function stopServices(services: Services): Promise<void> {
  services.feedHub.close();
  services.rides.scheduled.stop();
  await services.rides.events.bus.close();
}
