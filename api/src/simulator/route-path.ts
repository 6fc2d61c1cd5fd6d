import { haversineKm, type LatLng } from '@dakiya/domain';

/**
 * A believable street path from `from` to `to`: along one axis, then the other (city blocks),
 * with the corner nudged off the straight grid so the pin does not run on a ruler.
 */
export function streetPath(from: LatLng, to: LatLng): LatLng[] {
  const corner = {
    lat: from.lat + (to.lat - from.lat) * 0.15,
    lng: to.lng - (to.lng - from.lng) * 0.1,
  };
  return [from, corner, to];
}

export function pathKm(path: LatLng[]): number {
  let km = 0;
  for (let i = 1; i < path.length; i += 1) km += haversineKm(path[i - 1]!, path[i]!);
  return km;
}

/** The point `km` along `path` (the end once past it). */
export function pointAlong(path: LatLng[], km: number): LatLng {
  let left = km;
  for (let i = 1; i < path.length; i += 1) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const leg = haversineKm(a, b);
    if (left <= leg && leg > 0) {
      const t = left / leg;
      return { lat: a.lat + (b.lat - a.lat) * t, lng: a.lng + (b.lng - a.lng) * t };
    }
    left -= leg;
  }
  return path[path.length - 1]!;
}
