import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAt } from '@dakiya/shared/src/test/router';
import {
  BrowserRouter,
  Route,
  Routes,
  StoreProvider,
  alertShown,
  createAppStore,
  useLocation,
} from '@dakiya/shared';
import { signedInStore } from '@dakiya/shared/src/test/session';
import { WithI18n } from '@dakiya/shared/src/test/i18n';
import { Frame } from './Frame';
import { ErrorBoundary } from '../../routing/components/ErrorBoundary';
import { ErrorPage } from '../../routing/components/ErrorPage';
import { ShellRoutes } from '../../routing/router';

function renderFrame(path: string, { signedIn = false } = {}) {
  const store = signedIn
    ? signedInStore({
        access: 'a',
        refresh: 'r',
        user: { id: 5, first_name: 'Asha', last_name: 'Rao' },
      })
    : createAppStore();
  // Arrived at `path` from /order-history.
  startAt('/order-history');
  history.pushState(null, '', path);
  render(
    <StoreProvider store={store}>
      <BrowserRouter>
        <ErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
          <Frame>
            <Routes>
              <Route path="/profile" element={<h1>Profile screen</h1>} />
              <Route path="/boom" element={<Boom />} />
              <Route path="*" element={<h1>Some screen</h1>} />
            </Routes>
          </Frame>
        </ErrorBoundary>
        <CurrentPath />
      </BrowserRouter>
    </StoreProvider>,
    { wrapper: WithI18n },
  );
  return { store };
}

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

function Boom(): never {
  throw new Error('kaboom');
}

describe('Frame', () => {
  it('shows the logo and a back arrow that goes back in history', async () => {
    renderFrame('/book');
    expect(screen.getByRole('banner')).toHaveTextContent('Dakiya');
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/book');
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current path')).toHaveTextContent('/order-history'),
    );
  });

  it('suppresses the back arrow where the screen has no way back', () => {
    renderFrame('/send-courier');
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
  });

  it.each(['/tutorial', '/login', '/signup', '/book'])(
    'carries the language switch in the header on %s, as on every screen',
    (path) => {
      renderFrame(path);
      expect(
        within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' }),
      ).toBeVisible();
    },
  );

  it('shows the profile button only when a user id is known', async () => {
    renderFrame('/book');
    expect(screen.queryByRole('button', { name: 'Open profile' })).toBeNull();
  });

  it('the profile button opens /profile', async () => {
    renderFrame('/book', { signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Open profile' }));
    expect(await screen.findByRole('heading', { name: 'Profile screen' })).toBeVisible();
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

  it('puts the toast in the flow under the header, before the screen, and gives the screen its room', () => {
    // jsdom lays nothing out: the top block is as tall as it says, and is measured at once.
    const height = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    height.mockImplementation(function (this: HTMLElement) {
      return { height: this.querySelector('[data-testid="toast"]') ? 121 : 61 } as DOMRect;
    });
    const observed: ResizeObserverCallback[] = [];
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      const { store } = renderFrame('/login');
      act(() => {
        store.dispatch(alertShown('Please Sign Up'));
      });
      act(() => observed.forEach((callback) => callback([], {} as ResizeObserver)));
      const toast = screen.getByTestId('toast');
      const header = screen.getByRole('banner');
      const main = screen.getByRole('main');
      // Header, toast, screen: one after the other in the page, none laid over another.
      expect(header.compareDocumentPosition(toast) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(toast.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(main.contains(toast)).toBe(false);
      // A screen sized to the window under the header leaves room for the toast.
      expect(main.parentElement!.style.getPropertyValue('--dk-header-height')).toBe('121px');
    } finally {
      height.mockRestore();
      globalThis.ResizeObserver = original;
    }
  });

  it('lays neither the toast nor the frame top over the page', () => {
    const css = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
    const toast = css('../../../../../shared/src/ui/AlertToast.module.css');
    expect(toast).not.toMatch(/position:\s*(fixed|absolute)/);
    // The header and toast stick together at the top; only a sticky block keeps its room.
    expect(css('Frame.module.css')).not.toMatch(/position:\s*(fixed|absolute)/);
  });

  it('shows the Unexpected Application Error page when a screen throws', () => {
    const spy = jestSilenceConsole();
    renderFrame('/boom');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error' })).toBeVisible();
    expect(screen.getByText('kaboom')).toBeVisible();
    spy();
  });
});

describe('ShellRoutes', () => {
  it('puts the shell’s own screens inside the frame', () => {
    startAt('/setup');
    render(
      <StoreProvider store={createAppStore()}>
        <BrowserRouter>
          <ShellRoutes />
        </BrowserRouter>
      </StoreProvider>,
      { wrapper: WithI18n },
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Dakiya');
    expect(screen.getByRole('heading', { name: 'Setup' })).toBeVisible();
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
