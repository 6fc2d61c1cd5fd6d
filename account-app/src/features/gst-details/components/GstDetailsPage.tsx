import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage, useAlert } from '@dakiya/shared';
import { FormField, apiErrorText } from '@dakiya/shared/forms';
import { API_ERRORS, isValidGstin, normalizeGstin, type GstDetails } from '@dakiya/domain';
import {
  useGetGstDetailsQuery,
  useRemoveGstDetailsMutation,
  useSaveGstDetailsMutation,
} from '../api/gst-api';
import styles from './GstDetailsPage.module.css';

/**
 * /profile/gst: the GSTIN (its checksum checked here and by the API) and the business name
 * printed on the customer's tax invoices; removing them makes later invoices a consumer's.
 */
export function GstDetailsPage() {
  const { t } = useLingui();
  const { data: saved, isLoading } = useGetGstDetailsQuery();
  return (
    <section className={styles.page} aria-labelledby="gst-title">
      <h1 id="gst-title">{t`GST details`}</h1>
      <p className="dk-hint">{t`Your tax invoices show this GSTIN and business name, so you can claim input tax credit.`}</p>
      {/* Filled in from what was saved, once that has come. */}
      {!isLoading && <GstDetailsForm key={saved?.gstin ?? 'none'} saved={saved ?? null} />}
    </section>
  );
}

function GstDetailsForm({ saved }: { saved: GstDetails | null }) {
  const { t, i18n } = useLingui();
  const alert = useAlert();
  const [save, saving] = useSaveGstDetailsMutation();
  const [remove, removing] = useRemoveGstDetailsMutation();
  const [gstin, setGstin] = useState(saved?.gstin ?? '');
  const [name, setName] = useState(saved?.business_name ?? '');
  const [checked, setChecked] = useState(false);

  const gstinError =
    checked && !isValidGstin(normalizeGstin(gstin)) ? API_ERRORS.gstinInvalid : null;
  const nameError = checked && !name.trim() ? API_ERRORS.gstBusinessNameRequired : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!isValidGstin(normalizeGstin(gstin)) || !name.trim()) return;
        void save({ gstin: normalizeGstin(gstin), business_name: name.trim() }).then((result) =>
          alert('error' in result ? errorMessage(result.error) : t`GST details saved`),
        );
      }}
    >
      <FormField
        label={t`GSTIN`}
        hint={t`15 characters, as on the GST registration certificate`}
        error={gstinError ? apiErrorText(i18n, gstinError) : undefined}
      >
        {(field) => (
          <input
            {...field}
            value={gstin}
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setGstin(event.target.value.toUpperCase())}
          />
        )}
      </FormField>
      <FormField
        label={t`Business name`}
        error={nameError ? apiErrorText(i18n, nameError) : undefined}
      >
        {(field) => (
          <input
            {...field}
            value={name}
            maxLength={120}
            autoComplete="organization"
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <div className={styles.buttons}>
        <button type="submit" className="dk-button" disabled={saving.isLoading}>
          {t`Save`}
        </button>
        {saved && (
          <button
            type="button"
            className="dk-button dk-button--ghost"
            disabled={removing.isLoading}
            onClick={() =>
              void remove().then((result) => {
                if ('error' in result) {
                  alert(errorMessage(result.error));
                  return;
                }
                setGstin('');
                setName('');
                setChecked(false);
                alert(t`GST details removed`);
              })
            }
          >
            {t`Remove`}
          </button>
        )}
      </div>
    </form>
  );
}
