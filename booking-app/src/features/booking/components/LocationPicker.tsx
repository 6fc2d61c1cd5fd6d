import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@dakiya/shared';
import { dropChanged, pickupChanged, selectBooking } from '../booking-slice';
import { useCurrentLocation } from '../hooks/use-current-location';
import { PlaceField } from './PlaceField';
import styles from './LocationPicker.module.css';

/**
 * SPEC.md booking location picker. Pickup starts empty and is filled from the device position
 * (requested on mount); drop-off takes the current location when pickup is empty.
 */
export function LocationPicker() {
  const dispatch = useAppDispatch();
  const { pickup, drop } = useAppSelector(selectBooking);
  const current = useCurrentLocation();

  useEffect(() => {
    if (current.status !== 'found') return;
    const here = { address: current.address, position: current.position };
    if (!pickup) dispatch(pickupChanged(here));
  }, [current, pickup, dispatch]);

  return (
    <div className={styles.picker}>
      <PlaceField
        label="Pickup"
        placeholder="Pickup Location"
        value={pickup}
        busy={current.status === 'locating' && !pickup}
        onChange={(place) => dispatch(pickupChanged(place))}
      />
      <PlaceField
        label="Drop"
        placeholder="Drop Location"
        value={drop}
        onChange={(place) => dispatch(dropChanged(place))}
      />
    </div>
  );
}
