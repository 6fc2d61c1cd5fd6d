import { msg } from '@lingui/core/macro';

// The API's error texts only a driver meets, by their stable code (domain's ApiErrorCode), as
// this app's catalogue entries `api.<code>`: shared's errorMessage() shows an error by its code
// in the active language (the customer's are in shared's catalogue). Nothing imports this file
// at run time; `lingui extract` reads it, and its test holds each English text to domain's.
export const DRIVER_API_ERROR_TEXTS = {
  wrongRole: msg({ id: 'api.wrongRole', message: 'This account cannot use this endpoint' }),
  noSuchDriver: msg({ id: 'api.noSuchDriver', message: 'No such driver' }),
  driverBusy: msg({ id: 'api.driverBusy', message: 'This driver is on another trip' }),
  driverOffline: msg({ id: 'api.driverOffline', message: 'Go online to offer' }),
  offerBelowCustomerFare: msg({
    id: 'api.offerBelowCustomerFare',
    message: "Offer at least the customer's fare",
  }),
  rideTooFar: msg({ id: 'api.rideTooFar', message: 'This ride is too far from you' }),
  vehicleTooSmall: msg({
    id: 'api.vehicleTooSmall',
    message: 'Your vehicle cannot carry this load',
  }),
  // The trip's steps (driver-app/src/features/trip).
  notYourTrip: msg({ id: 'api.notYourTrip', message: 'This ride is not your trip' }),
  tripWrongState: msg({ id: 'api.tripWrongState', message: 'The trip is not at that step' }),
  notAtPickup: msg({ id: 'api.notAtPickup', message: 'You are not at the pickup yet' }),
  notAtDrop: msg({ id: 'api.notAtDrop', message: 'You are not at the drop yet' }),
  tripOtpLocked: msg({
    id: 'api.tripOtpLocked',
    message:
      'Too many wrong OTPs for this ride. Call customer care; the customer can cancel and book again.',
  }),
  // Proof at the drop and the fare (driver-app/src/features/trip).
  rideNotOpenYet: msg({
    id: 'api.rideNotOpenYet',
    message: 'This pickup is scheduled: drivers see it shortly before its time.',
  }),
  deliveryCodeLocked: msg({
    id: 'api.deliveryCodeLocked',
    message:
      "Too many wrong delivery codes. Take a photo at the drop with the receiver's name instead.",
  }),
  receiverNameRequired: msg({
    id: 'api.receiverNameRequired',
    message: 'Enter the name of the person who took the parcel.',
  }),
  proofPhotoRequired: msg({
    id: 'api.proofPhotoRequired',
    message: 'Take a photo of the parcel at the drop.',
  }),
  paymentDone: msg({ id: 'api.paymentDone', message: 'This order is already paid.' }),
  paymentTooEarly: msg({
    id: 'api.paymentTooEarly',
    message: 'The fare is collected once the parcel is picked up.',
  }),
  // Sign-up and the requests' stream.
  driverPhoneTaken: msg({
    id: 'api.driverPhoneTaken',
    message: 'A driver with this phone number is already registered. Log in instead.',
  }),
  tooManyFeedStreams: msg({
    id: 'api.tooManyFeedStreams',
    message: 'Your requests are open on too many screens. Close one and try again.',
  }),
  streamTokenInvalid: msg({
    id: 'api.streamTokenInvalid',
    message: 'The stream token is missing, expired or for another stream',
  }),
};
