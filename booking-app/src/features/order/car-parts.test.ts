import { describe, expect, it } from '@jest/globals';
import { carParts } from './car-parts';

describe('carParts', () => {
  it('splits the model from the number plate', () => {
    expect(carParts('Honda Activa · KA 01 YU 1096')).toEqual({
      model: 'Honda Activa',
      plate: 'KA 01 YU 1096',
    });
  });

  it('takes the last part as the plate when the model has a dot of its own', () => {
    expect(carParts('Tata Ace · Gold · MH 12 AB 3456')).toEqual({
      model: 'Tata Ace · Gold',
      plate: 'MH 12 AB 3456',
    });
  });

  it('has no plate when the API sent none', () => {
    expect(carParts('Honda Activa')).toEqual({ model: 'Honda Activa', plate: null });
  });
});
