import type { Location } from '@dakiya/domain';
import type { RouteMapProps } from '@dakiya/shared/maps';
import type { MapsProvider } from '../maps-provider';

export const PLACES: Record<string, Location> = {
  'mg-road': {
    address: 'MG Road, Bengaluru, Karnataka, India',
    position: { lat: 12.9756, lng: 77.6066 },
  },
  hosur: { address: 'Hosūr, India', position: { lat: 12.7409, lng: 77.8253 } },
  dubai: { address: 'Dubai, United Arab Emirates', position: { lat: 25.2, lng: 55.27 } },
};

/** A plain map: the addresses, the driver, and a 'drag' of either pin to Hosūr when allowed. */
function FakeRouteMap({ pickup, drop, driver, onMove }: RouteMapProps) {
  return (
    <>
      <div data-testid="route-map">
        {`${pickup?.address ?? '-'} → ${drop?.address ?? '-'}`}
        {driver && <span data-testid="driver-pin">{`${driver.lat},${driver.lng}`}</span>}
      </div>
      {onMove && (
        <>
          <button type="button" onClick={() => onMove('pickup', PLACES.hosur!.position)}>
            Drag pickup to Hosūr
          </button>
          <button type="button" onClick={() => onMove('drop', PLACES.hosur!.position)}>
            Drag drop to Hosūr
          </button>
        </>
      )}
    </>
  );
}

/** The maps edge for component tests: fixed places, a 12.5 km route, a plain map. */
export function fakeMaps(overrides: Partial<MapsProvider> = {}): MapsProvider {
  return {
    kind: 'embedded',
    approximate: true,
    suggest: async (text) =>
      Object.entries(PLACES)
        .filter(
          ([, place]) => place.address.toLowerCase().includes(text.toLowerCase()) || text === '*',
        )
        .map(([id, place]) => ({ id, label: place.address })),
    resolve: async ({ id }) => PLACES[id]!,
    reverseGeocode: async () => PLACES['mg-road']!.address,
    distanceKm: async () => 12.5,
    RouteMap: FakeRouteMap,
    ...overrides,
  };
}
