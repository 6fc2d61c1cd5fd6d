import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MapContainer, useMap } from 'react-leaflet';
import type { LatLng } from '@dakiya/domain';
import { inLanguage, WithI18n } from '@dakiya/shared/src/test/i18n';
import { RoutePins } from './RoutePins';

const PICKUP: LatLng = { lat: 12.9756, lng: 77.6066 };
const DROP: LatLng = { lat: 12.9352, lng: 77.6245 };
/** About 11 m east of the pickup, 65 m east, and 2 km north. */
const AT_PICKUP: LatLng = { lat: 12.9756, lng: 77.6067 };
const NEAR: LatLng = { lat: 12.9756, lng: 77.6072 };
const AWAY: LatLng = { lat: 12.9936, lng: 77.6066 };
/** On the way, 65 m short of the drop (west of it). */
const NEAR_DROP: LatLng = { lat: 12.9352, lng: 77.6239 };

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

/** Zooms the map as the screen's fitting does: in an effect, before the pins listen. */
function ZoomTo({ zoom }: { zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setZoom(zoom, { animate: false });
  }, [map, zoom]);
  return null;
}

function Pins({
  driver,
  driverArrived,
  zoom,
}: {
  driver: LatLng;
  driverArrived: boolean;
  zoom?: number;
}) {
  return (
    <WithI18n>
      <MapContainer center={PICKUP} zoom={16}>
        {zoom !== undefined && <ZoomTo zoom={zoom} />}
        <RoutePins
          pickup={PICKUP}
          drop={DROP}
          driver={driver}
          driverArrived={driverArrived}
          onMove={undefined}
        />
      </MapContainer>
    </WithI18n>
  );
}

/** The pins' names in the page, with the side each sits on. */
function names(container: HTMLElement) {
  return [...container.querySelectorAll('.leaflet-tooltip')].map((tooltip) => {
    const side = /leaflet-tooltip-(top|bottom|left|right)/.exec(tooltip.className)?.[1];
    return `${tooltip.textContent} (${side})`;
  });
}

/** The map at street zoom around the pickup (or fitted to `zoom`), and its pins' names. */
function renderPins(driver: LatLng, driverArrived = false, zoom?: number) {
  const { container } = render(<Pins driver={driver} driverArrived={driverArrived} zoom={zoom} />);
  return names(container);
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
    expect(renderPins(NEAR).sort()).toEqual(['ड्रॉप (top)', 'ड्राइवर (top)', 'पिकअप (left)'].sort());
  });

  it('moves the pickup’s name aside for the driver’s while the driver is close but not there', () => {
    // 65 m east at street zoom is about 27 px: names above both pins would overlap.
    expect(renderPins(NEAR).sort()).toEqual(['Driver (top)', 'Drop (top)', 'Pickup (left)']);
  });

  it('on the way to the drop, moves the drop’s name aside for the driver’s', () => {
    expect(renderPins(NEAR_DROP).sort()).toEqual(['Driver (top)', 'Drop (right)', 'Pickup (top)']);
  });

  it('places the names for the zoom the map was fitted to, not the one it started at', () => {
    // 2 km apart: far at street zoom, 13 px apart once the map is fitted out to zoom 10 (where
    // the drop, 5 km off, is 30 px away).
    expect(renderPins(AWAY, false, 10).sort()).toEqual([
      'Driver (top)',
      'Drop (right)',
      'Pickup (left)',
    ]);
  });

  it('moves the names as the driver comes and goes, leaving no empty label behind', () => {
    const { container, rerender } = render(<Pins driver={AWAY} driverArrived={false} />);
    rerender(<Pins driver={NEAR} driverArrived={false} />);
    expect(names(container).sort()).toEqual(['Driver (top)', 'Drop (top)', 'Pickup (left)']);
    rerender(<Pins driver={AT_PICKUP} driverArrived />);
    rerender(<Pins driver={AWAY} driverArrived={false} />);
    expect(names(container).sort()).toEqual(['Driver (top)', 'Drop (top)', 'Pickup (top)']);
  });
});
