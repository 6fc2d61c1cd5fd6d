import { useEffect, useState, type ComponentType } from 'react';
import { DirectionsRenderer, GoogleMap, Marker } from '@react-google-maps/api';
import { LoadingScreen } from '@dakiya/shared';
import { MAP_FIT_PADDING, MAP_ZOOM, ROUTE_STROKE } from '@dakiya/domain';
import type { RouteMapProps } from '../maps-provider';
import { loadGoogle, onGoogleAuthFailure } from './load-google';
import { MUTED_STYLE } from './muted-style';

const CONTAINER = { position: 'absolute', inset: 0 } as const;

export function createGoogleRouteMap(apiKey: string): ComponentType<RouteMapProps> {
  return function GoogleRouteMap({ pickup, drop }: RouteMapProps) {
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

    useEffect(() => {
      if (!map || !pickup || !drop) return;
      const bounds = new google.maps.LatLngBounds();
      bounds.extend(pickup.position);
      bounds.extend(drop.position);
      map.fitBounds(bounds, MAP_FIT_PADDING);
    }, [map, pickup, drop]);

    if (authFailure) {
      return (
        <div role="alert" style={{ padding: '2rem' }}>
          <p>Error: AuthFailure</p>
          <p>
            The Google Maps key was refused, so the map cannot be shown. Check the key in
            config.json.
          </p>
        </div>
      );
    }
    if (!ready) return <LoadingScreen label="Loading the map" />;
    return (
      <GoogleMap
        mapContainerStyle={CONTAINER}
        zoom={MAP_ZOOM}
        center={(pickup ?? drop)?.position ?? { lat: 22.5, lng: 79 }}
        options={{ styles: MUTED_STYLE, disableDefaultUI: true, zoomControl: true }}
        onLoad={setMap}
      >
        {pickup && (
          <Marker
            position={pickup.position}
            icon="https://maps.google.com/mapfiles/ms/icons/green-dot.png"
            title="Pickup"
          />
        )}
        {drop && (
          <Marker
            position={drop.position}
            icon="https://maps.google.com/mapfiles/ms/icons/red-dot.png"
            title="Drop"
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
