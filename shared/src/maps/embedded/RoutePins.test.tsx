import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MapContainer, useMap } from 'react-leaflet';
import type { LatLng, RideStatus } from '@dakiya/domain';
import { inLanguage, WithI18n } from '@dakiya/shared/src/test/i18n';
import { RoutePins } from './RoutePins';
import type { MapInsets } from './map-insets';

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

const NO_COVER: MapInsets = { top: 0, right: 0, bottom: 0, left: 0 };
const NO_CONTROLS = { top: 0, bottom: 0 };

function Pins({
  driver,
  status,
  zoom,
  insets = NO_COVER,
}: {
  driver: LatLng;
  status: RideStatus;
  zoom?: number;
  insets?: MapInsets;
}) {
  return (
    <WithI18n>
      <MapContainer center={PICKUP} zoom={16}>
        {zoom !== undefined && <ZoomTo zoom={zoom} />}
        <RoutePins
          pickup={PICKUP}
          drop={DROP}
          driver={driver}
          tripStatus={status}
          onMove={undefined}
          insets={insets}
          controls={NO_CONTROLS}
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
function renderPins(driver: LatLng, status: RideStatus = 'assigned', zoom?: number) {
  const { container } = render(<Pins driver={driver} status={status} zoom={zoom} />);
  return names(container);
}

describe('RoutePins', () => {
  it('names the driver by where the trip is: on the way, at the pickup, with the parcel', () => {
    expect(renderPins(AWAY, 'assigned')).toContain('Driver on the way (top)');
    expect(renderPins(AWAY, 'driver_arrived')).toContain('Driver at pickup (top)');
    expect(renderPins(AWAY, 'picked_up')).toContain('Driver with the parcel (top)');
  });

  it('says "Driver at pickup" once, instead of two names on top of each other, when the driver is there', () => {
    expect(renderPins(AT_PICKUP, 'driver_arrived').sort()).toEqual([
      'Driver at pickup (top)',
      'Drop (top)',
    ]);
  });

  it('says nothing of the pickup once the parcel is picked up there: the driver has the parcel', () => {
    const shown = renderPins(AT_PICKUP, 'picked_up');
    expect(shown.join()).not.toMatch(/Driver at pickup/);
    expect(shown.map((name) => name.replace(/ \(.*/, '')).sort()).toEqual([
      'Driver with the parcel',
      'Drop',
      'Pickup',
    ]);
    // A few metres short of the pickup, still on the way, is not 'at pickup' either.
    expect(renderPins(AT_PICKUP, 'assigned').join()).not.toMatch(/Driver at pickup/);
  });

  it('in Hindi too', () => {
    inLanguage('hi');
    expect(renderPins(AT_PICKUP, 'driver_arrived').sort()).toEqual(
      ['ड्रॉप (top)', 'ड्राइवर पिकअप पर है (top)'].sort(),
    );
  });

  it('moves the pickup’s name aside for the driver’s while the driver is close but not there', () => {
    // 65 m east at street zoom is about 27 px: names above both pins would overlap.
    expect(renderPins(NEAR).sort()).toEqual([
      'Driver on the way (top)',
      'Drop (top)',
      'Pickup (bottom)',
    ]);
  });

  it('on the way to the drop, moves the drop’s name aside for the driver’s', () => {
    expect(renderPins(NEAR_DROP, 'picked_up').sort()).toEqual([
      'Driver with the parcel (top)',
      'Drop (bottom)',
      'Pickup (top)',
    ]);
  });

  it('places the names for the zoom the map was fitted to, not the one it started at', () => {
    // 2 km apart: far at street zoom, 13 px apart once the map is fitted out to zoom 10 (where
    // the drop, 5 km off, is 30 px away).
    expect(renderPins(AWAY, 'assigned', 10).sort()).toEqual([
      'Driver on the way (top)',
      'Drop (right)',
      'Pickup (left)',
    ]);
  });

  it('puts no name under what covers the top of the map (the header, the search box)', () => {
    // The driver 2 km north of the pickup at zoom 13: their pin about 107 px above the map's
    // middle (y 193), just under a cover 180 px high, where a name above it would be hidden.
    const { container } = render(
      <Pins driver={AWAY} status="assigned" zoom={13} insets={{ ...NO_COVER, top: 180 }} />,
    );
    const driverName = names(container).find((name) => name.startsWith('Driver'));
    expect(driverName).toBeDefined();
    expect(driverName).not.toMatch(/\(top\)/);
  });

  it('moves the names as the driver comes and goes, leaving no empty label behind', () => {
    const { container, rerender } = render(<Pins driver={AWAY} status="assigned" />);
    rerender(<Pins driver={NEAR} status="assigned" />);
    expect(names(container).sort()).toEqual([
      'Driver on the way (top)',
      'Drop (top)',
      'Pickup (bottom)',
    ]);
    rerender(<Pins driver={AT_PICKUP} status="driver_arrived" />);
    rerender(<Pins driver={AWAY} status="picked_up" />);
    expect(names(container).sort()).toEqual([
      'Driver with the parcel (top)',
      'Drop (top)',
      'Pickup (top)',
    ]);
  });
});
