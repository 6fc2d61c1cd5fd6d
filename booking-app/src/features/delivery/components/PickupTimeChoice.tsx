import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useIntlLocale } from '@dakiya/shared';
import { formatIndiaTime, SCHEDULE_LIMITS } from '@dakiya/domain';
import { pickupDays } from '../pickup-slots';
import { useDayName } from '../pickup-time-text';
import type { DeliveryDraft, DraftErrors } from '../delivery-draft';
import styles from './DeliveryDialog.module.css';

/**
 * Now, or later: a day and a quarter-hour on India's clock, up to a week ahead. Plain selects,
 * not a date picker: they work alike on every phone, with the thumb, and in India's time
 * whatever zone the phone is set to.
 */
export function PickupTimeChoice({
  draft,
  errors,
  onChange,
}: {
  draft: DeliveryDraft;
  errors: DraftErrors;
  onChange: (change: Partial<DeliveryDraft>) => void;
}) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const dayName = useDayName();
  // Worked out when the dialog opens (Find a Driver checks the time is still bookable).
  const [days] = useState(() => pickupDays());
  const chosenDay =
    days.find((day) => draft.pickupAt !== null && day.slots.includes(draft.pickupAt)) ?? days[0];
  const opens = SCHEDULE_LIMITS.opensMinutesBefore;
  return (
    <fieldset className={styles.group}>
      <legend>{t`When should the driver come?`}</legend>
      <label className={styles.choice}>
        <input
          type="radio"
          name="when"
          checked={!draft.later}
          onChange={() => onChange({ later: false, pickupAt: null })}
        />
        {t`Now`}
      </label>
      <label className={styles.choice}>
        <input
          type="radio"
          name="when"
          checked={draft.later}
          onChange={() => onChange({ later: true, pickupAt: draft.pickupAt ?? days[0]?.slots[0] })}
        />
        {t`Later`}
      </label>
      {draft.later && chosenDay && (
        <div className={styles.when}>
          <div className="dk-field">
            <label htmlFor="pickup-day">{t`Day`}</label>
            <select
              id="pickup-day"
              value={chosenDay.day}
              onChange={(event) =>
                onChange({ pickupAt: days.find((d) => d.day === event.target.value)?.slots[0] })
              }
            >
              {days.map((day) => (
                <option key={day.day} value={day.day}>
                  {dayName(day.day, locale)}
                </option>
              ))}
            </select>
          </div>
          <div className="dk-field">
            <label htmlFor="pickup-time">{t`Time`}</label>
            <select
              id="pickup-time"
              value={draft.pickupAt ?? ''}
              aria-invalid={errors.pickupAt ? true : undefined}
              onChange={(event) => onChange({ pickupAt: event.target.value })}
            >
              {chosenDay.slots.map((slot) => (
                <option key={slot} value={slot}>
                  {formatIndiaTime(slot)}
                </option>
              ))}
            </select>
          </div>
          <p className="dk-hint">
            {t`Drivers see your request ${opens} minutes before this time. Cancel for free until the parcel is picked up.`}
          </p>
        </div>
      )}
    </fieldset>
  );
}
