import { msg } from '@lingui/core/macro';

// The API's error texts met only after a booking (delivery details, paying, the tracking page,
// rating, the invoice), by their stable code (domain's ApiErrorCode), as catalogue entries
// `api.<code>` of the apps that show orders (booking-app, account-app: lingui.config.js).
// Nothing imports this file at run time; `lingui extract` reads it, and its test holds each
// English text to domain's.
export const ORDER_API_ERROR_TEXTS = {
  recipientIncomplete: msg({
    id: 'api.recipientIncomplete',
    message: "Give the recipient's name and 10-digit phone number, or say you are the recipient.",
  }),
  scheduleTooSoon: msg({
    id: 'api.scheduleTooSoon',
    message: 'Choose a pickup time at least 30 minutes from now, or book for now.',
  }),
  scheduleTooLate: msg({
    id: 'api.scheduleTooLate',
    message: 'Choose a pickup time within 7 days.',
  }),
  paymentNotUpi: msg({
    id: 'api.paymentNotUpi',
    message: 'This order is paid in cash to the driver.',
  }),
  paymentDone: msg({ id: 'api.paymentDone', message: 'This order is already paid.' }),
  ratingTooEarly: msg({
    id: 'api.ratingTooEarly',
    message: 'You can rate the driver once the parcel is delivered.',
  }),
  alreadyRated: msg({ id: 'api.alreadyRated', message: 'You have already rated this trip.' }),
  invoiceTooEarly: msg({
    id: 'api.invoiceTooEarly',
    message: 'The invoice is ready once the parcel is delivered.',
  }),
  noProofPhoto: msg({ id: 'api.noProofPhoto', message: 'No photo was taken at this drop.' }),
  trackingLinkGone: msg({
    id: 'api.trackingLinkGone',
    message: 'This tracking link has ended or was turned off.',
  }),
  trackingEnded: msg({ id: 'api.trackingEnded', message: 'Tracking has ended for this order.' }),
  tooManyTrackingStreams: msg({
    id: 'api.tooManyTrackingStreams',
    message: 'This tracking page is open in too many places. Close one and try again.',
  }),
};
