import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { signedInStore } from '@dakiya/shared/src/test/session';
import { answer, setupApiServer } from '@dakiya/shared/src/test/api-server';
import type { LatLng } from '@dakiya/domain';
import { MapsProviderScope } from '../../maps/maps-context';
import type { MapsProvider } from '../../maps/maps-provider';
import { fakeMaps, PLACES } from '../../maps/test/fake-maps';
import { LocationPicker } from './LocationPicker';

// The place fields offer saved addresses: this customer has none.
setupApiServer(answer('get', '/me/addresses/', 200, { results: [] }).handler);

const HERE = { latitude: 12.9716, longitude: 77.5946 };

/** A device that gives its position at once (jsdom has no geolocation of its own). */
function deviceLocation() {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback) => ok({ coords: HERE } as GeolocationPosition),
    },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

function renderPicker() {
  const suggest = jest.fn<MapsProvider['suggest']>(async () => [
    { id: 'mg-road', label: PLACES['mg-road']!.address },
  ]);
  const maps = fakeMaps({ suggest });
  renderScreen(
    <MapsProviderScope provider={maps}>
      <LocationPicker />
    </MapsProviderScope>,
    { path: '/send-courier', store: signedInStore() },
  );
  return { suggest };
}

/** Where each search for `text` said the customer was. */
const nearOf = (suggest: jest.Mock<MapsProvider['suggest']>, text: string) =>
  suggest.mock.calls.filter(([typed]) => typed === text).map(([, near]) => near);

describe('LocationPicker place suggestions', () => {
  it("searches the pickup near the device's position, and the drop near the pickup", async () => {
    deviceLocation();
    const { suggest } = renderPicker();
    const pickup = screen.getByRole('combobox', { name: 'Pickup' });
    // The device's position fills pickup first; the customer types another over it.
    await waitFor(() => expect(pickup).toHaveValue(PLACES['mg-road']!.address));
    await userEvent.clear(pickup);
    await userEvent.type(pickup, 'MG Road');
    const device: LatLng = { lat: HERE.latitude, lng: HERE.longitude };
    await waitFor(() => expect(nearOf(suggest, 'MG Road')).toEqual([device]));
    await userEvent.click(await screen.findByRole('option', { name: PLACES['mg-road']!.address }));

    await userEvent.type(screen.getByRole('combobox', { name: 'Drop' }), 'Jayanagar');
    await waitFor(() =>
      expect(nearOf(suggest, 'Jayanagar')).toEqual([PLACES['mg-road']!.position]),
    );
  });

  it('searches near nothing without a device position or a place chosen', async () => {
    const { suggest } = renderPicker();
    await userEvent.type(screen.getByRole('combobox', { name: 'Drop' }), 'Jayanagar');
    await waitFor(() => expect(nearOf(suggest, 'Jayanagar')).toEqual([undefined]));
  });
});
