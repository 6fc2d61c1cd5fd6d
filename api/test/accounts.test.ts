import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { otps } from '../src/db/schema.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import { TINY_JPEG, apiClient, asForm, lastMessageTo, newCustomer, otpIn } from '@dakiya/test-kit';

describe(`accounts (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('registers a consumer with a photo (multipart) and refuses the same email and phone again', async () => {
    const http = apiClient(api.url);
    const customer = newCustomer();
    const created = await http.form('/register', asForm(customer, { photo: TINY_JPEG }));
    assert.equal(created.status, 201);
    assert.equal(created.body.data.first_name, customer.first_name);
    assert.equal(created.body.data.has_photo, true);

    const again = await http.form('/register', asForm(customer));
    assert.equal(again.status, 400);
    assert.deepEqual(Object.keys(again.body.data).sort(), ['email', 'phone_number']);
    assert.ok(Array.isArray(again.body.data.email));
  });

  it('answers register errors as data: field -> messages', async () => {
    const reply = await apiClient(api.url).form(
      '/register',
      asForm({
        first_name: 'Asha',
        phone_number: '98',
        email: 'x',
        password: 'short',
        user_type: 'driver',
      }),
    );
    assert.equal(reply.status, 400);
    assert.deepEqual(reply.body.data.phone_number, ['Invalid phone number']);
    assert.deepEqual(reply.body.data.password, ['Min 8 characters and one number']);
    assert.deepEqual(reply.body.data.last_name, ['This field is required.']);
    assert.deepEqual(reply.body.data.user_type, ['Only consumer accounts can sign up here.']);
  });

  it('refuses a non-image upload', async () => {
    const form = asForm(newCustomer());
    form.append('photo', new Blob(['#!/bin/sh'], { type: 'text/x-sh' }), 'photo.sh');
    const reply = await apiClient(api.url).form('/register', form);
    assert.equal(reply.status, 400);
    assert.match(reply.body.message, /image/);
  });

  it('logs in with email and password, with the messages the app expects', async () => {
    const http = apiClient(api.url);
    const customer = newCustomer();
    await http.form('/register', asForm(customer));
    const ok = await http.post('/login', {
      email: customer.email.toUpperCase(),
      password: customer.password,
      login_type: 'consumer',
    });
    assert.equal(ok.status, 200);
    assert.equal(typeof ok.body.access, 'string');
    assert.equal(typeof ok.body.refresh, 'string');
    assert.deepEqual(Object.keys(ok.body.user).sort(), ['first_name', 'id', 'last_name']);

    const wrong = await http.post('/login', {
      email: customer.email,
      password: 'nope12345',
      login_type: 'consumer',
    });
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.message, 'Invalid Credentials');
    const unknown = await http.post('/login', {
      email: 'nobody@example.com',
      password: 'x',
      login_type: 'consumer',
    });
    assert.equal(unknown.body.message, 'User does not exist');
    const empty = await http.post('/login', { login_type: 'consumer' });
    assert.equal(empty.status, 400);
  });

  it('logs in by phone with a texted OTP that works once', async () => {
    const http = apiClient(api.url);
    const customer = newCustomer();
    await http.form('/register', asForm(customer));
    const sent = await http.post('/login', {
      phone_number: customer.phone_number,
      login_type: 'consumer',
    });
    assert.equal(sent.status, 200);
    const code = otpIn(await lastMessageTo(`+91${customer.phone_number}`, api.url));
    assert.match(code, /^\d{4}$/);

    const verified = await http.post('/verifyloginotp/', {
      phone_number: customer.phone_number,
      otp: code,
    });
    assert.equal(verified.status, 200);
    assert.equal(verified.body.user.first_name, customer.first_name);
    const reused = await http.post('/verifyloginotp/', {
      phone_number: customer.phone_number,
      otp: code,
    });
    assert.equal(reused.status, 400);

    const me = await apiClient(api.url, verified.body.access).get('/me/');
    assert.equal(me.body.data.phone_number, customer.phone_number);
  });

  it('says User does not exist for an unknown phone', async () => {
    const reply = await apiClient(api.url).post('/login', {
      phone_number: '9000000001',
      login_type: 'consumer',
    });
    assert.equal(reply.status, 404);
    assert.equal(reply.body.message, 'User does not exist');
  });

  it('resends a new OTP, and the old one stops working', async () => {
    const http = apiClient(api.url);
    const customer = newCustomer();
    await http.form('/register', asForm(customer));
    await http.post('/login', { phone_number: customer.phone_number });
    const first = otpIn(await lastMessageTo(`+91${customer.phone_number}`, api.url));
    const resent = await http.post('/resendotplogin', { phoneNumber: customer.phone_number });
    assert.equal(resent.status, 200);
    const second = otpIn(await lastMessageTo(`+91${customer.phone_number}`, api.url));
    if (first !== second) {
      assert.equal(
        (await http.post('/verifyloginotp/', { phone_number: customer.phone_number, otp: first }))
          .status,
        400,
      );
    }
    assert.equal(
      (await http.post('/verifyloginotp/', { phone_number: customer.phone_number, otp: second }))
        .status,
      200,
    );
  });

  it('locks an OTP after 5 wrong tries, even for the right code', async () => {
    const http = apiClient(api.url);
    const customer = newCustomer();
    await http.form('/register', asForm(customer));
    await http.post('/login', { phone_number: customer.phone_number });
    const code = otpIn(await lastMessageTo(`+91${customer.phone_number}`, api.url));
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i += 1) {
      const reply = await http.post('/verifyloginotp/', {
        phone_number: customer.phone_number,
        otp: wrong,
      });
      assert.equal(reply.status, 400);
    }
    const locked = await http.post('/verifyloginotp/', {
      phone_number: customer.phone_number,
      otp: code,
    });
    assert.equal(locked.status, 429);
    assert.match(locked.body.message, /Too many wrong codes/);
  });

  it('refuses an expired OTP', async () => {
    const http = apiClient(api.url);
    const customer = newCustomer();
    await http.form('/register', asForm(customer));
    await http.post('/login', { phone_number: customer.phone_number });
    const code = otpIn(await lastMessageTo(`+91${customer.phone_number}`, api.url));
    await api.database.db
      .update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otps.target, customer.phone_number));
    const reply = await http.post('/verifyloginotp/', {
      phone_number: customer.phone_number,
      otp: code,
    });
    assert.equal(reply.status, 400);
    assert.match(reply.body.message, /expired/);
  });

  it('resets a password with an e-mailed OTP', async () => {
    const http = apiClient(api.url);
    const customer = newCustomer();
    await http.form('/register', asForm(customer));
    const unknown = await http.post('/forgotpassword/', { email: 'nobody@example.com' });
    assert.equal(unknown.status, 404);
    assert.equal(typeof unknown.body.msg, 'string');

    const sent = await http.post('/forgotpassword/', { email: customer.email });
    assert.equal(sent.status, 200);
    assert.equal(sent.body.msg, undefined);
    const code = otpIn(await lastMessageTo(customer.email, api.url));

    const mismatch = await http.post(
      `/forgotpassword/changepassword/${encodeURIComponent(customer.email)}/`,
      { otp: code, password: 'NewPass123', confirm_password: 'Other123' },
    );
    assert.equal(mismatch.status, 400);
    assert.deepEqual(mismatch.body.data.confirm_password, ['Passwords do not match']);
    const weak = await http.post(
      `/forgotpassword/changepassword/${encodeURIComponent(customer.email)}/`,
      { otp: code, password: 'newpass123', confirm_password: 'newpass123' },
    );
    assert.equal(weak.body.msg, 'password: Password must contain at least one uppercase letter.');

    const changed = await http.post(
      `/forgotpassword/changepassword/${encodeURIComponent(customer.email)}/`,
      { otp: code, password: 'NewPass123', confirm_password: 'NewPass123' },
    );
    assert.equal(changed.status, 200);
    assert.equal(changed.body.msg, 'Password changed successfully');
    assert.equal(
      (await http.post('/login', { email: customer.email, password: 'NewPass123' })).status,
      200,
    );
    assert.equal(
      (await http.post('/login', { email: customer.email, password: customer.password })).status,
      401,
    );
  });

  it('refreshes an access token and refuses an access token in its place', async () => {
    const http = apiClient(api.url);
    const customer = newCustomer();
    await http.form('/register', asForm(customer));
    const login = await http.post('/login', { email: customer.email, password: customer.password });
    const refreshed = await http.post('/token/refresh/', { refresh: login.body.refresh });
    assert.equal(refreshed.status, 200);
    assert.equal((await apiClient(api.url, refreshed.body.access).get('/me/')).status, 200);
    assert.equal((await http.post('/token/refresh/', { refresh: login.body.access })).status, 401);
    assert.equal((await apiClient(api.url, login.body.refresh).get('/me/')).status, 401);
    assert.equal((await apiClient(api.url).get('/me/')).status, 401);
  });
});
