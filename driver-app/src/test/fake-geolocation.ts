import { act } from '@testing-library/react';

type Watcher = { onPosition: PositionCallback; onError: PositionErrorCallback | null | undefined };

/**
 * The phone's geolocation at the browser's edge, for component tests: records the watches the
 * screen starts and stops, and lets a test move the phone or refuse the permission.
 */
export class FakeGeolocation {
  private watchers = new Map<number, Watcher>();
  private nextId = 1;
  cleared: number[] = [];

  static install(): FakeGeolocation {
    const fake = new FakeGeolocation();
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        watchPosition: (onPosition: PositionCallback, onError?: PositionErrorCallback | null) => {
          const id = fake.nextId++;
          fake.watchers.set(id, { onPosition, onError });
          return id;
        },
        clearWatch: (id: number) => {
          fake.cleared.push(id);
          fake.watchers.delete(id);
        },
        getCurrentPosition: () => undefined,
      },
    });
    return fake;
  }

  /** Watches still running. */
  get watching(): number {
    return this.watchers.size;
  }

  /** The phone reports a fix at `lat`, `lng`. */
  async moveTo(lat: number, lng: number): Promise<void> {
    const position = {
      coords: { latitude: lat, longitude: lng, accuracy: 5 },
      timestamp: Date.now(),
    } as GeolocationPosition;
    await act(async () => {
      for (const watcher of [...this.watchers.values()]) watcher.onPosition(position);
    });
  }

  /** The browser refuses (1, the permission) or cannot find (2) the position. */
  async fail(code: 1 | 2 | 3): Promise<void> {
    const error = {
      code,
      message: 'fake',
      PERMISSION_DENIED: 1,
      POSITION_UNAVAILABLE: 2,
      TIMEOUT: 3,
    } as GeolocationPositionError;
    await act(async () => {
      for (const watcher of [...this.watchers.values()]) watcher.onError?.(error);
    });
  }
}
