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

/**
 * The API's paths (SPEC.md section 7 and the endpoints the product adds), as Fastify declares
 * them: `:name` marks a path parameter, which `apiPath` fills in for a client.
 */
export const API_ROUTES = {
  health: '/health',
  login: '/login',
  verifyLoginOtp: '/verifyloginotp/',
  resendLoginOtp: '/resendotplogin',
  register: '/register',
  forgotPassword: '/forgotpassword/',
  changePassword: '/forgotpassword/changepassword/:email/',
  refreshToken: '/token/refresh/',
  logout: '/token/logout/',
  me: '/me/',
  quotations: '/quotations/prices/',
  quotation: '/quotations/prices/:quotId/',
  rideRequests: '/bargaining/:userId/',
  rideOffers: '/bargaining/RideGet/:id/',
  acceptOffer: '/bargaining/RideGet/:userId/driverassign/:rideId/',
  order: '/bargaining/orders/:id/',
  orderHistory: '/bargaining/orders/',
  orderStreamToken: '/bargaining/orders/:id/stream-token/',
  orderEvents: '/bargaining/orders/:id/events/',
  ride: '/bargaining/rides/:id/',
  rideCancel: '/bargaining/rides/:id/cancel/',
  rideRetry: '/bargaining/rides/:id/retry/',
  drivers: '/drivers/',
  driverSignupOtp: '/drivers/otp/',
  driverStatus: '/drivers/me/status/',
  driverRides: '/drivers/me/rides/',
  driverOffers: '/drivers/me/rides/:rideId/offers/',
  driverPosition: '/drivers/me/position/',
  driverTrip: '/drivers/me/trip/',
  driverArrive: '/drivers/me/trip/:rideId/arrive/',
  driverStartTrip: '/drivers/me/trip/:rideId/start/',
  driverDeliver: '/drivers/me/trip/:rideId/deliver/',
  driverCancel: '/drivers/me/trip/:rideId/cancel/',
  placeSearch: '/places/search/',
  reverseGeocode: '/places/reverse/',
  nearbyPlaces: '/places/nearby/',
  myPhoto: '/me/photo/',
  parcelImage: '/bargaining/rides/:id/parcel-image/',
  outbox: '/dev/outbox',
  devRideSettings: '/dev/rides/settings/',
} as const;

export type ApiRoute = (typeof API_ROUTES)[keyof typeof API_ROUTES];

type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** `apiPath(API_ROUTES.quotation, { quotId: 7 })` -> '/quotations/prices/7/' (values encoded). */
export function apiPath<Path extends ApiRoute>(
  path: Path,
  ...[params]: ParamsOf<Path> extends never ? [] : [Record<ParamsOf<Path>, string | number>]
): string {
  if (!params) return path;
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
}
