import { useLocation } from 'react-router-dom';
import { getRuntimeConfig } from '../config/runtime-config';

/**
 * Shown when a remote runs standalone and the customer reaches a screen another app owns
 * (for example /send-courier after logging in on auth-app alone).
 */
export function ForeignRoute() {
  const { pathname } = useLocation();
  const { shellUrl } = getRuntimeConfig();
  return (
    <section aria-labelledby="foreign-route-title" style={{ padding: '2rem' }}>
      <h1 id="foreign-route-title">This screen belongs to another Dakiya app</h1>
      <p>
        {pathname} is served by another part of Dakiya. Open{' '}
        <a href={`${shellUrl}${pathname}`}>the composed app</a> to continue.
      </p>
    </section>
  );
}
