/** The customer app's routes (docs/product.md, "Routes"). */
export const ROUTES = {
  root: '/',
  tutorial: '/tutorial',
  login: '/login',
  signup: '/signup',
  setup: '/setup',
  location: '/location',
  profile: '/profile',
  /** Under /profile, so account-app owns it with the profile (route-owners.json). */
  savedAddresses: '/profile/addresses',
  sendCourier: '/send-courier',
  yourOrder: '/your-order',
  book: '/book',
  review: '/review',
  orderHistory: '/order-history',
  courier: '/courier',
  courierSelect: '/courier/select',
  /** Under /profile (account-app): the GSTIN printed on the customer's invoices. */
  gstDetails: '/profile/gst',
  /** The public tracking page a recipient follows (booking-app): `trackingPath(token)`. */
  track: '/track',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** The query of ROUTES.yourOrder naming the order it shows (set by the history's Track). */
export const YOUR_ORDER_QUERY = 'order';

/** /your-order for one order, not only the tab's live one. */
export const yourOrderPath = (orderId: number) =>
  `${ROUTES.yourOrder}?${YOUR_ORDER_QUERY}=${orderId}`;

/** The id a query value names (YOUR_ORDER_QUERY, SEND_COURIER_RIDE_QUERY): a positive whole number, else null. */
export function idOfQuery(value: string | null): number | null {
  if (value === null || !/^[1-9]\d*$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** The public page of a tracking link. */
export const trackingPath = (token: string) => `${ROUTES.track}/${token}`;

/** The query of ROUTES.sendCourier naming a scheduled request that is open to drivers now. */
export const SEND_COURIER_RIDE_QUERY = 'ride';

/** /send-courier showing the drivers' offers on a scheduled request. */
export const scheduledOffersPath = (rideId: number) =>
  `${ROUTES.sendCourier}?${SEND_COURIER_RIDE_QUERY}=${rideId}`;

/**
 * The driver app's routes, all under DRIVER_ROUTES.root: the shell hands that prefix to the
 * driver app (route-owners.json), which owns everything below it.
 */
export const DRIVER_ROUTES = {
  root: '/driver',
  login: '/driver/login',
  signup: '/driver/signup',
  /** Online/offline and the requests near the driver. */
  requests: '/driver/requests',
  trip: '/driver/trip',
  earnings: '/driver/earnings',
} as const;
