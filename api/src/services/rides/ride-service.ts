import type { UpiPayee } from '@dakiya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { MessageSender } from '../../messaging/message-sender.js';
import { MemoryStorage } from '../../storage/folder-storage.js';
import { Images } from '../../storage/images.js';
import {
  MemoryDriverPositions,
  type DriverPosition,
  type DriverPositions,
} from '../driver-positions.js';
import { ImageRetention } from '../image-retention.js';
import { PlaceService } from '../place-service.js';
import { QuotationService } from '../quotation-service.js';
import { RateBuckets } from '../rate-buckets.js';
import { RideEvents } from '../ride-events.js';
import { readRideSettings, type RideSettings } from '../ride-settings.js';
import type { Driver, Ride } from '../ride-views.js';
import { DeliveryNotices } from './delivery-notices.js';
import { DriverOffers } from './driver-offers.js';
import { OfferAcceptance } from './offer-acceptance.js';
import { OfferLists } from './offer-lists.js';
import { OpenRides } from './open-rides.js';
import { OrderPayments } from './order-payments.js';
import { OrderRatings } from './order-ratings.js';
import { OrderViews } from './order-views.js';
import { RideCancellation } from './ride-cancellation.js';
import { RideExpiry } from './ride-expiry.js';
import { RideRequests } from './ride-requests.js';
import { ScheduledRides } from './scheduled-rides.js';
import { TrackingLinks } from './tracking-links.js';

/**
 * The ride area, built once: what its services share (settings, live positions, the events every
 * process hears, parcel images) and one service per job. Every change of state is one conditional
 * UPDATE (`... WHERE status = <the state it leaves>`), so of two racing changes exactly one
 * happens; the database's checks and the busy-driver index hold the rest.
 */
export class RideService {
  /** Every process's changes: order streams follow them, offer lists are dropped on them. */
  readonly events = new RideEvents();
  /** Parcel images: stored with a request, deleted once no ride needs them. */
  readonly retention: ImageRetention;

  readonly expiry: RideExpiry;
  readonly orders: OrderViews;
  readonly requests: RideRequests;
  readonly offerLists: OfferLists;
  readonly offers: DriverOffers;
  readonly acceptance: OfferAcceptance;
  readonly cancellation: RideCancellation;
  readonly openRides: OpenRides;
  readonly notices: DeliveryNotices;
  readonly payments: OrderPayments;
  readonly ratings: OrderRatings;
  readonly tracking: TrackingLinks;
  readonly scheduled: ScheduledRides;

  constructor(
    db: Db,
    readonly settings: RideSettings = readRideSettings(),
    /** Drivers' live positions (memory, or Redis in a cluster): never a database write. */
    readonly positions: DriverPositions = new MemoryDriverPositions(),
    deps: {
      retention?: ImageRetention;
      buckets?: RateBuckets;
      quotations?: QuotationService;
      places?: PlaceService;
      /** Texts to recipients and customers, the links in them, and the UPI payee. */
      sender: MessageSender;
      publicAppUrl: string;
      payee: UpiPayee;
      log?: FastifyBaseLogger;
    },
  ) {
    this.retention = deps.retention ?? new ImageRetention(db, new Images(new MemoryStorage()));
    const parts = {
      db,
      settings,
      positions,
      events: this.events,
      retention: this.retention,
      buckets: deps.buckets ?? new RateBuckets(db),
      quotations: deps.quotations ?? new QuotationService(db),
      places: deps.places ?? new PlaceService(),
      sender: deps.sender,
      publicAppUrl: deps.publicAppUrl,
      payee: deps.payee,
    };
    this.expiry = new RideExpiry(parts);
    this.orders = new OrderViews(parts, this.expiry);
    this.requests = new RideRequests(parts, this.expiry);
    this.offerLists = new OfferLists(parts);
    this.offers = new DriverOffers(parts);
    this.notices = new DeliveryNotices(parts, deps.log);
    this.acceptance = new OfferAcceptance(parts, this.orders, this.expiry, this.notices);
    this.cancellation = new RideCancellation(parts, this.orders);
    this.openRides = new OpenRides(parts);
    this.payments = new OrderPayments(parts, this.orders);
    this.ratings = new OrderRatings(parts, this.orders);
    this.tracking = new TrackingLinks(parts, this.orders);
    this.scheduled = new ScheduledRides(parts, this.notices, deps.log);
  }

  /** A trip's step sends the order to its followers (trip-service.ts). */
  publish(ride: Ride, known?: { driver: Driver; position: DriverPosition }) {
    return this.orders.publish(ride, known);
  }
}
