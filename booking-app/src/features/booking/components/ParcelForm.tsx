import { useState } from 'react';
import { useAlert, MESSAGES } from '@dakiya/shared';
import { PACKAGE_SIZES, QUOTATION_LIMITS, LOAD_TOO_HEAVY } from '@dakiya/domain';
import type { Load } from '../booking-slice';
import { LARGEST_VEHICLE } from '@dakiya/domain';
import styles from './CategoryPanel.module.css';

const DIMENSIONS = [
  ['weight', 'Weight (KG)'],
  ['length', 'Length (cm)'],
  ['width', 'Width (cm)'],
  ['height', 'Height (cm)'],
] as const;
type Dimension = (typeof DIMENSIONS)[number][0];

const asText = (n: number | null | undefined) => (n ? String(n) : '');

/**
 * 'Calculate Parcel': weight, size (or a preset), an optional photo of the parcel. Continue
 * (re)prices it; a weight no vehicle carries is refused, naming the largest vehicle.
 */
export function ParcelForm({
  load,
  onLoad,
}: {
  load: Load | null;
  onLoad: (load: Load, image: File | null) => void;
}) {
  const quoted = load?.parcel_type === 'PARCEL' ? load : null;
  const [values, setValues] = useState<Record<Dimension, string>>({
    weight: asText(quoted?.weight),
    length: asText(quoted?.length),
    width: asText(quoted?.width),
    height: asText(quoted?.height),
  });
  const [image, setImage] = useState<File | null>(null);
  const alert = useAlert();

  const submit = () => {
    const weight = Number(values.weight);
    const width = Number(values.width);
    const height = Number(values.height);
    // SPEC.md: weight, height and width are required (length is not checked).
    if (!(weight > 0) || !(width > 0) || !(height > 0)) {
      alert(MESSAGES.parcelIncomplete);
      return;
    }
    if (weight > LARGEST_VEHICLE.capacityKg) {
      alert(LOAD_TOO_HEAVY);
      return;
    }
    const length = Number(values.length);
    onLoad(
      { parcel_type: 'PARCEL', weight, width, height, ...(length > 0 ? { length } : {}) },
      image,
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <h3>Calculate Parcel</h3>
      <p className={styles.fits}>
        Up to {LARGEST_VEHICLE.capacityKg} KG and {QUOTATION_LIMITS.maxSideCm} cm a side; a driver
        whose vehicle takes the weight comes.
      </p>
      <div className={styles.sizes} role="group" aria-label="Preset sizes">
        {PACKAGE_SIZES.map((size) => (
          <button
            key={size.name}
            type="button"
            className="dk-button dk-button--ghost"
            onClick={() =>
              setValues((v) => ({
                ...v,
                length: String(size.width),
                width: String(size.width),
                height: String(size.height),
              }))
            }
          >
            {size.name} {size.width}x{size.height}
          </button>
        ))}
      </div>
      <div className={styles.dimensions}>
        {DIMENSIONS.map(([key, label]) => (
          <label key={key} className="dk-field">
            <span>{label}</span>
            <input
              type="number"
              inputMode="decimal"
              min="0"
              step="any"
              value={values[key]}
              onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.value }))}
            />
          </label>
        ))}
      </div>
      <label className={styles.upload}>
        <span>Photo of the parcel (optional)</span>
        <input
          type="file"
          accept="image/*"
          onChange={(event) => setImage(event.target.files?.[0] ?? null)}
        />
        {image && (
          <span className={styles.tick} aria-label="Photo added">
            ✓
          </span>
        )}
      </label>
      <button type="submit" className={`dk-button ${styles.wide}`}>
        {quoted ? 'Update the price' : 'Continue'}
      </button>
    </form>
  );
}
