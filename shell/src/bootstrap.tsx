import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, setRuntimeConfig, startInPreferredLanguage } from '@dakiya/shared';
import { SPLASH_MIN_MS } from '@dakiya/domain';
import { servedRuntimeConfig } from './features/remotes/remote-registry';
import { App } from './app/App';
import { registerServiceWorkerWhenIdle } from './features/updates/register-when-idle';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Replaces index.html's splash (the logo, painted before any script runs) with the app once its
 * first screen can render, and no sooner than 500 ms after the page started loading
 * (docs/product.md, "Frame, splash and errors").
 */
export async function start(firstRemoteLoaded: Promise<unknown>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  await Promise.all([
    startInPreferredLanguage(),
    // Found with the remotes; the first remote is loaded by then.
    firstRemoteLoaded.then(() => setRuntimeConfig(servedRuntimeConfig())),
    delay(SPLASH_MIN_MS - performance.now()),
  ]);
  // Repeat visits from the worker's cache, the offline screen and the update toast.
  registerServiceWorkerWhenIdle();
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
