import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { HttpResponse, TEST_API, http, setupApiServer } from '@dakiya/shared/src/test/api-server';
import { FakeEventSource } from '@dakiya/shared/src/test/fake-event-source';
import { DRIVER_ROUTES, ORDER_HISTORY_PAGE_SIZE } from '@dakiya/domain';
import DriverApp from '../../../app/App';
import { signedInDriverStore } from '../../../test/driver-store';
import { aDriverFeed, aDriverProfile } from '../../../test/fixtures';
import { FakeGeolocation } from '../../../test/fake-geolocation';

/** The positions and statuses the API was sent, in order. */
let positions: unknown[];
let statuses: unknown[];

setupApiServer(
  http.get(`${TEST_API}/drivers/me/`, () =>
    HttpResponse.json({ data: aDriverProfile({ online: false }) }),
  ),
  http.put(`${TEST_API}/drivers/me/status/`, async ({ request }) => {
    const body = (await request.json()) as { online: boolean };
    statuses.push(body);
    return HttpResponse.json({ data: { id: 5, online: body.online, lat: null, lng: null } });
  }),
  http.put(`${TEST_API}/drivers/me/position/`, async ({ request }) => {
    positions.push(await request.json());
    return HttpResponse.json({ ok: true });
  }),
  http.get(`${TEST_API}/drivers/me/feed/`, () => HttpResponse.json(aDriverFeed())),
  http.post(`${TEST_API}/drivers/me/feed/stream-token/`, () =>
    HttpResponse.json({ token: 'feed-ticket', expires_in: 120 }, { status: 201 }),
  ),
  http.get(`${TEST_API}/drivers/me/earnings/`, () =>
    HttpResponse.json({ day: '2026-11-24', trips: 0, amount: 0 }),
  ),
  http.get(`${TEST_API}/drivers/me/trips/`, () =>
    HttpResponse.json({ count: 0, page: 1, page_size: ORDER_HISTORY_PAGE_SIZE, results: [] }),
  ),
  http.post(`${TEST_API}/drivers/token/logout/`, () =>
    HttpResponse.json({ message: 'Logged out' }),
  ),
);
let geolocation: FakeGeolocation;
beforeEach(() => {
  positions = [];
  statuses = [];
  FakeEventSource.install();
  geolocation = FakeGeolocation.install();
});

/** The signed-in driver's requests screen, then online at Indiranagar. */
async function onlineOnRequests() {
  renderScreen(<DriverApp />, { path: DRIVER_ROUTES.requests, store: signedInDriverStore() });
  await userEvent.click(await screen.findByRole('button', { name: 'Go online' }));
  await geolocation.moveTo(12.97, 77.64);
  expect(await screen.findByText(/You are online/)).toBeVisible();
}

const openFromNav = async (name: string) => userEvent.click(screen.getByRole('link', { name }));

describe('the driver position watch', () => {
  it('goes on posting from the earnings screen while online, and ends when the driver goes offline', async () => {
    await onlineOnRequests();
    expect(geolocation.watching).toBe(1);

    await openFromNav('Earnings');
    expect(await screen.findByRole('heading', { name: 'Earnings' })).toBeVisible();
    // About 110 m on: the server must hear of it, whichever screen is open.
    await geolocation.moveTo(12.971, 77.64);
    await waitFor(() => expect(positions).toEqual([{ lat: 12.971, lng: 77.64 }]));
    expect(geolocation.watching).toBe(1);

    await openFromNav('Requests');
    expect(await screen.findByText(/You are online/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go offline' }));
    await waitFor(() => expect(statuses).toHaveLength(2));
    expect(statuses[1]).toEqual({ online: false });
    expect(geolocation.watching).toBe(0);
    await geolocation.moveTo(12.98, 77.64);
    expect(positions).toHaveLength(1);
  });

  it('posts the last position of a quick move once the window allows, though the phone stops there', async () => {
    await onlineOnRequests();
    // The fix that went online and this one fill the window of DRIVER_POSITION_POSTS (2 in 3 s).
    await geolocation.moveTo(12.971, 77.64);
    await geolocation.moveTo(12.972, 77.64);
    await geolocation.moveTo(12.973, 77.64);
    await waitFor(() => expect(positions).toEqual([{ lat: 12.971, lng: 77.64 }]));
    // No further fix comes: the phone lies still at the last one, which is posted all the same.
    await waitFor(
      () =>
        expect(positions).toEqual([
          { lat: 12.971, lng: 77.64 },
          { lat: 12.973, lng: 77.64 },
        ]),
      { timeout: 4000 },
    );
  });

  it('drops a waiting position once a newer fix says the phone is back where it was posted', async () => {
    await onlineOnRequests();
    await geolocation.moveTo(12.971, 77.64);
    await geolocation.moveTo(12.975, 77.64); // past the window: waits
    await geolocation.moveTo(12.97101, 77.64); // a metre from the last post: nothing to send
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(positions).toEqual([{ lat: 12.971, lng: 77.64 }]);
  });

  it('ends when the driver logs out', async () => {
    await onlineOnRequests();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.getByTestId('location')).toHaveTextContent(DRIVER_ROUTES.login);
    expect(geolocation.watching).toBe(0);
  });
});
