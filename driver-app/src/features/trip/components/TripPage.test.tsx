import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@dakiya/shared';
import {
  API_ERRORS,
  DRIVER_LOCAL_KEYS,
  DRIVER_ROUTES,
  invalidOtpMessage,
  wrongDeliveryCodeMessage,
  type DriverTrip,
  type RideStatus,
} from '@dakiya/domain';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { inLanguage } from '@dakiya/shared/src/test/i18n';
import { HttpResponse, TEST_API, http, setupApiServer } from '@dakiya/shared/src/test/api-server';
import { aDriverProfile } from '../../../test/fixtures';
import { fakeCamera, firstFrameArrives } from '../../../test/fake-camera';
import { DriverPositionProvider } from '../../location/components/DriverPositionProvider';
import { aDriverTrip, apiError } from '../test/trip-fixtures';
import { STEP_BAR_HEIGHT_VAR } from '../hooks/use-step-bar-room';
import { TripPage } from './TripPage';

/** The trip GET /drivers/me/trip/ answers now; null: none (404), as after a customer's cancel. */
let current: DriverTrip | null = null;
const sent: {
  start: unknown[];
  deliver: unknown[];
  photo: Array<Record<string, unknown>>;
  payment: unknown[];
  cancel: unknown[];
  position: unknown[];
  token: string[];
} = {
  start: [],
  deliver: [],
  photo: [],
  payment: [],
  cancel: [],
  position: [],
  token: [],
};

/** A step: the trip moves on to `status` and the API answers it. */
const step = (status: RideStatus) => {
  current = { ...current!, status };
  return HttpResponse.json(current);
};

const TRIP = `${TEST_API}/drivers/me/trip/55`;
const server = setupApiServer(
  http.get(`${TEST_API}/drivers/me/`, () =>
    HttpResponse.json({ data: aDriverProfile({ online: false }) }),
  ),
  http.get(`${TEST_API}/drivers/me/trip/`, ({ request }) => {
    sent.token.push(request.headers.get('authorization') ?? '');
    return current
      ? HttpResponse.json(current)
      : HttpResponse.json(apiError('notYourTrip', API_ERRORS.notYourTrip), { status: 404 });
  }),
  http.post(`${TRIP}/arrive/`, () => step('driver_arrived')),
  http.post(`${TRIP}/start/`, async ({ request }) => {
    const body = (await request.json()) as { otp: string };
    sent.start.push(body);
    return body.otp === '4821'
      ? step('picked_up')
      : HttpResponse.json(apiError('otpInvalid', invalidOtpMessage(4)), { status: 400 });
  }),
  http.post(`${TRIP}/deliver/`, async ({ request }) => {
    const body = (await request.json()) as { delivery_code: string };
    sent.deliver.push(body);
    if (body.delivery_code !== '7315')
      return HttpResponse.json(apiError('deliveryCodeInvalid', wrongDeliveryCodeMessage(4)), {
        status: 400,
      });
    current = { ...current!, proof: { kind: 'code', received_by: null, has_photo: false } };
    return step('delivered');
  }),
  http.post(`${TRIP}/deliver-with-photo/`, async ({ request }) => {
    const form = await request.formData();
    sent.photo.push({
      received_by: form.get('received_by'),
      photo: form.get('photo') instanceof Blob,
    });
    current = {
      ...current!,
      proof: { kind: 'photo', received_by: String(form.get('received_by')), has_photo: true },
    };
    return step('delivered');
  }),
  http.post(`${TRIP}/payment/`, async ({ request }) => {
    const body = (await request.json()) as { method: 'cash' | 'upi' };
    sent.payment.push(body);
    current = {
      ...current!,
      payment: { ...current!.payment, method: body.method, status: 'paid' },
    };
    return HttpResponse.json(current);
  }),
  http.post(`${TRIP}/cancel/`, async ({ request }) => {
    sent.cancel.push(await request.json());
    const answer = HttpResponse.json({ ...current!, status: 'cancelled' });
    current = null;
    return answer;
  }),
  http.put(`${TEST_API}/drivers/me/position/`, async ({ request }) => {
    sent.position.push(await request.json());
    return HttpResponse.json({ ok: true });
  }),
);
afterEach(() => {
  current = null;
  for (const list of Object.values(sent)) list.length = 0;
});

/** The phone's position, as its GPS reports it (the browser's edge; the app's code is real). */
const HERE = { lat: 12.98, lng: 77.61 };
/** Position watches the app has running. */
let watching = 0;
beforeEach(() => {
  watching = 0;
  localStorage.setItem(DRIVER_LOCAL_KEYS.access, 'driver-access');
  localStorage.setItem(DRIVER_LOCAL_KEYS.refresh, 'driver-refresh');
  localStorage.setItem(DRIVER_LOCAL_KEYS.name, 'Ravi Kumar');
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: (found: PositionCallback) => {
        watching += 1;
        found({
          coords: { latitude: HERE.lat, longitude: HERE.lng, accuracy: 8 },
          timestamp: Date.now(),
        } as GeolocationPosition);
        return 1;
      },
      clearWatch: () => {
        watching -= 1;
      },
      getCurrentPosition: () => undefined,
    },
  });
});

/** The trip screen under the driver app's position watch, as the driver's frame has it. */
const showTripPage = () =>
  renderScreen(
    <DriverPositionProvider>
      <TripPage />
    </DriverPositionProvider>,
    { path: DRIVER_ROUTES.trip, store: createAppStore() },
  );

function openTrip(trip: DriverTrip) {
  current = trip;
  return showTripPage();
}

/** The names of the map's pins (Leaflet's tooltips). */
const mapPins = (container: HTMLElement) =>
  [...container.querySelectorAll('.leaflet-tooltip')].map((pin) => pin.textContent).sort();

const bottomBar = () => screen.getByRole('region', { name: 'Next step' });
const location = () => screen.getByTestId('location');

describe('TripPage', () => {
  it('assigned: the customer to call, the pickup to drive to, both pins and the driver on the map, then Arrived', async () => {
    const { container } = openTrip(aDriverTrip());
    expect(await screen.findByRole('heading', { name: 'Go to the pickup' })).toBeVisible();
    expect(sent.token[0]).toBe('Bearer driver-access');
    expect(screen.getByText('Asha Rao')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call Asha Rao' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(screen.getByText('MG Road, Bengaluru, Karnataka, India')).toBeVisible();
    expect(screen.getByText('₹1,250')).toBeVisible();
    expect(screen.getByText('36 km')).toBeVisible();
    expect(screen.getByText('Parcel · 6 kg')).toBeVisible();

    const bar = within(bottomBar());
    expect(bar.getByRole('link', { name: 'Navigate to pickup' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=12.9756%2C77.6066',
    );
    expect(bar.getByRole('link', { name: 'Open in another maps app' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^geo:12\.9756,77\.6066\?q=/),
    );
    // Once the map's chunk is in and the phone has said where it is.
    await waitFor(() =>
      expect(mapPins(container)).toEqual(['Driver on the way', 'Drop', 'Pickup']),
    );
    // The driver's position goes to the API, so the customer follows the trip.
    await waitFor(() => expect(sent.position).toContainEqual(HERE));

    await userEvent.click(bar.getByRole('button', { name: 'Arrived' }));
    expect(
      await screen.findByRole('heading', { name: 'At the pickup: ask for the code' }),
    ).toBeVisible();
  });

  it("driver_arrived: a wrong pickup code stays, selected, with the tries left beside it; the customer's code starts the trip", async () => {
    openTrip(aDriverTrip({ status: 'driver_arrived' }));
    const code = await screen.findByRole<HTMLInputElement>('textbox', {
      name: "Customer's pickup code",
    });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    const pickedUp = screen.getByRole('button', { name: 'Picked up' });
    expect(pickedUp).toBeDisabled();

    // Only digits, at most four.
    await userEvent.type(code, '12a345');
    expect(code).toHaveValue('1234');
    const hint = 'Ask the customer for the 4-digit code on their screen.';
    expect(screen.getByText(hint)).toBeVisible();
    await userEvent.click(pickedUp);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP. 4 tries left.');
    expect(screen.getByText(hint)).toBeVisible();
    expect(code).toHaveAccessibleDescription(`Invalid OTP. 4 tries left. ${hint}`);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays, selected, so the next digits replace it.
    expect(code).toHaveValue('1234');
    expect(code).toHaveFocus();
    expect([code.selectionStart, code.selectionEnd]).toEqual([0, 4]);
    // The same wrong code would spend another try.
    expect(pickedUp).toBeDisabled();

    await userEvent.keyboard('4821');
    expect(code).toHaveValue('4821');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(pickedUp).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Take the parcel to the drop' }),
    ).toBeVisible();
    expect(sent.start).toEqual([{ otp: '1234' }, { otp: '4821' }]);
    expect(within(bottomBar()).getByRole('link', { name: 'Navigate to drop' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=12.7409%2C77.8253',
    );
    // Once the parcel is on board the trip can no longer be dropped.
    expect(screen.queryByRole('button', { name: 'Cancel trip' })).toBeNull();
  });

  it('picked_up: the recipient’s delivery code delivers, then the cash to collect, and Done goes back to the requests', async () => {
    const { container } = openTrip(aDriverTrip({ status: 'picked_up' }));
    await waitFor(() =>
      expect(mapPins(container)).toEqual(['Driver with the parcel', 'Drop', 'Pickup']),
    );
    // The customer receives it: the code is theirs to tell.
    const code = await screen.findByRole('textbox', { name: 'Delivery code from Asha Rao' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    const delivered = within(bottomBar()).getByRole('button', { name: 'Delivered' });
    expect(delivered).toBeDisabled();
    await userEvent.type(code, '7315');
    await userEvent.click(delivered);
    expect(sent.deliver).toEqual([{ delivery_code: '7315' }]);
    expect(
      await screen.findByRole('heading', { name: 'Delivered: collect the fare' }),
    ).toBeVisible();
    // The trip is over: no driver's pin, nor its name, over the drop's.
    await waitFor(() => expect(mapPins(container)).toEqual(['Drop', 'Pickup']));
    expect(within(bottomBar()).getByText('Collect ₹1,250')).toBeVisible();
    expect(within(bottomBar()).queryByRole('button', { name: 'Done' })).toBeNull();
    await userEvent.click(within(bottomBar()).getByRole('button', { name: 'Cash received' }));
    expect(sent.payment).toEqual([{ method: 'cash' }]);
    expect(await within(bottomBar()).findByText('₹1,250 received in cash')).toBeVisible();
    // GET no longer has the trip once it is paid: the screen keeps it until Done.
    current = null;
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(sent.token.length).toBeGreaterThan(1));
    expect(screen.getByText('₹1,250 received in cash')).toBeVisible();

    await userEvent.click(within(bottomBar()).getByRole('button', { name: 'Done' }));
    expect(location()).toHaveTextContent(DRIVER_ROUTES.requests);
  });

  it('a wrong delivery code says the tries left and stays selected; it cannot be sent twice', async () => {
    openTrip(aDriverTrip({ status: 'picked_up' }));
    const code = await screen.findByRole('textbox', { name: 'Delivery code from Asha Rao' });
    await userEvent.type(code, '1111');
    await userEvent.click(within(bottomBar()).getByRole('button', { name: 'Delivered' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wrong delivery code. 4 tries left.',
    );
    expect(code).toHaveValue('1111');
    expect(within(bottomBar()).getByRole('button', { name: 'Delivered' })).toBeDisabled();
    expect(sent.deliver).toHaveLength(1);
  });

  it('no code: a photo of the parcel and who took it deliver instead', async () => {
    fakeCamera();
    openTrip(aDriverTrip({ status: 'picked_up' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No code? Use a photo' }));
    await userEvent.click(
      within(bottomBar()).getByRole('button', { name: 'Delivered with photo' }),
    );
    expect(screen.getByText('Enter the name of the person who took the parcel.')).toBeVisible();
    expect(screen.getByText('Take a photo of the parcel at the drop.')).toBeVisible();
    expect(sent.photo).toEqual([]);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Who took the parcel?' }),
      'Guard Mohan',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Take a photo of the parcel' }));
    const camera = await screen.findByRole('dialog', { name: 'Photo of the parcel' });
    firstFrameArrives();
    await userEvent.click(within(camera).getByRole('button', { name: 'Take photo' }));
    expect(await screen.findByRole('img', { name: 'The parcel at the drop' })).toBeVisible();
    await userEvent.click(
      within(bottomBar()).getByRole('button', { name: 'Delivered with photo' }),
    );
    await waitFor(() => expect(sent.photo).toEqual([{ received_by: 'Guard Mohan', photo: true }]));
    expect(
      await screen.findByRole('heading', { name: 'Delivered: collect the fare' }),
    ).toBeVisible();
  });

  it('UPI: the customer says they paid; the driver confirms seeing it, or takes cash instead', async () => {
    openTrip(
      aDriverTrip({
        status: 'delivered',
        payment: { method: 'upi', status: 'customer_paid', amount: 1250 },
      }),
    );
    expect(
      await screen.findByText('The customer says they paid by UPI. Check their payment screen.'),
    ).toBeVisible();
    expect(within(bottomBar()).getByRole('button', { name: 'Took cash instead' })).toBeVisible();
    await userEvent.click(within(bottomBar()).getByRole('button', { name: 'UPI payment seen' }));
    expect(sent.payment).toEqual([{ method: 'upi' }]);
    expect(await within(bottomBar()).findByText('₹1,250 received by UPI')).toBeVisible();
  });

  it('shows whom to hand the parcel to, with Call, and the customer’s note', async () => {
    openTrip(
      aDriverTrip({
        status: 'picked_up',
        recipient: {
          name: 'Kavya Rao',
          phone: '9123456780',
          instructions: 'Leave it with the guard',
        },
      }),
    );
    const recipient = await screen.findByTestId('trip-recipient');
    expect(recipient).toHaveTextContent('Deliver to Kavya Rao');
    expect(within(recipient).getByRole('link', { name: 'Call Kavya Rao' })).toHaveAttribute(
      'href',
      'tel:+919123456780',
    );
    expect(screen.getByTestId('trip-note')).toHaveTextContent('Note: Leave it with the guard');
    expect(screen.getByRole('textbox', { name: 'Delivery code from Kavya Rao' })).toBeVisible();
  });

  it('cancels before pickup with a reason, in a dialog that keeps and returns focus', async () => {
    openTrip(aDriverTrip());
    const cancelTrip = await screen.findByRole('button', { name: 'Cancel trip' });
    await userEvent.click(cancelTrip);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this trip?' });
    // Kept: focus goes back to the button that opened it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the trip' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(cancelTrip).toHaveFocus());

    await userEvent.click(cancelTrip);
    const again = screen.getByRole('dialog', { name: 'Cancel this trip?' });
    const confirm = within(again).getByRole('button', { name: 'Cancel trip' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(again).getByRole('radio', { name: 'My vehicle broke down' }));
    await userEvent.click(confirm);

    await waitFor(() => expect(location()).toHaveTextContent(DRIVER_ROUTES.requests));
    expect(sent.cancel).toEqual([{ reason: 'My vehicle broke down' }]);
    expect(screen.getByTestId('toast')).toHaveTextContent(
      'Trip cancelled. The customer has been told.',
    );
  });

  it('when the customer cancels, says so, goes back to the requests and stops the position watch', async () => {
    openTrip(aDriverTrip());
    await screen.findByRole('heading', { name: 'Go to the pickup' });
    expect(watching).toBe(1);
    current = null;
    // Coming back to the app asks for the trip at once (and every few seconds meanwhile).
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(location()).toHaveTextContent(DRIVER_ROUTES.requests));
    expect(screen.getByTestId('toast')).toHaveTextContent('The customer cancelled this trip.');
    // Offline and without a trip, the phone's position is no one's business.
    await waitFor(() => expect(watching).toBe(0));
  });

  it("shows a refused step's message, then where the trip really is", async () => {
    openTrip(aDriverTrip());
    await screen.findByRole('heading', { name: 'Go to the pickup' });
    // Arrived was already sent (another tap, a lost answer): the API refuses it again.
    current = { ...current!, status: 'driver_arrived' };
    server.use(
      http.post(`${TRIP}/arrive/`, () =>
        HttpResponse.json(apiError('tripWrongState', API_ERRORS.tripWrongState), { status: 409 }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Arrived' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('The trip is not at that step');
    expect(
      await screen.findByRole('heading', { name: 'At the pickup: ask for the code' }),
    ).toBeVisible();
  });

  it.each([
    ['en', 'You are not at the drop yet'],
    ['hi', 'आप अभी ड्रॉप पर नहीं पहुँचे हैं'],
  ] as const)(
    'Delivered away from the drop: the API says the driver is not there yet (%s), and the trip waits',
    async (language, message) => {
      if (language === 'hi') inLanguage('hi');
      openTrip(aDriverTrip({ status: 'picked_up' }));
      server.use(
        http.post(`${TRIP}/deliver/`, () =>
          HttpResponse.json(apiError('notAtDrop', API_ERRORS.notAtDrop), { status: 409 }),
        ),
      );
      const delivered = language === 'hi' ? 'पहुँचा दिया गया' : 'Delivered';
      const code = language === 'hi' ? 'Asha Rao से डिलीवरी कोड' : 'Delivery code from Asha Rao';
      await userEvent.type(await screen.findByRole('textbox', { name: code }), '7315');
      await userEvent.click(screen.getByRole('button', { name: delivered }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('button', { name: delivered })).toBeVisible();
    },
  );

  it("says so when the phone's location is refused: the customer cannot follow the driver", async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        watchPosition: (_found: PositionCallback, failed: PositionErrorCallback) => {
          failed({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
          return 1;
        },
        clearWatch: () => undefined,
      },
    });
    openTrip(aDriverTrip({ status: 'picked_up' }));
    expect(
      await screen.findByText(
        "Location is off for Dakiya, so the customer cannot follow you. Allow location in the browser's settings.",
      ),
    ).toBeVisible();
    expect(sent.position).toEqual([]);
  });

  it('without a trip, points to the requests', async () => {
    showTripPage();
    expect(await screen.findByRole('heading', { name: 'No trip right now' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See requests' })).toHaveAttribute(
      'href',
      DRIVER_ROUTES.requests,
    );
  });

  it("keeps the step bar's real height for the page's scroll padding while the trip shows", async () => {
    // jsdom lays nothing out: the bar says how tall it is, as a phone measures it.
    const measure = HTMLElement.prototype.getBoundingClientRect;
    const spy = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('aria-label') === 'Next step'
          ? ({ height: 187.5 } as DOMRect)
          : measure.call(this);
      });
    const root = document.documentElement.style;
    const { unmount } = openTrip(aDriverTrip({ status: 'driver_arrived' }));
    await screen.findByRole('region', { name: 'Next step' });
    expect(root.getPropertyValue(STEP_BAR_HEIGHT_VAR)).toBe('187.5px');
    unmount();
    expect(root.getPropertyValue(STEP_BAR_HEIGHT_VAR)).toBe('');
    spy.mockRestore();
  });

  it('in Hindi', async () => {
    inLanguage('hi');
    openTrip(aDriverTrip({ status: 'driver_arrived' }));
    expect(await screen.findByRole('heading', { name: 'पिकअप पर: ग्राहक से कोड पूछें' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'ग्राहक का पिकअप कोड' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'उठाया गया' })).toBeDisabled();
    expect(screen.getByText('₹1,250')).toBeVisible();

    await userEvent.type(screen.getByRole('textbox', { name: 'ग्राहक का पिकअप कोड' }), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'उठाया गया' }));
    // The tries left in Hindi, and the hint still beside them.
    expect(await screen.findByRole('alert')).toHaveTextContent('गलत OTP। 4 कोशिशें बाकी हैं।');
    expect(screen.getByText('ग्राहक से उनकी स्क्रीन पर दिखा 4 अंकों का कोड पूछें।')).toBeVisible();
  });
});
