import { describe, expect, it } from '@jest/globals';
import { createAppStore } from '@dakiya/shared';
import { answer, recordRequests, setupApiServer } from '@dakiya/shared/src/test/api-server';
import { inLanguage } from '@dakiya/shared/src/test/i18n';
import { createEmbeddedProvider } from './embedded-provider';

const HOSUR = {
  id: 1269934,
  name: 'Hosur',
  formatted_address: 'Hosur, Krishnagiri, Tamil Nadu, India',
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
    expect(suggestions).toEqual([
      { id: '1269934', label: 'Hosur, Krishnagiri, Tamil Nadu, India' },
    ]);
    expect(await maps.resolve(suggestions[0]!)).toEqual({
      address: 'Hosur, Krishnagiri, Tamil Nadu, India',
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
    expect(await maps.reverseGeocode({ lat: 12.74, lng: 77.83 })).toBe(
      'Hosur, Krishnagiri, Tamil Nadu, India',
    );
    server.use(
      answer('get', '/places/reverse/', 200, { result: { ...HOSUR, distance_km: 6.2 } }).handler,
    );
    expect(await maps.reverseGeocode({ lat: 12.8, lng: 77.9 })).toBe(
      'Near Hosur, Krishnagiri, Tamil Nadu, India',
    );
  });

  it('says "near" in the active language', async () => {
    const maps = createEmbeddedProvider(createAppStore().dispatch);
    server.use(
      answer('get', '/places/reverse/', 200, { result: { ...HOSUR, distance_km: 6.2 } }).handler,
    );
    inLanguage('hi');
    expect(await maps.reverseGeocode({ lat: 12.8, lng: 77.9 })).toBe(
      'Hosur, Krishnagiri, Tamil Nadu, India के पास',
    );
  });

  it("asks for places named in the app's language", async () => {
    server.use(
      answer('get', '/places/search/', 200, { results: [HOSUR] }).handler,
      answer('get', '/places/reverse/', 200, { result: { ...HOSUR, distance_km: 0.4 } }).handler,
    );
    const recorder = recordRequests(server);
    const maps = createEmbeddedProvider(createAppStore().dispatch);
    await maps.suggest('Hosur');
    inLanguage('hi');
    await maps.suggest('Hosur');
    await maps.reverseGeocode({ lat: 12.74, lng: 77.83 });
    recorder.stop();
    const asked = recorder.requests.map((request) => new URL(request.url).searchParams);
    expect(asked.map((params) => params.get('lang'))).toEqual(['en', 'hi', 'hi']);
    expect(asked[1]!.get('q')).toBe('Hosur');
  });

  it('asks for places near the position it is given, to about a kilometre', async () => {
    server.use(answer('get', '/places/search/', 200, { results: [HOSUR] }).handler);
    const recorder = recordRequests(server);
    const maps = createEmbeddedProvider(createAppStore().dispatch);
    await maps.suggest('Jayanagar', { lat: 12.971598, lng: 77.594566 });
    await maps.suggest('Jaya');
    recorder.stop();
    const asked = recorder.requests.map((request) => new URL(request.url).searchParams);
    expect(asked.map((params) => params.get('near'))).toEqual(['12.97,77.59', null]);
    expect(asked[0]!.get('q')).toBe('Jayanagar');
  });

  it('sends nothing for empty text', async () => {
    const maps = createEmbeddedProvider(createAppStore().dispatch);
    expect(await maps.suggest('   ')).toEqual([]);
  });
});
