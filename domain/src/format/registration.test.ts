import { describe, expect, it } from '@jest/globals';
import { driverRegistrationSchema } from '../schemas/driver';
import { formatRegistration } from './registration';

describe('formatRegistration', () => {
  it('reads as the plate does, however it was typed', () => {
    expect(formatRegistration('KA01AB1234')).toBe('KA 01 AB 1234');
    expect(formatRegistration(' ka-01-ab-1234 ')).toBe('KA 01 AB 1234');
    expect(formatRegistration('MH 2 X 77')).toBe('MH 02 X 77');
    expect(formatRegistration('DL01 1234')).toBe('DL 01 1234');
  });

  it('keeps a number of another shape as typed, in capitals', () => {
    expect(formatRegistration('22 bh  1234 aa')).toBe('22 BH 1234 AA');
  });

  it("is what a driver's sign-up keeps (the API's and the app's schema)", () => {
    const parsed = driverRegistrationSchema.parse({
      name: 'Ravi Kumar',
      phone_number: '9876543210',
      vehicle_type: 'TWO_WHEELER',
      vehicle_model: 'Honda Activa',
      registration: 'ka01ab1234',
    });
    expect(parsed.registration).toBe('KA 01 AB 1234');
  });
});
