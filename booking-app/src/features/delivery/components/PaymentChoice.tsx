import { useLingui } from '@lingui/react/macro';
import { PAYMENT_METHODS, type PaymentMethod } from '@dakiya/domain';
import { usePaymentMethodName } from '../payment-method-name';
import styles from './DeliveryDialog.module.css';

/** Cash to the driver, or UPI: no card is ever asked for. */
export function PaymentChoice({
  method,
  onChange,
}: {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useLingui();
  const name = usePaymentMethodName();
  return (
    <fieldset className={styles.group}>
      <legend>{t`How will you pay?`}</legend>
      {PAYMENT_METHODS.map((choice) => (
        <label key={choice} className={styles.choice}>
          <input
            type="radio"
            name="payment"
            checked={method === choice}
            onChange={() => onChange(choice)}
          />
          {name(choice)}
        </label>
      ))}
    </fieldset>
  );
}
