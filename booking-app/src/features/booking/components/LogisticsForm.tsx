import { useState } from 'react';
import { LOGISTICS_VEHICLES } from '@dakiya/domain';
import styles from './CategoryPanel.module.css';

/** 'Choose Logistics'. SPEC.md: its continue button does nothing (logistics is priced by phone). */
export function LogisticsForm() {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <h3>Choose Logistics</h3>
      <div className={styles.vehicles} role="radiogroup" aria-label="Vehicle">
        {LOGISTICS_VEHICLES.map((vehicle) => (
          <button
            key={vehicle.type}
            type="button"
            role="radio"
            aria-checked={chosen === vehicle.type}
            className={chosen === vehicle.type ? styles.tileActive : styles.tile}
            onClick={() => setChosen(vehicle.type)}
          >
            {vehicle.label} <small>({vehicle.capacityKg} KG)</small>
          </button>
        ))}
      </div>
      <button type="submit" className="dk-button">
        Continue
      </button>
    </form>
  );
}
