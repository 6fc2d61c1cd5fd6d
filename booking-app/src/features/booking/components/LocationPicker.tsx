import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAlert, useAppDispatch, useAppSelector, MESSAGES } from '@dakiya/shared';
import { dropChanged, pickupChanged, selectBooking } from '../booking-slice';
import { useCurrentLocation } from '../hooks/use-current-location';
import { PlaceField } from './PlaceField';
import styles from './LocationPicker.module.css';

/**
 * The booking location picker (docs/product.md, "Booking"). Pickup starts empty and is filled
 * from the device position
 * (requested on mount) unless the customer already has one; if the customer has emptied pickup
 * by then, the position becomes the drop-off instead (docs/product.md: the drop defaults to the
 * current
 * location when pickup is empty). Each device answer is used once, so typing over a place is
 * never undone. 'Use my location' asks again and sets pickup.
 */
export function LocationPicker() {
  const dispatch = useAppDispatch();
  const alert = useAlert();
  const { t } = useLingui();
  const { pickup, drop } = useAppSelector(selectBooking);
  const { current, found, asked, locate } = useCurrentLocation();
  const used = useRef(0);
  // Where the customer is, for each field's suggestions: the device, else the trip's other end.
  const device = current.status === 'found' ? current.position : undefined;
  const pickupTouched = useRef(false);

  useEffect(() => {
    if (current.status === 'denied' && asked > 0) alert(MESSAGES.locationDisabled);
  }, [current.status, asked, alert]);

  useEffect(() => {
    if (current.status !== 'found' || used.current === found) return;
    used.current = found;
    const here = { address: current.address, position: current.position };
    if (asked > 0) dispatch(pickupChanged(here));
    else if (!pickup && !pickupTouched.current) dispatch(pickupChanged(here));
    else if (!pickup && !drop) dispatch(dropChanged(here));
  }, [current, found, asked, pickup, drop, dispatch]);

  return (
    <div className={styles.picker}>
      {/* Any typing in pickup counts as the customer's own choice, even before a place is set. */}
      <div className={styles.row} onInput={() => (pickupTouched.current = true)}>
        <PlaceField
          label={t`Pickup`}
          placeholder={t`Pickup Location`}
          value={pickup}
          busy={current.status === 'locating' && !pickup}
          near={device ?? drop?.position}
          onChange={(place) => dispatch(pickupChanged(place))}
        />
        <button
          type="button"
          className={styles.locate}
          onClick={locate}
          aria-label={t`Use my location for pickup`}
          title={t`Use my location`}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="12" cy="12" r="4" fill="currentColor" />
            <path
              d="M12 2v3M12 19v3M2 12h3M19 12h3"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
            <circle cx="12" cy="12" r="7.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <PlaceField
        label={t`Drop`}
        placeholder={t`Drop Location`}
        value={drop}
        near={pickup?.position ?? device}
        onChange={(place) => dispatch(dropChanged(place))}
      />
    </div>
  );
}
