import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, setRuntimeConfig, startInPreferredLanguage } from '@dakiya/shared';
import { SPLASH_MIN_MS } from '@dakiya/domain';
import { remoteAppPromise, servedRuntimeConfig } from './features/remotes/remote-registry';
import { remoteForPath } from './features/routing/route-table';
import { App } from './app/App';
import { registerServiceWorker } from './features/updates/register-service-worker';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The first screen's remote, loaded before the first render so the page goes straight from the
 * splash to that screen. A failure is left to its area, which shows the message and Retry.
 */
function loadFirstRemote(): Promise<unknown> {
  const remote = remoteForPath(window.location.pathname);
  return remote ? remoteAppPromise(remote).catch(() => undefined) : Promise.resolve();
}

/**
 * Replaces index.html's splash (the logo, painted before any script runs) with the app once its
 * first screen can render, and no sooner than 500 ms after the page started loading
 * (docs/product.md, "Frame, splash and errors").
 */
export async function start(remotesFound: Promise<void>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  await Promise.all([
    startInPreferredLanguage(),
    remotesFound.then(() => {
      setRuntimeConfig(servedRuntimeConfig());
      return loadFirstRemote();
    }),
    delay(SPLASH_MIN_MS - performance.now()),
  ]);
  // Repeat visits from the worker's cache, the offline screen and the update toast.
  registerServiceWorker();
  const store = createAppStore();
  // A transition lets React render the first screen in slices, leaving the main thread free to
  // answer the customer in between, and keeps the splash up until everything is ready.
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    ),
  );
}
