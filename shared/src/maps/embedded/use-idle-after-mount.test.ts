import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useIdleAfterMount } from './use-idle-after-mount';

type IdleCallback = () => void;

describe('useIdleAfterMount', () => {
  afterEach(() => {
    // Unmounted while the browser functions the test gave are still there.
    cleanup();
    Reflect.deleteProperty(globalThis, 'requestIdleCallback');
    Reflect.deleteProperty(globalThis, 'cancelIdleCallback');
    jest.useRealTimers();
  });

  it('turns true when the browser first reports itself idle, with the timeout asked for', () => {
    const waiting: IdleCallback[] = [];
    const asked: unknown[] = [];
    Object.assign(globalThis, {
      requestIdleCallback: (callback: IdleCallback, options: unknown) => {
        asked.push(options);
        return waiting.push(callback);
      },
      cancelIdleCallback: () => undefined,
    });
    const { result } = renderHook(() => useIdleAfterMount(1000));
    expect(result.current).toBe(false);
    expect(asked).toEqual([{ timeout: 1000 }]);
    act(() => waiting[0]!());
    expect(result.current).toBe(true);
  });

  it('cancels its request when the component goes before the browser is idle', () => {
    const cancelled: number[] = [];
    Object.assign(globalThis, {
      requestIdleCallback: () => 7,
      cancelIdleCallback: (request: number) => cancelled.push(request),
    });
    const { unmount } = renderHook(() => useIdleAfterMount(1000));
    unmount();
    expect(cancelled).toEqual([7]);
  });

  it('turns true after the current task where the browser has no idle callbacks', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useIdleAfterMount(1000));
    expect(result.current).toBe(false);
    act(() => jest.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });
});
