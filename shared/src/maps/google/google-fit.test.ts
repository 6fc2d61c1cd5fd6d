import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fitPins, inSight } from './google-fit';

// Google's script is the edge no machine here reaches: a map shows 0.1° of latitude and longitude
// on 400x800 px, with the order card over its lower 300 px.
const NE = { lat: 13.0, lng: 77.65 };
const SW = { lat: 12.9, lng: 77.55 };

const box = (top: number, bottom: number) =>
  ({ top, bottom, left: 0, right: 400, width: 400, height: bottom - top }) as DOMRect;

function aMap() {
  const screen = document.createElement('div');
  const div = document.createElement('div');
  const card = document.createElement('section');
  screen.append(div, card);
  Object.defineProperties(div, {
    clientWidth: { value: 400 },
    clientHeight: { value: 800 },
    getBoundingClientRect: { value: () => box(0, 800) },
  });
  Object.defineProperty(card, 'getBoundingClientRect', { value: () => box(500, 800) });
  const corner = ({ lat, lng }: { lat: number; lng: number }) => ({
    lat: () => lat,
    lng: () => lng,
  });
  return {
    getDiv: () => div,
    getBounds: () => ({ getNorthEast: () => corner(NE), getSouthWest: () => corner(SW) }),
    fitBounds: jest.fn(),
  };
}
type FakeMap = ReturnType<typeof aMap>;
const asGoogle = (map: FakeMap) => map as unknown as google.maps.Map;

class FakeBounds {
  readonly points: unknown[] = [];
  extend(point: unknown) {
    this.points.push(point);
  }
}
beforeEach(() => {
  (globalThis as unknown as { google: unknown }).google = { maps: { LatLngBounds: FakeBounds } };
});
afterEach(() => {
  delete (globalThis as unknown as { google?: unknown }).google;
});

describe("Google's map fitting", () => {
  it('fits pickup, drop and the driver above the order card, as the embedded map does', () => {
    const map = aMap();
    const pins = [
      { lat: 12.97, lng: 77.6 },
      { lat: 12.93, lng: 77.62 },
      { lat: 12.99, lng: 77.6 },
    ];
    fitPins(asGoogle(map), pins);
    const [bounds, padding] = map.fitBounds.mock.calls[0] as [FakeBounds, google.maps.Padding];
    expect(bounds.points).toEqual(pins);
    // Below: the card's 300 px and a little air; above: room for the pins' names.
    expect(padding.bottom).toBeGreaterThanOrEqual(300);
    expect(padding.top).toBeGreaterThanOrEqual(20);
  });

  it('tells whether the driver is in sight: not under the card, not off the map', () => {
    const map = asGoogle(aMap());
    // 2/10 of the way down the map (y 160), in the middle across.
    expect(inSight(map, { lat: 12.98, lng: 77.6 })).toBe(true);
    // 7/10 down (y 560): under the card.
    expect(inSight(map, { lat: 12.93, lng: 77.6 })).toBe(false);
    // North of the map.
    expect(inSight(map, { lat: 13.05, lng: 77.6 })).toBe(false);
  });
});
