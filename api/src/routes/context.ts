import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiConfig } from '../config.js';
import type { AccountService } from '../services/account-service.js';
import type { DriverService } from '../services/driver-service.js';
import type { DriverLogin } from '../services/driver-login.js';
import type { DriverFeeds } from '../services/driver-feed.js';
import type { DriverFeedHub } from '../services/driver-feed-hub.js';
import type { DriverHistory } from '../services/driver-history.js';
import type { RideService } from '../services/ride-service.js';
import type { TripService } from '../services/trip-service.js';
import type { QuotationService } from '../services/quotation-service.js';
import type { OutboxSender } from '../messaging/outbox-sender.js';
import type { PlaceService } from '../services/place-service.js';
import type { SessionService } from '../services/session-service.js';
import type { Images } from '../storage/images.js';
import type { OwnedImages } from '../services/owned-images.js';
import type { StreamSlots } from '../services/stream-slots.js';

export type Api = FastifyInstance<any, any, any, any, ZodTypeProvider>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What route modules need: services, never the database itself. */
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
}
