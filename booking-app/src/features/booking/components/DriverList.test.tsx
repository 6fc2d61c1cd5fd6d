import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInStore } from '@dakiya/shared/src/test/session';
import { renderScreen } from '@dakiya/shared/src/test/render';
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
const server = setupApiServer(
  answer('get', '/me/', 200, { data: ME }).handler,
  // The place fields offer saved addresses: this customer has none.
  answer('get', '/me/addresses/', 200, { results: [] }).handler,
);
beforeEach(() => {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: () => undefined },
  });
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** /send-courier after a reload with request `id` open (its id kept in session storage). */
function reloadWithOpenRequest(id: number, offers: ReturnType<typeof aDriverOffer>[] = []) {
  sessionStorage.setItem('rideRequest', String(id));
  let polls = 0;
  server.use(
    http.get(`${TEST_API}/bargaining/RideGet/${id}/`, () => {
      polls += 1;
      return HttpResponse.json(offers);
    }),
  );
  renderScreen(<BookingApp maps={fakeMaps()} />, {
    path: '/send-courier',
    store: signedInStore({
      access: 'token',
      refresh: 'r',
      user: { id: 7, first_name: 'Asha', last_name: 'Rao' },
    }),
  });
  return { polls: () => polls };
}

describe("the drivers' list", () => {
  it('a reload resumes the open request: the list reopens and polls it', async () => {
    server.use(answer('get', '/bargaining/rides/60/', 200, aRide({ id: 60 })).handler);
    const { polls } = reloadWithOpenRequest(60, [aDriverOffer({ userRide: 60 })]);
    const dialog = await screen.findByRole('dialog', { name: "Drivers' offers" });
    expect(await within(dialog).findByText('Ravi Kumar')).toBeVisible();
    await waitFor(() => expect(polls()).toBeGreaterThan(1), { timeout: 3000 });
  });

  it('closing with no offers cancels the request at once and forgets it', async () => {
    server.use(answer('get', '/bargaining/rides/61/', 200, aRide({ id: 61 })).handler);
    const cancelled = answer(
      'post',
      '/bargaining/rides/61/cancel/',
      200,
      aRide({ id: 61, status: 'cancelled', cancelled_by: 'customer' }),
    );
    server.use(cancelled.handler);
    reloadWithOpenRequest(61);
    const dialog = await screen.findByRole('dialog', { name: "Drivers' offers" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(cancelled.calls[0]).toEqual({ reason: 'Closed the drivers list' }));
    await waitFor(() => expect(sessionStorage.getItem('rideRequest')).toBeNull());
    expect(screen.queryByRole('dialog', { name: "Drivers' offers" })).toBeNull();
  });

  it('after a wait with no offer: Raise your offer updates the open request; Keep waiting hides the prompt', async () => {
    server.use(
      answer('get', '/bargaining/rides/62/', 200, aRide({ id: 62, created_at: minutesAgo(2) }))
        .handler,
    );
    const raised = answer(
      'patch',
      '/bargaining/rides/62/',
      200,
      aRide({ id: 62, offer_fare: 450 }),
    );
    server.use(raised.handler);
    reloadWithOpenRequest(62);
    const dialog = await screen.findByRole('dialog', { name: "Drivers' offers" });
    expect(await within(dialog).findByText(/No driver has answered yet/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep waiting' }));
    expect(within(dialog).queryByText(/No driver has answered yet/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Raise your offer' })).toBeNull();
  });

  it('Raise your offer opens the offer popup, whose Submit raises the open request’s fare', async () => {
    server.use(
      answer('get', '/bargaining/rides/63/', 200, aRide({ id: 63, created_at: minutesAgo(2) }))
        .handler,
    );
    const raised = answer(
      'patch',
      '/bargaining/rides/63/',
      200,
      aRide({ id: 63, offer_fare: 450 }),
    );
    server.use(raised.handler);
    for (const [key, address] of [
      ['pickup', 'MG Road'],
      ['drop', 'Hosūr'],
    ])
      sessionStorage.setItem(key!, JSON.stringify({ address, position: { lat: 12.9, lng: 77.6 } }));
    reloadWithOpenRequest(63);
    const dialog = await screen.findByRole('dialog', { name: "Drivers' offers" });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Raise your offer' }));
    const popup = await screen.findByRole('dialog', { name: 'Offer Your Fare' });
    await userEvent.type(within(popup).getByLabelText('Your fare (₹)'), '450');
    await userEvent.click(within(popup).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(raised.calls[0]).toEqual({ offer_fare: 450 }));
  });

  it('says so when the request expires, and Try again looks with the same request anew', async () => {
    server.use(
      answer('get', '/bargaining/rides/64/', 200, aRide({ id: 64, status: 'expired' })).handler,
      answer('get', '/bargaining/rides/65/', 200, aRide({ id: 65 })).handler,
      answer('get', '/bargaining/RideGet/65/', 200, []).handler,
    );
    const retried = answer('post', '/bargaining/rides/64/retry/', 201, aRide({ id: 65 }));
    server.use(retried.handler);
    reloadWithOpenRequest(64);
    const dialog = await screen.findByRole('dialog', { name: "Drivers' offers" });
    expect(
      await within(dialog).findByText('No driver accepted in time: your request has expired.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sessionStorage.getItem('rideRequest')).toBe('65'));
    expect(await within(dialog).findByText('Waiting for drivers')).toBeVisible();
  });

  it('lists the lowest fare first, then the best rated, then the nearest, and says so; ratings with one decimal', async () => {
    server.use(answer('get', '/bargaining/rides/66/', 200, aRide({ id: 66 })).handler);
    reloadWithOpenRequest(66, [
      aDriverOffer({ id: 1, driver_name: 'Near', driveroffer: 760, timeMins: 2 }),
      aDriverOffer({ id: 2, driver_name: 'Four', driveroffer: 720, overall_experience_rating: 4 }),
      aDriverOffer({
        id: 3,
        driver_name: 'Best',
        driveroffer: 720,
        overall_experience_rating: 4.4,
      }),
    ]);
    const dialog = await screen.findByRole('dialog', { name: "Drivers' offers" });
    await within(dialog).findByText('Near');
    const cards = within(dialog).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Offer from Best',
      'Offer from Four',
      'Offer from Near',
    ]);
    expect(cards[1]).toHaveTextContent('★ 4.0');
    expect(cards[0]).toHaveTextContent('★ 4.4');
    expect(
      within(dialog).getByText('Lowest fare first, then the best rated, then the nearest.'),
    ).toBeVisible();
  });
});
