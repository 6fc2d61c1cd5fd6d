import { useEffect, useRef } from 'react';
import { useGoogleMap } from '@react-google-maps/api';
import type { LatLng } from '@dakiya/domain';

/**
 * A pin on the Google map through the current marker API (AdvancedMarkerElement with a
 * PinElement; google.maps.Marker is deprecated). Draggable when `onDragEnd` is given.
 */
export function AdvancedPin({
  position,
  colour,
  title,
  onDragEnd,
}: {
  position: LatLng;
  colour: string;
  title: string;
  onDragEnd?: ((position: LatLng) => void) | undefined;
}) {
  const map = useGoogleMap();
  const marker = useRef<google.maps.marker.AdvancedMarkerElement | null>(null);
  const draggable = Boolean(onDragEnd);
  const dragEnd = useRef(onDragEnd);
  const where = useRef(position);
  useEffect(() => {
    dragEnd.current = onDragEnd;
    where.current = position;
  }, [onDragEnd, position]);

  useEffect(() => {
    if (!map) return undefined;
    const pin = new google.maps.marker.PinElement({
      background: colour,
      borderColor: '#ffffff',
      glyphColor: '#ffffff',
    });
    const created = new google.maps.marker.AdvancedMarkerElement({
      map,
      position: where.current,
      title,
      content: pin.element,
      gmpDraggable: draggable,
    });
    const listener = created.addListener('dragend', () => {
      const at = created.position;
      if (!at) return;
      const { lat, lng } = at instanceof google.maps.LatLng ? at.toJSON() : (at as LatLng);
      dragEnd.current?.({ lat, lng });
    });
    marker.current = created;
    return () => {
      listener.remove();
      created.map = null;
      marker.current = null;
    };
  }, [map, colour, title, draggable]);

  useEffect(() => {
    if (marker.current) marker.current.position = position;
  }, [position, map]);
  return null;
}
