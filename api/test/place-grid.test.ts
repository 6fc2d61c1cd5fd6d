import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { haversineKm } from '@dakiya/domain';
import { PlaceService } from '../src/services/place-service.js';
import { seededRandom } from './support/seeded-random.js';

/** What the grid must reproduce: every place with a position of its own, in index order. */
function nearestByScan(service: PlaceService, position: { lat: number; lng: number }) {
  const table = service.load().table;
  const { lat, lng, precise, locality } = table;
  let best = -1;
  let bestKm = Infinity;
  let bestLocality = -1;
  let bestLocalityKm = 2;
  for (let place = 0; place < precise.length; place += 1) {
    if (!precise[place]) continue;
    if (Math.abs(lat[place]! - position.lat) > 1 || Math.abs(lng[place]! - position.lng) > 1)
      continue;
    const km = haversineKm(position, { lat: lat[place]!, lng: lng[place]! });
    if (km < bestKm) [best, bestKm] = [place, km];
    if (locality[place] && km <= bestLocalityKm) [bestLocality, bestLocalityKm] = [place, km];
  }
  if (best < 0) return null;
  const chosen =
    bestLocality >= 0 && !locality[best] && table.rank[best]! >= 100_000 ? bestLocality : best;
  return table.ids[chosen];
}

describe('reverse geocoding through the place grid', () => {
  const service = new PlaceService();

  it('finds the place a scan of every place finds, across India and inside a city', () => {
    const next = seededRandom(29);
    let compared = 0;
    for (let i = 0; i < 1500; i += 1) {
      // A third inside Bengaluru, where places are dense and many are nearly as near.
      const position =
        i % 3 === 0
          ? { lat: 12.9 + next() * 0.2, lng: 77.5 + next() * 0.2 }
          : { lat: 8 + next() * 25, lng: 69 + next() * 28 };
      const expected = nearestByScan(service, position);
      if (expected === null) continue; // nothing within a degree: the fallback, not the grid
      assert.equal(service.nearest(position).id, expected, JSON.stringify(position));
      compared += 1;
    }
    assert.ok(compared > 1000, `only ${compared} points had a place within a degree`);
  });

  it('names a point in both languages from one search', () => {
    const koramangala = { lat: 12.9352, lng: 77.6245 };
    assert.deepEqual(service.nearestAddresses(koramangala), {
      en: service.nearest({ ...koramangala, lang: 'en' }).formatted_address,
      hi: service.nearest({ ...koramangala, lang: 'hi' }).formatted_address,
    });
  });
});
