import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import {
  RouterProvider,
  createMemoryRouter,
  alertShown,
  createAppStore,
  loggedIn,
} from '@dakiya/shared';
import { Frame } from './Frame';
import { ErrorPage } from '../../routing/components/ErrorPage';

function renderFrame(path: string, { signedIn = false } = {}) {
  const store = createAppStore();
  if (signedIn)
    store.dispatch(
      loggedIn({
        access: 'a',
        refresh: 'r',
        user: { id: 5, first_name: 'Asha', last_name: 'Rao' },
      }),
    );
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        errorElement: <ErrorPage />,
        children: [
          { path: '/profile', element: <h1>Profile screen</h1> },
          { path: '/boom', element: <Boom /> },
          { path: '*', element: <h1>Some screen</h1> },
        ],
      },
    ],
    { initialEntries: ['/order-history', path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

function Boom(): never {
  throw new Error('kaboom');
}

describe('Frame', () => {
  it('shows the logo and a back arrow that goes back in history', async () => {
    const { router } = renderFrame('/book');
    expect(screen.getByRole('banner')).toHaveTextContent('Dakiya');
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(router.state.location.pathname).toBe('/order-history');
  });

  it('suppresses the back arrow where the screen has no way back', () => {
    renderFrame('/send-courier');
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
  });

  it('shows the profile button only when a user id is known', async () => {
    renderFrame('/book');
    expect(screen.queryByRole('button', { name: 'Open profile' })).toBeNull();
  });

  it('the profile button opens /profile', async () => {
    renderFrame('/book', { signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Open profile' }));
    expect(screen.getByRole('heading', { name: 'Profile screen' })).toBeVisible();
  });

  it('announces alerts in a live region', () => {
    const { store } = renderFrame('/book');
    act(() => {
      store.dispatch(alertShown('Customer care number copied'));
    });
    const status = screen
      .getAllByRole('status')
      .find((el) => el.getAttribute('aria-live') === 'polite');
    expect(status).toHaveTextContent('Customer care number copied');
  });

  it('shows the Unexpected Application Error page when a screen throws', () => {
    const spy = jestSilenceConsole();
    renderFrame('/boom');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error' })).toBeVisible();
    expect(screen.getByText('kaboom')).toBeVisible();
    spy();
  });
});

/** React logs caught render errors; keep the test output readable. */
function jestSilenceConsole() {
  const original = console.error;
  console.error = () => undefined;
  return () => {
    console.error = original;
  };
}
