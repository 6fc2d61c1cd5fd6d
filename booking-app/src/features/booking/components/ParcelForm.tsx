import { useId, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAlert, MESSAGES } from '@dakiya/shared';
import { PACKAGE_SIZES, QUOTATION_LIMITS, LOAD_TOO_HEAVY } from '@dakiya/domain';
import type { Load } from '../booking-slice';
import { LARGEST_VEHICLE } from '@dakiya/domain';
import { VEHICLE_NAMES } from '@dakiya/shared/vehicles';
import { SIZE_NAMES } from '../vehicle-texts';
import styles from './CategoryPanel.module.css';

const DIMENSIONS = [
  ['weight', msg`Weight (KG)`],
  ['length', msg`Length (cm)`],
  ['width', msg`Width (cm)`],
  ['height', msg`Height (cm)`],
] as const;
type Dimension = (typeof DIMENSIONS)[number][0];

const asText = (n: number | null | undefined) => (n ? String(n) : '');

type Values = Record<Dimension, string>;
type Parcel = Extract<Load, { parcel_type: 'PARCEL' }>;

/** The load the fields describe, or what keeps them from describing one. */
function parcelOf(values: Values): Parcel | 'incomplete' | 'too heavy' {
  const weight = Number(values.weight);
  const width = Number(values.width);
  const height = Number(values.height);
  const length = Number(values.length);
  // docs/product.md: weight, height and width are required (length is not checked).
  if (!(weight > 0) || !(width > 0) || !(height > 0)) return 'incomplete';
  if (weight > LARGEST_VEHICLE.capacityKg) return 'too heavy';
  return { parcel_type: 'PARCEL', weight, width, height, ...(length > 0 ? { length } : {}) };
}

/**
 * 'Calculate Parcel': weight, size (or a preset), an optional photo of the parcel. Continue
 * prices it, refusing a weight no vehicle carries (naming the largest vehicle); once priced,
 * each change prices it again by itself, as the other loads do, or takes the price away while
 * the fields describe no load Continue would take.
 */
export function ParcelForm({
  load,
  onLoad,
  onImage,
}: {
  load: Load | null;
  onLoad: (load: Load | null) => void;
  onImage: (image: File | null) => void;
}) {
  const quoted = load?.parcel_type === 'PARCEL' ? load : null;
  const [values, setValues] = useState<Values>({
    weight: asText(quoted?.weight),
    length: asText(quoted?.length),
    width: asText(quoted?.width),
    height: asText(quoted?.height),
  });
  const [image, setImage] = useState<File | null>(null);
  const photoLabel = useId();
  const alert = useAlert();
  const { i18n, t } = useLingui();

  // Once priced, the fields are priced as they change.
  const [live, setLive] = useState(quoted !== null);
  const change = (next: Values) => {
    setValues(next);
    if (!live) return;
    const parcel = parcelOf(next);
    onLoad(typeof parcel === 'string' ? null : parcel);
  };

  const submit = () => {
    const parcel = parcelOf(values);
    if (parcel === 'incomplete') {
      alert(MESSAGES.parcelIncomplete);
      return;
    }
    if (parcel === 'too heavy') {
      const vehicle = i18n._(VEHICLE_NAMES[LARGEST_VEHICLE.type]);
      const kg = LARGEST_VEHICLE.capacityKg;
      alert(
        i18n.locale === 'en'
          ? LOAD_TOO_HEAVY
          : t`No vehicle carries this load: the largest, the ${vehicle}, takes ${kg} KG.`,
      );
      return;
    }
    setLive(true);
    onLoad(parcel);
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
              change({
                ...values,
                length: String(size.width),
                width: String(size.width),
                height: String(size.height),
              })
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
              onChange={(event) => change({ ...values, [key]: event.target.value })}
            />
          </label>
        ))}
      </div>
      {/* The browser's own file button ('Choose File', 'No file chosen') is hidden: it is in the
          browser's language, not the app's. */}
      <label className={styles.upload}>
        <span id={photoLabel}>{t`Photo of the parcel (optional)`}</span>
        <input
          type="file"
          accept="image/*"
          className="dk-visually-hidden"
          aria-labelledby={photoLabel}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setImage(chosen);
            onImage(chosen);
          }}
        />
        <span className={`dk-button dk-button--ghost ${styles.pick}`} aria-hidden="true">
          {image ? t`Change photo` : t`Choose a photo`}
        </span>
        {image && (
          <span className={styles.tick} aria-label={t`Photo added`}>
            ✓
          </span>
        )}
      </label>
      {!quoted && (
        <button type="submit" className={`dk-button ${styles.wide}`}>
          {t`Continue`}
        </button>
      )}
    </form>
  );
}
