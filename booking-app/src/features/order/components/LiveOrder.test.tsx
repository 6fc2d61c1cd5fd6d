import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@dakiya/domain';
import { aRide, anOrder, bookingScreenHandlers } from '@dakiya/test-kit/msw';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { signedInStore } from '@dakiya/shared/src/test/session';
import { HttpResponse, TEST_API, http, setupApiServer } from '@dakiya/shared/src/test/api-server';
import { FakeEventSource } from '@dakiya/shared/src/test/fake-event-source';
import BookingApp from '../../../app/App';
import { fakeMaps } from '../../maps/test/fake-maps';

const ORDER: Order = anOrder({
  id: 9,
  distance_away: 2.4,
  timeMins: 7,
  checkotp: '0427',
  driver_name: 'Imran Shaikh',
  overall_experience_rating: 4.8,
  driveroffer: 1250,
  vehicle: '2 wheeler',
  car: 'Honda Activa · MH 01 AB 1234',
  driver_phone: '9123456789',
  driver_position: { lat: 19.1, lng: 72.85 },
  version: 1,
});

let cancelled: unknown = null;
let orderReads = 0;
let retried = false;
const server = setupApiServer(
  // /send-courier, where Book another and Find another driver go.
  ...bookingScreenHandlers(),
  http.get(`${TEST_API}/bargaining/orders/9/`, () => {
    orderReads += 1;
    return HttpResponse.json(ORDER);
  }),
  http.post(`${TEST_API}/bargaining/orders/9/stream-token/`, () =>
    HttpResponse.json({ token: 'ride-9-token', expires_in: 120 }, { status: 201 }),
  ),
  http.post(`${TEST_API}/bargaining/rides/9/cancel/`, async ({ request }) => {
    cancelled = await request.json();
    return HttpResponse.json(
      aRide({
        id: 9,
        status: 'cancelled',
        cancelled_by: 'customer',
        cancel_reason: (cancelled as { reason: string }).reason,
      }),
    );
  }),
  http.post(`${TEST_API}/bargaining/rides/9/retry/`, () => {
    retried = true;
    return HttpResponse.json(aRide({ id: 31 }), { status: 201 });
  }),
);
beforeEach(() => {
  FakeEventSource.install();
  cancelled = null;
  retried = false;
  orderReads = 0;
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: () => undefined },
  });
});

/** The order screen after the accept, following the order's event stream. */
async function following(order: Order = ORDER) {
  const view = renderScreen(<BookingApp maps={fakeMaps()} />, {
    store: signedInStore(),
    path: '/your-order',
    state: order,
  });
  await waitFor(() => expect(FakeEventSource.opened.length).toBe(1));
  // the screen's own read of the order (it always asks the server on opening) has answered
  await waitFor(() => expect(orderReads).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { ...view, stream: FakeEventSource.latest() };
}

const leaveWarned = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the live order', () => {
  it('assigned: opens the stream with a ride-scoped token; driver, vehicle, plate, Call and Cancel', async () => {
    const { stream } = await following();
    expect(stream.url).toBe(`${TEST_API}/bargaining/orders/9/events/?token=ride-9-token`);
    expect(screen.getByRole('heading', { name: 'Your Ride is 2.4 km Away' })).toBeVisible();
    expect(screen.getByTestId('order-status')).toHaveTextContent(
      'Your driver is on the way · 7 min away',
    );
    expect(screen.getByText('Imran Shaikh')).toBeVisible();
    expect(screen.getByTestId('driver-rating')).toHaveTextContent('★ 4.8');
    expect(screen.getByTestId('order-plate')).toHaveTextContent('MH 01 AB 1234');
    expect(screen.getByText(/2 wheeler · Honda Activa/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:9123456789');
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    expect(screen.getByTestId('order-otp')).toHaveTextContent('0427');
    expect(screen.getByTestId('driver-pin')).toHaveTextContent('19.1,72.85');
    expect(leaveWarned()).toBe(true);
  });

  it('moves the driver’s pin and the minutes away as positions arrive', async () => {
    const { stream } = await following();
    stream.push('order', {
      ...ORDER,
      driver_position: { lat: 19.105, lng: 72.855 },
      timeMins: 4,
      version: 2,
    });
    await waitFor(() =>
      expect(screen.getByTestId('driver-pin')).toHaveTextContent('19.105,72.855'),
    );
    expect(screen.getByTestId('order-status')).toHaveTextContent('4 min away');
    // an older event arriving late changes nothing
    stream.push('order', { ...ORDER, timeMins: 9, version: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('order-status')).toHaveTextContent('4 min away');
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('order')!).version).toBe(2));
  });

  it('a driver a few metres away is 0.1 km and 1 min away, never 0 km; km have one decimal', async () => {
    const { stream } = await following();
    stream.push('order', { ...ORDER, distance_away: 0, timeMins: 1, version: 2 });
    expect(await screen.findByRole('heading', { name: 'Your Ride is 0.1 km Away' })).toBeVisible();
    expect(screen.getByTestId('order-status')).toHaveTextContent('1 min away');
    stream.push('order', { ...ORDER, distance_away: 0.34, timeMins: 1, version: 3 });
    expect(await screen.findByRole('heading', { name: 'Your Ride is 0.3 km Away' })).toBeVisible();
    stream.push('order', { ...ORDER, distance_away: 12.36, timeMins: 37, version: 4 });
    expect(await screen.findByRole('heading', { name: 'Your Ride is 12 km Away' })).toBeVisible();
  });

  it('a driver nobody has rated yet is New, with no made-up stars', async () => {
    const unrated = { ...ORDER, overall_experience_rating: null };
    server.use(
      http.get(`${TEST_API}/bargaining/orders/9/`, () => {
        orderReads += 1;
        return HttpResponse.json(unrated);
      }),
    );
    await following(unrated);
    await waitFor(() => expect(screen.getByTestId('driver-rating')).toHaveTextContent('New'));
    expect(screen.getByTestId('driver-rating')).not.toHaveTextContent('★');
  });

  it('driver_arrived: says the driver is here; OTP and Cancel stay', async () => {
    const { stream } = await following();
    stream.push('order', {
      ...ORDER,
      status: 'driver_arrived',
      timeMins: 0,
      distance_away: 0,
      version: 3,
    });
    expect(await screen.findByRole('heading', { name: 'Your driver is here' })).toBeVisible();
    expect(screen.getByTestId('order-status')).toHaveTextContent('arrived');
    expect(screen.getByTestId('order-otp')).toHaveTextContent('0427');
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  });

  it('picked_up: on the way to the drop; no OTP, no cancel, the warning holds', async () => {
    const { stream } = await following();
    stream.push('order', {
      ...ORDER,
      status: 'picked_up',
      timeMins: 12,
      distance_away: 5.1,
      version: 4,
    });
    expect(
      await screen.findByRole('heading', { name: 'On the way to the drop · 5.1 km' }),
    ).toBeVisible();
    expect(screen.getByTestId('order-status')).toHaveTextContent(
      'Parcel picked up · 12 min to the drop',
    );
    expect(screen.queryByTestId('order-otp')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(leaveWarned()).toBe(true);
  });

  it('delivered: a receipt, no warning, and Book another clears the trip and goes to /send-courier', async () => {
    sessionStorage.setItem('quotId', '12');
    sessionStorage.setItem(
      'pickup',
      JSON.stringify({ address: 'A', position: { lat: 1, lng: 2 } }),
    );
    sessionStorage.setItem('drop', JSON.stringify({ address: 'B', position: { lat: 1, lng: 3 } }));
    const { stream } = await following();
    stream.push('order', {
      ...ORDER,
      status: 'delivered',
      trip_km: 6.3,
      picked_up_at: '2026-11-23T10:10:00.000Z',
      delivered_at: '2026-11-23T10:31:00.000Z',
      closed_at: '2026-11-23T10:31:00.000Z',
      version: 9,
    });
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect(within(receipt).getByText('Rs 1,250')).toBeVisible();
    expect(within(receipt).getByText('6.3 km')).toBeVisible();
    expect(within(receipt).getByTestId('receipt-rating').parentElement).toHaveTextContent(
      'Imran Shaikh · ★ 4.8',
    );
    expect(within(receipt).getByTestId('receipt-plate').parentElement).toHaveTextContent(
      '2 wheeler · Honda Activa · MH 01 AB 1234',
    );
    // India's time, as the history shows it, whatever zone the device is in.
    expect(within(receipt).getByText('15:40')).toBeVisible();
    expect(within(receipt).getByText('16:01')).toBeVisible();
    // The heading says 'Delivered'; the line under it says something else.
    expect(screen.getByRole('heading', { name: 'Delivered' })).toBeVisible();
    expect(screen.getByTestId('order-status')).toHaveTextContent(
      'Your parcel has reached the drop',
    );
    expect(stream.closed).toBe(true);
    expect(leaveWarned()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Book another' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/send-courier');
    await waitFor(() => {
      for (const key of ['order', 'quotId', 'pickup', 'drop'])
        expect(sessionStorage.getItem(key)).toBeNull();
    });
  });

  it('Cancel asks to confirm with a reason, then tells the server and shows the cancel', async () => {
    await following();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    // No reason is chosen for the customer, and nothing is sent without one.
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'My plans changed' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(cancelled).toEqual({ reason: 'My plans changed' }));
    expect(await screen.findByText('You cancelled this order')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Book another' })).toBeVisible();
    // A cancelled order costs nothing: no fare is shown for it.
    expect(screen.queryByText('Rs 1,250')).toBeNull();
    expect(screen.getByTestId('nothing-to-pay')).toHaveTextContent('Nothing to pay');
    expect(leaveWarned()).toBe(false);
  });

  it('a driver’s cancel is told, and Find another driver reopens the drivers’ list with the same request', async () => {
    // The reopened list reads the new request and follows its offers (a ticket, then the stream).
    server.use(
      http.get(`${TEST_API}/bargaining/rides/31/`, () => HttpResponse.json(aRide({ id: 31 }))),
      http.get(`${TEST_API}/bargaining/RideGet/31/`, () => HttpResponse.json([])),
      http.post(`${TEST_API}/bargaining/orders/31/stream-token/`, () =>
        HttpResponse.json({ token: 'ride-31-token', expires_in: 120 }, { status: 201 }),
      ),
    );
    const { stream } = await following();
    stream.push('order', {
      ...ORDER,
      status: 'cancelled',
      cancelled_by: 'driver',
      cancel_reason: 'Vehicle broke down',
      version: 5,
    });
    expect(await screen.findByText('Your driver cancelled: Vehicle broke down')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Find another driver' }));
    await waitFor(() => expect(retried).toBe(true));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/send-courier'));
    await waitFor(() => expect(sessionStorage.getItem('rideRequest')).toBe('31'));
    expect(await screen.findByRole('dialog', { name: "Drivers' offers" })).toBeVisible();
    await waitFor(() =>
      expect(FakeEventSource.latest().url).toBe(
        `${TEST_API}/bargaining/RideGet/31/events/?token=ride-31-token`,
      ),
    );
  });

  it('falls back to polling the order when the stream fails', async () => {
    const { stream } = await following();
    server.use(
      http.get(`${TEST_API}/bargaining/orders/9/`, () =>
        HttpResponse.json({ ...ORDER, status: 'driver_arrived', version: 6 }),
      ),
    );
    stream.refuse();
    expect(stream.closed).toBe(true);
    expect(
      await screen.findByRole('heading', { name: 'Your driver is here' }, { timeout: 5000 }),
    ).toBeVisible();
  });
});
