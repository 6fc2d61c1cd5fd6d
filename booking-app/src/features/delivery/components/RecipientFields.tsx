import { useLingui } from '@lingui/react/macro';
import { MESSAGES } from '@dakiya/shared';
import { FormField } from '@dakiya/shared/forms';
import { PHONE_DIGITS, PHONE_PREFIX, RECIPIENT_LIMITS } from '@dakiya/domain';
import type { DeliveryDraft, DraftErrors } from '../delivery-draft';
import styles from './DeliveryDialog.module.css';

type Change = (change: Partial<DeliveryDraft>) => void;

/** Who receives the parcel (the customer, or someone else's name and phone) and a note. */
export function RecipientFields({
  draft,
  errors,
  onChange,
}: {
  draft: DeliveryDraft;
  errors: DraftErrors;
  onChange: Change;
}) {
  const { t } = useLingui();
  return (
    <fieldset className={styles.group}>
      <legend>{t`Who receives the parcel?`}</legend>
      <label className={styles.choice}>
        <input
          type="radio"
          name="recipient"
          checked={!draft.someoneElse}
          onChange={() => onChange({ someoneElse: false })}
        />
        {t`I am the recipient`}
      </label>
      <label className={styles.choice}>
        <input
          type="radio"
          name="recipient"
          checked={draft.someoneElse}
          onChange={() => onChange({ someoneElse: true })}
        />
        {t`Someone else`}
      </label>
      {draft.someoneElse && (
        <>
          <FormField
            label={t`Recipient's name`}
            error={errors.name ? t`Enter the recipient's name` : undefined}
          >
            {(field) => (
              <input
                {...field}
                value={draft.name}
                autoComplete="name"
                maxLength={RECIPIENT_LIMITS.nameLength}
                onChange={(event) => onChange({ name: event.target.value })}
              />
            )}
          </FormField>
          <FormField
            label={t`Recipient's phone`}
            hint={t`They get a text with a tracking link and the delivery code.`}
            error={errors.phone ? MESSAGES.phoneInvalid : undefined}
          >
            {(field) => (
              <span className={styles.phone}>
                <span aria-hidden="true">{PHONE_PREFIX}</span>
                <input
                  {...field}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={PHONE_DIGITS}
                  value={draft.phone}
                  onChange={(event) => onChange({ phone: event.target.value.replace(/\D/g, '') })}
                />
              </span>
            )}
          </FormField>
        </>
      )}
      <FormField label={t`Note for the driver (optional)`}>
        {(field) => (
          <textarea
            {...field}
            className={styles.note}
            rows={2}
            maxLength={RECIPIENT_LIMITS.instructionsLength}
            placeholder={t`e.g. Leave it with the guard`}
            value={draft.instructions}
            onChange={(event) => onChange({ instructions: event.target.value })}
          />
        )}
      </FormField>
    </fieldset>
  );
}
