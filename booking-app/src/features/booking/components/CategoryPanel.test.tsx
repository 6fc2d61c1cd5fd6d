import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { createAppStore } from '@dakiya/shared';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { answer, setupApiServer } from '@dakiya/shared/src/test/api-server';
import { aQuotation } from '@dakiya/test-kit/msw';
import { dropChanged, loadChosen, pickupChanged, quotationCreated } from '../booking-slice';
import { MapsProviderScope } from '../../maps/maps-context';
import { fakeMaps, PLACES } from '../../maps/test/fake-maps';
import { CategoryPanel } from './CategoryPanel';

setupApiServer(
  answer('get', '/quotations/prices/31/', 200, {
    data: aQuotation({ id: 31, parcel_type: 'DOCUMENT', distance: 47, estimated_amount: 416 }),
  }).handler,
);

type Box = { top: number; bottom: number };
/**
 * jsdom lays nothing out: the boxes of a 360×740 phone's sheet (333 px from y 407), its form and
 * its footer, as the classes the style mock names them by tell them apart.
 */
function layOut(boxes: { sheet: Box; form: Box; footer: Box }) {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const box =
      this.tagName === 'SECTION'
        ? boxes.sheet
        : this.classList.contains('footer')
          ? boxes.footer
          : this.firstElementChild?.tagName === 'FORM'
            ? boxes.form
            : { top: 0, bottom: 0 };
    return { ...box, height: box.bottom - box.top, left: 0, right: 360, width: 360 } as DOMRect;
  });
}

async function quotedDocuments() {
  const store = createAppStore();
  store.dispatch(pickupChanged(PLACES['mg-road']!));
  store.dispatch(dropChanged(PLACES.hosur!));
  store.dispatch(loadChosen({ parcel_type: 'DOCUMENT', document_quantity: 1 }));
  store.dispatch(quotationCreated(31));
  renderScreen(
    <MapsProviderScope provider={fakeMaps()}>
      <CategoryPanel />
    </MapsProviderScope>,
    { store },
  );
  await screen.findByTestId('estimate');
  return screen.getByRole('region', { name: 'Booking' });
}

describe('CategoryPanel on a phone', () => {
  const scrollBy = jest.fn();
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 360 });
    scrollBy.mockClear();
    HTMLElement.prototype.scrollBy = scrollBy as never;
  });
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
    jest.restoreAllMocks();
  });

  it('scrolls the sheet so the document counter is clear of the estimate once it shows', async () => {
    // The counter ends at y 650; the footer with the estimate starts at y 600.
    layOut({
      sheet: { top: 407, bottom: 740 },
      form: { top: 520, bottom: 650 },
      footer: { top: 600, bottom: 756 },
    });
    const sheet = await quotedDocuments();
    expect(screen.getByRole('button', { name: 'One document more' })).toBeInTheDocument();
    expect(scrollBy).toHaveBeenCalledTimes(1);
    // Up by what the footer covered and 8 px more: the counter in full above the footer.
    expect(scrollBy.mock.contexts[0]).toBe(sheet);
    expect(scrollBy).toHaveBeenCalledWith({ top: 58 });
  });

  it('leaves a form taller than the room above the footer where the customer put it', async () => {
    layOut({
      sheet: { top: 407, bottom: 740 },
      form: { top: 380, bottom: 650 },
      footer: { top: 600, bottom: 756 },
    });
    await quotedDocuments();
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
