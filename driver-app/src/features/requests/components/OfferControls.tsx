import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage, useIntlLocale } from '@dakiya/shared';
import { DRIVER_QUICK_RAISES, formatRupees, type DriverRequest } from '@dakiya/domain';
import { useOfferFareMutation } from '../api/driver-requests-api';
import styles from './RequestCard.module.css';

/**
 * The driver's offer on a request: the customer's fare in one tap, a little more in one tap, or
 * an amount of their own, never below the customer's fare. Changing an offer (`current`, the
 * fare offered), the same fare is not offered again: it would change nothing.
 */
export function OfferControls({
  request,
  current,
  onOffered,
}: {
  request: DriverRequest;
  current?: number | undefined;
  onOffered?: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const id = useId();
  const [offerFare, offering] = useOfferFareMutation();
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState('');
  const [refusal, setRefusal] = useState('');
  const base = request.offer_fare;
  const rupees = (amount: number) => formatRupees(amount, locale);

  const offer = async (fare: number) => {
    setRefusal('');
    const result = await offerFare({ rideId: request.id, fare });
    if (result.error) {
      setRefusal(errorMessage(result.error));
      return;
    }
    // Made: what was said about an earlier amount no longer holds.
    setCustom('');
    setCustomError('');
    onOffered?.();
  };

  const offerCustom = (event: FormEvent) => {
    event.preventDefault();
    const fare = Number(custom.replace(/[₹,\s]/g, ''));
    if (!custom.trim() || !Number.isFinite(fare)) {
      setCustomError(t`Enter your fare in rupees`);
      return;
    }
    if (fare < base) {
      setCustomError(t`Offer at least the customer's fare, ${rupees(base)}`);
      return;
    }
    if (fare === current) {
      setCustomError(t`You already offered ${rupees(fare)}: enter another fare`);
      return;
    }
    setCustomError('');
    void offer(fare);
  };

  return (
    <div className={styles.offer}>
      <div
        role="group"
        aria-label={current === undefined ? t`Make an offer` : t`Change your offer`}
        className={styles.quick}
      >
        {base !== current && (
          <button
            type="button"
            className={`dk-button ${styles.accept}`}
            disabled={offering.isLoading}
            onClick={() => void offer(base)}
          >
            {t`Offer ${rupees(base)}`}
          </button>
        )}
        {DRIVER_QUICK_RAISES.filter((raise) => base + raise !== current).map((raise) => (
          <button
            key={raise}
            type="button"
            className={`dk-button dk-button--ghost ${styles.raise}`}
            disabled={offering.isLoading}
            onClick={() => void offer(base + raise)}
          >
            +{rupees(raise)} <small>{rupees(base + raise)}</small>
          </button>
        ))}
      </div>
      <form className={styles.custom} noValidate onSubmit={offerCustom}>
        <label htmlFor={id}>{t`Your own fare (₹)`}</label>
        <div className={styles.customRow}>
          <input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            value={custom}
            aria-invalid={customError ? true : undefined}
            aria-describedby={customError ? `${id}-error` : undefined}
            onChange={(event) => {
              // A new amount has not been checked yet: the last one's error goes.
              setCustom(event.target.value);
              setCustomError('');
              setRefusal('');
            }}
          />
          <button type="submit" className="dk-button" disabled={offering.isLoading}>
            {t`Offer`}
          </button>
        </div>
        {customError && (
          <p id={`${id}-error`} className="dk-error" role="alert">
            {customError}
          </p>
        )}
      </form>
      {refusal && (
        <p className="dk-error" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}
