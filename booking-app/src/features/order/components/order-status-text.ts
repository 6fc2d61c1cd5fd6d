import type { Order } from '@dakiya/domain';

/** The one-line status of the live order, as the customer reads it. */
export function orderStatusText(order: Order): string {
  switch (order.status) {
    case 'assigned':
      return `Your driver is on the way · ${order.timeMins} min away`;
    case 'driver_arrived':
      return 'Your driver has arrived at the pickup: share the OTP';
    case 'picked_up':
      return `Parcel picked up · ${order.timeMins} min to the drop`;
    case 'delivered':
      return 'Delivered';
    case 'cancelled':
      return order.cancelled_by === 'driver'
        ? `Your driver cancelled${order.cancel_reason ? `: ${order.cancel_reason}` : ''}`
        : 'You cancelled this order';
    default:
      return 'This order has ended';
  }
}

/** The order can still be cancelled by the customer (before pickup). */
export const canCancel = (order: Order) =>
  order.status === 'assigned' || order.status === 'driver_arrived';

/** The order still moves: the leave-page warning holds and the stream follows it. */
export const isActive = (order: Order) => canCancel(order) || order.status === 'picked_up';
