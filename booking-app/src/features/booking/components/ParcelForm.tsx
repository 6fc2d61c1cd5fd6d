import { useState } from 'react';
import { useAlert, MESSAGES } from '@dakiya/shared';
import { PACKAGE_SIZES } from '@dakiya/domain';
import styles from './CategoryPanel.module.css';

export interface ParcelDetails {
  weight: number;
  length: number | null;
  width: number;
  height: number;
  image: File | null;
}

const DIMENSIONS = [
  ['weight', 'Weight (KG)'],
  ['length', 'Length (cm)'],
  ['width', 'Width (cm)'],
  ['height', 'Height (cm)'],
] as const;
type Dimension = (typeof DIMENSIONS)[number][0];

/** 'Calculate Parcel': weight, size (or a preset), an optional photo of the parcel. */
export function ParcelForm({
  busy,
  onContinue,
}: {
  busy: boolean;
  onContinue: (parcel: ParcelDetails) => void;
}) {
  const [values, setValues] = useState<Record<Dimension, string>>({
    weight: '',
    length: '',
    width: '',
    height: '',
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
    onContinue({
      weight,
      width,
      height,
      length: Number(values.length) > 0 ? Number(values.length) : null,
      image,
    });
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
      <button type="submit" className="dk-button" disabled={busy}>
        Continue
      </button>
    </form>
  );
}
