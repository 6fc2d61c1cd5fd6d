import { useCallback, useSyncExternalStore } from 'react';
import { CircleMarker, Pane, useMap } from 'react-leaflet';
import type { LatLng, RideStatus } from '@dakiya/domain';
// Through the package's name: this file is in the separate entry `@dakiya/shared/maps`, and only
// `@dakiya/shared` itself holds the one i18n instance (msg only, no `t`, for the same reason).
import { useLingui } from '@dakiya/shared';
import type { RouteMapProps } from '../route-map-props';
import { PlacePin } from './MapPins';
import { DRIVER_AT_PICKUP, PIN_NAMES, driverPinName } from '../pin-names';
import type { MapInsets } from './map-insets';
import { uncoveredArea, type MapControls } from './map-fit';
import { placeNames, type LabelSide } from './pin-labels';
import { PinLabel } from './PinLabel';

const DRIVER_COLOUR = '#1d4ed8';
/** The driver is shown at the pickup, in one name, when the two pins are closer than this. */
const TOGETHER_PX = 40;
/** The driver's dot's class: how a test finds it (a Leaflet path takes no other attribute). */
export const DRIVER_PIN_CLASS = 'dk-driver-pin';

/** The driver's blue dot, named on `side`, or unnamed when the pickup's label names them. */
function DriverPin({ at, name, side }: { at: LatLng; name: string; side: LabelSide | null }) {
  return (
    <CircleMarker
      center={at}
      radius={9}
      // An option of the path as it is made (pathOptions only restyle it later).
      className={DRIVER_PIN_CLASS}
      pathOptions={{ color: '#fff', weight: 3, fillColor: DRIVER_COLOUR, fillOpacity: 1 }}
    >
      {side && <PinLabel side={side}>{name}</PinLabel>}
    </CircleMarker>
  );
}

/** The view as a value that changes whenever a pin's place on screen may have (zoom, pan, size). */
function useView() {
  const map = useMap();
  return useSyncExternalStore(
    useCallback(
      (changed: () => void) => {
        map.on('zoomend moveend resize', changed);
        return () => void map.off('zoomend moveend resize', changed);
      },
      [map],
    ),
    () => {
      const { lat, lng } = map.getCenter();
      const { x, y } = map.getSize();
      return `${map.getZoom()}|${lat}|${lng}|${x}|${y}`;
    },
  );
}

/**
 * Pickup, drop and the driver, with names that never sit on each other, on a pin, or under what
 * covers the map: placed on screen at the view shown (after the fit, and again at every zoom or
 * pan), the driver's first. The driver's name says where the trip is (on the way, at the pickup,
 * with the parcel); once they are at the pickup and the two pins meet, the two names become one,
 * 'Driver at pickup'.
 */
export function RoutePins({
  pickup,
  drop,
  driver,
  tripStatus,
  onMove,
  insets,
  controls,
}: {
  pickup: LatLng | null;
  drop: LatLng | null;
  driver: LatLng | null;
  tripStatus?: RideStatus | undefined;
  onMove: RouteMapProps['onMove'];
  insets: MapInsets;
  controls: MapControls;
}) {
  const { i18n } = useLingui();
  const map = useMap();
  // Read so the names are placed again whenever the view changes.
  useView();

  const point = (at: LatLng) => map.latLngToContainerPoint(at);
  const together =
    pickup !== null &&
    driver !== null &&
    tripStatus === 'driver_arrived' &&
    point(driver).distanceTo(point(pickup)) < TOGETHER_PX;
  const driverName = i18n._(driverPinName(tripStatus));
  const named = [
    driver && !together ? { pin: 'driver', at: driver, name: driverName } : null,
    pickup
      ? {
          pin: 'pickup',
          at: pickup,
          name: together ? i18n._(DRIVER_AT_PICKUP) : i18n._(PIN_NAMES.pickup),
        }
      : null,
    drop ? { pin: 'drop', at: drop, name: i18n._(PIN_NAMES.drop) } : null,
  ].filter((each) => each !== null);
  const size = map.getSize();
  const sides = placeNames(
    named.map(({ at, name }) => ({ ...point(at), name })),
    size.y > 0 ? uncoveredArea(size, insets, controls) : undefined,
  );
  const sideOf = (pin: string) => sides[named.findIndex((each) => each.pin === pin)];
  return (
    <>
      {pickup && (
        <PlacePin
          which="pickup"
          at={pickup}
          onMove={onMove}
          label={together ? i18n._(DRIVER_AT_PICKUP) : undefined}
          side={sideOf('pickup')}
        />
      )}
      {drop && <PlacePin which="drop" at={drop} onMove={onMove} side={sideOf('drop')} />}
      {driver && (
        // Above the pickup and drop pins (Leaflet's marker pane is 600, its names' pane 650): the
        // driver's dot is never hidden under the pin they are driving to.
        <Pane name="driver" style={{ zIndex: 640 }}>
          <DriverPin
            at={driver}
            name={driverName}
            side={together ? null : (sideOf('driver') ?? 'top')}
          />
        </Pane>
      )}
    </>
  );
}
