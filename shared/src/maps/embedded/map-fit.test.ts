import { describe, expect, it } from '@jest/globals';
import { fitArea, isInArea, visibleArea } from './map-fit';

// The /your-order map on a 390x844 phone: 783 px high under the header, the order card over its
// lower 420 px.
const PHONE = { x: 390, y: 783 };
const UNDER_CARD = { top: 0, right: 0, bottom: 420, left: 0 };

describe('fitArea', () => {
  it('keeps the pins clear of the card, with room above them for their names', () => {
    const area = fitArea(PHONE, UNDER_CARD)!;
    expect(area.top).toBeGreaterThanOrEqual(20 + 30);
    expect(area.bottom).toBeLessThanOrEqual(PHONE.y - UNDER_CARD.bottom);
    expect(area.bottom - area.top).toBeGreaterThanOrEqual(60);
  });

  it("keeps the pins clear of the map's own buttons and credit line, on the smallest phone too", () => {
    // 360x740 with the parcel form open: the search box over the top 144 px, the sheet 333 px.
    const small = { x: 360, y: 679 };
    const insets = { top: 144, right: 0, bottom: 333, left: 0 };
    const controls = { top: 44, bottom: 36 };
    const area = fitArea(small, insets, controls)!;
    expect(area.top).toBe(fitArea(small, insets)!.top + 44);
    expect(area.bottom).toBeLessThanOrEqual(small.y - 333 - 36);
    expect(area.bottom - area.top).toBeGreaterThanOrEqual(50);
  });

  it('gives up rather than fit into nothing (covered whole, or not laid out yet)', () => {
    expect(fitArea(PHONE, { top: 500, right: 0, bottom: 400, left: 0 })).toBeNull();
    expect(fitArea({ x: 0, y: 0 }, UNDER_CARD)).toBeNull();
  });
});

describe('visibleArea', () => {
  it('holds every pin the fit placed, and not one under the card', () => {
    const fitted = fitArea(PHONE, UNDER_CARD)!;
    const seen = visibleArea(PHONE, UNDER_CARD);
    for (const corner of [
      { x: fitted.left, y: fitted.top },
      { x: fitted.right, y: fitted.bottom },
    ])
      expect(isInArea(corner, seen)).toBe(true);
    expect(isInArea({ x: 200, y: PHONE.y - UNDER_CARD.bottom + 5 }, seen)).toBe(false);
    expect(isInArea({ x: 200, y: 10 }, seen)).toBe(false);
  });
});
