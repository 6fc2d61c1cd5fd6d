import { useEffect, useRef } from 'react';
import type { Order } from '@dakiya/domain';
import { orderHeading, orderStatusText } from '../components/order-status-text';
import { notificationsAllowed, showOrderNotification } from '../status-notifications';

/**
 * When the live order's status changes while the tab is hidden (the customer is in another app),
 * a system notification says so, in the customer's language, if they allowed notifications.
 * A change seen with the page in view needs none: the screen says it.
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
}
