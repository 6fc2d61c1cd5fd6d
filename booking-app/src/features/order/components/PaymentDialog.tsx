import { useLingui } from '@lingui/react/macro';
import { useIntlLocale } from '@dakiya/shared';
import { Modal } from '@dakiya/shared/forms';
import { formatRupees, type Order } from '@dakiya/domain';
import { useChoosePaymentMutation, usePaidByUpiMutation } from '../api/order-actions-api';
import { useSayRefusal } from '../hooks/use-say-refusal';
import { UpiQrCode } from './UpiQrCode';
import styles from './OrderExtras.module.css';

/**
 * Paying the fare by UPI: the intent link (opens the phone's UPI app) and its QR code (for a UPI
 * app on another phone), then 'I have paid', which the driver confirms. Or cash instead.
 */
export function PaymentDialog({
  order,
  open,
  onClose,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const sayRefusal = useSayRefusal();
  const locale = useIntlLocale();
  const [paid, paying] = usePaidByUpiMutation();
  const [choose, choosing] = useChoosePaymentMutation();
  const { payment } = order;
  const amount = formatRupees(payment.amount, locale);
  const act = async (action: () => Promise<{ error?: unknown }>) => {
    if (sayRefusal(await action())) onClose();
  };

  return (
    <Modal title={t`Pay ${amount} by UPI`} open={open} onClose={onClose}>
      <div className={styles.pay}>
        {payment.upi_uri && payment.status === 'due' && (
          <>
            <a className={`dk-button ${styles.wide}`} href={payment.upi_uri}>
              {t`Open a UPI app`}
            </a>
            <p className="dk-hint">{t`Or scan this code with a UPI app on another phone:`}</p>
            <UpiQrCode text={payment.upi_uri} label={t`QR code to pay ${amount} by UPI`} />
            <button
              type="button"
              className={`dk-button ${styles.wide}`}
              disabled={paying.isLoading}
              onClick={() => void act(() => paid(order.id))}
            >
              {t`I have paid`}
            </button>
            <button
              type="button"
              className="dk-link"
              disabled={choosing.isLoading}
              onClick={() => void act(() => choose({ id: order.id, method: 'cash' }))}
            >
              {t`Pay in cash instead`}
            </button>
          </>
        )}
        {payment.status === 'customer_paid' && (
          <p role="status">{t`Thank you. The driver confirms the payment when they see it.`}</p>
        )}
      </div>
    </Modal>
  );
}
