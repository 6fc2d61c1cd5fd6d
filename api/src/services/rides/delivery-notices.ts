import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  PHONE_PREFIX,
  formatIndiaTime,
  scheduledOffersPath,
  trackingPath,
  vehicleLabel,
} from '@dakiya/domain';
import { drivers, users } from '../../db/schema.js';
import { recipientText, scheduledOpenText } from '../../messaging/delivery-texts.js';
import type { OutgoingMessage } from '../../messaging/message-sender.js';
import type { Ride } from '../ride-views.js';
import type { RideParts } from './ride-parts.js';

/** A person's first name as a text to a stranger names them ('Asha Rao' -> 'Asha'). */
const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

/**
 * The texts that go out as a delivery moves: to the recipient once a driver is booked (the
 * tracking link and the delivery code), and to the customer when a pickup booked ahead opens to
 * drivers. A text that fails is logged (without its address or body) and does not undo the step
 * that sent it: the customer can share the link from the order, and the code shows to them.
 */
export class DeliveryNotices {
  constructor(
    private readonly parts: Pick<RideParts, 'db' | 'sender' | 'publicAppUrl'>,
    private readonly log?: FastifyBaseLogger,
  ) {}

  private async send(message: OutgoingMessage, what: string): Promise<void> {
    try {
      await this.parts.sender.send(message);
    } catch (error) {
      this.log?.warn({ err: error }, `${what} not sent`);
    }
  }

  /** The recipient's text after an accept; none when the customer receives the parcel. */
  async driverBooked(ride: Ride): Promise<void> {
    if (ride.recipientPhone === null || ride.assignedDriverId === null) return;
    const { db, publicAppUrl } = this.parts;
    const [[customer], [driver]] = await Promise.all([
      db.select({ first: users.firstName }).from(users).where(eq(users.id, ride.userId)),
      db.select().from(drivers).where(eq(drivers.id, ride.assignedDriverId)),
    ]);
    if (!customer || !driver) return;
    await this.send(
      {
        channel: 'sms',
        to: `${PHONE_PREFIX}${ride.recipientPhone}`,
        body: recipientText(ride.language, {
          senderFirstName: customer.first,
          driverFirstName: firstName(driver.name),
          vehicle: vehicleLabel(driver.vehicleType),
          plate: driver.registration,
          trackingLink: ride.trackingToken
            ? `${publicAppUrl}${trackingPath(ride.trackingToken)}`
            : '',
          deliveryCode: ride.deliveryCode ?? '',
        }),
      },
      "the recipient's text",
    );
  }

  /** The customer's text when their scheduled pickup opens: where to choose a driver. */
  async scheduledOpened(ride: Ride): Promise<void> {
    const { db, publicAppUrl } = this.parts;
    const [customer] = await db
      .select({ phone: users.phoneNumber })
      .from(users)
      .where(eq(users.id, ride.userId));
    if (!customer || !ride.scheduledAt) return;
    await this.send(
      {
        channel: 'sms',
        to: `${PHONE_PREFIX}${customer.phone}`,
        body: scheduledOpenText(
          ride.language,
          formatIndiaTime(ride.scheduledAt),
          `${publicAppUrl}${scheduledOffersPath(ride.id)}`,
        ),
      },
      'the scheduled pickup text',
    );
  }
}
