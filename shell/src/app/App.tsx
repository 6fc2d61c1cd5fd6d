import { BrowserRouter, I18nProvider, StoreProvider, i18n, type AppStore } from '@dakiya/shared';
import { ShellRoutes } from '../features/routing/router';

export function App({ store }: { store: AppStore }) {
  return (
    <StoreProvider store={store}>
      <I18nProvider i18n={i18n}>
        <BrowserRouter>
          <ShellRoutes />
        </BrowserRouter>
      </I18nProvider>
    </StoreProvider>
  );
}
