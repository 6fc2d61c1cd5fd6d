import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Route, Routes, useLocation } from '../routing/router';
import { MemoryRouter } from './router';
import { createAppStore, type AppStore } from '../store/create-store';
import { AlertToast } from '../ui/AlertToast';

/** Shows the current path and navigation state, so tests can assert where a screen navigated. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

/**
 * Renders a screen as the composed app would: one store, a router at `path`, the global toast,
 * and a probe of the current location.
 */
export function renderScreen(
  ui: ReactElement,
  {
    path = '/',
    state,
    store = createAppStore(),
  }: { path?: string; state?: unknown; store?: AppStore } = {},
) {
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
        <AlertToast />
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}
