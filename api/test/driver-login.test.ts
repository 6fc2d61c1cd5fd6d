import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { API_ERRORS } from '@dakiya/domain';
import {
  apiClient,
  lastMessageTo,
  newDriver,
  otpIn,
  registerOnlineDriver,
  signUpCustomer,
  type ApiClient,
} from '@dakiya/test-kit';
import { drivers } from '../src/db/schema.js';
import { seedDrivers } from '../src/simulator/seed-drivers.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import { accept, offer, openRide } from './support/rides.js';

describe(`drivers log in with a phone OTP and hold a session like customers (${DB_KIND})`, () => {
  let api: TestApi;
  let http: ApiClient;
  before(async () => {
    api = await startTestApi();
    http = apiClient(api.url);
  });
  after(async () => api.close());

  const codeFor = async (phone: string) => otpIn(await lastMessageTo(`+91${phone}`, api.url));
  const login = async (phone: string) => {
    assert.equal((await http.post('/drivers/login/otp/', { phone_number: phone })).status, 200);
    return http.post('/drivers/login/', { phone_number: phone, otp: await codeFor(phone) });
  };

  it('logs a registered driver in by OTP: an access token that works and a refresh token', async () => {
    const signedUp = await registerOnlineDriver({}, api.url);
    const phone = signedUp.driver.phone_number;
    const session = await login(phone);
    assert.equal(session.status, 200, JSON.stringify(session.body));
    assert.equal(session.body.data.name, signedUp.driver.name);
    assert.ok(session.body.refresh);
    const client = apiClient(api.url, session.body.access);
    assert.equal((await client.get('/drivers/me/rides/')).status, 200);
    assert.match(await lastMessageTo(`+91${phone}`, api.url), /driver login OTP/);

    assert.equal(
      (await http.post('/drivers/login/otp/', { phone_number: '9000000001' })).body.message,
      API_ERRORS.noSuchDriver,
    );
    await http.post('/drivers/login/otp/', { phone_number: phone });
    const wrong = (Number(await codeFor(phone)) + 1) % 10_000;
    const refused = await http.post('/drivers/login/', {
      phone_number: phone,
      otp: String(wrong).padStart(4, '0'),
    });
    assert.equal(refused.status, 400);
  });

  it('a customer’s login code for the same phone does not log the driver in', async () => {
    const customer = await signUpCustomer(api.url);
    const phone = customer.customer.phone_number;
    const fields = { ...newDriver(), phone_number: phone };
    await http.post('/drivers/otp/', { phone_number: phone });
    const signed = await http.post('/drivers/', { ...fields, otp: await codeFor(phone) });
    assert.equal(signed.status, 201);
    assert.equal((await http.post('/login', { phone_number: phone })).status, 200);
    const customerCode = await codeFor(phone);
    const tried = await http.post('/drivers/login/', { phone_number: phone, otp: customerCode });
    assert.equal(tried.status, 400);
    assert.equal(tried.body.message, API_ERRORS.otpNotRequested);
  });

  it('sign-up answers a refresh token too; refresh rotates, a reused one ends the session', async () => {
    const driver = await registerOnlineDriver({}, api.url);
    const rotated = await http.post('/drivers/token/refresh/', { refresh: driver.refresh });
    assert.equal(rotated.status, 200);
    assert.notEqual(rotated.body.refresh, driver.refresh);
    assert.equal(
      (await apiClient(api.url, rotated.body.access).get('/drivers/me/rides/')).status,
      200,
    );
    const replayed = await http.post('/drivers/token/refresh/', { refresh: driver.refresh });
    assert.equal(replayed.status, 401);
    assert.equal(
      (await http.post('/drivers/token/refresh/', { refresh: rotated.body.refresh })).status,
      401,
      'the replay ended the whole session',
    );
    assert.equal((await driver.client.get('/drivers/me/rides/')).status, 401);
    // An ended session takes its driver offline, however it ended.
    const [row] = await api.database.db
      .select({ online: drivers.online })
      .from(drivers)
      .where(eq(drivers.phoneNumber, driver.driver.phone_number));
    assert.equal(row?.online, false);
  });

  it('logout ends the session: its access and refresh tokens stop working', async () => {
    const driver = await registerOnlineDriver({}, api.url);
    const session = (await login(driver.driver.phone_number)).body;
    const out = await http.post('/drivers/token/logout/', { refresh: session.refresh });
    assert.equal(out.status, 200);
    assert.equal((await apiClient(api.url, session.access).get('/drivers/me/rides/')).status, 401);
    assert.equal(
      (await http.post('/drivers/token/refresh/', { refresh: session.refresh })).status,
      401,
    );
    // The sign-up session is another one, and still holds.
    assert.equal((await driver.client.get('/drivers/me/rides/')).status, 200);
  });

  it('logging out while online takes the driver offline and withdraws their waiting offer; the next login starts offline', async () => {
    const driver = await registerOnlineDriver({}, api.url);
    const customer = await signUpCustomer(api.url);
    const rideId = await openRide(customer);
    const made = await offer(driver.client, rideId, 220);
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const listed = async () =>
      ((await customer.client.get(`/bargaining/RideGet/${rideId}/`)).body as unknown[]).length;
    assert.equal(await listed(), 1);

    const out = await http.post('/drivers/token/logout/', { refresh: driver.refresh });
    assert.equal(out.status, 200);
    assert.equal(await listed(), 0);
    const refused = await accept(customer, made.body.rideId);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, API_ERRORS.driverUnavailable);

    const session = (await login(driver.driver.phone_number)).body;
    const me = await apiClient(api.url, session.access).get('/drivers/me/');
    assert.equal(me.status, 200);
    assert.equal(me.body.data.online, false);
  });

  it('a customer’s refresh token is refused at the driver endpoints, and is not spent there', async () => {
    const customer = await signUpCustomer(api.url);
    for (const endpoint of ['/drivers/token/refresh/', '/drivers/token/logout/']) {
      const refused = await http.post(endpoint, { refresh: customer.refresh });
      assert.equal(refused.status, 403);
      assert.equal(refused.body.message, API_ERRORS.wrongRole);
    }
    assert.equal((await http.post('/token/refresh/', { refresh: customer.refresh })).status, 200);
    assert.equal((await http.post('/drivers/token/refresh/', { refresh: 'nonsense' })).status, 401);
  });
});

describe(`one driver per phone (${DB_KIND})`, () => {
  let api: TestApi;
  let http: ApiClient;
  before(async () => {
    api = await startTestApi();
    http = apiClient(api.url);
  });
  after(async () => api.close());

  it('a second sign-up with the same phone is a 409 before any code is texted', async () => {
    const first = await registerOnlineDriver({}, api.url);
    const again = await http.post('/drivers/otp/', { phone_number: first.driver.phone_number });
    assert.equal(again.status, 409);
    assert.equal(again.body.message, API_ERRORS.driverPhoneTaken);
    assert.equal(again.body.code, 'driverPhoneTaken');
  });

  it('sign-ups racing for one phone: one driver, the rest 409 (the unique index decides)', async () => {
    const fields = newDriver();
    const row = {
      name: fields.name,
      phoneNumber: fields.phone_number,
      vehicleType: fields.vehicle_type,
      vehicleModel: fields.vehicle_model,
      registration: fields.registration,
    };
    const raced = await Promise.allSettled(
      Array.from({ length: 6 }, () => api.services.drivers.register(row)),
    );
    assert.equal(raced.filter((r) => r.status === 'fulfilled').length, 1);
    for (const lost of raced.filter((r) => r.status === 'rejected'))
      assert.deepEqual(
        [lost.reason.statusCode, lost.reason.message],
        [409, API_ERRORS.driverPhoneTaken],
      );
    const rows = await api.database.db
      .select()
      .from(drivers)
      .where(eq(drivers.phoneNumber, fields.phone_number));
    assert.equal(rows.length, 1);
  });

  it('the seeded fleet has a phone each, seeds twice without failing, and its drivers can log in', async () => {
    const fleet = seedDrivers();
    assert.equal(new Set(fleet.map((d) => d.phoneNumber)).size, fleet.length);
    // A real driver who signed up with a seeded phone first keeps it.
    const taken = fleet[3]!.phoneNumber;
    await http.post('/drivers/otp/', { phone_number: taken });
    const code = otpIn(await lastMessageTo(`+91${taken}`, api.url));
    assert.equal(
      (await http.post('/drivers/', { ...newDriver(), phone_number: taken, otp: code })).status,
      201,
    );
    await api.services.drivers.registerMany(fleet);
    await api.services.drivers.registerMany(fleet);
    assert.equal(await api.services.drivers.countSimulated(), fleet.length - 1);

    const seeded = fleet[0]!.phoneNumber;
    await http.post('/drivers/login/otp/', { phone_number: seeded });
    const session = await http.post('/drivers/login/', {
      phone_number: seeded,
      otp: otpIn(await lastMessageTo(`+91${seeded}`, api.url)),
    });
    assert.equal(session.status, 200);
    assert.equal(session.body.data.name, fleet[0]!.name);
  });

  it('migration 0005 keeps the newest driver of a phone signed up twice before it, and renames the older', async () => {
    const db = api.database.db;
    const migration = readFileSync(
      path.join(import.meta.dirname, '..', 'drizzle', '0005_driver_phone_image_keys.sql'),
      'utf8',
    ).split('--> statement-breakpoint');
    const [dedupe, unique] = migration;
    assert.match(unique!, /CREATE UNIQUE INDEX "drivers_phone_key"/);
    // The table as it was before: no unique index, a phone twice.
    await db.execute(sql.raw('DROP INDEX "drivers_phone_key"'));
    try {
      const values = (name: string) => ({
        name,
        phoneNumber: '9555000111',
        vehicleType: 'TWO_WHEELER',
        vehicleModel: 'Honda Activa',
        registration: 'KA 01 ZZ 1234',
      });
      const [older] = await db.insert(drivers).values(values('Older')).returning();
      const [newer] = await db.insert(drivers).values(values('Newer')).returning();
      await db.execute(sql.raw(dedupe!));
      const rows = await db
        .select({ id: drivers.id, name: drivers.name, phone: drivers.phoneNumber })
        .from(drivers)
        .where(sql`${drivers.phoneNumber} like '9555000111%'`);
      assert.deepEqual(
        rows.sort((a, b) => a.id - b.id),
        [
          { id: older!.id, name: 'Older', phone: `9555000111-${older!.id}` },
          { id: newer!.id, name: 'Newer', phone: '9555000111' },
        ],
      );
    } finally {
      await db.execute(sql.raw(unique!));
    }
  });
});
