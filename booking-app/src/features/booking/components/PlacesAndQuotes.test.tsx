import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@dakiya/shared';
import { signedInStore } from '@dakiya/shared/src/test/session';
import { renderScreen } from '@dakiya/shared/src/test/render';
import {
  answer,
  http,
  HttpResponse,
  setupApiServer,
  TEST_API,
} from '@dakiya/shared/src/test/api-server';
import { aCurrentUser, aQuotation } from '@dakiya/test-kit/msw';
import { formatRupees, haversineKm, type LatLng, LOAD_TOO_HEAVY } from '@dakiya/domain';
import BookingApp from '../../../app/App';
import { fakeMaps, PLACES } from '../../maps/test/fake-maps';
import type { MapsProvider } from '../../maps/maps-provider';

const ME = aCurrentUser({ id: 7, first_name: 'Asha', email: 'a@b.co', area: null });
const server = setupApiServer(
  answer('get', '/me/', 200, { data: ME }).handler,
  // The place fields offer saved addresses: this customer has none.
  answer('get', '/me/addresses/', 200, { results: [] }).handler,
);

const HERE = { latitude: 12.9756, longitude: 77.6066 };

/** The device answers when `answer()` is called (or at once). */
function deviceLocation({ immediate }: { immediate: boolean }) {
  let pending: PositionCallback | null = null;
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback) => {
        if (immediate) ok({ coords: HERE } as GeolocationPosition);
        else pending = ok;
      },
    },
  });
  return { answer: () => pending?.({ coords: HERE } as GeolocationPosition) };
}

/** Distances that follow the places, so a new place must give a new price. */
const routedMaps = (overrides: Partial<MapsProvider> = {}) =>
  fakeMaps({
    distanceKm: async (a: LatLng, b: LatLng) => Math.round(haversineKm(a, b) * 13) / 10,
    ...overrides,
  });

/** Prices each request from its body at ₹10 a km (ids from 100 up) and answers its GET. */
function pricingApi() {
  let next = 100;
  const quotes = new Map<number, ReturnType<typeof aQuotation>>();
  const created: Array<Record<string, unknown>> = [];
  server.use(
    http.post(`${TEST_API}/quotations/prices/`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      created.push(body);
      const quote = aQuotation({
        id: next++,
        parcel_type: body.parcel_type as 'DOCUMENT',
        distance: body.distance as number,
        estimated_amount: Math.round((body.distance as number) * 1000) / 100,
      });
      quotes.set(quote.id, quote);
      return HttpResponse.json({ data: quote }, { status: 201 });
    }),
    http.get(`${TEST_API}/quotations/prices/:id/`, ({ params }) => {
      const quote = quotes.get(Number(params.id));
      return quote
        ? HttpResponse.json({ data: quote })
        : HttpResponse.json({ message: 'no', msg: 'no', error: 'no' }, { status: 404 });
    }),
  );
  return { created };
}

function render(maps: MapsProvider = routedMaps(), store = signedInStore()) {
  return renderScreen(<BookingApp maps={maps} />, { path: '/send-courier', store });
}

async function choose(field: 'Pickup' | 'Drop', text: string, option: string) {
  const box = screen.getByRole('combobox', { name: field });
  await userEvent.clear(box);
  await userEvent.type(box, text);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('places', () => {
  it('lets the customer type over the pickup the device filled, and choose another', async () => {
    deviceLocation({ immediate: true });
    render();
    const pickup = await screen.findByDisplayValue('MG Road, Bengaluru, Karnataka, India');
    await userEvent.clear(pickup);
    await userEvent.type(pickup, 'Hos');
    expect(pickup).toHaveValue('Hos');
    await userEvent.click(await screen.findByRole('option', { name: 'Hosūr, India' }));
    expect(pickup).toHaveValue('Hosūr, India');
    expect(JSON.parse(sessionStorage.getItem('pickup')!).address).toBe('Hosūr, India');
  });

  it('puts the device position in the drop when the customer emptied pickup first', async () => {
    const device = deviceLocation({ immediate: false });
    render();
    await userEvent.type(screen.getByRole('combobox', { name: 'Pickup' }), 'x');
    await userEvent.clear(screen.getByRole('combobox', { name: 'Pickup' }));
    device.answer();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Drop' })).toHaveValue(
        'MG Road, Bengaluru, Karnataka, India',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Pickup' })).toHaveValue('');
  });

  it("'Use my location' sets pickup to the device position again", async () => {
    deviceLocation({ immediate: true });
    render();
    await screen.findByDisplayValue(/MG Road/);
    await choose('Pickup', 'Hos', 'Hosūr, India');
    await userEvent.click(screen.getByRole('button', { name: 'Use my location for pickup' }));
    expect(await screen.findByRole('combobox', { name: 'Pickup' })).toHaveValue(
      'MG Road, Bengaluru, Karnataka, India',
    );
  });

  it('moves a place by its pin on the map, named by reverse geocoding, and re-quotes', async () => {
    deviceLocation({ immediate: true });
    const priced = pricingApi();
    const named = routedMaps({
      reverseGeocode: async ({ lat }) =>
        lat === PLACES.hosur!.position.lat ? 'Hosūr, India' : PLACES['mg-road']!.address,
    });
    render(named);
    await screen.findByDisplayValue(/MG Road/);
    await choose('Drop', 'Dub', 'Dubai, United Arab Emirates'); // refused: drop stays empty
    await userEvent.click(screen.getByRole('button', { name: 'Drag drop to Hosūr' }));
    expect(await screen.findByDisplayValue('Hosūr, India')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Document' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('estimate');
    await userEvent.click(screen.getByRole('button', { name: 'Drag pickup to Hosūr' }));
    expect(screen.queryByTestId('estimate')).toBeNull();
    await waitFor(() => expect(priced.created).toHaveLength(2));
    expect(screen.getByRole('combobox', { name: 'Pickup' })).toHaveValue('Hosūr, India');
  });

  it('says so when no place matches', async () => {
    deviceLocation({ immediate: true });
    render(routedMaps({ suggest: async () => [] }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Drop' }), 'Qwzx');
    expect(await screen.findByText('No place in India matches ‘Qwzx’')).toBeVisible();
  });
});

describe('quotes', () => {
  beforeEach(() => {
    deviceLocation({ immediate: true });
  });

  it('re-quotes after the drop changes; the estimate shown is the one Find a Driver sends', async () => {
    const priced = pricingApi();
    const sent = answer('post', '/bargaining/7/', 400, { error: 'stop here' });
    server.use(sent.handler);
    render();
    await screen.findByDisplayValue(/MG Road/);
    await choose('Drop', 'Hos', 'Hosūr, India');
    await userEvent.click(screen.getByRole('button', { name: 'Document' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const first = await screen.findByTestId('estimate');
    const firstText = first.textContent;

    await choose('Drop', 'Dub', 'Dubai, United Arab Emirates'); // refused: drop stays empty
    expect(screen.queryByTestId('estimate')).toBeNull();
    await choose('Drop', 'MG', 'MG Road, Bengaluru, Karnataka, India');
    const second = await screen.findByTestId('estimate');
    expect(second.textContent).not.toBe(firstText);
    expect(priced.created).toHaveLength(2);
    const km = priced.created[1]!.distance as number;
    expect(second).toHaveTextContent(formatRupees(km * 10));
    await userEvent.click(screen.getByRole('button', { name: 'Find a Driver' }));
    await waitFor(() => expect(sent.calls).toHaveLength(1));
    // With the quotation it priced, whose estimate drivers then see.
    expect(sent.calls[0]).toMatchObject({
      offer_fare: String(Math.round(km * 10)),
      quotation_id: '101',
    });
  });

  it('re-quotes when the document count changes after a quote', async () => {
    const priced = pricingApi();
    render();
    await screen.findByDisplayValue(/MG Road/);
    await choose('Drop', 'Hos', 'Hosūr, India');
    await userEvent.click(screen.getByRole('button', { name: 'Document' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('estimate');
    await userEvent.click(screen.getByRole('button', { name: 'One document more' }));
    await waitFor(() => expect(priced.created).toHaveLength(2));
    expect(priced.created[1]).toMatchObject({ document_quantity: 2 });
    await waitFor(() => expect(sessionStorage.getItem('quotId')).toBe('101'));
  });

  it('re-prices a parcel as its fields change after a quote: one button, Find a Driver', async () => {
    const priced = pricingApi();
    render();
    await screen.findByDisplayValue(/MG Road/);
    await choose('Drop', 'Hos', 'Hosūr, India');
    await userEvent.click(screen.getByRole('button', { name: 'Parcel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Small 20x20' }));
    await userEvent.type(screen.getByLabelText('Weight (KG)'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('estimate');
    // No second orange button above Find a Driver: a change prices itself.
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Update the price/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Medium 50x50' }));
    await waitFor(() => expect(priced.created).toHaveLength(2));
    expect(priced.created[1]).toMatchObject({ weight: 6, width: 50, height: 50 });
    // Emptied, the weight describes no load: the price goes and Continue comes back.
    await userEvent.clear(screen.getByLabelText('Weight (KG)'));
    await waitFor(() => expect(screen.queryByTestId('estimate')).toBeNull());
    expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Weight (KG)'), '9');
    await waitFor(() => expect(priced.created).toHaveLength(3));
    expect(priced.created[2]).toMatchObject({ weight: 9 });
    expect(await screen.findByRole('button', { name: 'Find a Driver' })).toBeVisible();
  });

  it('shows a spinner while a price is on its way', async () => {
    pricingApi();
    render(routedMaps({ distanceKm: () => new Promise(() => undefined) }));
    await screen.findByDisplayValue(/MG Road/);
    await choose('Drop', 'Hos', 'Hosūr, India');
    await userEvent.click(screen.getByRole('button', { name: 'Document' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('status', { name: 'Calculating your fare' })).toBeVisible();
  });

  it('refuses a parcel no vehicle carries, naming the largest vehicle', async () => {
    const priced = pricingApi();
    render();
    await screen.findByDisplayValue(/MG Road/);
    await choose('Drop', 'Hos', 'Hosūr, India');
    await userEvent.click(screen.getByRole('button', { name: 'Parcel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Small 20x20' }));
    await userEvent.type(screen.getByLabelText('Weight (KG)'), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(LOAD_TOO_HEAVY);
    expect(LOAD_TOO_HEAVY).toContain('8ft Pickup Truck');
    expect(priced.created).toHaveLength(0);
  });

  it('after a reload, shows the stored quotation under its category, which can still change', async () => {
    sessionStorage.setItem('pickup', JSON.stringify(PLACES['mg-road']));
    sessionStorage.setItem('drop', JSON.stringify(PLACES.hosur));
    sessionStorage.setItem('quotId', '31');
    server.use(
      answer('get', '/quotations/prices/31/', 200, {
        data: aQuotation({
          id: 31,
          parcel_type: 'PICKUP_4FT',
          distance: 40,
          estimated_amount: 1050,
        }),
      }).handler,
    );
    render();
    expect(await screen.findByTestId('estimate')).toHaveTextContent('₹1,050');
    const priced = pricingApi();
    expect(screen.getByRole('button', { name: 'Logistics', pressed: true })).toBeVisible();
    expect(screen.getByRole('radio', { name: '4ft Pickup Truck (40 KG)' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '8ft Pickup Truck (80 KG)' }));
    await waitFor(() => expect(priced.created).toHaveLength(1));
    expect(priced.created[0]).toMatchObject({ parcel_type: 'PICKUP_8FT' });
  });
});

describe('readiness', () => {
  it('marks the moment the panel accepts input (npm run bench times it)', async () => {
    deviceLocation({ immediate: true });
    // jsdom has no User Timing API: a recorder in its place.
    const mark = jest.fn();
    Object.defineProperty(performance, 'mark', { configurable: true, value: mark });
    render();
    expect(await screen.findByRole('button', { name: 'Document' })).toBeVisible();
    expect(mark).toHaveBeenCalledWith('dakiya:screen-ready');
  });
});

describe('a second tab', () => {
  it('recovers the user id from /me/ and can book', async () => {
    deviceLocation({ immediate: true });
    signedInStore();
    sessionStorage.clear(); // the new tab's own session storage
    pricingApi();
    const sent = answer('post', '/bargaining/7/', 400, { error: 'reached the API' });
    server.use(sent.handler);
    render(routedMaps(), createAppStore());
    await screen.findByDisplayValue(/MG Road/);
    await choose('Drop', 'Hos', 'Hosūr, India');
    await userEvent.click(screen.getByRole('button', { name: 'Document' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Find a Driver' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('reached the API');
    expect(sessionStorage.getItem('userId')).toBe('7');
  });
});
