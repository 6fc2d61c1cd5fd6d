import type { LatLng } from '@dakiya/domain';

/** A place to drive to: its position when known, else its address. */
export interface Destination {
  address: string;
  position: LatLng | null;
}

const target = ({ address, position }: Destination) =>
  position ? `${position.lat},${position.lng}` : address;

/**
 * Google Maps' turn-by-turn directions to the place (Google's documented universal link): the
 * Google Maps app opens it on Android and iOS, a browser otherwise.
 */
export function directionsUrl(destination: Destination): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(target(destination))}`;
}

/** The geo: URI (RFC 5870) that Android hands to whichever maps app the driver uses. */
export function geoUri({ address, position }: Destination): string {
  const query = encodeURIComponent(address);
  return position
    ? `geo:${position.lat},${position.lng}?q=${position.lat},${position.lng}(${query})`
    : `geo:0,0?q=${query}`;
}
