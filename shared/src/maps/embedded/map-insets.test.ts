import { describe, expect, it } from '@jest/globals';
import { measureInsets } from './map-insets';

/** A screen with the map and the given overlays, laid out by hand (jsdom has no layout). */
function screenWith(map: DOMRect, overlays: DOMRect[], tag = 'div') {
  const screen = document.createElement('div');
  const wrapper = document.createElement('div');
  wrapper.getBoundingClientRect = () => map;
  screen.append(wrapper);
  for (const rect of overlays) {
    const overlay = document.createElement(tag);
    overlay.getBoundingClientRect = () => rect;
    screen.append(overlay);
  }
  return wrapper;
}

describe('measureInsets', () => {
  it('on a phone: the search box covers the top, the panel the bottom', () => {
    const wrapper = screenWith(new DOMRect(0, 60, 390, 784), [
      new DOMRect(12, 84, 366, 130), // search box
      new DOMRect(0, 440, 390, 404), // bottom sheet
    ]);
    expect(measureInsets(wrapper)).toEqual({ top: 154, right: 0, bottom: 404, left: 0 });
  });

  it('on a desktop: the card on the left covers the left side', () => {
    const wrapper = screenWith(new DOMRect(0, 60, 1280, 740), [
      new DOMRect(12, 84, 480, 130),
      new DOMRect(16, 300, 416, 484),
    ]);
    expect(measureInsets(wrapper)).toEqual({ top: 154, right: 0, bottom: 0, left: 432 });
  });

  it('leaves out an open dialog: it lies over the whole screen, not beside the map', () => {
    const wrapper = screenWith(new DOMRect(0, 60, 390, 784), [new DOMRect(20, 266, 350, 312)]);
    expect(measureInsets(wrapper).top).toBe(518);
    const withDialog = screenWith(
      new DOMRect(0, 60, 390, 784),
      [new DOMRect(20, 266, 350, 312)],
      'dialog',
    );
    expect(measureInsets(withDialog)).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
  });
});
