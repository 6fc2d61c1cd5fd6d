import { use, useEffect, useState } from 'react';
import {
  remoteAppPromise,
  remoteAreaMounted,
  remoteAreaUnmounted,
  reportRemote,
  resetRemote,
} from '../remote-registry';
import { preloadRemotesWhenIdle } from '../preload-remotes';
import type { RemoteName } from '../remote-names';
import { ErrorBoundary } from '../../routing/components/ErrorBoundary';
import { ErrorPage } from '../../routing/components/ErrorPage';
import { RemoteFailure } from './RemoteFailure';

/** Renders nothing; its effect runs once the remote's first screen is on the page. */
function RenderedReport({ remote }: { remote: RemoteName }) {
  useEffect(() => reportRemote(remote, 'rendered'), [remote]);
  return null;
}

function RemoteContent({ remote }: { remote: RemoteName }) {
  // The release this area runs, for as long as it is on the page: a newer one, named by the
  // registry meanwhile, is taken up by the next area of this remote, never by a re-render.
  const [load] = useState(() => remoteAppPromise(remote));
  const { default: RemoteApp } = use(load);
  useEffect(() => {
    remoteAreaMounted(remote);
    return () => remoteAreaUnmounted(remote);
  }, [remote]);
  // Runs once this screen (and any chunk it waited for) is on the page: only then may the
  // other remotes' code use the network.
  useEffect(() => preloadRemotesWhenIdle(remote), [remote]);
  // The remote loaded: a crash inside one of its screens is a bug in that screen, not a remote
  // that is down, so it gets the error page (docs/product.md) rather than the Retry panel. Both
  // are told to the registry, where a canary crashing too often is rolled back.
  return (
    <ErrorBoundary
      fallback={(error) => <ErrorPage error={error} />}
      onError={() => reportRemote(remote, 'crashed')}
    >
      <RemoteApp />
      <RenderedReport remote={remote} />
    </ErrorBoundary>
  );
}

/**
 * Renders one remote's routes, loaded on first use (inside RemoteSwitch's Suspense boundary).
 * A remote that fails to load shows its own message and a Retry button here; the frame and the
 * other remotes keep working.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      resetKeys={[remote, attempt]}
      fallback={() => (
        <RemoteFailure
          remote={remote}
          onRetry={async () => {
            await resetRemote(remote);
            setAttempt((n) => n + 1);
          }}
        />
      )}
    >
      <RemoteContent key={attempt} remote={remote} />
    </ErrorBoundary>
  );
}
