import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInStore } from '@dakiya/shared/src/test/session';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { inLanguage } from '@dakiya/shared/src/test/i18n';
import {
  answer,
  setupApiServer,
  http,
  HttpResponse,
  TEST_API,
} from '@dakiya/shared/src/test/api-server';
import { aCurrentUser, aDriverOffer, aQuotation, aRide, anOrder } from '@dakiya/test-kit/msw';
import BookingApp from '../../../app/App';
import { fakeMaps } from '../../maps/test/fake-maps';
import type { MapsProvider } from '../../maps/maps-provider';

const ME = aCurrentUser({ id: 7, first_name: 'Asha', email: 'a@b.co', area: null });
const server = setupApiServer(
  answer('get', '/me/', 200, { data: ME }).handler,
  // The place fields offer saved addresses: this customer has none.
  answer('get', '/me/addresses/', 200, { results: [] }).handler,
);

const QUOTE = aQuotation({
  id: 31,
  parcel_type: 'PARCEL',
  distance: 12.5,
  estimated_amount: 339.6,
});

function grantLocation() {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 12.9756, longitude: 77.6066 } } as GeolocationPosition),
    },
  });
}

function renderBooking(maps: MapsProvider = fakeMaps()) {
  const store = signedInStore({
    access: 'token',
    refresh: 'r',
    user: { id: 7, first_name: 'Asha', last_name: 'Rao' },
  });
  return renderScreen(<BookingApp maps={maps} />, { path: '/send-courier', store });
}

async function chooseDrop(text = 'Hos', option = 'Hosūr, India') {
  await userEvent.type(screen.getByRole('combobox', { name: 'Drop' }), text);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

function quotationApi(quote = QUOTE) {
  const created = answer('post', '/quotations/prices/', 201, { data: quote });
  server.use(
    created.handler,
    answer('get', `/quotations/prices/${quote.id}/`, 200, { data: quote }).handler,
  );
  return created;
}

async function quoteParcel() {
  await chooseDrop();
  await userEvent.click(screen.getByRole('button', { name: 'Parcel' }));
  await userEvent.click(screen.getByRole('button', { name: 'Medium 50x50' }));
  await userEvent.type(screen.getByLabelText('Weight (KG)'), '6');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByTestId('estimate');
}

describe('send-courier', () => {
  beforeEach(() => {
    grantLocation();
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  it('fills pickup from the device position and keeps pickup and drop in session storage', async () => {
    renderBooking();
    expect(await screen.findByDisplayValue('MG Road, Bengaluru, Karnataka, India')).toBeVisible();
    await chooseDrop();
    expect(JSON.parse(sessionStorage.getItem('drop')!).address).toBe('Hosūr, India');
    expect(JSON.parse(sessionStorage.getItem('pickup')!).position).toEqual({
      lat: 12.9756,
      lng: 77.6066,
    });
    expect(screen.getByTestId('route-map')).toHaveTextContent(
      'MG Road, Bengaluru, Karnataka, India → Hosūr, India',
    );
  });

  it('greets the customer from the shared signed-in user', async () => {
    renderBooking();
    expect(await screen.findByText('Where to, Asha?')).toBeVisible();
  });

  it('in Hindi: labels, greeting, a parcel quote in hi-IN rupees and the toasts', async () => {
    inLanguage('hi');
    quotationApi();
    renderBooking();
    expect(await screen.findByText('कहाँ भेजना है, Asha?')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'दस्तावेज़' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'कृपया पिकअप और ड्रॉप की जगहें दर्ज करें',
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'ड्रॉप' }), 'Hos');
    await userEvent.click(await screen.findByRole('option', { name: 'Hosūr, India' }));
    await userEvent.click(screen.getByRole('button', { name: 'पार्सल' }));
    await userEvent.click(screen.getByRole('button', { name: 'मध्यम 50x50' }));
    await userEvent.type(screen.getByLabelText('वज़न (किलो)'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await screen.findByTestId('estimate')).toHaveTextContent('₹340');
    expect(screen.getByText('अनुमानित राशि')).toBeVisible();
    expect(screen.getByRole('button', { name: 'ड्राइवर खोजें' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'लॉजिस्टिक्स' }));
    expect(await screen.findByRole('radio', { name: 'तिपहिया (30 किलो)' })).toBeVisible();
  });

  it('refuses a place outside India', async () => {
    renderBooking();
    await chooseDrop('Dubai', 'Dubai, United Arab Emirates');
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Please select a location within India.',
    );
    expect(sessionStorage.getItem('drop')).toBeNull();
  });

  it('blocks the categories until both places are set', async () => {
    renderBooking();
    await screen.findByDisplayValue(/MG Road/);
    await userEvent.click(screen.getByRole('button', { name: 'Document' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Please enter pickup and drop locations',
    );
    expect(screen.queryByText('Number Of Documents')).toBeNull();
    // Once both are chosen the message no longer applies, and goes.
    await chooseDrop();
    await waitFor(() => expect(screen.queryByTestId('toast')).not.toBeInTheDocument());
  });

  it('counts documents from 1 up, never below, and quotes them over the route distance', async () => {
    const created = quotationApi({ ...QUOTE, parcel_type: 'DOCUMENT', estimated_amount: 150 });
    renderBooking();
    await chooseDrop();
    await userEvent.click(screen.getByRole('button', { name: 'Document' }));
    expect(screen.getByText('1 Document')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'One document fewer' }));
    expect(screen.getByText('1 Document')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'One document more' }));
    expect(screen.getByText("2 Document's")).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('estimate')).toHaveTextContent('₹150');
    expect(created.calls[0]).toEqual({
      parcel_type: 'DOCUMENT',
      document_quantity: 2,
      distance: 12.5,
    });
    expect(sessionStorage.getItem('quotId')).toBe('31');
  });

  it('parcel: presets fill the size, weight/height/width are required, the photo gets a tick', async () => {
    const created = quotationApi();
    renderBooking();
    await chooseDrop();
    await userEvent.click(screen.getByRole('button', { name: 'Parcel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('please enter all values');
    await userEvent.click(screen.getByRole('button', { name: 'Large 100x100' }));
    expect(screen.getByLabelText('Length (cm)')).toHaveValue(100);
    expect(screen.getByLabelText('Width (cm)')).toHaveValue(100);
    expect(screen.getByLabelText('Height (cm)')).toHaveValue(100);
    await userEvent.click(screen.getByRole('button', { name: 'Small 20x20' }));
    expect(screen.getByLabelText('Height (cm)')).toHaveValue(20);
    await userEvent.upload(
      screen.getByLabelText('Photo of the parcel (optional)'),
      new File(['x'], 'box.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.getByLabelText('Photo added')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Weight (KG)'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('estimate')).toHaveTextContent('₹340');
    expect(created.calls[0]).toEqual({
      parcel_type: 'PARCEL',
      weight: 6,
      width: 20,
      height: 20,
      length: 20,
      distance: 12.5,
    });
    expect(screen.getByText('Distance 13 km (approximate)')).toBeVisible();
  });

  it('switches category after a quote: the old estimate goes and the new load is quoted', async () => {
    quotationApi();
    renderBooking();
    await quoteParcel();
    const documents = quotationApi({
      ...QUOTE,
      id: 32,
      parcel_type: 'DOCUMENT',
      estimated_amount: 150,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Document' }));
    expect(screen.queryByTestId('estimate')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('estimate')).toHaveTextContent('₹150');
    expect(documents.calls.at(-1)).toMatchObject({ parcel_type: 'DOCUMENT', document_quantity: 1 });
    expect(sessionStorage.getItem('quotId')).toBe('32');
  });

  it('logistics lists the four vehicles with what each carries and quotes the chosen one', async () => {
    const created = quotationApi({
      ...QUOTE,
      id: 33,
      parcel_type: 'THREE_WHEELER',
      estimated_amount: 295,
    });
    renderBooking();
    await chooseDrop();
    await userEvent.click(screen.getByRole('button', { name: 'Logistics' }));
    for (const name of [
      '2 wheeler (20 KG)',
      '4ft Pickup Truck (40 KG)',
      '8ft Pickup Truck (80 KG)',
      '3 Wheeler (30 KG)',
    ]) {
      expect(screen.getByRole('radio', { name })).toBeVisible();
    }
    expect(screen.getByRole('radio', { name: '3 Wheeler (30 KG)' })).toHaveAccessibleDescription(
      'a load up to 90×90 cm',
    );
    await userEvent.click(screen.getByRole('radio', { name: '3 Wheeler (30 KG)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('estimate')).toHaveTextContent('₹295');
    expect(created.calls[0]).toEqual({ parcel_type: 'THREE_WHEELER', distance: 12.5 });
  });

  it("Bargain? offers a fare (min the trip's floor), shows it as Offered Fare, and closing clears it", async () => {
    quotationApi();
    const offered = answer('post', '/bargaining/7/', 201, aRide({ id: 1 }));
    server.use(offered.handler);
    renderBooking();
    await quoteParcel();
    await userEvent.click(screen.getByRole('button', { name: 'Bargain?' }));
    const dialog = screen.getByRole('dialog', { name: 'Offer Your Fare' });
    // Half the least a 6 kg parcel costs over the straight line to Hosūr (domain's fareFloor).
    expect(within(dialog).getByLabelText('Your fare (₹)')).toHaveAttribute('min', '224');
    await userEvent.type(within(dialog).getByLabelText('Your fare (₹)'), '300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(screen.getByTestId('offered-fare')).toHaveTextContent('₹300');
    // No request is open yet: the fare is kept for Find a Driver, and no ride is made.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(offered.calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Bargain?' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByTestId('offered-fare')).toBeNull();
  });

  it('Find a Driver sends the rounded estimate without an offer, opens the list, polls and accepts', async () => {
    quotationApi();
    const requested = answer('post', '/bargaining/7/', 201, aRide({ id: 55 }));
    server.use(requested.handler);
    server.use(answer('get', '/bargaining/rides/55/', 200, aRide({ id: 55 })).handler);
    let polls = 0;
    const longId = 'OF1234567890ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    server.use(
      http.get(`${TEST_API}/bargaining/RideGet/55/`, () => {
        polls += 1;
        return HttpResponse.json(
          polls < 2
            ? []
            : [
                aDriverOffer({
                  id: 1,
                  userRide: 55,
                  rideId: longId,
                  driver_name: 'Ravi Kumar',
                  driveroffer: 360,
                  vehicle: '2 wheeler',
                  car: 'Honda Activa',
                  timeMins: 6,
                  overall_experience_rating: 4.7,
                  distance_away: 1.8,
                }),
              ],
        );
      }),
    );
    const order = anOrder({
      id: 55,
      distance_away: 1.8,
      checkotp: '4821',
      driver_name: 'Ravi Kumar',
      overall_experience_rating: 4.7,
      driveroffer: 360,
      pickup_location: 'MG Road',
      drop_location: 'Hosūr, India',
      pickup: null,
      drop: null,
    });
    const accepted = answer(
      'post',
      `/bargaining/RideGet/7/driverassign/${longId.slice(0, 30)}/`,
      200,
      order,
    );
    const refreshed = answer('get', '/bargaining/orders/55/', 200, order);
    server.use(accepted.handler, refreshed.handler);

    renderBooking();
    await quoteParcel();
    await userEvent.click(screen.getByRole('button', { name: 'Find a Driver' }));
    expect(requested.calls[0]).toMatchObject({
      type: 'Parcel',
      pickup_location: 'MG Road, Bengaluru, Karnataka, India',
      drop_location: 'Hosūr, India',
      offer_fare: '340',
      weight: '6',
    });
    const dialog = await screen.findByRole('dialog', { name: "Drivers' offers" });
    expect(await within(dialog).findByText('Waiting for drivers')).toBeVisible();
    const card = await within(dialog).findByRole('listitem', {}, { timeout: 4000 });
    expect(card).toHaveTextContent('Ravi Kumar');
    expect(card).toHaveTextContent('₹360');
    expect(card).toHaveTextContent('6 min · 1.8 km away · ★ 4.7');
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/your-order'));
    await waitFor(() => expect(sessionStorage.getItem('order')).not.toBeNull());
    expect(JSON.parse(sessionStorage.getItem('order')!)).toEqual(order);
    expect(await screen.findByTestId('order-otp')).toHaveTextContent('4821');
    // The order screen reads the accepted order from the cache, then refreshes it from the API.
    await waitFor(() => expect(refreshed.calls).toHaveLength(1));
  });

  it('keeps the offers and says so while the API is unreachable, and stops polling once closed', async () => {
    quotationApi();
    server.use(answer('post', '/bargaining/7/', 201, aRide({ id: 56 })).handler);
    server.use(answer('get', '/bargaining/rides/56/', 200, aRide({ id: 56 })).handler);
    const cancelled = answer(
      'post',
      '/bargaining/rides/56/cancel/',
      200,
      aRide({ id: 56, status: 'cancelled', cancelled_by: 'customer' }),
    );
    server.use(cancelled.handler);
    let polls = 0;
    let reachable = true;
    server.use(
      http.get(`${TEST_API}/bargaining/RideGet/56/`, () => {
        polls += 1;
        if (!reachable) return HttpResponse.error();
        return HttpResponse.json([
          aDriverOffer({
            id: 2,
            userRide: 56,
            rideId: 'OF1',
            driver_name: 'Sunita Devi',
            driveroffer: 410,
            vehicle: '2 wheeler',
            car: 'TVS Jupiter',
            timeMins: 4,
            overall_experience_rating: 4.9,
            distance_away: 1.1,
          }),
        ]);
      }),
    );
    renderBooking();
    await quoteParcel();
    await userEvent.click(screen.getByRole('button', { name: 'Find a Driver' }));
    const dialog = await screen.findByRole('dialog', { name: "Drivers' offers" });
    expect(await within(dialog).findByText('Sunita Devi')).toBeVisible();

    reachable = false;
    expect(
      await within(dialog).findByText(/Cannot reach Dakiya right now/, {}, { timeout: 3000 }),
    ).toBeVisible();
    expect(within(dialog).getByText('Sunita Devi')).toBeVisible();

    reachable = true;
    await waitFor(
      () => expect(within(dialog).queryByText(/Cannot reach Dakiya right now/)).toBeNull(),
      { timeout: 3000 },
    );

    // Offers are listed: closing asks first, then cancels the request on the server.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const confirm = await screen.findByRole('dialog', { name: 'Stop looking for drivers?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(cancelled.calls[0]).toEqual({ reason: 'Closed the drivers list' }));
    const pollsWhenClosed = polls;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(polls).toBe(pollsWhenClosed);
  }, 15_000);

  it('shows the server error when Find a Driver fails', async () => {
    quotationApi();
    server.use(
      answer('post', '/bargaining/7/', 400, { error: 'offer_fare: The fare must be at least ₹10' })
        .handler,
    );
    renderBooking();
    await quoteParcel();
    await userEvent.click(screen.getByRole('button', { name: 'Find a Driver' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'offer_fare: The fare must be at least ₹10',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes straight to /your-order when an order is stored', async () => {
    const stored = anOrder({
      id: 1,
      distance_away: 2,
      checkotp: '1111',
      driver_name: 'Ravi',
      overall_experience_rating: 4.5,
      driveroffer: 200,
    });
    sessionStorage.setItem('order', JSON.stringify(stored));
    const refreshed = answer('get', '/bargaining/orders/1/', 200, stored);
    server.use(refreshed.handler);
    renderBooking();
    expect(await screen.findByTestId('order-otp')).toHaveTextContent('1111');
    expect(screen.getByTestId('location')).toHaveTextContent('/your-order');
    await waitFor(() => expect(refreshed.calls).toHaveLength(1));
  });

  it.each(['cancelled', 'expired', 'delivered'] as const)(
    'books afresh when the stored order has %s, and forgets it',
    async (status) => {
      sessionStorage.setItem('order', JSON.stringify(anOrder({ id: 1, status })));
      renderBooking();
      expect(await screen.findByRole('heading', { name: 'Send Courier' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/send-courier');
      expect(sessionStorage.getItem('order')).toBeNull();
    },
  );
});
