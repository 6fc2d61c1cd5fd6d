import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { MapContext } from '@react-google-maps/api';
import { AdvancedPin } from './AdvancedPin';

// Google's script is the edge: a stand-in for the two marker classes the pin uses.
class FakeAdvancedMarker {
  static made: FakeAdvancedMarker[] = [];
  map: unknown;
  position: unknown;
  title: string;
  gmpDraggable: boolean;
  content: unknown;
  private listeners = new Map<string, () => void>();
  constructor(options: {
    map: unknown;
    position: unknown;
    title: string;
    gmpDraggable: boolean;
    content: unknown;
  }) {
    Object.assign(this, options);
    this.title = options.title;
    this.gmpDraggable = options.gmpDraggable;
    FakeAdvancedMarker.made.push(this);
  }
  addListener(event: string, handler: () => void) {
    this.listeners.set(event, handler);
    return { remove: () => this.listeners.delete(event) };
  }
  fire(event: string) {
    this.listeners.get(event)?.();
  }
}

beforeEach(() => {
  FakeAdvancedMarker.made = [];
  (globalThis as unknown as { google: unknown }).google = {
    maps: {
      LatLng: class {},
      marker: {
        AdvancedMarkerElement: FakeAdvancedMarker,
        PinElement: jest.fn(() => ({ element: document.createElement('div') })),
      },
    },
  };
});
afterEach(() => {
  delete (globalThis as unknown as { google?: unknown }).google;
});

const MAP = {} as google.maps.Map;

describe('AdvancedPin', () => {
  it('puts an AdvancedMarkerElement (not the deprecated Marker) on the map at the place', () => {
    render(
      <MapContext value={MAP}>
        <AdvancedPin position={{ lat: 12.97, lng: 77.6 }} colour="#16a34a" title="Pickup" />
      </MapContext>,
    );
    const [marker] = FakeAdvancedMarker.made;
    expect(marker).toMatchObject({
      map: MAP,
      title: 'Pickup',
      gmpDraggable: false,
      position: { lat: 12.97, lng: 77.6 },
    });
  });

  it('is draggable when the screen lets the customer move it, and reports where it was left', () => {
    const moved = jest.fn();
    const { unmount } = render(
      <MapContext value={MAP}>
        <AdvancedPin
          position={{ lat: 12.97, lng: 77.6 }}
          colour="#dc2626"
          title="Drop"
          onDragEnd={moved}
        />
      </MapContext>,
    );
    const [marker] = FakeAdvancedMarker.made;
    expect(marker!.gmpDraggable).toBe(true);
    marker!.position = { lat: 12.74, lng: 77.83 };
    marker!.fire('dragend');
    expect(moved).toHaveBeenCalledWith({ lat: 12.74, lng: 77.83 });
    unmount();
    expect(marker!.map).toBeNull();
  });
});
