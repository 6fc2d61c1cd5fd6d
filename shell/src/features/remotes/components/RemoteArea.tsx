import { Suspense, use, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LoadingScreen } from '@dakiya/shared';
import { remoteAppPromise, resetRemote } from '../remote-registry';
import type { RemoteName } from '../remote-names';
import { RemoteFailure } from './RemoteFailure';

function RemoteContent({ remote }: { remote: RemoteName }) {
  const { default: RemoteApp } = use(remoteAppPromise(remote));
  return <RemoteApp />;
}

/**
 * Renders one remote's routes, loaded on first use. A remote that is down or throws shows its own
 * message and a Retry button here; the frame and the other remotes keep working.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      resetKeys={[remote, attempt]}
      fallbackRender={() => (
        <RemoteFailure
          remote={remote}
          onRetry={async () => {
            await resetRemote(remote);
            setAttempt((n) => n + 1);
          }}
        />
      )}
    >
      <Suspense fallback={<LoadingScreen />}>
        <RemoteContent key={attempt} remote={remote} />
      </Suspense>
    </ErrorBoundary>
  );
}
