import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LOGISTICS_VEHICLES } from '@dakiya/domain';
import { VEHICLE_NAMES } from '@dakiya/shared/vehicles';
import type { Load } from '../booking-slice';
import { VEHICLE_FITS } from '../vehicle-texts';
import styles from './CategoryPanel.module.css';

type VehicleType = (typeof LOGISTICS_VEHICLES)[number]['type'];

/**
 * 'Choose Logistics' (docs/product.md, "Booking"): the whole vehicle is priced and only drivers
 * with that vehicle answer.
 */
export function LogisticsForm({
  load,
  onLoad,
}: {
  load: Load | null;
  onLoad: (load: Load) => void;
}) {
  const quoted = load && load.parcel_type !== 'DOCUMENT' && load.parcel_type !== 'PARCEL';
  const { i18n, t } = useLingui();
  const [chosen, setChosen] = useState<VehicleType | null>(quoted ? load.parcel_type : null);
  const choose = (type: VehicleType) => {
    setChosen(type);
    if (quoted && type !== load.parcel_type) onLoad({ parcel_type: type });
  };
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onLoad({ parcel_type: chosen });
      }}
    >
      <h3>{t`Choose Logistics`}</h3>
      <div className={styles.vehicles} role="radiogroup" aria-label={t`Vehicle`}>
        {LOGISTICS_VEHICLES.map((vehicle) => {
          const capacity = t`(${vehicle.capacityKg} KG)`;
          return (
            <button
              key={vehicle.type}
              type="button"
              role="radio"
              aria-checked={chosen === vehicle.type}
              aria-label={`${i18n._(VEHICLE_NAMES[vehicle.type])} ${capacity}`}
              aria-describedby={`fits-${vehicle.type}`}
              className={chosen === vehicle.type ? styles.vehicleActive : styles.vehicle}
              onClick={() => choose(vehicle.type)}
            >
              {i18n._(VEHICLE_NAMES[vehicle.type])} <small>{capacity}</small>
              <small id={`fits-${vehicle.type}`} className={styles.fits}>
                {i18n._(VEHICLE_FITS[vehicle.type])}
              </small>
            </button>
          );
        })}
      </div>
      {!quoted && (
        <button type="submit" className={`dk-button ${styles.wide}`} disabled={!chosen}>
          {t`Continue`}
        </button>
      )}
    </form>
  );
}
