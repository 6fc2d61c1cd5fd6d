import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { API_ERRORS, yourOrderPath, type Order } from '@dakiya/domain';
import { anOrder } from '@dakiya/test-kit/msw';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { signedInStore } from '@dakiya/shared/src/test/session';
import { inLanguage } from '@dakiya/shared/src/test/i18n';
import { HttpResponse, TEST_API, http, setupApiServer } from '@dakiya/shared/src/test/api-server';
import BookingApp from '../../../app/App';
import { fakeMaps } from '../../maps/test/fake-maps';

const ORDER: Order = anOrder({
  id: 9,
  distance_away: 2.4,
  checkotp: '0427',
  driver_name: 'Imran Shaikh',
  overall_experience_rating: 4.8,
  driveroffer: 1250,
  pickup_location: 'Andheri, India',
  drop_location: 'Powai, India',
  pickup: { lat: 19.11, lng: 72.86 },
  drop: { lat: 19.12, lng: 72.9 },
  vehicle: '2 wheeler',
  car: 'Honda Activa · MH 01 AB 1234',
  timeMins: 7,
  driver_position: { lat: 19.1, lng: 72.85 },
  status: 'assigned',
});

// GET /bargaining/orders/{id}/ answers what the server knows now: the driver came closer.
// Order 12 is the customer's, booked on another device; 13 is another customer's; 14 is none.
setupApiServer(
  http.get(`${TEST_API}/bargaining/orders/9/`, () =>
    HttpResponse.json({ ...ORDER, distance_away: 1.1 }),
  ),
  http.get(`${TEST_API}/bargaining/orders/12/`, () =>
    HttpResponse.json({ ...ORDER, id: 12, checkotp: '5150', driver_name: 'Farida Khan' }),
  ),
  http.get(`${TEST_API}/bargaining/orders/13/`, () =>
    HttpResponse.json({ code: 'rideNotYours', message: API_ERRORS.rideNotYours }, { status: 403 }),
  ),
  http.get(`${TEST_API}/bargaining/orders/14/`, () =>
    HttpResponse.json({ code: 'noSuchRide', message: API_ERRORS.noSuchRide }, { status: 404 }),
  ),
);

/** Waits for the server's answer, so no test leaves a request to land in the next one. */
const refreshed = () => screen.findByRole('heading', { name: 'Your Ride is 1.1 km Away' });

function denyLocation() {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({
          code: 1,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
          message: 'denied',
        } as GeolocationPositionError),
    },
  });
}

describe('YourOrderPage', () => {
  it('shows the order from navigation state and keeps it in session storage', async () => {
    denyLocation();
    renderScreen(<BookingApp maps={fakeMaps()} />, {
      store: signedInStore(),
      path: '/your-order',
      state: ORDER,
    });
    expect(screen.getByRole('heading', { name: 'Your Ride is 2.4 km Away' })).toBeVisible();
    expect(screen.getByTestId('order-otp')).toHaveTextContent('0427');
    expect(screen.getByText('Imran Shaikh')).toBeVisible();
    expect(screen.getByTestId('driver-rating')).toHaveTextContent('★ 4.8');
    expect(screen.getByText('Rs 1,250')).toBeVisible();
    expect(screen.getByText('Total Fare')).toBeVisible();
    expect(screen.getByTestId('route-map')).toHaveTextContent('Andheri, India → Powai, India');
    await waitFor(() => expect(sessionStorage.getItem('order')).not.toBeNull());
    expect(JSON.parse(sessionStorage.getItem('order')!)).toMatchObject({
      ...ORDER,
      distance_away: expect.any(Number),
    });
    await refreshed();
  });

  it('in Hindi: the heading, status, facts, vehicle and buttons', async () => {
    inLanguage('hi');
    denyLocation();
    renderScreen(<BookingApp maps={fakeMaps()} />, {
      store: signedInStore(),
      path: '/your-order',
      state: ORDER,
    });
    expect(screen.getByRole('heading', { name: 'आपकी सवारी 2.4 किमी दूर है' })).toBeVisible();
    expect(screen.getByTestId('order-status')).toHaveTextContent(
      'आपका ड्राइवर रास्ते में है · 7 मिनट दूर',
    );
    expect(screen.getByText('कुल किराया')).toBeVisible();
    expect(screen.getByText('Rs 1,250')).toBeVisible();
    expect(screen.getByText(/दोपहिया · Honda Activa/)).toBeVisible();
    expect(screen.getByTestId('driver-rating')).toHaveTextContent('★ 4.8');
    expect(screen.getByRole('link', { name: 'कॉल करें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'ऑर्डर रद्द करें' })).toBeVisible();
    await screen.findByRole('heading', { name: 'आपकी सवारी 1.1 किमी दूर है' });
  });

  it('reads the stored order after a reload', async () => {
    denyLocation();
    sessionStorage.setItem('order', JSON.stringify(ORDER));
    renderScreen(<BookingApp maps={fakeMaps()} />, { store: signedInStore(), path: '/your-order' });
    expect(screen.getByTestId('order-otp')).toHaveTextContent('0427');
    await refreshed();
  });

  it('refreshes the handed-over order from the server, and stores what it answered', async () => {
    denyLocation();
    renderScreen(<BookingApp maps={fakeMaps()} />, {
      store: signedInStore(),
      path: '/your-order',
      state: ORDER,
    });
    expect(await screen.findByRole('heading', { name: 'Your Ride is 1.1 km Away' })).toBeVisible();
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('order')!).distance_away).toBe(1.1),
    );
  });

  it('alerts when location is denied', async () => {
    denyLocation();
    renderScreen(<BookingApp maps={fakeMaps()} />, {
      store: signedInStore(),
      path: '/your-order',
      state: ORDER,
    });
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Location services are disabled. Please enable location services to move forward.',
    );
    await refreshed();
  });

  it('warns before the page is left', async () => {
    denyLocation();
    renderScreen(<BookingApp maps={fakeMaps()} />, {
      store: signedInStore(),
      path: '/your-order',
      state: ORDER,
    });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await refreshed();
  });

  it('with ?order=<id>, shows that order of the customer’s and leaves the tab’s live order be', async () => {
    denyLocation();
    sessionStorage.setItem('order', JSON.stringify(ORDER));
    renderScreen(<BookingApp maps={fakeMaps()} />, {
      store: signedInStore(),
      path: yourOrderPath(12),
    });
    expect(await screen.findByText('Farida Khan')).toBeVisible();
    expect(screen.getByTestId('order-otp')).toHaveTextContent('5150');
    expect(screen.queryByText('Imran Shaikh')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('order')!)).toMatchObject({ id: 9 });
  });

  it.each([
    [13, API_ERRORS.rideNotYours],
    [14, API_ERRORS.noSuchRide],
  ])('with ?order=%i, shows the API’s refusal as a message', async (id, message) => {
    denyLocation();
    renderScreen(<BookingApp maps={fakeMaps()} />, {
      store: signedInStore(),
      path: yourOrderPath(id),
    });
    expect(
      await screen.findByRole('heading', { name: 'This order cannot be shown' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Send a courier' })).toBeVisible();
  });

  it('in Hindi: the refusal of another customer’s order', async () => {
    inLanguage('hi');
    denyLocation();
    renderScreen(<BookingApp maps={fakeMaps()} />, {
      store: signedInStore(),
      path: yourOrderPath(13),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/[\u0900-\u097F]/);
    expect(alert).not.toHaveTextContent(API_ERRORS.rideNotYours);
  });

  it('says so when there is no live order', () => {
    denyLocation();
    renderScreen(<BookingApp maps={fakeMaps()} />, { store: signedInStore(), path: '/your-order' });
    expect(screen.getByRole('heading', { name: 'No live order' })).toBeVisible();
  });
});
