import { msg } from '@lingui/core/macro';

// The API's error texts the customer can meet, by their stable code (domain's ApiErrorCode), as
// catalogue entries with the ids `api.<code>`: errorMessage() shows an error by its code in the
// active language. Nothing imports this file at run time (the catalogues carry the texts);
// `lingui extract` reads it, and api-error-texts.test.ts holds each English text to domain's.
export const API_ERROR_TEXTS = {
  fieldRequired: msg({ id: 'api.fieldRequired', message: 'This field is required.' }),
  consumerOnly: msg({
    id: 'api.consumerOnly',
    message: 'Only consumer accounts can sign up here.',
  }),
  fareNotANumber: msg({ id: 'api.fareNotANumber', message: 'Enter a fare in rupees' }),
  fareBelowMinimum: msg({ id: 'api.fareBelowMinimum', message: 'The fare must be at least ₹10' }),
  userDoesNotExist: msg({ id: 'api.userDoesNotExist', message: 'User does not exist' }),
  invalidCredentials: msg({ id: 'api.invalidCredentials', message: 'Invalid Credentials' }),
  emailAndPasswordRequired: msg({
    id: 'api.emailAndPasswordRequired',
    message: 'Email and password are required',
  }),
  accountExists: msg({ id: 'api.accountExists', message: 'This account already exists' }),
  emailTaken: msg({ id: 'api.emailTaken', message: 'A user with this email already exists.' }),
  phoneTaken: msg({
    id: 'api.phoneTaken',
    message: 'A user with this phone number already exists.',
  }),
  correctFields: msg({ id: 'api.correctFields', message: 'Please correct the highlighted fields' }),
  noAccountForEmail: msg({
    id: 'api.noAccountForEmail',
    message: 'No account uses this email address',
  }),
  otpNotRequested: msg({
    id: 'api.otpNotRequested',
    message: 'No OTP was requested, or it was already used. Request a new OTP.',
  }),
  otpTooManyTries: msg({
    id: 'api.otpTooManyTries',
    message: 'Too many wrong codes. Request a new OTP.',
  }),
  otpExpired: msg({ id: 'api.otpExpired', message: 'This OTP has expired. Request a new OTP.' }),
  logInAgain: msg({ id: 'api.logInAgain', message: 'Please log in again' }),
  notYourAccount: msg({
    id: 'api.notYourAccount',
    message: 'You can only act for your own account',
  }),
  noSuchQuotation: msg({ id: 'api.noSuchQuotation', message: 'No such quotation' }),
  quotationNotYours: msg({
    id: 'api.quotationNotYours',
    message: 'This quotation belongs to another user',
  }),
  quotationForOtherLoad: msg({
    id: 'api.quotationForOtherLoad',
    message: 'This quotation is for another load. Get a price for this one.',
  }),
  quotationForOtherTrip: msg({
    id: 'api.quotationForOtherTrip',
    message: 'This quotation is for another trip. Get a price for this one.',
  }),
  noSuchRide: msg({ id: 'api.noSuchRide', message: 'No such ride request' }),
  rideNotYours: msg({
    id: 'api.rideNotYours',
    message: 'This ride request belongs to another user',
  }),
  offerGone: msg({ id: 'api.offerGone', message: 'This offer no longer exists' }),
  otherDriverAccepted: msg({
    id: 'api.otherDriverAccepted',
    message: 'Another driver was already accepted for this ride',
  }),
  rideClosed: msg({ id: 'api.rideClosed', message: 'This ride request is closed' }),
  rideHasDriver: msg({ id: 'api.rideHasDriver', message: 'This ride already has a driver' }),
  noDriverYet: msg({ id: 'api.noDriverYet', message: 'No driver was accepted for this ride yet' }),
  offerChanged: msg({ id: 'api.offerChanged', message: 'This offer has changed' }),
  fareNotInPaise: msg({
    id: 'api.fareNotInPaise',
    message: 'Enter the fare in rupees and paise: at most two decimal places.',
  }),
  fareBelowFloor: msg({
    id: 'api.fareBelowFloor',
    message: 'This fare is too low for this trip: offer at least half the estimated fare.',
  }),
  tooManyRideRequests: msg({
    id: 'api.tooManyRideRequests',
    message: 'Too many ride requests. Please wait a minute and try again.',
  }),
  driverUnavailable: msg({
    id: 'api.driverUnavailable',
    message: 'This driver is no longer available. Choose another offer.',
  }),
  rideExpired: msg({
    id: 'api.rideExpired',
    message: 'No driver accepted in time; this request has expired',
  }),
  rideNotSearching: msg({
    id: 'api.rideNotSearching',
    message: 'This ride is no longer looking for drivers',
  }),
  tooLateToCancel: msg({
    id: 'api.tooLateToCancel',
    message: 'The parcel is picked up; the ride can no longer be cancelled',
  }),
  uploadNotImage: msg({ id: 'api.uploadNotImage', message: 'Upload a JPEG, PNG or WebP image.' }),
  invalidRequest: msg({ id: 'api.invalidRequest', message: 'Invalid request' }),
  tooManyRequests: msg({
    id: 'api.tooManyRequests',
    message: 'Too many requests. Please wait a minute and try again.',
  }),
  serverFault: msg({
    id: 'api.serverFault',
    message: 'Something went wrong on our side. Please try again.',
  }),
  serverBusy: msg({
    id: 'api.serverBusy',
    message: 'Dakiya is busy right now. Please try again in a few seconds.',
  }),
  tooManyStreams: msg({
    id: 'api.tooManyStreams',
    message: 'This order is open in too many places. Close it in another tab or app and try again.',
  }),
  placeOutsideIndia: msg({
    id: 'api.placeOutsideIndia',
    message: 'Please select a location within India.',
  }),
  savedAddressNameRequired: msg({
    id: 'api.savedAddressNameRequired',
    message: 'Give this address a name.',
  }),
  savedAddressNameTooLong: msg({
    id: 'api.savedAddressNameTooLong',
    message: 'Keep the name to 40 characters or fewer.',
  }),
  savedAddressLimit: msg({
    id: 'api.savedAddressLimit',
    message: 'You can save up to 20 addresses. Delete one to add another.',
  }),
  homeAddressTaken: msg({
    id: 'api.homeAddressTaken',
    message: 'You already have a Home address. Change or delete it first.',
  }),
  workAddressTaken: msg({
    id: 'api.workAddressTaken',
    message: 'You already have a Work address. Change or delete it first.',
  }),
  noSuchSavedAddress: msg({ id: 'api.noSuchSavedAddress', message: 'No such saved address' }),
  notAnImage: msg({
    id: 'api.notAnImage',
    message: 'The file is not an image we can read. Upload a JPEG, PNG or WebP image.',
  }),
};
