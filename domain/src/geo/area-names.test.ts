import { describe, expect, it } from '@jest/globals';
import { AREAS } from '../constants';
import { areaName } from './area-names';

describe('areaName', () => {
  it('names every sign-up area in Hindi, in Devanagari', () => {
    for (const area of AREAS)
      expect(areaName(area, 'hi')).toMatch(/^[\p{Script=Devanagari}\s,]+$/u);
  });

  it('takes the towns’ and the states’ Hindi names where they have one', () => {
    expect(areaName('Mumbai', 'hi')).toBe('मुंबई');
    expect(areaName('Goa', 'hi')).toBe('गोवा');
  });

  it('keeps the English name in English', () => {
    expect(areaName('Bidar Karnataka', 'en')).toBe('Bidar Karnataka');
  });
});
