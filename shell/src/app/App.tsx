import { BrowserRouter, StoreProvider, type AppStore } from '@dakiya/shared';
import { ShellRoutes } from '../features/routing/router';

export function App({ store }: { store: AppStore }) {
  return (
    <StoreProvider store={store}>
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </StoreProvider>
  );
}
