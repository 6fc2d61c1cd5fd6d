import { describe, expect, it } from '@jest/globals';
import { aDriverOffer } from '@dakiya/test-kit/msw';
import { inListOrder } from './offer-order';

describe('inListOrder', () => {
  it('lowest fare first, then the better rating, then the fewer minutes away', () => {
    const offers = [
      aDriverOffer({ id: 1, driveroffer: 760, overall_experience_rating: 4.9, timeMins: 2 }),
      aDriverOffer({ id: 2, driveroffer: 720, overall_experience_rating: 4.0, timeMins: 7 }),
      aDriverOffer({ id: 3, driveroffer: 720, overall_experience_rating: 4.4, timeMins: 11 }),
      aDriverOffer({ id: 4, driveroffer: 720, overall_experience_rating: 4.4, timeMins: 3 }),
      aDriverOffer({ id: 5, driveroffer: 720, overall_experience_rating: null, timeMins: 1 }),
    ];
    expect(inListOrder(offers).map((offer) => offer.id)).toEqual([4, 3, 2, 5, 1]);
    // The offers as they came are left as they were.
    expect(offers.map((offer) => offer.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
