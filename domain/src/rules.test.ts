import { describe, expect, it } from '@jest/globals';
import { changePasswordSchema, forgotEmailSchema, signupFormSchema } from './schemas/auth-forms';
import { splitFullName } from './full-name';
import { capOfferCode, fareFloor, fareToSend } from './ride-rules';
import { estimateFare } from './fare-formula';
import { formatRupees, formatRupeeAmount } from './format/rupees';
import { haversineKm } from './geo/haversine';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('forgot password rules', () => {
  it.each([
    ['', 'Please enter an email address'],
    ['not-an-email', 'Please enter a valid email address'],
  ])('email %p -> %s', (email, message) => {
    expect(messages(forgotEmailSchema.safeParse({ email }))).toContain(message);
  });

  it.each([
    ['12a', 'Abcdefg1', 'Please enter a valid 4-digit OTP'],
    ['1234', 'Abc1', 'Password must be at least 8 characters long.'],
    ['1234', 'abcdefg1', 'Password must contain at least one uppercase letter.'],
    ['1234', 'ABCDEFG1', 'Password must contain at least one lowercase letter.'],
    ['1234', 'Abcdefgh', 'Password must contain at least one number.'],
  ])('otp %p password %p -> %s', (otp, password, message) => {
    expect(
      messages(changePasswordSchema.safeParse({ otp, password, confirm_password: password })),
    ).toContain(message);
  });

  it('needs the confirmation to match', () => {
    expect(
      messages(
        changePasswordSchema.safeParse({
          otp: '1234',
          password: 'Abcdefg1',
          confirm_password: 'Abcdefg2',
        }),
      ),
    ).toEqual(['Passwords do not match']);
  });
});

describe('sign-up rules', () => {
  const valid = {
    fullName: 'Asha Rani Rao',
    phoneNumber: '9876543210',
    area: 'Pune',
    email: 'asha@example.com',
    password: 'secret123',
    confirmPassword: 'secret123',
  };
  it('accepts a complete form', () => {
    expect(signupFormSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    [{ fullName: 'Asha' }, 'Please enter full name'],
    [{ phoneNumber: '98765' }, 'Invalid phone number'],
    [{ email: '' }, 'Email is required'],
    [{ password: '', confirmPassword: '' }, 'Password is required'],
    [
      { password: 'secretsecret', confirmPassword: 'secretsecret' },
      'Min 8 characters and one number',
    ],
    [{ confirmPassword: '' }, 'Please confirm your password'],
    [{ confirmPassword: 'secret124' }, "Passwords don't match!"],
    [{ area: '' }, 'Please select your area'],
  ])('%p -> %s', (change, message) => {
    expect(messages(signupFormSchema.safeParse({ ...valid, ...change }))).toContain(message);
  });
  it('takes the first and last words of the full name', () => {
    expect(splitFullName('  Asha  Rani Rao ')).toEqual({ first_name: 'Asha', last_name: 'Rao' });
    expect(splitFullName('Asha')).toBeNull();
  });
});

describe('booking rules and formatting', () => {
  it('cuts ride ids to 30 characters', () => {
    expect(capOfferCode('x'.repeat(40))).toHaveLength(30);
    expect(capOfferCode('short')).toBe('short');
  });
  it('sends the offered fare if set, else the rounded estimate', () => {
    expect(fareToSend(250, 199.6)).toBe(250);
    expect(fareToSend(null, 199.6)).toBe(200);
    expect(fareToSend(0, 199.4)).toBe(199);
  });
  it('puts the fare floor at half the least estimate: never above half the quoted one', () => {
    const delhi = { lat: 28.6139, lng: 77.209 };
    const agra = { lat: 27.1767, lng: 78.0081 };
    const km = haversineKm(delhi, agra);
    const truck = fareFloor({ type: 'Pickup_8ft', pickup: delhi, drop: agra, weightKg: null });
    expect(truck).toBe(Math.floor((400 + 28 * km) / 2));
    // Any road is at least the straight line: half of any quote for the trip passes.
    for (const road of [km, km * 1.3])
      expect(truck).toBeLessThanOrEqual(
        estimateFare({ parcel_type: 'PICKUP_8FT', distance: road }) / 2,
      );
    const parcel = fareFloor({ type: 'Parcel', pickup: delhi, drop: agra, weightKg: 10 });
    expect(parcel).toBe(Math.floor((60 + 10 * km + 6 * 10) / 2));
    // No places: the type's base; an unknown type is priced as documents, the cheapest.
    expect(fareFloor({ type: 'Pickup_4ft', pickup: null, drop: null, weightKg: null })).toBe(125);
    expect(fareFloor({ type: 'Bicycle', pickup: null, drop: null, weightKg: null })).toBe(20);
    expect(fareFloor({ type: 'Document', pickup: delhi, drop: delhi, weightKg: null })).toBe(20);
  });
  it('formats rupees with Indian digit grouping', () => {
    expect(formatRupees(123456.4)).toBe('₹1,23,456');
    expect(formatRupeeAmount(1500)).toBe('1,500');
  });
  it('measures great-circle distance', () => {
    const km = haversineKm({ lat: 28.6139, lng: 77.209 }, { lat: 19.076, lng: 72.8777 });
    expect(km).toBeGreaterThan(1140);
    expect(km).toBeLessThan(1160);
  });
});
