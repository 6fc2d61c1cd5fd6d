// What makes a delivery trustworthy (docs/product.md, "Recipient, proof and payment"): the
// recipient, the tracking link, proof at the drop, paying, ratings and pickups booked for later.
// Plain values, no schema library: screens and the API both read them.

/** How the customer pays the driver's fare. No card ever: cash to the driver, or UPI. */
export const PAYMENT_METHODS = ['cash', 'upi'] as const;

/**
 * Where the fare's payment stands: `due` until paid; with UPI the customer may say they paid
 * (`customer_paid`), which the driver confirms on seeing it; `paid` once the driver confirmed or
 * took the cash.
 */
export const PAYMENT_STATUSES = ['due', 'customer_paid', 'paid'] as const;

/** How a delivery was proven: the recipient's code, or a photo at the drop with who took it. */
export const DELIVERY_PROOFS = ['code', 'photo'] as const;

/**
 * Wrong delivery codes a ride takes before the code locks (counted in the database, per ride);
 * then only a photo at the drop proves the delivery.
 */
export const DELIVERY_CODE_MAX_ATTEMPTS = 5;

/** Stars a customer gives a driver after delivery. */
export const RATING_STARS = { min: 1, max: 5 } as const;

/** The optional tags of a rating: what went well, then what did not. */
export const RATING_TAGS = [
  'on_time',
  'careful',
  'polite',
  'late',
  'rough_handling',
  'rude',
] as const;

/** A pickup booked for later: how far ahead, and when drivers see it. */
export const SCHEDULE_LIMITS = {
  /** The latest pickup time a customer may choose, from now. */
  maxDaysAhead: 7,
  /** The earliest: sooner than this is a booking for now. */
  minMinutesAhead: 30,
  /** Drivers see a scheduled request this long before its pickup time. */
  opensMinutesBefore: 15,
} as const;

/** How long a tracking link keeps working after the order was delivered or cancelled. */
export const TRACKING_LINK_HOURS_AFTER_END = 1;

/** Random bytes of a tracking link's token: 144 bits, 24 base64url characters. */
export const TRACKING_TOKEN_BYTES = 18;

/** The recipient's fields. */
export const RECIPIENT_LIMITS = { nameLength: 80, instructionsLength: 200 } as const;

/** The earliest and latest pickup time a customer may schedule at `now`. */
export function scheduleWindow(now: Date | number = Date.now()): { earliest: Date; latest: Date } {
  const at = new Date(now).getTime();
  return {
    earliest: new Date(at + SCHEDULE_LIMITS.minMinutesAhead * 60_000),
    latest: new Date(at + SCHEDULE_LIMITS.maxDaysAhead * 24 * 3600_000),
  };
}

/** When a request scheduled for `pickupAt` opens to drivers. */
export function scheduledOpening(pickupAt: Date): Date {
  return new Date(pickupAt.getTime() - SCHEDULE_LIMITS.opensMinutesBefore * 60_000);
}
