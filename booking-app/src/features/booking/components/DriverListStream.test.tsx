import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInStore } from '@dakiya/shared/src/test/session';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { FakeEventSource } from '@dakiya/shared/src/test/fake-event-source';
import {
  answer,
  setupApiServer,
  http,
  HttpResponse,
  TEST_API,
} from '@dakiya/shared/src/test/api-server';
import { aCurrentUser, aDriverOffer, aRide } from '@dakiya/test-kit/msw';
import BookingApp from '../../../app/App';
import { fakeMaps } from '../../maps/test/fake-maps';

const ME = aCurrentUser({ id: 7, first_name: 'Asha', email: 'a@b.co', area: null });
let polls = 0;
const server = setupApiServer(
  answer('get', '/me/', 200, { data: ME }).handler,
  answer('get', '/me/addresses/', 200, { results: [] }).handler,
  answer('get', '/bargaining/rides/60/', 200, aRide({ id: 60 })).handler,
  http.post(`${TEST_API}/bargaining/orders/60/stream-token/`, () =>
    HttpResponse.json({ token: 'ride-60-token', expires_in: 120 }, { status: 201 }),
  ),
  http.get(`${TEST_API}/bargaining/RideGet/60/`, () => {
    polls += 1;
    return HttpResponse.json([]);
  }),
);
beforeEach(() => {
  FakeEventSource.install();
  polls = 0;
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: () => undefined },
  });
});

/** /send-courier after a reload with request 60 open: the list reads it once and follows it. */
async function openList() {
  sessionStorage.setItem('rideRequest', '60');
  const view = renderScreen(<BookingApp maps={fakeMaps()} />, {
    path: '/send-courier',
    store: signedInStore({
      access: 'token',
      refresh: 'r',
      user: { id: 7, first_name: 'Asha', last_name: 'Rao' },
    }),
  });
  const dialog = await screen.findByRole('dialog', { name: "Drivers' offers" });
  await waitFor(() => expect(FakeEventSource.opened.length).toBe(1));
  const stream = FakeEventSource.latest();
  stream.open();
  return { ...view, dialog, stream };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the drivers' list on the ride's offer stream", () => {
  it('shows the offers the stream pushes and does not poll while it is up', async () => {
    const { dialog, stream } = await openList();
    expect(stream.url).toBe(`${TEST_API}/bargaining/RideGet/60/events/?token=ride-60-token`);
    await waitFor(() => expect(polls).toBe(1)); // the list's first read
    stream.push('offers', [aDriverOffer({ userRide: 60, driver_name: 'Ravi Kumar' })]);
    expect(await within(dialog).findByText('Ravi Kumar')).toBeVisible();
    await wait(2500);
    expect(polls).toBe(1);
  });

  it('polls every second while the stream is down, and stops once it is back', async () => {
    const { stream } = await openList();
    await waitFor(() => expect(polls).toBe(1));
    stream.fail();
    await waitFor(() => expect(polls).toBeGreaterThanOrEqual(3), { timeout: 3500 });
    stream.open();
    const afterBackUp = polls + 1; // one read of what was missed
    await waitFor(() => expect(polls).toBe(afterBackUp));
    await wait(2000);
    expect(polls).toBe(afterBackUp);
  });

  it('closes the stream when the list closes', async () => {
    const { dialog, stream } = await openList();
    await waitFor(() => expect(polls).toBe(1));
    server.use(
      http.post(`${TEST_API}/bargaining/rides/60/cancel/`, () =>
        HttpResponse.json(aRide({ id: 60, status: 'cancelled' })),
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(stream.closed).toBe(true));
  });
});
