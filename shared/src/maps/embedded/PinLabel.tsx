import { useEffect, useRef, type ReactNode } from 'react';
import { Tooltip } from 'react-leaflet';
import type { Tooltip as LeafletTooltip } from 'leaflet';
import { labelOffset, type LabelSide } from './pin-labels';

/**
 * A pin's name, always shown, on `side` of it. A new side moves the same tooltip (Leaflet reads
 * its direction each time it places it) rather than making another: tooltips made again left
 * an empty one in the page, which axe refuses.
 */
export function PinLabel({ side, children }: { side: LabelSide; children: ReactNode }) {
  const tooltip = useRef<LeafletTooltip>(null);
  useEffect(() => {
    const current = tooltip.current;
    if (!current || current.options.direction === side) return;
    current.options.direction = side;
    current.options.offset = labelOffset(side);
    current.update();
  }, [side]);
  return (
    <Tooltip ref={tooltip} permanent direction={side} offset={labelOffset(side)}>
      {children}
    </Tooltip>
  );
}
