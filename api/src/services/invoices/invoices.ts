import { eq } from 'drizzle-orm';
import { API_ERRORS, type PlaceLanguage } from '@dakiya/domain';
import type { InvoiceConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { drivers, rideRequests, users } from '../../db/schema.js';
import { ClientError } from '../../client-errors.js';
import { locality } from '../driver-feed-views.js';
import { ridePlaceNames } from '../rides/ride-place-names.js';
import { invoiceFacts } from './invoice-facts.js';
import { renderInvoicePdf } from './invoice-pdf.js';

/**
 * Tax invoices of delivered orders, for the customer who booked them, in English or Hindi. Made
 * on request from the order as delivered (nothing stored): the same order always gives the same
 * invoice, but for the customer's GSTIN, which is the one they have given when they ask.
 */
export class Invoices {
  constructor(
    private readonly db: Db,
    private readonly config: InvoiceConfig,
  ) {}

  async pdf(userId: number, rideId: number, lang: PlaceLanguage) {
    const [row] = await this.db
      .select({ ride: rideRequests, user: users, driver: drivers })
      .from(rideRequests)
      .innerJoin(users, eq(users.id, rideRequests.userId))
      .leftJoin(drivers, eq(drivers.id, rideRequests.assignedDriverId))
      .where(eq(rideRequests.id, rideId));
    if (!row) throw new ClientError(404, API_ERRORS.noSuchRide);
    if (row.ride.userId !== userId) throw new ClientError(403, API_ERRORS.rideNotYours);
    const { ride, user, driver } = row;
    if (ride.status !== 'delivered' || !driver || !ride.deliveredAt)
      throw new ClientError(409, API_ERRORS.invoiceTooEarly);
    const names = ridePlaceNames(ride);
    const facts = invoiceFacts(this.config, {
      orderId: ride.id,
      deliveredAt: ride.deliveredAt,
      fare: ride.bookedFare ?? ride.offerFare,
      customer: {
        name: `${user.firstName} ${user.lastName}`.trim(),
        businessName: user.gstBusinessName,
        gstin: user.gstin,
      },
      pickupAddressEn: ride.pickupLocationEn,
      from: locality(names.pickup?.[lang] ?? ride.pickupLocation),
      to: locality(names.drop?.[lang] ?? ride.dropLocation),
      payment: { method: ride.paymentMethod, status: ride.paymentStatus },
      driver: { name: driver.name, plate: driver.registration },
    });
    return { number: facts.number, pdf: await renderInvoicePdf(facts, lang) };
  }
}
