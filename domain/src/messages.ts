import { LARGEST_VEHICLE, OFFER_MINIMUM } from './constants';
import { SAVED_ADDRESS_LIMITS } from './saved-address-rules';
import { SCHEDULE_LIMITS } from './delivery-rules';

/**
 * A load heavier than any vehicle takes. Apart from MESSAGES because it is built from the vehicle
 * list, which screens without a load form (the sign-in screen among them) should not carry.
 */
export const LOAD_TOO_HEAVY = /*#__PURE__*/ (() =>
  `No vehicle carries this load: the largest, the ${LARGEST_VEHICLE.label}, takes ${LARGEST_VEHICLE.capacityKg} KG.`)();

/** Every validation and alert text of the product (docs/product.md), spelled exactly once. */
export const MESSAGES = {
  emailEmpty: 'Please enter an email address',
  emailInvalid: 'Please enter a valid email address',
  otpInvalid: 'Please enter a valid 4-digit OTP',
  passwordLength: 'Password must be at least 8 characters long.',
  passwordUpper: 'Password must contain at least one uppercase letter.',
  passwordLower: 'Password must contain at least one lowercase letter.',
  passwordNumber: 'Password must contain at least one number.',
  passwordsDiffer: 'Passwords do not match',
  phoneInvalid: 'Invalid phone number',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  signupPasswordRule: 'Min 8 characters and one number',
  confirmRequired: 'Please confirm your password',
  signupPasswordsDiffer: "Passwords don't match!",
  fullName: 'Please enter full name',
  areaRequired: 'Please select your area',
  locationRequired: 'true',
  outsideIndia: 'Please select a location within India.',
  offerNeedsPlaces: 'please enter pickup and drop location',
  categoryNeedsPlaces: 'Please enter pickup and drop locations',
  parcelIncomplete: 'please enter all values',
  careNumberCopied: 'Customer care number copied',
  pleaseSignUp: 'Please Sign Up',
  somethingWrong: 'Something went wrong',
  otpSent: 'OTP sent successfully',
  passwordChanged: 'Password changed successfully',
  cameraFailed: 'Permission Denied or camera not found',
  locationDisabled:
    'Location services are disabled. Please enable location services to move forward.',
  userDoesNotExist: 'User does not exist',
  invalidCredentials: 'Invalid Credentials',
  apiUnreachable: 'Cannot reach Dakiya right now. Check your connection and try again.',
  apiUnreachableStillLooking: 'Cannot reach Dakiya right now. Still looking for drivers…',
} as const;

/**
 * The API's error texts, each keyed by a stable name. The customer app shows them as they come
 * (docs/product.md, "API calls"), and checks the ones it acts on against these same values.
 */
export const API_ERRORS = {
  fieldRequired: 'This field is required.',
  consumerOnly: 'Only consumer accounts can sign up here.',
  fareNotANumber: 'Enter a fare in rupees',
  fareBelowMinimum: `The fare must be at least ₹${OFFER_MINIMUM}`,
  fareNotInPaise: 'Enter the fare in rupees and paise: at most two decimal places.',
  fareBelowFloor: 'This fare is too low for this trip: offer at least half the estimated fare.',
  tooManyRideRequests: 'Too many ride requests. Please wait a minute and try again.',
  userDoesNotExist: MESSAGES.userDoesNotExist,
  invalidCredentials: MESSAGES.invalidCredentials,
  emailAndPasswordRequired: 'Email and password are required',
  accountExists: 'This account already exists',
  emailTaken: 'A user with this email already exists.',
  phoneTaken: 'A user with this phone number already exists.',
  correctFields: 'Please correct the highlighted fields',
  noAccountForEmail: 'No account uses this email address',
  otpNotRequested: 'No OTP was requested, or it was already used. Request a new OTP.',
  otpTooManyTries: 'Too many wrong codes. Request a new OTP.',
  otpExpired: 'This OTP has expired. Request a new OTP.',
  logInAgain: 'Please log in again',
  wrongRole: 'This account cannot use this endpoint',
  notYourAccount: 'You can only act for your own account',
  noSuchDriver: 'No such driver',
  noSuchQuotation: 'No such quotation',
  quotationNotYours: 'This quotation belongs to another user',
  quotationForOtherLoad: 'This quotation is for another load. Get a price for this one.',
  quotationForOtherTrip: 'This quotation is for another trip. Get a price for this one.',
  noSuchRide: 'No such ride request',
  rideNotYours: 'This ride request belongs to another user',
  offerGone: 'This offer no longer exists',
  otherDriverAccepted: 'Another driver was already accepted for this ride',
  rideClosed: 'This ride request is closed',
  rideHasDriver: 'This ride already has a driver',
  noDriverYet: 'No driver was accepted for this ride yet',
  offerChanged: 'This offer has changed',
  driverBusy: 'This driver is on another trip',
  driverOffline: 'Go online to offer',
  offerBelowCustomerFare: "Offer at least the customer's fare",
  driverUnavailable: 'This driver is no longer available. Choose another offer.',
  driverPhoneTaken: 'A driver with this phone number is already registered. Log in instead.',
  rideTooFar: 'This ride is too far from you',
  vehicleTooSmall: 'Your vehicle cannot carry this load',
  rideExpired: 'No driver accepted in time; this request has expired',
  rideNotSearching: 'This ride is no longer looking for drivers',
  notYourTrip: 'This ride is not your trip',
  tripWrongState: 'The trip is not at that step',
  notAtPickup: 'You are not at the pickup yet',
  notAtDrop: 'You are not at the drop yet',
  tripOtpLocked:
    'Too many wrong OTPs for this ride. Call customer care; the customer can cancel and book again.',
  tooLateToCancel: 'The parcel is picked up; the ride can no longer be cancelled',
  streamTokenInvalid: 'The stream token is missing, expired or for another stream',
  bodyNotObject: 'The request body must be a JSON object or a form',
  uploadNotImage: 'Upload a JPEG, PNG or WebP image.',
  invalidRequest: 'Invalid request',
  invalidValue: 'Invalid value',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  serverFault: 'Something went wrong on our side. Please try again.',
  serverBusy: 'Dakiya is busy right now. Please try again in a few seconds.',
  tooManyStreams:
    'This order is open in too many places. Close it in another tab or app and try again.',
  tooManyFeedStreams: 'Your requests are open on too many screens. Close one and try again.',
  placeOutsideIndia: MESSAGES.outsideIndia,
  savedAddressNameRequired: 'Give this address a name.',
  savedAddressNameTooLong: `Keep the name to ${SAVED_ADDRESS_LIMITS.nameLength} characters or fewer.`,
  savedAddressLimit: `You can save up to ${SAVED_ADDRESS_LIMITS.perCustomer} addresses. Delete one to add another.`,
  homeAddressTaken: 'You already have a Home address. Change or delete it first.',
  workAddressTaken: 'You already have a Work address. Change or delete it first.',
  noSuchSavedAddress: 'No such saved address',
  recipientIncomplete:
    "Give the recipient's name and 10-digit phone number, or say you are the recipient.",
  scheduleTooSoon: `Choose a pickup time at least ${SCHEDULE_LIMITS.minMinutesAhead} minutes from now, or book for now.`,
  scheduleTooLate: `Choose a pickup time within ${SCHEDULE_LIMITS.maxDaysAhead} days.`,
  rideNotOpenYet: 'This pickup is scheduled: drivers see it shortly before its time.',
  deliveryCodeLocked:
    "Too many wrong delivery codes. Take a photo at the drop with the receiver's name instead.",
  receiverNameRequired: 'Enter the name of the person who took the parcel.',
  proofPhotoRequired: 'Take a photo of the parcel at the drop.',
  noProofPhoto: 'No photo was taken at this drop.',
  paymentNotUpi: 'This order is paid in cash to the driver.',
  paymentDone: 'This order is already paid.',
  paymentTooEarly: 'The fare is collected once the parcel is picked up.',
  ratingTooEarly: 'You can rate the driver once the parcel is delivered.',
  alreadyRated: 'You have already rated this trip.',
  invoiceTooEarly: 'The invoice is ready once the parcel is delivered.',
  trackingLinkGone: 'This tracking link has ended or was turned off.',
  trackingEnded: 'Tracking has ended for this order.',
  tooManyTrackingStreams: 'This tracking page is open in too many places. Close one and try again.',
  gstinInvalid: 'Enter a valid GSTIN: 15 characters, as on the GST registration certificate.',
  gstBusinessNameRequired: 'Enter the business name the GSTIN is registered to.',
  registryMoved:
    'The registry changed since you read it (another deploy or a rollback). Read it again and retry.',
  registryRevisionRequired: 'Name the revision you read in If-Match.',
  deployTokenInvalid: 'Changing the registry needs the deploy token.',
} as const;

/** What the API answers when something was done (docs/product.md for the reset flow). */
export const API_NOTICES = {
  otpSent: 'OTP sent',
  resetOtpSent: MESSAGES.otpSent,
  accountCreated: 'Account created',
  passwordChanged: MESSAGES.passwordChanged,
} as const;

/** A delivery code that was wrong, with `left` tries remaining before it locks. */
export function wrongDeliveryCodeMessage(left: number): string {
  return left > 0
    ? `Wrong delivery code. ${left} ${left === 1 ? 'try' : 'tries'} left.`
    : API_ERRORS.deliveryCodeLocked;
}

/** An OTP check that failed with `left` tries remaining. */
export function invalidOtpMessage(left: number): string {
  return left > 0
    ? `Invalid OTP. ${left} ${left === 1 ? 'try' : 'tries'} left.`
    : API_ERRORS.otpTooManyTries;
}
