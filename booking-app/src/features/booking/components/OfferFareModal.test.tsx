import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@dakiya/shared';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { inLanguage } from '@dakiya/shared/src/test/i18n';
import { dropChanged, pickupChanged, selectBooking } from '../booking-slice';
import { OfferFareModal } from './OfferFareModal';

function openOffer() {
  const store = createAppStore();
  store.dispatch(pickupChanged({ address: 'MG Road', position: { lat: 12.97, lng: 77.6 } }));
  store.dispatch(dropChanged({ address: 'Hosur', position: { lat: 12.74, lng: 77.83 } }));
  const onClose = jest.fn();
  renderScreen(<OfferFareModal open onClose={onClose} />, { store });
  return { store, onClose };
}

describe('OfferFareModal', () => {
  it('says under the field, in its own words, that a fare below ₹10 is too low', async () => {
    const { store, onClose } = openOffer();
    const field = screen.getByLabelText('Your fare (₹)');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    // No browser bubble: it would speak the browser's language, not the customer's.
    expect(field.closest('form')).toHaveAttribute('novalidate');
    await userEvent.type(field, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('The fare must be at least ₹10');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', error.id);
    expect(onClose).not.toHaveBeenCalled();
    expect(selectBooking(store.getState()).offeredFare).toBeNull();

    // Corrected, the message goes, and the fare is offered.
    await userEvent.type(field, '0');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(selectBooking(store.getState()).offeredFare).toBe(50);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says it in Hindi when Hindi is chosen', async () => {
    inLanguage('hi');
    const { onClose } = openOffer();
    const field = screen.getByLabelText('आपका किराया (₹)');
    await userEvent.type(field, '9');
    await userEvent.click(screen.getByRole('button', { name: 'जमा करें' }));
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('किराया कम से कम ₹10 होना चाहिए');
    expect(field).toHaveAttribute('aria-describedby', error.id);
    expect(onClose).not.toHaveBeenCalled();
  });
});
