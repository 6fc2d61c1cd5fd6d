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

const HEADER = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
  minHeight: 'var(--dk-header-height)',
  padding: '0.5rem 1rem',
  borderBottom: '1px solid #e5e7eb',
} as const;

/**
 * Runs one remote on its own (`npm run dev -w booking-app`): its own store, a minimal frame with
 * the logo and the toast, and the remote's routes. The page's root address opens `home`, one of
 * the remote's own screens (`/` belongs to the shell).
 */
export async function startStandalone(
  App: ComponentType,
  appName: string,
  home: string,
): Promise<void> {
  if (window.location.pathname === '/') window.history.replaceState(null, '', home);
  await Promise.all([loadRuntimeConfig(), startInPreferredLanguage()]);
  const store = createAppStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <BrowserRouter>
            {/* Laid out as the composed app's frame: logo on the left, language switch on the
                right, one line. */}
            <header style={HEADER}>
              <span style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', minWidth: 0 }}>
                <Logo /> <small>{appName} · standalone</small>
              </span>
              <LanguageSwitch />
            </header>
            <AlertToast />
            <main>
              <App />
            </main>
          </BrowserRouter>
        </I18nProvider>
      </Provider>
    </StrictMode>,
  );
}
