import { describe, expect, it } from '@jest/globals';
import { placeLabels } from './place-labels';

const place = (id: number, name: string, x: number, y: number) => ({ id, name, lat: y, lng: x });
const toPixel = ({ lat, lng }: { lat: number; lng: number }) => ({ x: lng, y: lat });

describe('placeLabels', () => {
  it('keeps the larger (earlier) place where two labels would overlap', () => {
    const places = [
      place(1, 'Bengaluru', 100, 100),
      place(2, 'Vasanthanagar', 150, 105), // overlaps Bengaluru's label
      place(3, 'Richmond Town', 100, 140), // below it, clear
      place(4, 'Austin Town', 300, 100),
    ];
    expect(placeLabels(places, toPixel, []).map((p) => p.name)).toEqual([
      'Bengaluru',
      'Richmond Town',
      'Austin Town',
    ]);
  });

  it('leaves out places the map already names, in any script, and gives them no room', () => {
    const places = [place(1, 'बेंगलुरु', 100, 100), place(2, 'Vasanthanagar', 150, 105)];
    // The map's own label for Bengaluru, its point rounded to three decimals.
    const mapNames = [{ lat: 100.0004, lng: 99.9996 }];
    expect(placeLabels(places, toPixel, mapNames).map((p) => p.name)).toEqual(['Vasanthanagar']);
    expect(placeLabels(places, toPixel, [{ lat: 100.01, lng: 100 }])).toHaveLength(1);
  });
});
