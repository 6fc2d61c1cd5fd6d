import type { ReactElement } from 'react';
import { afterEach } from '@jest/globals';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { BrowserRouter, useLocation } from '../routing/router';
import { startAt } from './router';
import { createAppStore, type AppStore } from '../store/create-store';
import { AlertToast } from '../ui/AlertToast';
import { dakiyaApi } from '../api/api-slice';

// A store outlives its test: its cache entries' own work (a live order's polling) would go on
// asking the API in the tests after it. Emptying the cache when the test ends stops that work.
const rendered = new Set<AppStore>();
afterEach(() => {
  for (const store of rendered) store.dispatch(dakiyaApi.util.resetApiState());
  rendered.clear();
});

/** Shows the current path and navigation state, so tests can assert where a screen navigated. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

/**
 * Renders a screen as the composed app would: one store, the i18n provider (English unless the
 * test chose `inLanguage('hi')`), a router at `path`, the global toast, and a probe of the
 * current location.
 */
export function renderScreen(
  ui: ReactElement,
  {
    path = '/',
    state,
    store = createAppStore(),
  }: { path?: string; state?: unknown; store?: AppStore } = {},
) {
  startAt(path, state);
  rendered.add(store);
  const result = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <BrowserRouter>
          {ui}
          <LocationProbe />
          <AlertToast />
        </BrowserRouter>
      </I18nProvider>
    </Provider>,
  );
  return { ...result, store };
}
