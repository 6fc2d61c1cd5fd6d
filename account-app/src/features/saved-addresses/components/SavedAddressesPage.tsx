import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@dakiya/shared';
import { savedAddressName, useGetSavedAddressesQuery } from '@dakiya/shared/places';
import { SAVED_ADDRESS_LIMITS, type SavedAddress } from '@dakiya/domain';
import { AddAddressDialog } from './AddAddressDialog';
import { RenameAddressDialog } from './RenameAddressDialog';
import { DeleteAddressDialog } from './DeleteAddressDialog';
import styles from './SavedAddressesPage.module.css';

type Dialog = { kind: 'add' } | { kind: 'rename' | 'delete'; address: SavedAddress } | null;

/** 'saved addresses' of the profile: Home, Work and named places, to add, rename and delete. */
export function SavedAddressesPage() {
  const { t, i18n } = useLingui();
  const { data: addresses = [], isLoading, error } = useGetSavedAddressesQuery();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const full = addresses.length >= SAVED_ADDRESS_LIMITS.perCustomer;

  return (
    <section className={styles.page} aria-labelledby="saved-addresses-title">
      <h1 id="saved-addresses-title">{t`Saved addresses`}</h1>
      <p className={styles.intro}>
        {t`Pickup and drop fields offer these first, so you need not type them again.`}
      </p>

      {error && (
        <p className="dk-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
      {isLoading && <p role="status">{t`Loading your addresses…`}</p>}
      {!isLoading && !error && addresses.length === 0 && (
        <p className={styles.empty}>{t`No saved addresses yet.`}</p>
      )}

      {addresses.length > 0 && (
        <ul className={styles.list}>
          {addresses.map((address) => {
            const name = savedAddressName(i18n, address);
            return (
              <li key={address.id} className={styles.item}>
                <div className={styles.text}>
                  <p className={styles.label}>{name}</p>
                  <p className={styles.address}>{address.location.address}</p>
                </div>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className="dk-link"
                    aria-label={t`Rename ${name}`}
                    onClick={() => setDialog({ kind: 'rename', address })}
                  >
                    {t`Rename`}
                  </button>
                  <button
                    type="button"
                    className="dk-link"
                    aria-label={t`Delete ${name}`}
                    onClick={() => setDialog({ kind: 'delete', address })}
                  >
                    {t`Delete`}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <button
        type="button"
        className={`dk-button ${styles.add}`}
        disabled={full || isLoading}
        aria-describedby={full ? 'saved-addresses-full' : undefined}
        onClick={() => setDialog({ kind: 'add' })}
      >
        {t`Add an address`}
      </button>
      {full && (
        <p id="saved-addresses-full" className={styles.note}>
          {t`You have saved ${SAVED_ADDRESS_LIMITS.perCustomer} addresses, the most you can. Delete one to add another.`}
        </p>
      )}

      {dialog?.kind === 'add' && <AddAddressDialog addresses={addresses} onClose={close} />}
      {dialog?.kind === 'rename' && (
        <RenameAddressDialog address={dialog.address} addresses={addresses} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteAddressDialog address={dialog.address} onClose={close} />
      )}
    </section>
  );
}
