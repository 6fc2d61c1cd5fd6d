import { useLingui } from '@lingui/react/macro';
import { SAVED_ADDRESS_KINDS, SAVED_ADDRESS_LIMITS, type SavedAddressKind } from '@dakiya/domain';
import { FormField } from '@dakiya/shared/forms';
import { savedAddressName } from '@dakiya/shared/places';
import styles from './SavedAddressesPage.module.css';

export interface Label {
  kind: SavedAddressKind;
  name: string;
}

/**
 * Home, Work or a name of the customer's own. Home and Work already saved on another address
 * cannot be picked (the API would refuse a second one); a name is asked for only for `other`.
 */
export function LabelFields({
  label,
  onChange,
  taken,
  nameError,
}: {
  label: Label;
  onChange: (label: Label) => void;
  taken: ReadonlySet<SavedAddressKind>;
  nameError?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const kindName = (kind: SavedAddressKind) =>
    kind === 'other' ? t`Other` : savedAddressName(i18n, { kind, name: null });
  return (
    <>
      <fieldset className={styles.kinds}>
        <legend>{t`Save as`}</legend>
        {SAVED_ADDRESS_KINDS.map((kind) => (
          <label key={kind} className={styles.choice}>
            <input
              type="radio"
              name="kind"
              value={kind}
              checked={label.kind === kind}
              disabled={taken.has(kind)}
              onChange={() => onChange({ ...label, kind })}
            />
            {kindName(kind)}
            {taken.has(kind) && <span className={styles.note}>{t`(already saved)`}</span>}
          </label>
        ))}
      </fieldset>
      {label.kind === 'other' && (
        <FormField label={t`Name`} error={nameError}>
          {(field) => (
            <input
              {...field}
              value={label.name}
              maxLength={SAVED_ADDRESS_LIMITS.nameLength}
              autoComplete="off"
              placeholder={t`e.g. Shop, Mum's place`}
              onChange={(event) => onChange({ ...label, name: event.target.value })}
            />
          )}
        </FormField>
      )}
    </>
  );
}

/** Home and Work that addresses other than `except` already are. */
export function takenKinds(
  addresses: ReadonlyArray<{ id: number; kind: SavedAddressKind }>,
  except?: number,
): ReadonlySet<SavedAddressKind> {
  return new Set(
    addresses
      .filter((address) => address.id !== except && address.kind !== 'other')
      .map((address) => address.kind),
  );
}
