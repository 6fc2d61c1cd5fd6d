import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { MapContainer } from 'react-leaflet';
import { Map as LeafletMap } from 'leaflet';
import { FitView } from './FitView';

// jsdom lays nothing out: the map's box is what these say, and ResizeObserver is called by hand.
let box = { width: 360, height: 600 };
const resized: Array<() => void> = [];
class ManualResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    resized.push(this.callback);
  }
  disconnect() {}
}
const realResizeObserver = globalThis.ResizeObserver;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => box.width,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => box.height,
  });
  globalThis.ResizeObserver = ManualResizeObserver as unknown as typeof ResizeObserver;
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  globalThis.ResizeObserver = realResizeObserver;
});

const BENGALURU = { lat: 12.9756, lng: 77.6066 };
const HOSUR = { lat: 12.7409, lng: 77.8253 };

describe('FitView', () => {
  it("fits again, for the new size, when the map's box changes without the window resizing", () => {
    const fitBounds = jest.spyOn(LeafletMap.prototype, 'fitBounds');
    render(
      <MapContainer center={[12.9, 77.6]} zoom={10}>
        <FitView
          pickup={BENGALURU}
          drop={HOSUR}
          driver={null}
          insets={{ top: 0, right: 0, bottom: 0, left: 0 }}
          controls={{ top: 0, bottom: 0 }}
          names={[]}
        />
      </MapContainer>,
    );
    expect(fitBounds).toHaveBeenCalledTimes(1);
    const bottomPadding = () =>
      (fitBounds.mock.lastCall![1] as { paddingBottomRight: [number, number] })
        .paddingBottomRight[1];
    const before = bottomPadding();

    // A toast above the screen takes 200 px off the map's height.
    box = { width: 360, height: 400 };
    act(() => resized.forEach((callback) => callback()));
    expect(fitBounds).toHaveBeenCalledTimes(2);
    expect(bottomPadding()).toBeLessThan(before);
  });
});
