/** The customer app's routes (SPEC.md section 2). */
export const ROUTES = {
  root: '/',
  tutorial: '/tutorial',
  login: '/login',
  signup: '/signup',
  setup: '/setup',
  location: '/location',
  profile: '/profile',
  sendCourier: '/send-courier',
  yourOrder: '/your-order',
  book: '/book',
  review: '/review',
  orderHistory: '/order-history',
  courier: '/courier',
  courierSelect: '/courier/select',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];
