import { useEffect, useRef } from 'react';
import type { Order } from '@dakiya/domain';
import { orderHeading, orderStatusText } from '../components/order-status-text';
import {
  clearOrderNotification,
  notificationsAllowed,
  showOrderNotification,
} from '../status-notifications';

/**
 * When the live order's status changes while the tab is hidden (the customer is in another app),
 * a system notification says so, in the customer's language, if they allowed notifications; it
 * goes from the tray when they come back. A change seen with the page in view needs none: the
 * screen says it. (A phone may freeze a tab hidden for long; this covers the minutes of a trip
 * the customer spends in another app, not a closed browser.)
 */
export function useStatusNotifications(order: Order | null, locale: string): void {
  const seen = useRef<{ id: number; status: string } | null>(null);
  useEffect(() => {
    if (!order) return;
    const before = seen.current;
    seen.current = { id: order.id, status: order.status };
    if (before?.id !== order.id || before.status === order.status) return;
    if (document.visibilityState !== 'hidden' || !notificationsAllowed()) return;
    void showOrderNotification(
      order.id,
      orderHeading(order, locale),
      orderStatusText(order),
      locale,
    ).catch(() => undefined);
  }, [order, locale]);

  const orderId = order?.id;
  useEffect(() => {
    if (orderId === undefined || !notificationsAllowed()) return;
    const clearWhenBack = () => {
      if (document.visibilityState === 'visible')
        void clearOrderNotification(orderId).catch(() => undefined);
    };
    document.addEventListener('visibilitychange', clearWhenBack);
    return () => document.removeEventListener('visibilitychange', clearWhenBack);
  }, [orderId]);
}
