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
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** The query of ROUTES.yourOrder naming the order it shows (set by the history's Track). */
export const YOUR_ORDER_QUERY = 'order';

/** /your-order for one order, not only the tab's live one. */
export const yourOrderPath = (orderId: number) =>
  `${ROUTES.yourOrder}?${YOUR_ORDER_QUERY}=${orderId}`;

/** The order id a YOUR_ORDER_QUERY value names: a positive whole number, else null. */
export function orderIdOfQuery(value: string | null): number | null {
  if (value === null || !/^[1-9]\d*$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

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
