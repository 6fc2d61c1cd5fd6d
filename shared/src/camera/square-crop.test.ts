import { describe, expect, it } from '@jest/globals';
import { squareCropRect } from './square-crop';

describe('squareCropRect', () => {
  it('takes the centred square of landscape and portrait frames', () => {
    expect(squareCropRect(640, 480)).toEqual({ x: 80, y: 0, side: 480 });
    expect(squareCropRect(480, 640)).toEqual({ x: 0, y: 80, side: 480 });
  });
});
