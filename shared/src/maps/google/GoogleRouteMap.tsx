import { useEffect, useEffectEvent, useState, type ComponentType } from 'react';
import { msg } from '@lingui/core/macro';
import { DirectionsRenderer, GoogleMap } from '@react-google-maps/api';
// Through the package's name: this file is in the separate entry `@dakiya/shared/google-maps`.
import { LoadingScreen, useLingui } from '@dakiya/shared';
import { MAP_ZOOM, ROUTE_STROKE, type LatLng } from '@dakiya/domain';
import type { RouteMapProps } from '../route-map-props';
import { loadGoogle, onGoogleAuthFailure } from './load-google';
import { MUTED_STYLE } from './muted-style';
import { AdvancedPin } from './AdvancedPin';
import { fitPins, inSight } from './google-fit';
import { LOADING_THE_MAP } from '../loading-text';
import { driverPinName, PIN_NAMES } from '../pin-names';

/**
 * Advanced markers need a map ID. Google's demo ID shows its default style; a deployment that
 * wants the muted style gives its own map ID styled so in Google's console (docs/maps.md).
 */
const MAP_ID = 'DEMO_MAP_ID';

const CONTAINER = { position: 'absolute', inset: 0 } as const;

export function createGoogleRouteMap(apiKey: string): ComponentType<RouteMapProps> {
  return function GoogleRouteMap({ pickup, drop, driver, tripStatus, onMove }: RouteMapProps) {
    const { i18n } = useLingui();
    const [ready, setReady] = useState(false);
    const [authFailure, setAuthFailure] = useState(false);
    const [map, setMap] = useState<google.maps.Map | null>(null);
    const [directions, setDirections] = useState<google.maps.DirectionsResult | null>(null);

    useEffect(() => onGoogleAuthFailure(() => setAuthFailure(true)), []);
    useEffect(() => {
      loadGoogle(apiKey).then(
        () => setReady(true),
        (error: unknown) => console.error('Google Maps failed to load', error),
      );
    }, []);

    useEffect(() => {
      if (!ready || !pickup || !drop) return;
      new google.maps.DirectionsService()
        .route({
          origin: pickup.position,
          destination: drop.position,
          travelMode: google.maps.TravelMode.DRIVING,
        })
        .then(setDirections, (error: unknown) => console.error('directions failed', error));
    }, [ready, pickup, drop]);

    // Places (or the driver appearing) fit the view again; the driver moving does only when their
    // pin would leave the uncovered part, so the customer's own zoom holds while it is in sight.
    const pins = [pickup?.position, drop?.position, driver].filter((pin): pin is LatLng =>
      Boolean(pin),
    );
    const fitAll = useEffectEvent(() => {
      if (map) fitPins(map, pins);
    });
    const keepDriverInSight = useEffectEvent(() => {
      if (map && driver && !inSight(map, driver)) fitAll();
    });
    const hasDriver = Boolean(driver);
    useEffect(() => fitAll(), [map, pickup, drop, hasDriver]);
    useEffect(() => keepDriverInSight(), [map, driver?.lat, driver?.lng]);

    if (authFailure) {
      return (
        <div role="alert" style={{ padding: '2rem' }}>
          <p>Error: AuthFailure</p>
          <p>
            {i18n._(
              msg`The Google Maps key was refused, so the map cannot be shown. Check the key in config.json.`,
            )}
          </p>
        </div>
      );
    }
    if (!ready) return <LoadingScreen label={i18n._(LOADING_THE_MAP)} />;
    return (
      <GoogleMap
        mapContainerStyle={CONTAINER}
        zoom={MAP_ZOOM}
        center={(pickup ?? drop)?.position ?? { lat: 22.5, lng: 79 }}
        options={{ mapId: MAP_ID, styles: MUTED_STYLE, disableDefaultUI: true, zoomControl: true }}
        onLoad={setMap}
      >
        {pickup && (
          <AdvancedPin
            position={pickup.position}
            colour="#16a34a"
            title={i18n._(PIN_NAMES.pickup)}
            onDragEnd={onMove && ((at) => onMove('pickup', at))}
          />
        )}
        {drop && (
          <AdvancedPin
            position={drop.position}
            colour="#dc2626"
            title={i18n._(PIN_NAMES.drop)}
            onDragEnd={onMove && ((at) => onMove('drop', at))}
          />
        )}
        {driver && (
          <AdvancedPin
            position={driver}
            colour="#1d4ed8"
            title={i18n._(driverPinName(tripStatus))}
          />
        )}
        {directions && (
          <DirectionsRenderer
            directions={directions}
            options={{
              suppressMarkers: true,
              preserveViewport: true,
              polylineOptions: {
                strokeColor: ROUTE_STROKE.color,
                strokeWeight: ROUTE_STROKE.weight,
              },
            }}
          />
        )}
      </GoogleMap>
    );
  };
}
