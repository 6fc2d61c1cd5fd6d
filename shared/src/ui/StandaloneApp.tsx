import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig } from '../config/runtime-config';
import { createAppStore } from '../store/create-store';
import { AlertToast } from './AlertToast';
import { Logo } from './Logo';
import '../theme.css';

/**
 * Runs one remote on its own (`npm run dev -w booking-app`): its own store, a minimal frame with
 * the logo and the toast, and the remote's routes.
 */
export async function startStandalone(App: ComponentType, appName: string): Promise<void> {
  await loadRuntimeConfig();
  const store = createAppStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <header style={{ padding: '0.5rem 1rem', borderBottom: '1px solid #e5e7eb' }}>
            <Logo /> <small>{appName} · standalone</small>
          </header>
          <main>
            <App />
          </main>
          <AlertToast />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
