import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderScreen } from '@dakiya/shared/src/test/render';
import BookingApp from '../../../app/App';
import { fakeMaps } from '../../maps/test/fake-maps';

const ORDER = {
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
};

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
  it('shows the order from navigation state and keeps it in session storage', () => {
    denyLocation();
    renderScreen(<BookingApp maps={fakeMaps()} />, { path: '/your-order', state: ORDER });
    expect(screen.getByRole('heading', { name: 'Your Ride is 2.4 km Away' })).toBeVisible();
    expect(screen.getByTestId('order-otp')).toHaveTextContent('0427');
    expect(screen.getByText('Imran Shaikh · ★ 4.8')).toBeVisible();
    expect(screen.getByText('Rs 1,250')).toBeVisible();
    expect(screen.getByText('Total Fare')).toBeVisible();
    expect(screen.getByTestId('route-map')).toHaveTextContent('Andheri, India → Powai, India');
    expect(JSON.parse(sessionStorage.getItem('order')!)).toEqual(ORDER);
  });

  it('reads the stored order after a reload', () => {
    denyLocation();
    sessionStorage.setItem('order', JSON.stringify(ORDER));
    renderScreen(<BookingApp maps={fakeMaps()} />, { path: '/your-order' });
    expect(screen.getByTestId('order-otp')).toHaveTextContent('0427');
  });

  it('alerts when location is denied', async () => {
    denyLocation();
    renderScreen(<BookingApp maps={fakeMaps()} />, { path: '/your-order', state: ORDER });
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Location services are disabled. Please enable location services to move forward.',
    );
  });

  it('warns before the page is left', () => {
    denyLocation();
    renderScreen(<BookingApp maps={fakeMaps()} />, { path: '/your-order', state: ORDER });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('says so when there is no live order', () => {
    denyLocation();
    renderScreen(<BookingApp maps={fakeMaps()} />, { path: '/your-order' });
    expect(screen.getByRole('heading', { name: 'No live order' })).toBeVisible();
  });
});
