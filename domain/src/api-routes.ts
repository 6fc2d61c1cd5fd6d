/**
 * The API's paths (docs/product.md, "API calls", and the endpoints the product adds), as Fastify
 * declares
 * them: `:name` marks a path parameter, which `apiPath` fills in for a client.
 */
export const API_ROUTES = {
  /** Readiness: 503 while the process drains (HAProxy's check). */
  health: '/health',
  /** Liveness: 200 while the process's event loop runs (a supervisor's restart check). */
  healthLive: '/health/live',
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
  /** Those offers as server-sent events (`event: offers`), opened with the ride's stream ticket. */
  rideOfferEvents: '/bargaining/RideGet/:id/events/',
  acceptOffer: '/bargaining/RideGet/:userId/driverassign/:offerCode/',
  order: '/bargaining/orders/:id/',
  orderHistory: '/bargaining/orders/',
  /** A ticket for the ride's event streams: the drivers' offers, then the order. */
  orderStreamToken: '/bargaining/orders/:id/stream-token/',
  orderEvents: '/bargaining/orders/:id/events/',
  ride: '/bargaining/rides/:id/',
  rideCancel: '/bargaining/rides/:id/cancel/',
  rideRetry: '/bargaining/rides/:id/retry/',
  /** The customer changes how they pay (cash or UPI) while the fare is due. */
  orderPayment: '/bargaining/orders/:id/payment/',
  /** The customer says they paid by UPI; the driver confirms. */
  orderPaidByUpi: '/bargaining/orders/:id/payment/paid/',
  /** Stars and tags for the driver, once delivered. */
  orderRating: '/bargaining/orders/:id/rating/',
  /** The tax invoice (PDF, `?lang=`), once delivered. */
  orderInvoice: '/bargaining/orders/:id/invoice/',
  /** A new tracking link for the recipient (POST), or none (DELETE). */
  orderTrackingLink: '/bargaining/orders/:id/tracking-link/',
  /** The photo the driver took at the drop, when that is the proof. */
  orderProofPhoto: '/bargaining/orders/:id/proof-photo/',
  /** Public: the order as its tracking link shows it (no phone, no address beyond the locality). */
  tracking: '/tracking/:token/',
  /** Public: that view as server-sent events. */
  trackingEvents: '/tracking/:token/events/',
  drivers: '/drivers/',
  driverSignupOtp: '/drivers/otp/',
  driverLoginOtp: '/drivers/login/otp/',
  driverLogin: '/drivers/login/',
  driverRefreshToken: '/drivers/token/refresh/',
  driverLogout: '/drivers/token/logout/',
  driverStatus: '/drivers/me/status/',
  driverRides: '/drivers/me/rides/',
  driverOffers: '/drivers/me/rides/:rideId/offers/',
  driverPosition: '/drivers/me/position/',
  driverTrip: '/drivers/me/trip/',
  driverArrive: '/drivers/me/trip/:rideId/arrive/',
  driverStartTrip: '/drivers/me/trip/:rideId/start/',
  /** Delivered, with the code the recipient tells the driver. */
  driverDeliver: '/drivers/me/trip/:rideId/deliver/',
  /** Delivered, proven by a photo at the drop and the receiver's name (multipart). */
  driverDeliverWithPhoto: '/drivers/me/trip/:rideId/deliver-with-photo/',
  /** The fare received: cash, or the customer's UPI payment seen. */
  driverPayment: '/drivers/me/trip/:rideId/payment/',
  driverCancel: '/drivers/me/trip/:rideId/cancel/',
  /** The signed-in driver: profile, vehicle and whether online. */
  driverMe: '/drivers/me/',
  /** The driver's photo (PUT a camera JPEG at sign-up; GET it back). */
  driverPhoto: '/drivers/me/photo/',
  /** Requests near the driver and the state of the driver's own offers (driverFeedSchema). */
  driverFeed: '/drivers/me/feed/',
  /** A short-lived ticket for the feed's event stream (EventSource sends no headers). */
  driverFeedStreamToken: '/drivers/me/feed/stream-token/',
  /** The feed pushed as server-sent events (`event: feed`, data driverFeedSchema). */
  driverFeedEvents: '/drivers/me/feed/events/',
  /** A nearby request's parcel photo, for a driver who may offer on it. */
  driverParcelImage: '/drivers/me/rides/:rideId/parcel-image/',
  /** Today's earnings (IST day): delivered trips and their fares. */
  driverEarnings: '/drivers/me/earnings/',
  /** The driver's past trips, newest first, paged like the customer's history. */
  driverTrips: '/drivers/me/trips/',
  placeSearch: '/places/search/',
  reverseGeocode: '/places/reverse/',
  nearbyPlaces: '/places/nearby/',
  myPhoto: '/me/photo/',
  /** The customer's GSTIN and business name, printed on their tax invoices (PUT, DELETE). */
  gstDetails: '/me/gst/',
  /** The signed-in customer's saved addresses (Home, Work and named ones). */
  savedAddresses: '/me/addresses/',
  savedAddress: '/me/addresses/:addressId/',
  parcelImage: '/bargaining/rides/:id/parcel-image/',
  /** The remotes' registry of an environment: read (public), changed by deploys (If-Match). */
  registry: '/registry/:env/',
  /** Every change of it: who, when, from what. */
  registryChanges: '/registry/:env/changes/',
  /** Browsers' load outcomes of a remote's release (public): a failing canary rolls back. */
  registryReports: '/registry/:env/reports/',
  outbox: '/dev/outbox',
  devRideSettings: '/dev/rides/settings/',
} as const;

export type ApiRoute = (typeof API_ROUTES)[keyof typeof API_ROUTES];
