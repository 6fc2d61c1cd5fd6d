import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { API_ERRORS, approximateRoadKm, type DriverFeed } from '@dakiya/domain';
import { driverFeedSchema } from '@dakiya/domain/schemas';
import {
  registerOnlineDriver,
  signUpCustomer,
  type OnlineDriver,
  type SignedInCustomer,
} from '@dakiya/test-kit';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import { openRide } from './support/rides.js';

const MG_ROAD = { lat: 12.975, lng: 77.605 };
const KORAMANGALA = { lat: 12.9352, lng: 77.6245 };
const ROAD_KM = approximateRoadKm(MG_ROAD, KORAMANGALA);
const POINTS = {
  pickup_lat: MG_ROAD.lat,
  pickup_lng: MG_ROAD.lng,
  drop_lat: KORAMANGALA.lat,
  drop_lng: KORAMANGALA.lng,
};

/** The customer's quotation (POST /quotations/prices/), as the API answers it. */
async function quote(customer: SignedInCustomer, load: Record<string, unknown>) {
  const reply = await customer.client.post('/quotations/prices/', { distance: ROAD_KM, ...load });
  assert.equal(reply.status, 201, JSON.stringify(reply.body));
  return reply.body.data as { id: number; estimated_amount: number };
}

async function feedOf(driver: OnlineDriver, lang?: 'en' | 'hi'): Promise<DriverFeed> {
  const reply = await driver.client.get(`/drivers/me/feed/${lang ? `?lang=${lang}` : ''}`);
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return driverFeedSchema.strict().parse(reply.body);
}

const request = (customer: SignedInCustomer, fields: Record<string, unknown>) =>
  customer.client.post(`/bargaining/${customer.userId}/`, {
    type: 'Parcel',
    pickup_location: 'MG Road',
    drop_location: 'Koramangala',
    offer_fare: 300,
    weight: 2,
    ...POINTS,
    ...fields,
  });

const DEVANAGARI = /\p{Script=Devanagari}/u;

describe(`a ride keeps the customer's quotation (${DB_KIND})`, () => {
  let api: TestApi;
  let driver: OnlineDriver;
  before(async () => {
    api = await startTestApi();
    driver = await registerOnlineDriver({ position: MG_ROAD }, api.url);
  });
  after(async () => api.close());

  it("shows the driver exactly the customer's quotation for a boxy parcel", async () => {
    const customer = await signUpCustomer(api.url);
    // 2 kg in a 40 cm box: priced by its size (12.8 kg), which the ride does not keep.
    const quotation = await quote(customer, {
      parcel_type: 'PARCEL',
      weight: 2,
      width: 40,
      height: 40,
      length: 40,
    });
    const rideId = await openRide(customer, { weight: 2, quotation_id: quotation.id });
    const shown = (await feedOf(driver)).rides.find((ride) => ride.id === rideId);
    assert.equal(shown?.estimate_fare, quotation.estimated_amount);
  });

  it("shows the driver exactly the customer's quotation for several documents", async () => {
    const customer = await signUpCustomer(api.url);
    const quotation = await quote(customer, { parcel_type: 'DOCUMENT', document_quantity: 4 });
    const rideId = await openRide(customer, {
      type: 'Document',
      weight: undefined,
      // A multipart form's text, as Find a Driver sends it.
      quotation_id: String(quotation.id),
    });
    const shown = (await feedOf(driver)).rides.find((ride) => ride.id === rideId);
    assert.equal(shown?.estimate_fare, quotation.estimated_amount);
  });

  it('prices a request without a quotation by the formula, as before', async () => {
    const customer = await signUpCustomer(api.url);
    const rideId = await openRide(customer, { type: 'Document', weight: undefined });
    const shown = (await feedOf(driver)).rides.find((ride) => ride.id === rideId);
    assert.equal(shown?.estimate_fare, 40 + 8 * ROAD_KM);
  });

  it("refuses a quotation that is not the customer's, as GET quotation does", async () => {
    const owner = await signUpCustomer(api.url);
    const other = await signUpCustomer(api.url);
    const theirs = await quote(owner, { parcel_type: 'DOCUMENT', document_quantity: 1 });
    const notYours = await request(other, { type: 'Document', quotation_id: theirs.id });
    assert.equal(notYours.status, 403, JSON.stringify(notYours.body));
    assert.equal(notYours.body.message, API_ERRORS.quotationNotYours);
    const missing = await request(other, { type: 'Document', quotation_id: 2_000_000_000 });
    assert.equal(missing.status, 404, JSON.stringify(missing.body));
    assert.equal(missing.body.message, API_ERRORS.noSuchQuotation);
    const garbled = await request(other, { quotation_id: 'first' });
    assert.equal(garbled.status, 400, JSON.stringify(garbled.body));
  });

  it('refuses a quotation of another load or another trip, with a clear 400', async () => {
    const customer = await signUpCustomer(api.url);
    const documents = await quote(customer, { parcel_type: 'DOCUMENT', document_quantity: 2 });
    const otherType = await request(customer, { quotation_id: documents.id });
    assert.equal(otherType.status, 400, JSON.stringify(otherType.body));
    assert.equal(otherType.body.message, API_ERRORS.quotationForOtherLoad);
    assert.equal(otherType.body.code, 'quotationForOtherLoad');
    assert.deepEqual(otherType.body.data, { quotation_id: [API_ERRORS.quotationForOtherLoad] });

    const parcel = await quote(customer, { parcel_type: 'PARCEL', weight: 2, width: 9, height: 9 });
    const heavier = await request(customer, { weight: 7, quotation_id: parcel.id });
    assert.equal(heavier.status, 400, JSON.stringify(heavier.body));
    assert.equal(heavier.body.message, API_ERRORS.quotationForOtherLoad);

    // Priced for 1 km, or for 60 km: no road between MG Road and Koramangala is either.
    for (const distance of [1, 60]) {
      const elsewhere = await customer.client.post('/quotations/prices/', {
        parcel_type: 'PARCEL',
        distance,
        weight: 2,
        width: 9,
        height: 9,
      });
      const reply = await request(customer, { quotation_id: elsewhere.body.data.id });
      assert.equal(reply.status, 400, JSON.stringify(reply.body));
      assert.equal(reply.body.message, API_ERRORS.quotationForOtherTrip);
    }
    // None of these left a request behind: the last good one is still the customer's only.
    const kept = await request(customer, { quotation_id: parcel.id });
    assert.equal(kept.status, 201, JSON.stringify(kept.body));
  });
});

describe(`a driver reads the pickup and drop in their language (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('names a ride booked in Devanagari in Latin for an English driver, and keeps it for a Hindi one', async () => {
    const customer = await signUpCustomer(api.url);
    const driver = await registerOnlineDriver({ position: MG_ROAD }, api.url);
    const pickup = 'एमजी रोड, बेंगलुरु';
    const drop = 'कोरमंगला, बेंगलुरु';
    const rideId = await openRide(customer, { pickup_location: pickup, drop_location: drop });

    const english = (await feedOf(driver, 'en')).rides.find((ride) => ride.id === rideId)!;
    for (const text of [english.pickup_location, english.drop_location, english.pickup_locality])
      assert.match(text, /^[^\p{Script=Devanagari}]*[A-Za-z][^\p{Script=Devanagari}]*$/u);
    assert.match(english.drop_location, /Bengaluru|Bangalore/);

    const hindi = (await feedOf(driver, 'hi')).rides.find((ride) => ride.id === rideId)!;
    assert.equal(hindi.pickup_location, pickup);
    assert.equal(hindi.drop_location, drop);
    assert.equal(hindi.pickup_locality, 'एमजी रोड');
    // Without `lang` the feed is in English, as the places routes are.
    assert.equal(
      (await feedOf(driver)).rides.find((ride) => ride.id === rideId)!.pickup_location,
      english.pickup_location,
    );
    // The customer's own screens keep the customer's text.
    const own = await customer.client.get(`/bargaining/rides/${rideId}/`);
    assert.equal(own.body.pickup_location, pickup);
  });

  it('names a ride booked in Latin letters in Devanagari for a Hindi driver, on the trip too', async () => {
    const customer = await signUpCustomer(api.url);
    const driver = await registerOnlineDriver({ position: MG_ROAD }, api.url);
    const rideId = await openRide(customer, {
      pickup_location: 'MG Road, Bengaluru',
      drop_location: 'Koramangala, Bengaluru',
    });
    const hindi = (await feedOf(driver, 'hi')).rides.find((ride) => ride.id === rideId)!;
    assert.match(hindi.pickup_location, DEVANAGARI);
    assert.match(hindi.drop_location, DEVANAGARI);
    const english = (await feedOf(driver, 'en')).rides.find((ride) => ride.id === rideId)!;
    assert.equal(english.pickup_location, 'MG Road, Bengaluru');

    const offered = await driver.client.post(`/drivers/me/rides/${rideId}/offers/`, { fare: 200 });
    assert.equal(offered.status, 201, JSON.stringify(offered.body));
    const accepted = await customer.client.post(
      `/bargaining/RideGet/${customer.userId}/driverassign/${offered.body.rideId}/`,
    );
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    const trip = await driver.client.get('/drivers/me/trip/?lang=hi');
    assert.equal(trip.status, 200, JSON.stringify(trip.body));
    assert.equal(trip.body.pickup_location, hindi.pickup_location);
    assert.equal(trip.body.drop_location, hindi.drop_location);
    const cancelled = await driver.client.post(`/drivers/me/trip/${rideId}/cancel/?lang=hi`, {
      reason: 'Vehicle broke down',
    });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    assert.equal(cancelled.body.pickup_location, hindi.pickup_location);
    // The customer's order keeps what they wrote.
    assert.equal(accepted.body.pickup_location, 'MG Road, Bengaluru');
    const past = await driver.client.get('/drivers/me/trips/?lang=hi');
    assert.equal(past.body.results[0].drop_location, hindi.drop_location);
  });

  it('refuses a language it does not speak with a 400', async () => {
    const driver = await registerOnlineDriver({ position: MG_ROAD }, api.url);
    const reply = await driver.client.get('/drivers/me/feed/?lang=fr');
    assert.equal(reply.status, 400, JSON.stringify(reply.body));
  });
});
