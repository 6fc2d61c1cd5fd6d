import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAlert, MESSAGES } from '@dakiya/shared';
import { PACKAGE_SIZES, QUOTATION_LIMITS, LOAD_TOO_HEAVY } from '@dakiya/domain';
import type { Load } from '../booking-slice';
import { LARGEST_VEHICLE } from '@dakiya/domain';
import { SIZE_NAMES, VEHICLE_TEXTS } from '../vehicle-texts';
import styles from './CategoryPanel.module.css';

const DIMENSIONS = [
  ['weight', msg`Weight (KG)`],
  ['length', msg`Length (cm)`],
  ['width', msg`Width (cm)`],
  ['height', msg`Height (cm)`],
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
  const { i18n, t } = useLingui();

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
      const vehicle = i18n._(VEHICLE_TEXTS[LARGEST_VEHICLE.type].label);
      const kg = LARGEST_VEHICLE.capacityKg;
      alert(
        i18n.locale === 'en'
          ? LOAD_TOO_HEAVY
          : t`No vehicle carries this load: the largest, the ${vehicle}, takes ${kg} KG.`,
      );
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
      <h3>{t`Calculate Parcel`}</h3>
      <p className={styles.fits}>
        {t`Up to ${LARGEST_VEHICLE.capacityKg} KG and ${QUOTATION_LIMITS.maxSideCm} cm a side; a driver whose vehicle takes the weight comes.`}
      </p>
      <div className={styles.sizes} role="group" aria-label={t`Preset sizes`}>
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
            {i18n._(SIZE_NAMES[size.name]!)} {size.width}x{size.height}
          </button>
        ))}
      </div>
      <div className={styles.dimensions}>
        {DIMENSIONS.map(([key, label]) => (
          <label key={key} className="dk-field">
            <span>{i18n._(label)}</span>
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
        <span>{t`Photo of the parcel (optional)`}</span>
        <input
          type="file"
          accept="image/*"
          onChange={(event) => setImage(event.target.files?.[0] ?? null)}
        />
        {image && (
          <span className={styles.tick} aria-label={t`Photo added`}>
            ✓
          </span>
        )}
      </label>
      <button type="submit" className={`dk-button ${styles.wide}`}>
        {quoted ? t`Update the price` : t`Continue`}
      </button>
    </form>
  );
}
