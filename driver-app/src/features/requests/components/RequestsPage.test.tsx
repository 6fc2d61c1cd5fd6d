import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { inLanguage } from '@dakiya/shared/src/test/i18n';
import { HttpResponse, TEST_API, http, setupApiServer } from '@dakiya/shared/src/test/api-server';
import { FakeEventSource } from '@dakiya/shared/src/test/fake-event-source';
import { DRIVER_ROUTES, type DriverFeed } from '@dakiya/domain';
import DriverApp from '../../../app/App';
import { signedInDriverStore } from '../../../test/driver-store';
import {
  aDriverFeed,
  aDriverOwnOffer,
  aDriverProfile,
  aDriverRequest,
} from '../../../test/fixtures';
import { FakeGeolocation } from '../../../test/fake-geolocation';

const INDIRANAGAR = aDriverRequest();
const WHITEFIELD = aDriverRequest({
  id: 32,
  type: 'PICKUP_8FT',
  pickup_locality: 'Whitefield',
  drop_locality: 'Hebbal',
  pickup_km: 4.5,
  trip_km: 21,
  weight_kg: 60,
  offer_fare: 900,
  estimate_fare: null,
});

/** What the API was sent, by request: method, path, body and the bearer token. */
let sent: { what: string; body: unknown; authorization: string | null }[];
let feedAnswer: DriverFeed;
let profileOnline = false;

const record = async (request: Request) => {
  const url = new URL(request.url);
  sent.push({
    what: `${request.method} ${url.pathname}`,
    body: request.headers.get('content-type')?.includes('json')
      ? await request.clone().json()
      : null,
    authorization: request.headers.get('authorization'),
  });
};

const server = setupApiServer(
  http.get(`${TEST_API}/drivers/me/`, () =>
    HttpResponse.json({ data: aDriverProfile({ online: profileOnline }) }),
  ),
  http.put(`${TEST_API}/drivers/me/status/`, async ({ request }) => {
    await record(request);
    const body = (await request.clone().json()) as { online: boolean };
    return HttpResponse.json({ data: { id: 5, online: body.online, lat: null, lng: null } });
  }),
  http.put(`${TEST_API}/drivers/me/position/`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ ok: true });
  }),
  http.get(`${TEST_API}/drivers/me/feed/`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(feedAnswer);
  }),
  http.post(`${TEST_API}/drivers/me/feed/stream-token/`, () =>
    HttpResponse.json({ token: 'feed-ticket', expires_in: 120 }, { status: 201 }),
  ),
  http.post(`${TEST_API}/drivers/me/rides/:rideId/offers/`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(
      {
        id: 70,
        userRide: 31,
        rideId: '31',
        driver_name: 'Ravi Kumar',
        driveroffer: 140,
        vehicle: '2 wheeler',
        car: 'Honda Activa · KA 01 AB 1234',
        timeMins: 4,
        overall_experience_rating: 4.8,
        distance_away: 1.2,
      },
      { status: 201 },
    );
  }),
);
let geolocation: FakeGeolocation;
beforeEach(() => {
  sent = [];
  feedAnswer = aDriverFeed();
  profileOnline = false;
  FakeEventSource.install();
  geolocation = FakeGeolocation.install();
});

/** A card's facts, term by term, as the driver reads them. */
const facts = (card: HTMLElement) =>
  Object.fromEntries(
    [...card.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );

const sentTo = (what: string) => sent.filter((request) => request.what === what);

const showRequests = () =>
  renderScreen(<DriverApp />, { path: DRIVER_ROUTES.requests, store: signedInDriverStore() });

/** Online at Indiranagar, with the feed's stream open. */
async function goOnline() {
  await userEvent.click(await screen.findByRole('button', { name: 'Go online' }));
  expect(screen.getByText('Finding where you are…')).toBeVisible();
  await geolocation.moveTo(12.97, 77.64);
  expect(await screen.findByText(/You are online/)).toBeVisible();
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  return FakeEventSource.latest();
}

describe('RequestsPage', () => {
  it('goes online with the first position, then shows the requests the feed pushes', async () => {
    showRequests();
    const stream = await goOnline();
    expect(sentTo('PUT /drivers/me/status/')).toEqual([
      {
        what: 'PUT /drivers/me/status/',
        body: { online: true, lat: 12.97, lng: 77.64 },
        authorization: 'Bearer driver-access',
      },
    ]);
    expect(sentTo('GET /drivers/me/feed/')).toHaveLength(1);
    expect(stream.url).toBe(`${TEST_API}/drivers/me/feed/events/?lang=en&token=feed-ticket`);
    expect(await screen.findByText('No requests near you right now.')).toBeVisible();

    stream.push('feed', aDriverFeed({ rides: [INDIRANAGAR, WHITEFIELD] }));
    const first = await screen.findByRole('article', { name: 'Indiranagar to Koramangala' });
    expect(within(first).getByText('Parcel')).toBeVisible();
    expect(facts(first)).toEqual({
      'To pickup': '1.2 km',
      Trip: '6.4 km',
      Weight: '3 kg',
      'Customer offers': '₹120',
      Estimate: '₹140',
      'Open until': expect.stringMatching(/^\d{1,2}:\d{2}/),
    });
    const second = screen.getByRole('article', { name: 'Whitefield to Hebbal' });
    expect(within(second).getByText('8ft Pickup Truck')).toBeVisible();
    expect(facts(second)).toMatchObject({ 'Customer offers': '₹900', Estimate: '–' });
  });

  it("offers the customer's fare +₹20 and shows where the offer stands as the feed moves", async () => {
    showRequests();
    const stream = await goOnline();
    stream.push('feed', aDriverFeed({ rides: [INDIRANAGAR] }));
    const card = await screen.findByRole('article', { name: 'Indiranagar to Koramangala' });

    await userEvent.click(within(card).getByRole('button', { name: /^\+₹20/ }));
    await waitFor(() => expect(sentTo('POST /drivers/me/rides/31/offers/')).toHaveLength(1));
    expect(sentTo('POST /drivers/me/rides/31/offers/')[0]!.body).toEqual({ fare: 140 });
    expect(
      await within(card).findByText('You offered ₹140 · Waiting for the customer'),
    ).toBeVisible();

    for (const [state, text] of [
      ['declined', 'The customer took another offer'],
      ['withdrawn', 'Withdrawn'],
      ['expired', 'Expired: the request closed'],
    ] as const) {
      stream.push(
        'feed',
        aDriverFeed({ rides: [INDIRANAGAR], offers: [aDriverOwnOffer({ state })] }),
      );
      expect(await within(card).findByText(`You offered ₹140 · ${text}`)).toBeVisible();
    }
  });

  it('once offered, the card offers only a change of fare, never the fare already offered', async () => {
    showRequests();
    const stream = await goOnline();
    stream.push('feed', aDriverFeed({ rides: [INDIRANAGAR] }));
    const card = await screen.findByRole('article', { name: 'Indiranagar to Koramangala' });
    await userEvent.click(within(card).getByRole('button', { name: 'Offer ₹120' }));
    expect(
      await within(card).findByText('You offered ₹120 · Waiting for the customer'),
    ).toBeVisible();
    // Nothing that looks as if the offer was not made.
    expect(within(card).queryByRole('button', { name: 'Offer ₹120' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^\+₹/ })).toBeNull();

    const change = within(card).getByRole('button', { name: 'Change your offer' });
    expect(change).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(change);
    expect(change).toHaveAttribute('aria-expanded', 'true');
    const fares = within(card).getByRole('group', { name: 'Change your offer' });
    expect(within(fares).queryByRole('button', { name: 'Offer ₹120' })).toBeNull();
    await userEvent.click(within(fares).getByRole('button', { name: /^\+₹50/ }));
    expect(
      await within(card).findByText('You offered ₹170 · Waiting for the customer'),
    ).toBeVisible();
    expect(sentTo('POST /drivers/me/rides/31/offers/').map((request) => request.body)).toEqual([
      { fare: 120 },
      { fare: 170 },
    ]);
    expect(within(card).getByRole('button', { name: 'Change your offer' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    // The same fare typed in is refused here, not sent.
    await userEvent.click(within(card).getByRole('button', { name: 'Change your offer' }));
    await userEvent.type(within(card).getByLabelText('Your own fare (₹)'), '170');
    await userEvent.click(within(card).getByRole('button', { name: 'Offer' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'You already offered ₹170: enter another fare',
    );
    expect(sentTo('POST /drivers/me/rides/31/offers/')).toHaveLength(2);

    // Accepted: nothing left to offer.
    stream.push(
      'feed',
      aDriverFeed({ rides: [INDIRANAGAR], offers: [aDriverOwnOffer({ state: 'accepted' })] }),
    );
    expect(
      await within(card).findByText('You offered ₹140 · Accepted: your trip is starting'),
    ).toBeVisible();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('recent offers: an accepted offer whose trip is over says it ended, as the feed says so', async () => {
    showRequests();
    const stream = await goOnline();
    const recent = () => screen.getByRole('region', { name: 'Your recent offers' });
    stream.push('feed', aDriverFeed({ offers: [aDriverOwnOffer({ state: 'declined' })] }));
    await waitFor(() =>
      expect(recent()).toHaveTextContent('₹140: The customer took another offer'),
    );
    // Delivered (or cancelled): the API still calls the offer accepted, with no trip under way.
    stream.push('feed', aDriverFeed({ offers: [aDriverOwnOffer({ state: 'accepted' })] }));
    await waitFor(() => expect(recent()).toHaveTextContent('₹140: Accepted: the trip has ended'));
    expect(recent()).not.toHaveTextContent('your trip is starting');
  });

  it("takes an amount of the driver's own, never below the customer's fare", async () => {
    showRequests();
    const stream = await goOnline();
    stream.push('feed', aDriverFeed({ rides: [INDIRANAGAR] }));
    const card = await screen.findByRole('article', { name: 'Indiranagar to Koramangala' });
    const fare = within(card).getByLabelText('Your own fare (₹)');

    await userEvent.type(fare, '100');
    await userEvent.click(within(card).getByRole('button', { name: 'Offer' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(
      "Offer at least the customer's fare, ₹120",
    );
    expect(fare).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo('POST /drivers/me/rides/31/offers/')).toHaveLength(0);

    await userEvent.clear(fare);
    await userEvent.type(fare, '175');
    await userEvent.click(within(card).getByRole('button', { name: 'Offer' }));
    await waitFor(() =>
      expect(sentTo('POST /drivers/me/rides/31/offers/').map((request) => request.body)).toEqual([
        { fare: 175 },
      ]),
    );
  });

  it('goes to the trip when a customer accepts', async () => {
    // The trip screen (features/trip) asks for the trip there; its answer is not this test's.
    server.use(
      http.get(`${TEST_API}/drivers/me/trip/`, () =>
        HttpResponse.json({ message: 'No trip' }, { status: 404 }),
      ),
    );
    showRequests();
    const stream = await goOnline();
    stream.push(
      'feed',
      aDriverFeed({ offers: [aDriverOwnOffer({ state: 'accepted' })], trip_id: 31 }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(DRIVER_ROUTES.trip),
    );
  });

  it('sends later positions only when the phone moved, and at most twice in 3 seconds', async () => {
    showRequests();
    await goOnline();
    // 5 m: GPS jitter, not sent.
    await geolocation.moveTo(12.970045, 77.64);
    // About 110 m and 220 m on: the first is sent, the second is the window's second post.
    await geolocation.moveTo(12.971, 77.64);
    await geolocation.moveTo(12.972, 77.64);
    // A third move within the same 3 seconds waits.
    await geolocation.moveTo(12.973, 77.64);
    await waitFor(() => expect(sentTo('PUT /drivers/me/position/')).toHaveLength(1));
    expect(sentTo('PUT /drivers/me/position/').map((request) => request.body)).toEqual([
      { lat: 12.971, lng: 77.64 },
    ]);
  });

  it('says what to do when the location permission is refused, and stays offline', async () => {
    showRequests();
    await userEvent.click(await screen.findByRole('button', { name: 'Go online' }));
    await geolocation.fail(1);
    expect(screen.getByText(/Dakiya cannot see your location/)).toHaveTextContent(
      "Allow location for this site in your browser's settings",
    );
    expect(screen.getByRole('button', { name: 'Go online' })).toBeVisible();
    expect(geolocation.watching).toBe(0);
    expect(sentTo('PUT /drivers/me/status/')).toHaveLength(0);
  });

  it('says so while the phone cannot find its position, and goes on trying', async () => {
    showRequests();
    await userEvent.click(await screen.findByRole('button', { name: 'Go online' }));
    await geolocation.fail(2);
    expect(screen.getByText(/Your phone cannot find where you are yet/)).toBeVisible();
    expect(geolocation.watching).toBe(1);
    await geolocation.moveTo(12.97, 77.64);
    expect(await screen.findByText(/You are online/)).toBeVisible();
    expect(screen.queryByText(/Your phone cannot find where you are yet/)).toBeNull();
  });

  it('going offline stops the position watch and the stream', async () => {
    showRequests();
    const stream = await goOnline();
    stream.push('feed', aDriverFeed({ rides: [INDIRANAGAR] }));
    await userEvent.click(screen.getByRole('button', { name: 'Go offline' }));
    await waitFor(() => expect(sentTo('PUT /drivers/me/status/')).toHaveLength(2));
    expect(sentTo('PUT /drivers/me/status/')[1]!.body).toEqual({ online: false });
    expect(geolocation.watching).toBe(0);
    await waitFor(() => expect(stream.closed).toBe(true));
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByText('You are offline. Go online to see requests near you.')).toBeVisible();
  });

  it('takes a driver the server has online (a reload) online again', async () => {
    profileOnline = true;
    showRequests();
    await waitFor(() => expect(geolocation.watching).toBe(1));
    await geolocation.moveTo(12.97, 77.64);
    expect(await screen.findByText(/You are online/)).toBeVisible();
  });

  it('reads in Hindi', async () => {
    inLanguage('hi');
    showRequests();
    expect(await screen.findByRole('button', { name: 'ऑनलाइन हों' })).toBeVisible();
    expect(screen.getByText('आप ऑफ़लाइन हैं। अपने पास के अनुरोध देखने के लिए ऑनलाइन हों।')).toBeVisible();
  });
});
