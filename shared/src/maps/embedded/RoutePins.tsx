import { msg } from '@lingui/core/macro';
import { useCallback, useSyncExternalStore } from 'react';
import { CircleMarker, Pane, useMap } from 'react-leaflet';
import { haversineKm, type LatLng } from '@dakiya/domain';
// Through the package's name: this file is in the separate entry `@dakiya/shared/maps`, and only
// `@dakiya/shared` itself holds the one i18n instance (msg only, no `t`, for the same reason).
import { useLingui } from '@dakiya/shared';
import type { RouteMapProps } from '../route-map-props';
import { PlacePin } from './MapPins';
import { PIN_NAMES } from '../pin-names';
import { AT_PICKUP_METRES, placeNames, type LabelSide } from './pin-labels';
import { PinLabel } from './PinLabel';

const DRIVER_COLOUR = '#1d4ed8';
/** The driver is shown at the pickup, in one name, when the two pins are closer than this. */
const TOGETHER_PX = 40;
/** The driver's dot's class: how a test finds it (a Leaflet path takes no other attribute). */
export const DRIVER_PIN_CLASS = 'dk-driver-pin';
const DRIVER_AT_PICKUP = msg`Driver at pickup`;

/** The driver's blue dot, named on `side`, or unnamed when the pickup's label names them. */
function DriverPin({ at, side }: { at: LatLng; side: LabelSide | null }) {
  const { i18n } = useLingui();
  return (
    <CircleMarker
      center={at}
      radius={9}
      // An option of the path as it is made (pathOptions only restyle it later).
      className={DRIVER_PIN_CLASS}
      pathOptions={{ color: '#fff', weight: 3, fillColor: DRIVER_COLOUR, fillOpacity: 1 }}
    >
      {side && <PinLabel side={side}>{i18n._(PIN_NAMES.driver)}</PinLabel>}
    </CircleMarker>
  );
}

/**
 * Pickup, drop and the driver, with names that never sit on each other or on a pin: as pins
 * come close on screen their names move to free sides, and once the driver is at the pickup the
 * two names become one, 'Driver at pickup' (pin-labels.ts). Follows the zoom, which changes how
 * close they look.
 */
export function RoutePins({
  pickup,
  drop,
  driver,
  driverArrived = false,
  onMove,
}: {
  pickup: LatLng | null;
  drop: LatLng | null;
  driver: LatLng | null;
  driverArrived?: boolean | undefined;
  onMove: RouteMapProps['onMove'];
}) {
  const { i18n } = useLingui();
  const map = useMap();
  // The map's zoom as an external store: the fit to the pins (a sibling's effect) changes it
  // before this component subscribes, and the store is read again once it has.
  const zoom = useSyncExternalStore(
    useCallback(
      (changed: () => void) => {
        map.on('zoomend', changed);
        return () => void map.off('zoomend', changed);
      },
      [map],
    ),
    () => map.getZoom(),
  );

  // Names are placed on screen, at the zoom shown: the driver's first, then the pickup's, then
  // the drop's, each clear of the pins and of the names before it (pin-labels.ts).
  const point = (at: LatLng) => map.project(at, zoom);
  const together =
    pickup !== null &&
    driver !== null &&
    point(driver).distanceTo(point(pickup)) < TOGETHER_PX &&
    (driverArrived || haversineKm(pickup, driver) * 1000 <= AT_PICKUP_METRES);
  const named = [
    driver && !together ? { pin: 'driver', at: driver, name: i18n._(PIN_NAMES.driver) } : null,
    pickup
      ? {
          pin: 'pickup',
          at: pickup,
          name: together ? i18n._(DRIVER_AT_PICKUP) : i18n._(PIN_NAMES.pickup),
        }
      : null,
    drop ? { pin: 'drop', at: drop, name: i18n._(PIN_NAMES.drop) } : null,
  ].filter((each) => each !== null);
  const sides = placeNames(named.map(({ at, name }) => ({ ...point(at), name })));
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
          <DriverPin at={driver} side={together ? null : (sideOf('driver') ?? 'top')} />
        </Pane>
      )}
    </>
  );
}
