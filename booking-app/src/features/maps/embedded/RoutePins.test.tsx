import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { MapContainer } from 'react-leaflet';
import type { LatLng } from '@dakiya/domain';
import { inLanguage, WithI18n } from '@dakiya/shared/src/test/i18n';
import { RoutePins } from './RoutePins';

const PICKUP: LatLng = { lat: 12.9756, lng: 77.6066 };
const DROP: LatLng = { lat: 12.9352, lng: 77.6245 };
/** About 11 m east of the pickup, 150 m east, and 2 km north. */
const AT_PICKUP: LatLng = { lat: 12.9756, lng: 77.6067 };
const NEAR: LatLng = { lat: 12.9756, lng: 77.608 };
const AWAY: LatLng = { lat: 12.9936, lng: 77.6066 };

// Leaflet measures its container; jsdom lays nothing out.
const size = { clientWidth: 800, clientHeight: 600 };
const saved = Object.keys(size).map(
  (key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const,
);
beforeAll(() => {
  for (const [key, value] of Object.entries(size)) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, descriptor] of saved) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  }
});

/** The map at street zoom around the pickup, and its pins' names with the side each sits on. */
function renderPins(driver: LatLng, driverArrived = false) {
  const { container } = render(
    <WithI18n>
      <MapContainer center={PICKUP} zoom={16}>
        <RoutePins
          pickup={PICKUP}
          drop={DROP}
          driver={driver}
          driverArrived={driverArrived}
          onMove={undefined}
        />
      </MapContainer>
    </WithI18n>,
  );
  return [...container.querySelectorAll('.leaflet-tooltip')].map((tooltip) => {
    const side = /leaflet-tooltip-(top|bottom|left|right)/.exec(tooltip.className)?.[1];
    return `${tooltip.textContent} (${side})`;
  });
}

describe('RoutePins', () => {
  it('names each pin above it while the driver is on the way', () => {
    expect(renderPins(AWAY).sort()).toEqual(['Driver (top)', 'Drop (top)', 'Pickup (top)']);
  });

  it('says "Driver at pickup" once, instead of two names on top of each other, when the driver is there', () => {
    expect(renderPins(AT_PICKUP, true).sort()).toEqual(['Driver at pickup (top)', 'Drop (top)']);
    // A few metres apart reads the same before the status changes.
    expect(renderPins(AT_PICKUP, false).sort()).toEqual(['Driver at pickup (top)', 'Drop (top)']);
  });

  it('in Hindi too', () => {
    inLanguage('hi');
    expect(renderPins(AT_PICKUP, true).sort()).toEqual(
      ['ड्रॉप (top)', 'ड्राइवर पिकअप पर है (top)'].sort(),
    );
    expect(renderPins(NEAR).sort()).toEqual(
      ['ड्रॉप (top)', 'ड्राइवर (right)', 'पिकअप (left)'].sort(),
    );
  });

  it('moves the two names apart, away from each other, while the driver is close but not there', () => {
    // 150 m east at street zoom is about 60 px: names above both pins would overlap.
    expect(renderPins(NEAR).sort()).toEqual(['Driver (right)', 'Drop (top)', 'Pickup (left)']);
  });
});
