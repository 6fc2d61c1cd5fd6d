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
