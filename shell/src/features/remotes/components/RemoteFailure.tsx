import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { remoteLabel, type RemoteName } from '../remote-names';
import styles from './RemoteFailure.module.css';

export function RemoteFailure({
  remote,
  onRetry,
}: {
  remote: RemoteName;
  onRetry: () => Promise<void>;
}) {
  const [retrying, setRetrying] = useState(false);
  const { i18n, t } = useLingui();
  const label = i18n._(remoteLabel(remote));
  return (
    <section className={styles.failure} role="alert" data-remote-failure={remote}>
      <h1>{t`${label} is not available right now`}</h1>
      <p>
        {t`This part of Dakiya could not be loaded. The rest of the app still works; try again in a moment.`}
      </p>
      <button
        type="button"
        className="dk-button"
        disabled={retrying}
        onClick={() => {
          setRetrying(true);
          void onRetry().finally(() => setRetrying(false));
        }}
      >
        {retrying ? t`Retrying…` : t`Retry`}
      </button>
    </section>
  );
}
