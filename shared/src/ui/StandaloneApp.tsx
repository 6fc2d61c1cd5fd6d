import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
// Through the package's own name, not relative paths: this file is the separate entry
// `@dakiya/shared/standalone`, and only `@dakiya/shared` itself is the one federation-shared
// copy of the store, the API slice and the router.
import {
  AlertToast,
  BrowserRouter,
  I18nProvider,
  LanguageSwitch,
  Logo,
  StoreProvider as Provider,
  createAppStore,
  i18n,
  loadRuntimeConfig,
  startInPreferredLanguage,
} from '@dakiya/shared';

/**
 * Runs one remote on its own (`npm run dev -w booking-app`): its own store, a minimal frame with
 * the logo and the toast, and the remote's routes.
 */
export async function startStandalone(App: ComponentType, appName: string): Promise<void> {
  await Promise.all([loadRuntimeConfig(), startInPreferredLanguage()]);
  const store = createAppStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <BrowserRouter>
            <header style={{ padding: '0.5rem 1rem', borderBottom: '1px solid #e5e7eb' }}>
              <Logo /> <small>{appName} · standalone</small> <LanguageSwitch />
            </header>
            <main>
              <App />
            </main>
            <AlertToast />
          </BrowserRouter>
        </I18nProvider>
      </Provider>
    </StrictMode>,
  );
}
