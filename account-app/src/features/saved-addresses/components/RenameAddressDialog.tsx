import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@dakiya/shared';
import { Modal } from '@dakiya/shared/forms';
import { savedAddressName, useRenameSavedAddressMutation } from '@dakiya/shared/places';
import type { SavedAddress } from '@dakiya/domain';
import { LabelFields, takenKinds, type Label } from './LabelFields';
import styles from './SavedAddressesPage.module.css';

/** A new label for a saved address: another name, or Home, Work or a named one. */
export function RenameAddressDialog({
  address,
  addresses,
  onClose,
}: {
  address: SavedAddress;
  addresses: readonly SavedAddress[];
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const name = savedAddressName(i18n, address);
  const [rename, { isLoading }] = useRenameSavedAddressMutation();
  const [label, setLabel] = useState<Label>({ kind: address.kind, name: address.name ?? '' });
  const [nameError, setNameError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    if (label.kind === 'other' && !label.name.trim()) {
      setNameError(t`Enter a name for this address`);
      return;
    }
    const result = await rename({ id: address.id, kind: label.kind, name: label.name });
    if ('error' in result) setFailure(errorMessage(result.error));
    else onClose();
  };

  return (
    <Modal title={t`Rename ${name}`} open onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <p className={styles.address}>{address.location.address}</p>
        <LabelFields
          label={label}
          onChange={(next) => {
            setLabel(next);
            setNameError(undefined);
          }}
          taken={takenKinds(addresses, address.id)}
          nameError={nameError}
        />
        {failure && (
          <p className="dk-error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="dk-button" disabled={isLoading}>
          {t`Save`}
        </button>
      </form>
    </Modal>
  );
}
