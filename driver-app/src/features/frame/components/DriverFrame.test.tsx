import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@dakiya/shared/src/test/render';
import {
  HttpResponse,
  TEST_API,
  answer,
  http,
  setupApiServer,
} from '@dakiya/shared/src/test/api-server';
import { DRIVER_LOCAL_KEYS, DRIVER_ROUTES, LOCAL_KEYS } from '@dakiya/domain';
import { signedInDriverStore } from '../../../test/driver-store';
import { aDriverProfile } from '../../../test/fixtures';
import { DriverFrame } from './DriverFrame';

const server = setupApiServer();

const showFrame = () =>
  renderScreen(
    <DriverFrame>
      <p>The screen</p>
    </DriverFrame>,
    { path: DRIVER_ROUTES.requests, store: signedInDriverStore() },
  );

describe('DriverFrame', () => {
  it("shows the driver's name and photo, and the way between requests and earnings", async () => {
    server.use(
      answer('get', '/drivers/me/', 200, {
        data: aDriverProfile({ name: 'Ravi K.', has_photo: true }),
      }).handler,
      http.get(`${TEST_API}/drivers/me/photo/`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer driver-access'
          ? new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), {
              headers: { 'content-type': 'image/jpeg' },
            })
          : HttpResponse.json({ message: 'Please log in again' }, { status: 401 }),
      ),
    );
    const { container } = showFrame();
    expect(await screen.findByText('Ravi K.')).toBeVisible();
    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toBe(
        'data:image/jpeg;base64,/9j/',
      ),
    );
    const nav = screen.getByRole('navigation', { name: 'Driver' });
    expect(screen.getByRole('link', { name: 'Requests' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Earnings' })).toHaveAttribute(
      'href',
      DRIVER_ROUTES.earnings,
    );
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Earnings' }));
    expect(screen.getByText('The screen')).toBeVisible();
  });

  it.each([
    [4.8, '★ 4.8'],
    [null, 'New'],
  ])(
    "shows the driver's rating beside their name: %s as %s, no made-up stars",
    async (rating, shown) => {
      server.use(answer('get', '/drivers/me/', 200, { data: aDriverProfile({ rating }) }).handler);
      showFrame();
      expect(await screen.findByTestId('driver-rating')).toHaveTextContent(shown);
    },
  );

  it("logs the driver out on the server and here, keeping a customer's session", async () => {
    localStorage.setItem(LOCAL_KEYS.access, 'customer-access');
    const logout = answer('post', '/drivers/token/logout/', 200, { message: 'Logged out' });
    server.use(
      answer('get', '/drivers/me/', 200, { data: aDriverProfile() }).handler,
      logout.handler,
    );
    showFrame();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.getByTestId('location')).toHaveTextContent(DRIVER_ROUTES.login);
    await waitFor(() => expect(logout.calls).toEqual([{ refresh: 'driver-refresh' }]));
    expect(localStorage.getItem(DRIVER_LOCAL_KEYS.access)).toBeNull();
    expect(localStorage.getItem(DRIVER_LOCAL_KEYS.refresh)).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.access)).toBe('customer-access');
  });
});
