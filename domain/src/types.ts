// Entity types, inferred from the schemas: one description of each answer for server and client.
// Type-only imports: nothing here loads zod.
import type { z } from 'zod';
import type { latLngSchema, locationSchema, errorResponseSchema } from './schemas/common';
import type {
  currentUserSchema,
  loginDataSchema,
  userSummarySchema,
  registerResponseSchema,
} from './schemas/auth';
import type {
  logisticsVehicleSchema,
  parcelTypeSchema,
  quotationRequestSchema,
  quotationSchema,
} from './schemas/quotation';
import type {
  completedOrderSchema,
  driverOfferSchema,
  historyOrderSchema,
  orderHistorySchema,
  orderSchema,
  orderStreamTokenSchema,
  rideSchema,
  rideRequestFieldsSchema,
  rideStatusSchema,
} from './schemas/booking';
import type {
  placeLabelSchema,
  placeLanguageSchema,
  placeSchema,
  reverseGeocodeResponseSchema,
} from './schemas/places';
import type { sentMessageSchema } from './schemas/outbox';
import type {
  driverSessionSchema,
  driverStatusResponseSchema,
  driverTripSchema,
} from './schemas/driver';
import type {
  driverEarningsSchema,
  driverFeedSchema,
  driverOfferStateSchema,
  driverOwnOfferSchema,
  driverPastTripSchema,
  driverProfileSchema,
  driverRequestSchema,
  driverTripsSchema,
} from './schemas/driver-app';
import type { LocationForm, SignupForm } from './schemas/auth-forms';
import type {
  deliveryProofSchema,
  gstDetailsSchema,
  orderPaymentSchema,
  orderRatingSchema,
  paymentMethodSchema,
  paymentStatusSchema,
  ratingTagSchema,
  recipientSchema,
  trackingViewSchema,
} from './schemas/delivery';
import type {
  createSavedAddressRequestSchema,
  renameSavedAddressRequestSchema,
  savedAddressKindSchema,
  savedAddressSchema,
} from './schemas/saved-addresses';

export type LatLng = z.infer<typeof latLngSchema>;
export type Location = z.infer<typeof locationSchema>;
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type UserSummary = z.infer<typeof userSummarySchema>;
export type LoginData = z.infer<typeof loginDataSchema>;
export type CurrentUser = z.infer<typeof currentUserSchema>;
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export type LogisticsVehicle = z.infer<typeof logisticsVehicleSchema>;
export type ParcelType = z.infer<typeof parcelTypeSchema>;
export type QuotationRequest = z.infer<typeof quotationRequestSchema>;
export type Quotation = z.infer<typeof quotationSchema>;
export type RideStatus = z.infer<typeof rideStatusSchema>;
export type Ride = z.infer<typeof rideSchema>;
export type RideRequestFields = z.infer<typeof rideRequestFieldsSchema>;
export type DriverOffer = z.infer<typeof driverOfferSchema>;
export type Order = z.infer<typeof orderSchema>;
export type CompletedOrder = z.infer<typeof completedOrderSchema>;
export type HistoryOrder = z.infer<typeof historyOrderSchema>;
export type OrderHistory = z.infer<typeof orderHistorySchema>;
export type OrderStreamToken = z.infer<typeof orderStreamTokenSchema>;
export type Place = z.infer<typeof placeSchema>;
export type PlaceLanguage = z.infer<typeof placeLanguageSchema>;
export type ReverseGeocodeResult = z.infer<typeof reverseGeocodeResponseSchema>['result'];
export type PlaceLabel = z.infer<typeof placeLabelSchema>;
export type SentMessage = z.infer<typeof sentMessageSchema>;
export type { LocationForm, SignupForm };
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export type SavedAddressKind = z.infer<typeof savedAddressKindSchema>;
/** What the client sends to save an address (before the API's trimming). */
export type NewSavedAddress = z.input<typeof createSavedAddressRequestSchema>;
export type SavedAddressLabel = z.input<typeof renameSavedAddressRequestSchema>;

// Delivering well: recipient, payment, proof, rating, tracking, GST.
export type Recipient = z.infer<typeof recipientSchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export type OrderPayment = z.infer<typeof orderPaymentSchema>;
export type DeliveryProof = z.infer<typeof deliveryProofSchema>;
export type OrderRating = z.infer<typeof orderRatingSchema>;
export type RatingTag = z.infer<typeof ratingTagSchema>;
export type TrackingView = z.infer<typeof trackingViewSchema>;
export type GstDetails = z.infer<typeof gstDetailsSchema>;

// The driver app's view of the API.
export type DriverSession = z.infer<typeof driverSessionSchema>;
export type DriverStatus = z.infer<typeof driverStatusResponseSchema>['data'];
export type DriverTrip = z.infer<typeof driverTripSchema>;
export type DriverProfile = z.infer<typeof driverProfileSchema>['data'];
export type DriverRequest = z.infer<typeof driverRequestSchema>;
export type DriverOfferState = z.infer<typeof driverOfferStateSchema>;
export type DriverOwnOffer = z.infer<typeof driverOwnOfferSchema>;
export type DriverFeed = z.infer<typeof driverFeedSchema>;
export type DriverEarnings = z.infer<typeof driverEarningsSchema>;
export type DriverPastTrip = z.infer<typeof driverPastTripSchema>;
export type DriverTrips = z.infer<typeof driverTripsSchema>;
