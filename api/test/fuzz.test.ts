import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import { signUpCustomer } from '@dakiya/test-kit';

/** Every endpoint that takes a body, with the user id of the signed-in customer filled in. */
const ENDPOINTS = (userId: number) => [
  '/login',
  '/verifyloginotp/',
  '/resendotplogin',
  '/register',
  '/forgotpassword/',
  '/forgotpassword/changepassword/a%40b.co/',
  '/token/refresh/',
  '/quotations/prices/',
  `/bargaining/${userId}/`,
  `/bargaining/RideGet/${userId}/driverassign/OFXYZ/`,
  '/drivers/',
  '/drivers/me/rides/1/offers/',
];

const FIELDS = [
  'email',
  'password',
  'phone_number',
  'phoneNumber',
  'otp',
  'login_type',
  'first_name',
  'last_name',
  'user_type',
  'confirm_password',
  'refresh',
  'parcel_type',
  'distance',
  'weight',
  'height',
  'width',
  'document_quantity',
  'type',
  'pickup_location',
  'drop_location',
  'offer_fare',
  'pickup_lat',
  'name',
  'vehicle_type',
  'fare',
];

const value = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    'DOCUMENT',
    'PARCEL',
    'TWO_WHEELER',
    '9876543210',
    '1234',
    'consumer',
    'a@b.co',
    'NaN',
    '-1',
    '1e309',
  ),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }),
  fc.jsonValue(),
);

describe(`fuzz: no body makes a 5xx (${DB_KIND})`, () => {
  let api: TestApi;
  let token = '';
  let userId = 0;
  before(async () => {
    api = await startTestApi();
    ({ access: token, userId } = await signUpCustomer(api.url));
  });
  after(async () => api.close());

  it('answers arbitrary JSON and form bodies on every endpoint with less than 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS(userId)),
        body,
        fc.boolean(),
        fc.boolean(),
        async (endpoint, payload, asForm, withToken) => {
          const headers: Record<string, string> = withToken
            ? { authorization: `Bearer ${token}` }
            : {};
          let requestBody: BodyInit;
          if (asForm && payload && typeof payload === 'object' && !Array.isArray(payload)) {
            const form = new FormData();
            for (const [k, v] of Object.entries(payload))
              form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
            requestBody = form;
          } else {
            headers['content-type'] = 'application/json';
            requestBody = JSON.stringify(payload);
          }
          const response = await fetch(api.url + endpoint, {
            method: 'POST',
            headers,
            body: requestBody,
          });
          await response.arrayBuffer();
          assert.ok(
            response.status < 500,
            `${endpoint} answered ${response.status} to ${JSON.stringify(payload)}`,
          );
        },
      ),
      { numRuns: 400 },
    );
  });
});
