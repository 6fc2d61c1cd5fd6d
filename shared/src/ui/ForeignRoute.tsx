import { useLingui } from '@lingui/react/macro';
import { useLocation } from '../routing/router';
import { getRuntimeConfig } from '../config/runtime-config';

/**
 * Shown when a remote runs standalone and the customer reaches a screen another app owns
 * (for example /send-courier after logging in on auth-app alone).
 */
export function ForeignRoute() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { shellUrl } = getRuntimeConfig();
  return (
    <section aria-labelledby="foreign-route-title" style={{ padding: '2rem' }}>
      <h1 id="foreign-route-title">{t`This screen belongs to another Dakiya app`}</h1>
      <p>
        {t`${pathname} is served by another part of Dakiya.`}{' '}
        <a href={`${shellUrl}${pathname}`}>{t`Open the composed app to continue.`}</a>
      </p>
    </section>
  );
}
