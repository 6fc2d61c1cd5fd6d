import { t } from '@lingui/core/macro';
import { formatKm, type Order } from '@dakiya/domain';

/** The live order's heading, in the active language: the screen's and its notifications' title. */
export function orderHeading(order: Order, locale: string): string {
  const km = formatKm(order.distance_away, locale);
  switch (order.status) {
    case 'assigned':
      return t`Your Ride is ${km} km Away`;
    case 'driver_arrived':
      return t`Your driver is here`;
    case 'picked_up':
      return t`On the way to the drop · ${km} km`;
    case 'delivered':
      return t`Delivered`;
    default:
      return t`Order cancelled`;
  }
}

/**
 * The one-line status of the live order, as the customer reads it, in the active language (read
 * during render: the screen re-renders when the language changes).
 */
export function orderStatusText(order: Order): string {
  const minutes = order.timeMins;
  const reason = order.cancel_reason;
  switch (order.status) {
    case 'assigned':
      return t`Your driver is on the way · ${minutes} min away`;
    case 'driver_arrived':
      return t`Your driver has arrived at the pickup: share the OTP`;
    case 'picked_up':
      return t`Parcel picked up · ${minutes} min to the drop`;
    case 'delivered':
      // Not 'Delivered' again: the heading above says that.
      return t`Your parcel has reached the drop`;
    case 'cancelled':
      return order.cancelled_by === 'driver'
        ? reason
          ? t`Your driver cancelled: ${reason}`
          : t`Your driver cancelled`
        : t`You cancelled this order`;
    default:
      return t`This order has ended`;
  }
}

/** The order can still be cancelled by the customer (before pickup). */
export const canCancel = (order: Order) =>
  order.status === 'assigned' || order.status === 'driver_arrived';

/** The order still moves: the leave-page warning holds and the stream follows it. */
export const isActive = (order: Order) => canCancel(order) || order.status === 'picked_up';
