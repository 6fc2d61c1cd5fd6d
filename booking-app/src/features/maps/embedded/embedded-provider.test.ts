import { describe, expect, it } from '@jest/globals';
import { createAppStore } from '@dakiya/shared';
import { answer, setupApiServer } from '@dakiya/shared/src/test/api-server';
import { createEmbeddedProvider } from './embedded-provider';

const HOSUR = {
  id: 1269934,
  name: 'Hosūr',
  formatted_address: 'Hosūr, India',
  lat: 12.74,
  lng: 77.83,
};

const server = setupApiServer();

describe('embedded maps provider', () => {
  it('suggests places from the API and resolves the chosen one to its position', async () => {
    const search = answer('get', '/places/search/', 200, { results: [HOSUR] });
    server.use(search.handler);
    const maps = createEmbeddedProvider(createAppStore().dispatch);
    const suggestions = await maps.suggest(' Hos ');
    expect(suggestions).toEqual([{ id: '1269934', label: 'Hosūr, India' }]);
    expect(await maps.resolve(suggestions[0]!)).toEqual({
      address: 'Hosūr, India',
      position: { lat: 12.74, lng: 77.83 },
    });
    // The same text again comes from the API slice's cache.
    await maps.suggest('Hos');
    expect(search.calls).toHaveLength(1);
  });

  it('names the nearest place, or says the position is near it', async () => {
    const maps = createEmbeddedProvider(createAppStore().dispatch);
    server.use(
      answer('get', '/places/reverse/', 200, { result: { ...HOSUR, distance_km: 0.4 } }).handler,
    );
    expect(await maps.reverseGeocode({ lat: 12.74, lng: 77.83 })).toBe('Hosūr, India');
    server.use(
      answer('get', '/places/reverse/', 200, { result: { ...HOSUR, distance_km: 6.2 } }).handler,
    );
    expect(await maps.reverseGeocode({ lat: 12.8, lng: 77.9 })).toBe('Near Hosūr, India');
  });

  it('sends nothing for empty text', async () => {
    const maps = createEmbeddedProvider(createAppStore().dispatch);
    expect(await maps.suggest('   ')).toEqual([]);
  });
});
