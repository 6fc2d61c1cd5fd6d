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
  '/token/logout/',
  '/quotations/prices/',
  `/bargaining/${userId}/`,
  `/bargaining/RideGet/${userId}/driverassign/OFXYZ/`,
  '/drivers/otp/',
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

/** Strings of control characters (NUL included), alone or around ordinary text. */
const controlText = fc
  .tuple(
    fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code)) }),
    fc.constantFrom('', 'a@b.co', '9876543210', '1234', 'Asha'),
  )
  .map(([control, text]) => `${text}${control}${text}`);

const value = fc.oneof(
  fc.string(),
  controlText,
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

  it('answers truncated and boundary-less multipart bodies on the form endpoints with 400', async () => {
    const formEndpoints = ['/register', `/bargaining/${userId}/`];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...formEndpoints),
        fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(fc.string(), controlText), {
          maxKeys: 6,
        }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        async (endpoint, fields, cut, dropBoundary) => {
          const form = new FormData();
          for (const [k, v] of Object.entries(fields)) form.append(k, v);
          form.append('photo', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])]), 'p.jpg');
          const encoded = new Request('http://x', { method: 'POST', body: form });
          const bytes = new Uint8Array(await encoded.arrayBuffer());
          const type = dropBoundary ? 'multipart/form-data' : encoded.headers.get('content-type')!;
          const response = await fetch(api.url + endpoint, {
            method: 'POST',
            headers: { 'content-type': type, authorization: `Bearer ${token}` },
            body: bytes.subarray(0, Math.floor(bytes.length * cut)),
          });
          await response.arrayBuffer();
          assert.ok(
            response.status < 500,
            `${endpoint} answered ${response.status} to ${Math.round(cut * 100)}% of a form`,
          );
        },
      ),
      { numRuns: 150 },
    );
  });
});
