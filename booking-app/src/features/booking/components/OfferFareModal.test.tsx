import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@dakiya/shared';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { inLanguage } from '@dakiya/shared/src/test/i18n';
import { dropChanged, loadChosen, pickupChanged, selectBooking, type Load } from '../booking-slice';
import { OfferFareModal } from './OfferFareModal';

// MG Road to Hosur: 34.5 km in a straight line. A document's floor is half of ₹40 + ₹8/km of it.
function openOffer(load: Load = { parcel_type: 'DOCUMENT', document_quantity: 1 }) {
  const store = createAppStore();
  store.dispatch(pickupChanged({ address: 'MG Road', position: { lat: 12.97, lng: 77.6 } }));
  store.dispatch(dropChanged({ address: 'Hosur', position: { lat: 12.74, lng: 77.83 } }));
  store.dispatch(loadChosen(load));
  const onClose = jest.fn();
  renderScreen(<OfferFareModal open onClose={onClose} />, { store });
  return { store, onClose };
}

describe('OfferFareModal', () => {
  it('formats no amount while closed: it renders with the booking screen', () => {
    // `format` is a getter (it hands out a bound function): every formatted amount reads it.
    const prototype = Intl.NumberFormat.prototype as unknown as { format: unknown };
    const format = jest.spyOn(prototype, 'format', 'get');
    const store = createAppStore();
    store.dispatch(loadChosen({ parcel_type: 'DOCUMENT', document_quantity: 1 }));
    renderScreen(<OfferFareModal open={false} onClose={jest.fn()} />, { store });
    expect(screen.queryByLabelText('Your fare (₹)')).toBeNull();
    expect(format).not.toHaveBeenCalled();
    format.mockRestore();
  });

  it("names the trip's lowest fare before typing, and refuses a fare below it under the field", async () => {
    const { store, onClose } = openOffer();
    const field = screen.getByLabelText('Your fare (₹)');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    // No browser bubble: it would speak the browser's language, not the customer's.
    expect(field.closest('form')).toHaveAttribute('novalidate');
    const hint = screen.getByText('Lowest fare for this trip: ₹162');
    expect(field).toHaveAttribute('aria-describedby', hint.id);

    // The API would refuse ₹150 at Find a Driver: the dialog says so and stays open.
    await userEvent.type(field, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Offer at least ₹162 for this trip');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', error.id);
    expect(onClose).not.toHaveBeenCalled();
    expect(selectBooking(store.getState()).offeredFare).toBeNull();

    // Corrected to the floor itself, the message goes, and the fare is offered.
    await userEvent.clear(field);
    await userEvent.type(field, '162');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(selectBooking(store.getState()).offeredFare).toBe(162);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("counts a parcel's type and weight, as the API does", async () => {
    const { onClose } = openOffer({ parcel_type: 'PARCEL', weight: 20, width: 10, height: 10 });
    // Half of ₹60 + ₹10/km + ₹6/kg: a fare a document could go for is too low here.
    expect(screen.getByText('Lowest fare for this trip: ₹268')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your fare (₹)'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Offer at least ₹268 for this trip');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says it in Hindi when Hindi is chosen', async () => {
    inLanguage('hi');
    const { onClose } = openOffer();
    const field = screen.getByLabelText('आपका किराया (₹)');
    expect(screen.getByText('इस यात्रा का सबसे कम किराया: ₹162')).toBeInTheDocument();
    await userEvent.type(field, '9');
    await userEvent.click(screen.getByRole('button', { name: 'जमा करें' }));
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('इस यात्रा के लिए कम से कम ₹162 का किराया बताएँ');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', error.id);
    expect(onClose).not.toHaveBeenCalled();
  });
});
