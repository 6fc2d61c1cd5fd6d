import { msg } from '@lingui/core/macro';
// Through the package's name: this file is in the separate entry `@dakiya/shared/maps`, and only
// `@dakiya/shared` itself holds the one i18n instance (msg only, no `t`, for the same reason).
import { useLingui } from '@dakiya/shared';
import { useEffect, useMemo, useRef } from 'react';
import { Marker, useMap } from 'react-leaflet';
import { DomEvent, divIcon, type LeafletEvent, type Marker as LeafletMarker } from 'leaflet';
import type { LatLng } from '@dakiya/domain';
import type { RouteMapProps } from '../route-map-props';
import type { MapInsets } from './map-insets';
import type { LabelSide } from './pin-labels';
import { PinLabel } from './PinLabel';
import { PIN_NAMES } from '../pin-names';
import styles from './EmbeddedRouteMap.module.css';

/** The buttons' gap from the map's right edge: the search card's own (0.75rem). */
const EDGE_GAP_PX = 12;

type Which = 'pickup' | 'drop';
const COLOUR: Record<Which, string> = { pickup: '#16a34a', drop: '#dc2626' };

/**
 * A round pin with its name shown (on `side`, above unless another pin is close; `label` in
 * place of the name when it says more); draggable when the screen lets the customer move it.
 */
export function PlacePin({
  which,
  at,
  onMove,
  label: given,
  side = 'top',
}: {
  which: Which;
  at: LatLng;
  onMove: RouteMapProps['onMove'];
  label?: string | undefined;
  side?: LabelSide | undefined;
}) {
  const { i18n } = useLingui();
  const label = given ?? i18n._(PIN_NAMES[which]);
  const icon = useMemo(
    () =>
      divIcon({
        className: styles.pin,
        html: `<span style="background:${COLOUR[which]}"></span>`,
        iconSize: [22, 22],
        iconAnchor: [11, 11],
      }),
    [which],
  );
  return (
    <Marker
      position={at}
      icon={icon}
      draggable={Boolean(onMove)}
      keyboard={false}
      title={onMove ? i18n._(msg`${label} (drag to move)`) : label}
      eventHandlers={{
        dragend: (event: LeafletEvent) => {
          const { lat, lng } = (event.target as LeafletMarker).getLatLng();
          onMove?.(which, { lat, lng });
        },
      }}
    >
      <PinLabel side={side}>{label}</PinLabel>
    </Marker>
  );
}

/** The room the place-here buttons take under the search box: one row, 8 px below it. */
export const PLACE_HERE_ROOM_PX = 44;

/**
 * The single-pointer way to move a place (WCAG 2.5.7, for those who cannot drag): a crosshair at
 * the centre of the part of the map nothing covers, and buttons that put pickup or drop there.
 */
export function PlaceHereControls({
  onMove,
  insets,
}: {
  onMove: NonNullable<RouteMapProps['onMove']>;
  insets: MapInsets;
}) {
  const { i18n } = useLingui();
  const map = useMap();
  const controls = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Taps on the buttons are not map clicks or drags.
    if (controls.current) DomEvent.disableClickPropagation(controls.current);
  }, []);
  const size = map.getSize();
  const x = (insets.left + size.x - insets.right) / 2;
  const y = (insets.top + size.y - insets.bottom) / 2;
  const here = () => {
    const { lat, lng } = map.containerPointToLatLng([x, y]);
    return { lat, lng };
  };
  return (
    <>
      <span className={styles.crosshair} style={{ left: x, top: y }} aria-hidden="true" />
      <div
        ref={controls}
        className={styles.placeHere}
        style={{ top: insets.top + 8, right: insets.right + EDGE_GAP_PX }}
        role="group"
        aria-label={i18n._(msg`Move a place to the centre of the map`)}
      >
        <button type="button" onClick={() => onMove('pickup', here())}>
          {i18n._(msg`Set pickup here`)}
        </button>
        <button type="button" onClick={() => onMove('drop', here())}>
          {i18n._(msg`Set drop here`)}
        </button>
      </div>
    </>
  );
}
