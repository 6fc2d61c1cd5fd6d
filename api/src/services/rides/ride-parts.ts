import type { UpiPayee } from '@dakiya/domain';
import type { Db } from '../../db/database.js';
import type { MessageSender } from '../../messaging/message-sender.js';
import type { DriverPositions } from '../driver-positions.js';
import type { ImageRetention } from '../image-retention.js';
import type { PlaceService } from '../place-service.js';
import type { QuotationService } from '../quotation-service.js';
import type { RateBuckets } from '../rate-buckets.js';
import type { RideEvents } from '../ride-events.js';
import type { RideSettings } from '../ride-settings.js';

/** What the ride services share; RideService builds it once and gives each the parts it uses. */
export interface RideParts {
  db: Db;
  settings: RideSettings;
  /** Drivers' live positions (memory, or Redis in a cluster): never a database write. */
  positions: DriverPositions;
  /** Every process's changes: order streams follow them, offer lists are dropped on them. */
  events: RideEvents;
  /** Parcel images: stored with a request, deleted once no ride needs them. */
  retention: ImageRetention;
  buckets: RateBuckets;
  /** The customer's quotations: a request may name one, whose estimate drivers see. */
  quotations: QuotationService;
  /** The place index: names a new ride's points in each language drivers read. */
  places: PlaceService;
  /** Texts to recipients and customers (the tracking link, a scheduled pickup opening). */
  sender: MessageSender;
  /** Where the links in those texts point (PUBLIC_APP_URL). */
  publicAppUrl: string;
  /** Whom a UPI payment of a fare goes to. */
  payee: UpiPayee;
}
