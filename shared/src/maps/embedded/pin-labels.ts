/** Where a pin's name sits around it. */
export type LabelSide = 'top' | 'bottom' | 'left' | 'right';

/** A pin on screen (px, y down) and the name to show beside it. */
export interface NamedPin {
  x: number;
  y: number;
  name: string;
}

// A name's box: 32 px high (12 px text, padding, border), 16 px from its pin's centre (the offset
// and Leaflet's arrow); its width estimated from its length, a little over in either script.
// A pin is a 22 px dot. Boxes are kept 4 px apart.
const NAME_HEIGHT = 32;
const NAME_GAP = 16;
const PIN_HALF = 11;
const MARGIN = 4;
const nameWidth = (name: string) => Math.min(140, 16 + 7 * name.length);

/** A pin's dot, in px: near pins are kept at least this far apart (map-fit's fitMaxZoom). */
export const PIN_SIZE_PX = 2 * PIN_HALF;

/** Room above a pin for its name, from the pin's centre to the top of the name and a margin. */
export const NAME_ROOM_ABOVE_PX = NAME_GAP + NAME_HEIGHT + MARGIN;

/** Room beside a pin for the widest of `names` centred above or below it, and a margin. */
export function nameRoomBeside(names: readonly string[]): number {
  return Math.max(PIN_HALF, ...names.map((name) => nameWidth(name) / 2)) + MARGIN;
}

/** Sides in the order they are tried: above the pin reads best. */
const SIDES: readonly LabelSide[] = ['top', 'right', 'left', 'bottom'];

/** A box on screen, px from the map's top left corner. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function nameBox({ x, y, name }: NamedPin, side: LabelSide): Box {
  const width = nameWidth(name);
  switch (side) {
    case 'top':
      return {
        left: x - width / 2,
        right: x + width / 2,
        top: y - NAME_GAP - NAME_HEIGHT,
        bottom: y - NAME_GAP,
      };
    case 'bottom':
      return {
        left: x - width / 2,
        right: x + width / 2,
        top: y + NAME_GAP,
        bottom: y + NAME_GAP + NAME_HEIGHT,
      };
    case 'left':
      return {
        left: x - NAME_GAP - width,
        right: x - NAME_GAP,
        top: y - NAME_HEIGHT / 2,
        bottom: y + NAME_HEIGHT / 2,
      };
    default:
      return {
        left: x + NAME_GAP,
        right: x + NAME_GAP + width,
        top: y - NAME_HEIGHT / 2,
        bottom: y + NAME_HEIGHT / 2,
      };
  }
}

const pinBox = ({ x, y }: NamedPin): Box => ({
  left: x - PIN_HALF,
  right: x + PIN_HALF,
  top: y - PIN_HALF,
  bottom: y + PIN_HALF,
});

/** How much of `a` lies on `b` or within the margin around it, in px². */
function overlap(a: Box, b: Box): number {
  const across = Math.min(a.right, b.right) - Math.max(a.left, b.left) + MARGIN;
  const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) + MARGIN;
  return across > 0 && down > 0 ? across * down : 0;
}

/** How much the names on `sides` cover each other and the pins, in px² (0: nothing is hidden). */
export function coverage(pins: readonly NamedPin[], sides: readonly LabelSide[]): number {
  const names = pins.map((pin, i) => nameBox(pin, sides[i]!));
  let sum = 0;
  names.forEach((name, i) => {
    pins.forEach((pin, j) => {
      if (j !== i) sum += overlap(name, pinBox(pin));
    });
    for (const other of names.slice(i + 1)) sum += overlap(name, other);
  });
  return sum;
}

/** How much of `box` lies outside `area` (under a cover, or off the map), in px². */
function outside(box: Box, area: Box | undefined): number {
  if (!area) return 0;
  const across = Math.max(0, Math.min(box.right, area.right) - Math.max(box.left, area.left));
  const down = Math.max(0, Math.min(box.bottom, area.bottom) - Math.max(box.top, area.top));
  return (box.right - box.left) * (box.bottom - box.top) - across * down;
}

/**
 * The side of each pin its name goes on, so that no name lies on another name or on a pin, nor
 * outside `area` (the part of the map nothing covers, in the pins' px): the pins in the order
 * given (the most important first) each take the first side, from above round to below, that is
 * clear of every pin, of the names already placed and of the covers, or else the side that
 * covers least.
 */
export function placeNames(pins: readonly NamedPin[], area?: Box): LabelSide[] {
  const pinBoxes = pins.map(pinBox);
  const placed: Box[] = [];
  return pins.map((pin, i) => {
    const covered = (side: LabelSide) => {
      const box = nameBox(pin, side);
      return [...pinBoxes.filter((_, j) => j !== i), ...placed].reduce(
        (sum, other) => sum + overlap(box, other),
        outside(box, area),
      );
    };
    const side =
      SIDES.find((each) => covered(each) === 0) ??
      SIDES.reduce((best, each) => (covered(each) < covered(best) ? each : best));
    placed.push(nameBox(pin, side));
    return side;
  });
}

/** A tooltip's offset from its pin's centre towards `side`, clear of the pin itself. */
export function labelOffset(side: LabelSide): [number, number] {
  const away = 10;
  switch (side) {
    case 'top':
      return [0, -away];
    case 'bottom':
      return [0, away];
    case 'left':
      return [-away, 0];
    default:
      return [away, 0];
  }
}
