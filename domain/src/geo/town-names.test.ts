import { describe, expect, it } from '@jest/globals';
import { hindiTownName } from './town-names';

describe('hindiTownName', () => {
  it('takes the Hindi name a big town goes by over the ones GeoNames lists first', () => {
    expect(hindiTownName('Mumbai', ['Bombay', 'ग्रेटर मुम्बई', 'मुंबई'])).toBe('मुंबई');
  });

  it('takes the first all-Devanagari alternate name, not Marathi’s spelling or a mixed one', () => {
    expect(hindiTownName('Sangli', ['Sāngli', 'सांगळी', 'Sangli सांगली', 'सांगली'])).toBe('सांगली');
  });

  it('is null where there is none', () => {
    expect(hindiTownName('Thane', ['Thāne', 'Tana'])).toBeNull();
  });
});
