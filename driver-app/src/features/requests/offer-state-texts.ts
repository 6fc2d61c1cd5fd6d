import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@dakiya/shared';
import type { DriverOfferState } from '@dakiya/domain';

/** Where the driver's offer stands, as the request's card says it. */
export const OFFER_STATE_TEXTS: Record<DriverOfferState, MessageDescriptor> = {
  waiting: msg`Waiting for the customer`,
  accepted: msg`Accepted: your trip is starting`,
  declined: msg`The customer took another offer`,
  withdrawn: msg`Withdrawn`,
  expired: msg`Expired: the request closed`,
};
