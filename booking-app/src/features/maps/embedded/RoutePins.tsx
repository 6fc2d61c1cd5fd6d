import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CircleMarker, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import type { LatLng } from '@dakiya/domain';
import type { RouteMapProps } from '../maps-provider';
import { PlacePin } from './MapPins';
import { labelOffset, placePinLabels, type LabelSide } from './pin-labels';

const DRIVER_COLOUR = '#1d4ed8';

/** The driver's blue dot, named on `side`, or unnamed when the pickup's label names them. */
function DriverPin({ at, side }: { at: LatLng; side: LabelSide | null }) {
  const { t } = useLingui();
  return (
    <CircleMarker
      center={at}
      radius={9}
      pathOptions={{ color: '#fff', weight: 3, fillColor: DRIVER_COLOUR, fillOpacity: 1 }}
    >
      {side && (
        // Keyed by side: Leaflet reads a tooltip's direction only when it is made.
        <Tooltip key={side} permanent direction={side} offset={labelOffset(side)}>
          {t`Driver`}
        </Tooltip>
      )}
    </CircleMarker>
  );
}

/**
 * Pickup, drop and the driver, with names that never sit on each other: as the driver nears
 * the pickup the two names move apart, and once the driver is there they become one,
 * 'Driver at pickup' (pin-labels.ts). Follows the zoom, which changes how close they look.
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
  const { t } = useLingui();
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });

  let placement = null;
  if (pickup && driver) {
    const offset = map.project(driver, zoom).subtract(map.project(pickup, zoom));
    placement = placePinLabels({ pickup, driver, arrived: driverArrived, offset });
  }
  return (
    <>
      {pickup && (
        <PlacePin
          which="pickup"
          at={pickup}
          onMove={onMove}
          label={placement?.together ? t`Driver at pickup` : undefined}
          side={placement?.pickup}
        />
      )}
      {drop && <PlacePin which="drop" at={drop} onMove={onMove} />}
      {driver && <DriverPin at={driver} side={placement ? placement.driver : 'top'} />}
    </>
  );
}
