import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@dakiya/shared';
import { Modal } from '@dakiya/shared/forms';
import { useAddSavedAddressMutation } from '@dakiya/shared/places';
import { SAVED_ADDRESS_KINDS, type Place, type SavedAddress } from '@dakiya/domain';
import { LabelFields, takenKinds, type Label } from './LabelFields';
import { PlaceSearch } from './PlaceSearch';
import styles from './SavedAddressesPage.module.css';

/** Saves a place found by name as Home, Work or a named address. */
export function AddAddressDialog({
  addresses,
  onClose,
}: {
  addresses: readonly SavedAddress[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [add, { isLoading }] = useAddSavedAddressMutation();
  const taken = takenKinds(addresses);
  // Home first if it is free, then Work: what most customers save first.
  const [label, setLabel] = useState<Label>({
    kind: SAVED_ADDRESS_KINDS.find((kind) => !taken.has(kind)) ?? 'other',
    name: '',
  });
  const [place, setPlace] = useState<Place | null>(null);
  const [errors, setErrors] = useState<{ name?: string; place?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    const found = {
      ...(label.kind === 'other' && !label.name.trim()
        ? { name: t`Enter a name for this address` }
        : {}),
      ...(place ? {} : { place: t`Search for the place and choose it from the list` }),
    };
    setErrors(found);
    if (!place || Object.keys(found).length > 0) return;
    const result = await add({
      kind: label.kind,
      name: label.name,
      location: { address: place.formatted_address, position: { lat: place.lat, lng: place.lng } },
    });
    if ('error' in result) setFailure(errorMessage(result.error));
    else onClose();
  };

  return (
    <Modal title={t`Add an address`} open onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <PlaceSearch
          chosen={place}
          onChoose={(chosen) => {
            setPlace(chosen);
            setErrors(({ name }) => ({ name }));
          }}
          error={errors.place}
        />
        <LabelFields
          label={label}
          onChange={(next) => {
            setLabel(next);
            setErrors(({ place: placeError }) => ({ place: placeError }));
          }}
          taken={taken}
          nameError={errors.name}
        />
        {failure && (
          <p className="dk-error" role="alert">
            {failure}
          </p>
        )}
        {/* Stuck to the dialog's foot: however many places the search lists, Save is in reach. */}
        <div className={styles.footer}>
          <button type="submit" className="dk-button" disabled={isLoading}>
            {t`Save address`}
          </button>
        </div>
      </form>
    </Modal>
  );
}
