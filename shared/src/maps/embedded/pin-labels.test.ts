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
});
