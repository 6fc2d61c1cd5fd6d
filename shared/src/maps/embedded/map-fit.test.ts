import { describe, expect, it } from '@jest/globals';
import {
  fitArea,
  fitMaxZoom,
  isInArea,
  PINS_APART_PX,
  STREET_ZOOM,
  uncoveredArea,
  visibleArea,
} from './map-fit';
import { PIN_SIZE_PX, placeNames } from './pin-labels';

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
    expect(area.top).toBeGreaterThanOrEqual(144 + 44 + PIN_SIZE_PX / 2);
    expect(area.bottom).toBeLessThanOrEqual(small.y - 333 - 36);
    expect(area.bottom - area.top).toBeGreaterThanOrEqual(50);
  });

  it('leaves the pins most of what the card leaves uncovered: covers are not added to the padding', () => {
    // /your-order on a 360x740 phone: 680 px of map under the header, the card and the credit
    // line over its lower 437 px, 243 px uncovered.
    const small = { x: 360, y: 680 };
    const area = fitArea(
      small,
      { top: 0, right: 0, bottom: 397, left: 0 },
      { top: 0, bottom: 40 },
    )!;
    expect(area.bottom).toBeLessThanOrEqual(680 - 437);
    expect(area.bottom - area.top).toBeGreaterThanOrEqual(150);
  });

  it('keeps the product padding where nothing covers the map', () => {
    const area = fitArea({ x: 1000, y: 1000 }, { top: 0, right: 0, bottom: 0, left: 0 })!;
    expect(area.top).toBe(52);
    expect(area.bottom).toBe(1000 - 100);
  });

  it("leaves a small map's pins most of it: the padding shrinks with the map", () => {
    // The driver's trip on a 360x740 phone: a map 207 px high, its credit line over 40 px.
    const area = fitArea(
      { x: 328, y: 207 },
      { top: 0, right: 0, bottom: 0, left: 0 },
      { top: 0, bottom: 40 },
    )!;
    expect(area.bottom).toBeLessThanOrEqual(207 - 40);
    expect(area.bottom - area.top).toBeGreaterThanOrEqual(90);
  });

  it('gives way at the bottom no further than a whole pin above the cover', () => {
    // /send-courier on a 360x740 phone with the load panel open: a strip of map between the
    // search box and the panel, its credit line over the panel's top.
    const size = { x: 360, y: 345 };
    const covered = { top: 183, right: 0, bottom: 0, left: 0 };
    const area = fitArea(size, covered, { top: 0, bottom: 40 })!;
    expect(size.y - 40 - area.bottom).toBeGreaterThanOrEqual(PIN_SIZE_PX / 2 + 4);
    // Too short for a row of names above the pins: the pins take it, their names go beside.
    expect(area.top).toBeLessThan(183 + PIN_SIZE_PX);
    expect(area.bottom - area.top).toBeGreaterThanOrEqual(80);
  });

  it('leaves the view as it is when a toast leaves the pins a sliver between the covers', () => {
    // /send-courier at 360x740 with the load panel open and a three-line toast above the map.
    const squeezed = { x: 360, y: 265 };
    expect(
      fitArea(squeezed, { top: 183, right: 0, bottom: 0, left: 0 }, { top: 0, bottom: 40 }),
    ).toBeNull();
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

describe('fitArea with the pins’ names', () => {
  // /send-courier on a 360 px phone: the search box over the top 144 px, the map's buttons 44
  // px under it, the sheet over the lower 300 px and the credit line 36 px above it.
  const phone = { x: 360, y: 740 };
  const insets = { top: 144, right: 0, bottom: 300, left: 0 };
  const controls = { top: 44, bottom: 36 };

  it.each([
    ['English', ['Pickup', 'Drop']],
    ['Hindi', ['पिकअप', 'ड्रॉप']],
    ['a driver on the way', ['Pickup', 'Drop', 'Driver on the way']],
  ])(
    'leaves room for a name above a pin fitted at any corner, in %s: not cut off, not under the header',
    (_case, names) => {
      const area = fitArea(phone, insets, controls, names)!;
      const seen = uncoveredArea(phone, insets, controls);
      for (const x of [area.left, area.right])
        for (const y of [area.top, area.bottom])
          for (const name of names) expect(placeNames([{ x, y, name }], seen)).toEqual(['top']);
    },
  );
});

describe('fitMaxZoom', () => {
  it('zooms past street zoom until pins a few metres apart are seen apart', () => {
    // Pickup and drop 20 m apart in Bengaluru: about 9 px at street zoom, two dots on each other.
    for (const apart of [9, 15, 30]) {
      const zoom = fitMaxZoom(apart);
      expect(zoom).toBeGreaterThan(STREET_ZOOM);
      expect(apart * 2 ** (zoom - STREET_ZOOM)).toBeGreaterThanOrEqual(PINS_APART_PX);
      // In the map's quarter steps.
      expect(zoom * 4).toBe(Math.round(zoom * 4));
    }
  });

  it('stays at street zoom for pins already apart, or at one spot', () => {
    expect(fitMaxZoom(200)).toBe(STREET_ZOOM);
    expect(fitMaxZoom(0)).toBe(STREET_ZOOM);
    expect(fitMaxZoom(Infinity)).toBe(STREET_ZOOM);
  });

  it('goes no closer than a few houses across, however near the pins', () => {
    expect(fitMaxZoom(0.5)).toBe(19);
  });
});
