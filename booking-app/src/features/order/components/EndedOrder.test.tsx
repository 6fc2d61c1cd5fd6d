import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@dakiya/domain';
import { anOrder, aRide, bookingScreenHandlers } from '@dakiya/test-kit/msw';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { signedInStore } from '@dakiya/shared/src/test/session';
import { HttpResponse, TEST_API, http, setupApiServer } from '@dakiya/shared/src/test/api-server';
import { FakeEventSource } from '@dakiya/shared/src/test/fake-event-source';
import BookingApp from '../../../app/App';
import { fakeMaps } from '../../maps/test/fake-maps';

const ORDER: Order = anOrder({ id: 9, driver_name: 'Imran Shaikh', version: 1 });
const PICKUP = { address: 'Andheri, India', position: { lat: 19.11, lng: 72.86 } };

let orderReads = 0;
setupApiServer(
  http.get(`${TEST_API}/bargaining/orders/9/`, () => {
    orderReads += 1;
    return HttpResponse.json(ORDER);
  }),
  http.post(`${TEST_API}/bargaining/orders/9/stream-token/`, () =>
    HttpResponse.json({ token: 'ride-9-token', expires_in: 120 }, { status: 201 }),
  ),
  http.post(`${TEST_API}/bargaining/rides/9/cancel/`, () =>
    HttpResponse.json(aRide({ id: 9, status: 'cancelled', cancelled_by: 'customer' })),
  ),
  // /send-courier, where an ended order leaves the customer.
  ...bookingScreenHandlers(),
);
beforeEach(() => {
  FakeEventSource.install();
  orderReads = 0;
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: () => undefined },
  });
});

/** The order screen after the accept, following the order, with the trip's pickup kept. */
async function following() {
  sessionStorage.setItem('pickup', JSON.stringify(PICKUP));
  const view = renderScreen(<BookingApp maps={fakeMaps()} />, {
    store: signedInStore(),
    path: '/your-order',
    state: ORDER,
  });
  await waitFor(() => expect(FakeEventSource.opened.length).toBe(1));
  await waitFor(() => expect(orderReads).toBe(1));
  await waitFor(() => expect(sessionStorage.getItem('order')).not.toBeNull());
  return { ...view, stream: FakeEventSource.latest() };
}

/** Opens /send-courier in the same tab (same store), as the header's link would. */
async function openSendCourier(view: Awaited<ReturnType<typeof following>>) {
  view.unmount();
  renderScreen(<BookingApp maps={fakeMaps()} />, { path: '/send-courier', store: view.store });
  expect(await screen.findByRole('heading', { name: 'Send Courier' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/send-courier');
}

describe('an order that has ended', () => {
  it('while live, /send-courier still goes straight to it', async () => {
    const view = await following();
    view.unmount();
    renderScreen(<BookingApp maps={fakeMaps()} />, { path: '/send-courier', store: view.store });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/your-order'));
  });

  it('cancelled by the customer: stays on screen, then /send-courier books, with the places kept', async () => {
    const view = await following();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'My plans changed' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('You cancelled this order')).toBeVisible();
    await waitFor(() => expect(sessionStorage.getItem('order')).toBeNull());
    // The screen that showed the cancel keeps showing it, at an address that names the order.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/your-order?order=9'),
    );
    expect(screen.getByRole('button', { name: 'Book another' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Order cancelled' })).toBeVisible();
    await openSendCourier(view);
    expect(screen.getByRole('combobox', { name: 'Pickup' })).toHaveValue(PICKUP.address);
  });

  it.each([
    ['cancelled by the driver', { status: 'cancelled', cancelled_by: 'driver' }, 'Order cancelled'],
    ['expired', { status: 'expired' }, 'Order cancelled'],
    ['delivered, once its receipt is shown', { status: 'delivered' }, 'Delivered'],
  ] as const)('%s: is no longer the live order', async (_case, change, heading) => {
    const view = await following();
    view.stream.push('order', { ...ORDER, ...change, version: 5 });
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    await waitFor(() => expect(sessionStorage.getItem('order')).toBeNull());
    await openSendCourier(view);
  });
});
