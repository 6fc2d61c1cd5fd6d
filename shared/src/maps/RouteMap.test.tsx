import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderScreen } from '../test/render';
import { setRuntimeConfig } from '../config/runtime-config';
import { RouteMap } from './RouteMap';

// The edge no machine here reaches: Google's script loader. A refused key makes Google's script
// call window.gm_authFailure; the fake does exactly that when asked to load.
const mockLoad = jest.fn(async () => {
  (window as unknown as { gm_authFailure: () => void }).gm_authFailure();
  return {};
});
jest.mock('@googlemaps/js-api-loader', () => ({ Loader: jest.fn(() => ({ load: mockLoad })) }));

const MG_ROAD = { address: 'MG Road, Bengaluru', position: { lat: 12.9756, lng: 77.6066 } };
const HOSUR = { address: 'Hosūr, India', position: { lat: 12.7409, lng: 77.8253 } };

afterEach(() => void setRuntimeConfig({ googleMapsKey: '' }));

describe('RouteMap', () => {
  it('draws the embedded offline map when no Google key is configured, asking Google for nothing', async () => {
    const { container } = renderScreen(<RouteMap pickup={MG_ROAD} drop={HOSUR} />);
    expect(await screen.findByTestId('route-map')).toBeVisible();
    expect(container.querySelector('.leaflet-container')).not.toBeNull();
    expect(mockLoad).not.toHaveBeenCalled();
  });

  it("draws Google's map when a key is configured (here refused: it says so)", async () => {
    setRuntimeConfig({ googleMapsKey: 'refused-key' });
    renderScreen(<RouteMap pickup={null} drop={null} />);
    expect(await screen.findByText('Error: AuthFailure')).toBeVisible();
    expect(mockLoad).toHaveBeenCalledTimes(1);
  });
});
