import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { OTP_LIMITS, OTP_MAX_ATTEMPTS } from '@dakiya/domain';
import { apiClient, asForm, lastMessageTo, newCustomer, otpIn } from '@dakiya/test-kit';
import { otps } from '../src/db/schema.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import { loopbackAddresses, postFrom } from './support/from-address.js';

/** Four-digit codes other than `code`, in order: the guesses of an attacker who never hits. */
function wrongCodes(code: string, count: number): string[] {
  const codes: string[] = [];
  for (let n = 0; codes.length < count; n += 1) {
    const guess = String(n).padStart(4, '0');
    if (guess !== code) codes.push(guess);
  }
  return codes;
}

async function registered(api: TestApi) {
  const customer = newCustomer();
  assert.equal((await apiClient(api.url).form('/register', asForm(customer))).status, 201);
  return customer;
}

async function sendLoginOtp(api: TestApi, phone: string): Promise<string> {
  const sent = await apiClient(api.url).post('/login', { phone_number: phone });
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  return otpIn(await lastMessageTo(`+91${phone}`, api.url));
}

describe(`OTP limits (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    // The per-address limit as shipped, so that only the per-target limits stop the attacks.
    api = await startTestApi({ authRateLimit: 30 });
  });
  after(async () => api.close());

  it('evaluates at most 5 of 50 concurrent wrong guesses of one code, then refuses the right one', async () => {
    const customer = await registered(api);
    const code = await sendLoginOtp(api, customer.phone_number);
    const addresses = loopbackAddresses(50);
    const replies = await Promise.all(
      wrongCodes(code, 50).map((otp, i) =>
        postFrom(addresses[i]!, `${api.url}/verifyloginotp/`, {
          phone_number: customer.phone_number,
          otp,
        }),
      ),
    );
    // A 400 is an evaluated wrong guess; every other guess was refused before it was checked.
    const evaluated = replies.filter((reply) => reply.status === 400).length;
    assert.ok(evaluated <= OTP_MAX_ATTEMPTS, `${evaluated} guesses were evaluated`);
    assert.ok(evaluated >= 1);
    assert.ok(replies.every((reply) => reply.status === 400 || reply.status === 429));
    const [row] = await api.database.db
      .select()
      .from(otps)
      .where(eq(otps.target, customer.phone_number));
    assert.ok(row!.attempts <= OTP_MAX_ATTEMPTS);
    const right = await apiClient(api.url).post('/verifyloginotp/', {
      phone_number: customer.phone_number,
      otp: code,
    });
    assert.equal(right.status, 429);
  });

  it('accepts one code once when it is sent ten times at the same moment', async () => {
    const customer = await registered(api);
    const code = await sendLoginOtp(api, customer.phone_number);
    const replies = await Promise.all(
      loopbackAddresses(10).map((address) =>
        postFrom(address, `${api.url}/verifyloginotp/`, {
          phone_number: customer.phone_number,
          otp: code,
        }),
      ),
    );
    assert.equal(replies.filter((reply) => reply.status === 200).length, 1);
    assert.ok(replies.every((reply) => reply.status === 200 || reply.status === 400));
  });

  it('caps the codes sent to one number in an hour, with a message saying when to try again', async () => {
    const customer = await registered(api);
    const addresses = loopbackAddresses(OTP_LIMITS.sendsBurst + 1);
    const statuses: number[] = [];
    let last = { status: 0, body: {} as { message?: string } };
    for (const address of addresses) {
      last = await postFrom(address, `${api.url}/resendotplogin`, {
        phoneNumber: customer.phone_number,
      });
      statuses.push(last.status);
    }
    assert.deepEqual(statuses, [...Array(OTP_LIMITS.sendsBurst).fill(200), 429]);
    assert.match(last.body.message ?? '', /Try again in \d+ minutes \(after \d\d:\d\d IST\)/);
    const again = await fetch(`${api.url}/resendotplogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: customer.phone_number }),
    });
    assert.equal(again.status, 429);
    const wait = Number(again.headers.get('retry-after'));
    assert.ok(wait > 0 && wait <= 20 * 60, `Retry-After ${wait}`);
  });

  it('stops a brute force spread over many client addresses and resends, on login and reset together', async () => {
    const customer = await registered(api);
    const addresses = loopbackAddresses(200);
    let next = 0;
    const from = () => addresses[next++ % addresses.length]!;
    let evaluated = 0;
    let code = '';
    let locked: { message?: string } | null = null;
    // Each round: a fresh code (a resend restores nothing), then wrong guesses from new addresses.
    for (let round = 0; round < OTP_LIMITS.sendsBurst && !locked; round += 1) {
      const sent = await postFrom(from(), `${api.url}/resendotplogin`, {
        phoneNumber: customer.phone_number,
      });
      assert.equal(sent.status, 200);
      code = otpIn(await lastMessageTo(`+91${customer.phone_number}`, api.url));
      for (const otp of wrongCodes(code, OTP_MAX_ATTEMPTS)) {
        const reply = await postFrom(from(), `${api.url}/verifyloginotp/`, {
          phone_number: customer.phone_number,
          otp,
        });
        if (reply.status === 400) evaluated += 1;
        else if (reply.status === 429 && /Try again in/.test(reply.body.message ?? '')) {
          locked = reply.body;
          break;
        }
      }
    }
    assert.ok(locked, 'the account locked');
    assert.equal(evaluated, OTP_LIMITS.triesBurst);
    // Locked: the right code from yet another address is refused too, saying when to retry.
    const right = await postFrom(from(), `${api.url}/verifyloginotp/`, {
      phone_number: customer.phone_number,
      otp: code,
    });
    assert.equal(right.status, 429);
    assert.match(right.body.message ?? '', /Try again in \d+ hours/);
    // The reset flow of the same account draws on the same budget.
    const reset = await apiClient(api.url).post('/forgotpassword/', { email: customer.email });
    assert.equal(reset.status, 200);
    const resetCode = otpIn(await lastMessageTo(customer.email, api.url));
    const changed = await postFrom(
      from(),
      `${api.url}/forgotpassword/changepassword/${encodeURIComponent(customer.email)}/`,
      { otp: resetCode, password: 'Taken1234', confirm_password: 'Taken1234' },
    );
    assert.equal(changed.status, 429);
  });

  it('locks the reset flow of an account the same way', async () => {
    const customer = await registered(api);
    const path = `${api.url}/forgotpassword/changepassword/${encodeURIComponent(customer.email)}/`;
    assert.equal(
      (await apiClient(api.url).post('/forgotpassword/', { email: customer.email })).status,
      200,
    );
    const code = otpIn(await lastMessageTo(customer.email, api.url));
    const statuses: number[] = [];
    for (const [i, otp] of wrongCodes(code, OTP_MAX_ATTEMPTS).entries())
      statuses.push(
        (
          await postFrom(loopbackAddresses(10)[i]!, path, {
            otp,
            password: 'Taken1234',
            confirm_password: 'Taken1234',
          })
        ).status,
      );
    assert.deepEqual(statuses, Array(OTP_MAX_ATTEMPTS).fill(400));
    const right = await apiClient(api.url).post(
      `/forgotpassword/changepassword/${encodeURIComponent(customer.email)}/`,
      { otp: code, password: 'Taken1234', confirm_password: 'Taken1234' },
    );
    assert.equal(right.status, 429);
    const login = await apiClient(api.url).post('/login', {
      email: customer.email,
      password: customer.password,
    });
    assert.equal(login.status, 200, 'the password did not change');
  });
});
