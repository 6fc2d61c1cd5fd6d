import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@dakiya/shared';
import type { DriverOfferState, DriverOwnOffer } from '@dakiya/domain';

/** Where an offer stands as the driver is shown it: the API's states, and the trip's end. */
export type ShownOfferState = DriverOfferState | 'ended';

/**
 * The API keeps calling an offer accepted once its ride was the driver's, after the trip too: one
 * whose ride is no longer the feed's trip (delivered, or cancelled) has ended.
 */
export function shownOfferState(offer: DriverOwnOffer, tripId: number | null): ShownOfferState {
  return offer.state === 'accepted' && offer.ride_id !== tripId ? 'ended' : offer.state;
}

/** Where the driver's offer stands, as the request's card and the recent offers say it. */
export const OFFER_STATE_TEXTS: Record<ShownOfferState, MessageDescriptor> = {
  waiting: msg`Waiting for the customer`,
  accepted: msg`Accepted: your trip is starting`,
  declined: msg`The customer took another offer`,
  withdrawn: msg`Withdrawn`,
  expired: msg`Expired: the request closed`,
  ended: msg`Accepted: the trip has ended`,
};
