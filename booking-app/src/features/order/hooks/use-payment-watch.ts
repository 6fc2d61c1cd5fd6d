import { skipToken } from '@dakiya/shared';
import type { Order } from '@dakiya/domain';
import { useGetOrderQuery } from '../../booking/api/booking-api';

/** How often a delivered order whose fare is not settled yet is read again. */
export const PAYMENT_WATCH_MS = 5000;

/**
 * A delivered order's stream has ended, but its payment may still change (the driver confirms
 * the UPI payment, or takes cash): it is read again until the fare is paid.
 */
export function usePaymentWatch(order: Order | null) {
  const unsettled = order?.status === 'delivered' && order.payment.status !== 'paid';
  useGetOrderQuery(unsettled ? order.id : skipToken, { pollingInterval: PAYMENT_WATCH_MS });
}
