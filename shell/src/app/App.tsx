import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type AppStore } from '@dakiya/shared';
import { createShellRouter } from '../features/routing/router';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(createShellRouter);
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
