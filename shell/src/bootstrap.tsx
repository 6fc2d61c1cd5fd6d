import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadingScreen, SPLASH_MIN_MS, createAppStore, loadRuntimeConfig } from '@dakiya/shared';
import { registerRemotesFromManifest } from './features/remotes/remote-registry';
import { App } from './app/App';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // SPEC.md: the splash (logo only) stays at least 500 ms.
  root.render(<LoadingScreen />);
  await Promise.all([loadRuntimeConfig(), registerRemotesFromManifest(), delay(SPLASH_MIN_MS)]);
  const store = createAppStore();
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

void start();
