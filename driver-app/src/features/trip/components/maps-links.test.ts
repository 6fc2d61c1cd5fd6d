import { describe, expect, it } from '@jest/globals';
import { directionsUrl, geoUri } from './maps-links';

const MG_ROAD = { address: 'MG Road, Bengaluru', position: { lat: 12.9756, lng: 77.6066 } };

describe('handing a place to the phone’s maps app', () => {
  it('asks Google Maps for directions to the position', () => {
    expect(directionsUrl(MG_ROAD)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12.9756%2C77.6066',
    );
  });

  it('gives Android’s maps apps the position, named by the address', () => {
    expect(geoUri(MG_ROAD)).toBe('geo:12.9756,77.6066?q=12.9756,77.6066(MG%20Road%2C%20Bengaluru)');
  });

  it('falls back to the address when the place has no position', () => {
    const place = { address: 'Hosūr, India', position: null };
    expect(directionsUrl(place)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Hos%C5%ABr%2C%20India',
    );
    expect(geoUri(place)).toBe('geo:0,0?q=Hos%C5%ABr%2C%20India');
  });
});
