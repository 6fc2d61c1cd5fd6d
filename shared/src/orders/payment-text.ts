import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { OrderPayment } from '@dakiya/domain';

const TEXTS = {
  upi: {
    due: msg`UPI, to pay`,
    customer_paid: msg`UPI: paid, the driver confirms`,
    paid: msg`Paid by UPI`,
  },
  cash: {
    due: msg`Cash to the driver`,
    // Cash is never 'said paid' by the customer; the driver takes it.
    customer_paid: msg`Cash to the driver`,
    paid: msg`Paid in cash`,
  },
} as const;

/**
 * How an order's fare is paid and where that stands, in the active language: the live order
 * (booking-app) and the history (account-app) say it alike.
 */
export function paymentText(i18n: I18n, payment: Pick<OrderPayment, 'method' | 'status'>): string {
  return i18n._(TEXTS[payment.method][payment.status]);
}
