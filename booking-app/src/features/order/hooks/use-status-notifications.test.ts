import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import type { Order } from '@dakiya/domain';
import { anOrder } from '@dakiya/test-kit/msw';
import { inLanguage } from '@dakiya/shared/src/test/i18n';
import { useStatusNotifications } from './use-status-notifications';

// The browser's notifications and visibility are the edge this hook talks to: stood in for here.
const shown: { title: string; options?: NotificationOptions }[] = [];
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  constructor(title: string, options?: NotificationOptions) {
    shown.push({ title, options });
  }
}
let visibility: DocumentVisibilityState = 'hidden';

beforeEach(() => {
  shown.length = 0;
  visibility = 'hidden';
  FakeNotification.permission = 'granted';
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true });
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  jest.restoreAllMocks();
});

const assigned: Order = anOrder({ id: 4, status: 'assigned', distance_away: 2, timeMins: 6 });
const arrived: Order = { ...assigned, status: 'driver_arrived' };

function follow(language: 'en' | 'hi' = 'en') {
  const view = renderHook(({ order }) => useStatusNotifications(order, language), {
    initialProps: { order: assigned as Order | null },
  });
  return (order: Order) => view.rerender({ order });
}

/** Lets the notification's promise (the worker's registration is looked up first) settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('useStatusNotifications', () => {
  it('notifies a change of status while the page is hidden, in the language', async () => {
    inLanguage('hi');
    const change = follow('hi');
    change(arrived);
    await settled();
    expect(shown).toEqual([
      {
        title: 'आपका ड्राइवर आ गया है',
        options: expect.objectContaining({
          tag: 'order-4',
          lang: 'hi',
          renotify: true,
          data: { url: '/your-order?order=4' },
        }),
      },
    ]);
    expect(shown[0]!.options!.body).toContain('OTP');
  });

  it('says nothing with the page in view, without permission, or for the same status', async () => {
    const change = follow();
    visibility = 'visible';
    change(arrived);
    visibility = 'hidden';
    FakeNotification.permission = 'default';
    change({ ...arrived, status: 'picked_up' });
    FakeNotification.permission = 'granted';
    change({ ...arrived, status: 'picked_up', timeMins: 3 });
    await settled();
    expect(shown).toEqual([]);
  });

  it('says nothing when the screen first shows an order, only when it changes', async () => {
    const change = follow();
    change({ ...arrived, id: 5 });
    await settled();
    expect(shown).toEqual([]);
  });
});
