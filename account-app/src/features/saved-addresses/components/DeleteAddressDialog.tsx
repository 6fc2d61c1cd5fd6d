import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@dakiya/shared';
import { Modal } from '@dakiya/shared/forms';
import { savedAddressName, useDeleteSavedAddressMutation } from '@dakiya/shared/places';
import type { SavedAddress } from '@dakiya/domain';
import styles from './SavedAddressesPage.module.css';

/** Asks before deleting: a saved address cannot be brought back. */
export function DeleteAddressDialog({
  address,
  onClose,
}: {
  address: SavedAddress;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [remove, { isLoading }] = useDeleteSavedAddressMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const name = savedAddressName(i18n, address);

  const confirm = async () => {
    const result = await remove(address.id);
    if ('error' in result) setFailure(errorMessage(result.error));
    else onClose();
  };

  return (
    <Modal title={t`Delete ${name}?`} open onClose={onClose}>
      <p className={styles.address}>{address.location.address}</p>
      {failure && (
        <p className="dk-error" role="alert">
          {failure}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="button" className="dk-button dk-button--ghost" onClick={onClose}>
          {t`Keep it`}
        </button>
        <button type="button" className="dk-button" disabled={isLoading} onClick={confirm}>
          {t`Delete`}
        </button>
      </div>
    </Modal>
  );
}
