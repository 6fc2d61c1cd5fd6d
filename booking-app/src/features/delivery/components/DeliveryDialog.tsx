import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '@dakiya/shared';
import { Modal } from '@dakiya/shared/forms';
import { deliveryChosen, selectBooking } from '../../booking/booking-slice';
import { choicesOf, draftErrors, draftOf, type DeliveryDraft } from '../delivery-draft';
import { PaymentChoice } from './PaymentChoice';
import { PickupTimeChoice } from './PickupTimeChoice';
import { RecipientFields } from './RecipientFields';
import styles from './DeliveryDialog.module.css';

/**
 * Who receives the parcel, how the fare is paid and when to pick it up, in one dialog, so the
 * booking panel keeps the estimate and Find a Driver in view (it shows the choices in one row).
 */
export function DeliveryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const { delivery } = useAppSelector(selectBooking);
  const [draft, setDraft] = useState<DeliveryDraft>(() => draftOf(delivery));
  // Errors show once Done found the draft wrong, then follow it as it is corrected.
  const [checked, setChecked] = useState(false);
  const errors = checked ? draftErrors(draft) : {};
  const change = (next: Partial<DeliveryDraft>) => setDraft((now) => ({ ...now, ...next }));
  const close = () => {
    setDraft(draftOf(delivery));
    setChecked(false);
    onClose();
  };

  return (
    <Modal title={t`Delivery details`} open={open} onClose={close}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (Object.keys(draftErrors(draft)).length > 0) return;
          dispatch(deliveryChosen(choicesOf(draft)));
          setChecked(false);
          onClose();
        }}
      >
        <RecipientFields draft={draft} errors={errors} onChange={change} />
        <PaymentChoice
          method={draft.paymentMethod}
          onChange={(m) => change({ paymentMethod: m })}
        />
        <PickupTimeChoice draft={draft} errors={errors} onChange={change} />
        <button type="submit" className={`dk-button ${styles.done}`}>
          {t`Done`}
        </button>
      </form>
    </Modal>
  );
}
