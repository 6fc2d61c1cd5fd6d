import { describe, expect, it } from '@jest/globals';
import { coverage, placeNames, type NamedPin } from './pin-labels';

const pin = (x: number, y: number, name: string): NamedPin => ({ x, y, name });

describe('placeNames', () => {
  it('names every pin above it when the pins are apart', () => {
    const pins = [pin(0, 0, 'Driver'), pin(200, 100, 'Pickup'), pin(300, 400, 'Drop')];
    expect(placeNames(pins)).toEqual(['top', 'top', 'top']);
  });

  it.each([
    ['the driver a few px above the pickup', [pin(0, -13, 'Driver'), pin(0, 0, 'Pickup')]],
    ['the driver 45 px above the pickup', [pin(0, -45, 'Driver'), pin(0, 0, 'Pickup')]],
    ['the driver 60 px beside the pickup', [pin(60, 0, 'Driver'), pin(0, 0, 'Pickup')]],
    [
      'pickup and drop close, the driver between',
      [pin(30, -20, 'Driver'), pin(0, 0, 'Pickup'), pin(50, 40, 'Drop')],
    ],
    [
      'in Hindi, the driver just above the drop',
      [pin(100, 70, 'ड्राइवर'), pin(0, 0, 'पिकअप'), pin(100, 100, 'ड्रॉप')],
    ],
  ])('with %s, no name lies on another or on a pin', (_case, pins) => {
    expect(coverage(pins, placeNames(pins))).toBe(0);
  });

  it('gives the first pin (the driver) the best side: the names after it move instead', () => {
    expect(placeNames([pin(0, -13, 'Driver'), pin(0, 0, 'Pickup')])[0]).toBe('top');
    expect(placeNames([pin(0, -13, 'Driver'), pin(0, 0, 'Pickup')])[1]).not.toBe('top');
  });

  it('puts no name outside the uncovered part of the map when another side is free', () => {
    // A pin 20 px below a header that covers the map down to y 100: its name goes beside it.
    const area = { left: 0, top: 100, right: 400, bottom: 500 };
    expect(placeNames([pin(200, 120, 'Driver on the way')], area)).toEqual(['right']);
    // At the right edge too: to its left.
    expect(placeNames([pin(380, 130, 'Driver on the way')], area)).toEqual(['left']);
    // Just above the card (which covers from y 500), it goes above.
    expect(placeNames([pin(200, 490, 'Driver on the way')], area)).toEqual(['top']);
  });
});
