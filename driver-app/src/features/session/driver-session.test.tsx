import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { HttpResponse, TEST_API, http, setupApiServer } from '@dakiya/shared/src/test/api-server';
import { DRIVER_LOCAL_KEYS, DRIVER_ROUTES, LOCAL_KEYS } from '@dakiya/domain';
import { Route, Routes } from '@dakiya/shared';
import { DriverScreen } from '../frame/components/DriverScreen';
import { DriverLoginPage } from '../login/components/DriverLoginPage';
import { signedInDriverStore } from '../../test/driver-store';
import { aDriverProfile } from '../../test/fixtures';

const server = setupApiServer();

/** /drivers/me/ answers only the renewed token; the driver's refresh answers `refreshReply`. */
function serve(refreshReply: () => Response) {
  const refreshes: unknown[] = [];
  server.use(
    http.get(`${TEST_API}/drivers/me/`, ({ request }) =>
      request.headers.get('authorization') === 'Bearer renewed-access'
        ? HttpResponse.json({ data: aDriverProfile({ name: 'Ravi Renewed' }) })
        : HttpResponse.json(
            { code: 'logInAgain', message: 'Please log in again' },
            { status: 401 },
          ),
    ),
    http.post(`${TEST_API}/drivers/token/refresh/`, async ({ request }) => {
      refreshes.push(await request.json());
      return refreshReply();
    }),
  );
  return refreshes;
}

/** A signed-in driver's screen (its frame asks who is signed in) and the login. */
const showScreen = () =>
  renderScreen(
    <Routes>
      <Route path={DRIVER_ROUTES.login} element={<DriverLoginPage />} />
      <Route
        path="*"
        element={
          <DriverScreen>
            <p>A driver&apos;s screen</p>
          </DriverScreen>
        }
      />
    </Routes>,
    { path: DRIVER_ROUTES.requests, store: signedInDriverStore() },
  );

describe("the driver's session", () => {
  it('renews itself on a 401 with the rotating refresh token, and keeps the new pair', async () => {
    localStorage.setItem(LOCAL_KEYS.refresh, 'customer-refresh');
    const refreshes = serve(() =>
      HttpResponse.json({ access: 'renewed-access', refresh: 'rotated-refresh' }),
    );
    showScreen();
    expect(await screen.findByText('Ravi Renewed')).toBeVisible();
    expect(refreshes).toEqual([{ refresh: 'driver-refresh' }]);
    expect(localStorage.getItem(DRIVER_LOCAL_KEYS.refresh)).toBe('rotated-refresh');
    expect(localStorage.getItem(LOCAL_KEYS.refresh)).toBe('customer-refresh');
  });

  it('ends when the refresh is refused: the login says so', async () => {
    serve(() => HttpResponse.json({ message: 'Please log in again' }, { status: 401 }));
    showScreen();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(DRIVER_ROUTES.login),
    );
    expect(screen.getByText('Your session has ended. Please log in again.')).toBeVisible();
    expect(localStorage.getItem(DRIVER_LOCAL_KEYS.access)).toBeNull();
  });
});
