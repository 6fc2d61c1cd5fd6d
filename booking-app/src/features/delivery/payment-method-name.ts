import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PaymentMethod } from '@dakiya/domain';

const NAMES = {
  cash: msg`Cash to the driver`,
  upi: msg`UPI (any UPI app)`,
} as const;

/** How a payment method is called on the booking and order screens, in the active language. */
export function usePaymentMethodName() {
  const { i18n } = useLingui();
  return (method: PaymentMethod) => i18n._(NAMES[method]);
}
