import { describe, expect, it } from '@jest/globals';
import { addressNamesIndia, isInIndiaBounds } from './india-bounds';

describe('isInIndiaBounds', () => {
  it.each([
    ['Indira Point, Great Nicobar', { lat: 6.75, lng: 93.84 }],
    ['Leh', { lat: 34.15, lng: 77.58 }],
    ['Kutch', { lat: 23.73, lng: 68.9 }],
    ['Kibithu, Arunachal', { lat: 28.28, lng: 97.02 }],
  ])('takes %s', (_place, position) => {
    expect(isInIndiaBounds(position)).toBe(true);
  });

  it.each([
    ['0,0', { lat: 0, lng: 0 }],
    ['London', { lat: 51.5, lng: -0.12 }],
    ['Colombo', { lat: 6.0, lng: 79.86 }],
    ['Mandalay', { lat: 21.97, lng: 98.1 }],
    ['swapped coordinates', { lat: 77.6, lng: 12.97 }],
  ])('refuses %s', (_place, position) => {
    expect(isInIndiaBounds(position)).toBe(false);
  });
});

describe('addressNamesIndia', () => {
  it.each(['Hosur, Krishnagiri, Tamil Nadu, India', 'होसुर, कृष्णगिरि, तमिलनाडु, भारत'])(
    'takes %s',
    (address) => expect(addressNamesIndia(address)).toBe(true),
  );
  it.each(['Colombo, Sri Lanka', 'Indiana, USA', 'British Indian Ocean Territory'])(
    'refuses %s',
    (address) => expect(addressNamesIndia(address)).toBe(false),
  );
});
