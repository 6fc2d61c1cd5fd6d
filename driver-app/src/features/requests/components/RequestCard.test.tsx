import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { answer, setupApiServer } from '@dakiya/shared/src/test/api-server';
import { API_ERRORS, DRIVER_ROUTES } from '@dakiya/domain';
import { signedInDriverStore } from '../../../test/driver-store';
import { aDriverRequest } from '../../../test/fixtures';
import { RequestCard } from './RequestCard';

const server = setupApiServer();

/** What POST /drivers/me/rides/31/offers/ answers when the offer is made. */
const MADE = {
  id: 70,
  userRide: 31,
  rideId: '31',
  driver_name: 'Ravi Kumar',
  driveroffer: 70,
  vehicle: '2 wheeler',
  car: 'Honda Activa · KA 01 AB 1234',
  timeMins: 4,
  overall_experience_rating: 4.8,
};

/** A request whose customer offers ₹60, and no offer of the driver's on it yet. */
function showCard() {
  renderScreen(<RequestCard request={aDriverRequest({ offer_fare: 60 })} offer={undefined} />, {
    path: DRIVER_ROUTES.requests,
    store: signedInDriverStore(),
  });
  const card = screen.getByRole('article', { name: 'Indiranagar to Koramangala' });
  return { card, fare: within(card).getByLabelText('Your own fare (₹)') };
}

const TOO_LOW = "Offer at least the customer's fare, ₹60";

describe('RequestCard', () => {
  it('clears a refused amount’s error when a later offer is made', async () => {
    const offers = answer('post', '/drivers/me/rides/31/offers/', 201, MADE);
    server.use(offers.handler);
    const { card, fare } = showCard();
    await userEvent.type(fare, '50');
    await userEvent.click(within(card).getByRole('button', { name: 'Offer' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(TOO_LOW);

    await userEvent.click(within(card).getByRole('button', { name: '+₹10 ₹70' }));
    await waitFor(() => expect(offers.calls).toEqual([{ fare: 70 }]));
    await waitFor(() => expect(within(card).queryByRole('alert')).toBeNull());
    expect(fare).not.toHaveAttribute('aria-invalid');
    expect(fare).toHaveValue('');
  });

  it('clears the error, its own or the API’s, as soon as the amount changes', async () => {
    server.use(
      answer('post', '/drivers/me/rides/31/offers/', 409, {
        code: 'driverOffline',
        message: API_ERRORS.driverOffline,
      }).handler,
    );
    const { card, fare } = showCard();
    await userEvent.type(fare, '50');
    await userEvent.click(within(card).getByRole('button', { name: 'Offer' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(TOO_LOW);
    await userEvent.type(fare, '0');
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(fare).not.toHaveAttribute('aria-invalid');

    await userEvent.click(within(card).getByRole('button', { name: 'Offer' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(API_ERRORS.driverOffline);
    await userEvent.type(fare, '0');
    expect(within(card).queryByRole('alert')).toBeNull();
  });
});
