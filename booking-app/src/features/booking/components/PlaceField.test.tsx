import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { signedInStore } from '@dakiya/shared/src/test/session';
import { inLanguage } from '@dakiya/shared/src/test/i18n';
import { answer, setupApiServer } from '@dakiya/shared/src/test/api-server';
import type { Location, SavedAddress } from '@dakiya/domain';
import { MapsProviderScope } from '../../maps/maps-context';
import { fakeMaps } from '../../maps/test/fake-maps';
import { PlaceField } from './PlaceField';

const saved = (id: number, kind: SavedAddress['kind'], name: string | null, address: string) => ({
  id,
  kind,
  name,
  location: { address, position: { lat: 12.9 + id / 100, lng: 77.6 } },
  created_at: '2026-11-20T10:00:00.000Z',
});
const HOME = saved(1, 'home', null, 'Indiranagar, Bengaluru, Karnataka, India');
const GYM = saved(2, 'other', 'Gym', 'Koramangala, Bengaluru, Karnataka, India');

setupApiServer(answer('get', '/me/addresses/', 200, { results: [HOME, GYM] }).handler);

function renderField(onChange: (location: Location | null) => void, maps = fakeMaps()) {
  const store = signedInStore({
    access: 'a',
    refresh: 'r',
    user: { id: 7, first_name: 'Asha', last_name: 'Rao' },
  });
  renderScreen(
    <MapsProviderScope provider={maps}>
      <PlaceField label="Pickup" placeholder="Pickup location" value={null} onChange={onChange} />
    </MapsProviderScope>,
    { path: '/send-courier', store },
  );
  return screen.getByRole('combobox', { name: 'Pickup' });
}

describe('PlaceField with saved addresses', () => {
  it('offers every saved address, labelled, when the box is empty, and takes the chosen one', async () => {
    const onChange = jest.fn<(location: Location | null) => void>();
    const box = renderField(onChange);
    await waitFor(async () => {
      await userEvent.click(box);
      expect(screen.getAllByRole('option')).toHaveLength(2);
    });
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent(`Home ${HOME.location.address}`);
    expect(options[1]).toHaveTextContent(`Gym ${GYM.location.address}`);

    await userEvent.click(options[1]!);
    expect(onChange).toHaveBeenLastCalledWith(GYM.location);
    expect(box).toHaveValue(GYM.location.address);
  });

  it('offers the saved addresses whose name or address matches first, then the places found', async () => {
    const box = renderField(jest.fn());
    await userEvent.type(box, 'gym');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option')).toHaveTextContent('Gym');

    await userEvent.clear(box);
    await userEvent.type(box, 'bengaluru');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(2));
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('Home');
    expect(options[1]).toHaveTextContent('Gym');
    expect(options[2]).toHaveTextContent('MG Road, Bengaluru');
  });

  it('offers a saved address for the start of its own parts, not for the country all share', async () => {
    const box = renderField(jest.fn(), fakeMaps({ suggest: async () => [] }));
    await userEvent.type(box, 'ind');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option')).toHaveTextContent('Indiranagar');
  });

  it('takes a place named in Hindi: its address says India as भारत', async () => {
    const HOSUR_IN_HINDI: Location = {
      address: 'होसुर, कृष्णगिरि, तमिलनाडु, भारत',
      position: { lat: 12.7409, lng: 77.8253 },
    };
    const onChange = jest.fn<(location: Location | null) => void>();
    const box = renderField(
      onChange,
      fakeMaps({
        suggest: async () => [{ id: 'hosur', label: HOSUR_IN_HINDI.address }],
        resolve: async () => HOSUR_IN_HINDI,
      }),
    );
    await userEvent.type(box, 'होसुर');
    await userEvent.click(await screen.findByRole('option', { name: HOSUR_IN_HINDI.address }));
    expect(onChange).toHaveBeenLastCalledWith(HOSUR_IN_HINDI);
    expect(box).toHaveValue(HOSUR_IN_HINDI.address);
  });

  it('names Home in Hindi', async () => {
    inLanguage('hi');
    const box = renderField(jest.fn());
    await waitFor(async () => {
      await userEvent.click(box);
      expect(screen.getAllByRole('option')).toHaveLength(2);
    });
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('घर');
  });
});
