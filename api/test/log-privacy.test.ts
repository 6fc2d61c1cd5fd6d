// What a real API process writes to its log while customers sign up, reset a password, log in
// by phone and follow an order: no e-mail, phone number, code, password, token or stream ticket.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { childEnvironment } from '@dakiya/environment';
import { apiClient, bookedOrder, lastMessageTo, otpIn, signUpCustomer } from '@dakiya/test-kit';
import { loggableUrl } from '../src/http/log-serializers.js';
import { openEvents } from './support/sse.js';

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('loggable URLs', () => {
  it('keep the path and the query names, not ticket values, e-mails, phone numbers or tracking tokens', () => {
    assert.equal(
      loggableUrl('/bargaining/orders/12/events/?token=12.3.abc.99.n.mac&x=1'),
      '/bargaining/orders/12/events/?token=[redacted]&x=[redacted]',
    );
    assert.equal(
      loggableUrl('/forgotpassword/changepassword/asha%40example.com/'),
      '/forgotpassword/changepassword/[email]/',
    );
    assert.equal(loggableUrl('/drivers/phone/+919812345678/'), '/drivers/phone/[phone]/');
    assert.equal(loggableUrl('/bargaining/RideGet/42/'), '/bargaining/RideGet/42/');
    assert.equal(
      loggableUrl('/tracking/Tr4ck1ngT0kenOfTwentyFou/events/?lang=hi'),
      '/tracking/[token]/events/?lang=[redacted]',
    );
  });
});

describe('the log of a real API process', () => {
  const lines: string[] = [];
  let url = '';
  let dataDir = '';
  let child: ReturnType<typeof spawn>;
  before(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-logs-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: childEnvironment({
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SIMULATE_DRIVERS: 'false',
        AUTH_RATE_LIMIT: '1000',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout!, child.stderr!])
      stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n')));
    const deadline = Date.now() + 60_000;
    while (!lines.some((line) => line.includes('Dakiya API on'))) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`the API did not start:\n${lines.join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  after(async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has no e-mail, phone number, code, password, token or ticket of the customers it served', async () => {
    const secrets: string[] = [];
    const signedIn = await signUpCustomer(url);
    const { customer } = signedIn;
    secrets.push(customer.email, customer.phone_number, customer.password, signedIn.access);
    secrets.push(signedIn.refresh);

    const anonymous = apiClient(url);
    assert.equal((await anonymous.post('/forgotpassword/', { email: customer.email })).status, 200);
    const resetCode = otpIn(await lastMessageTo(customer.email, url));
    const changed = await anonymous.post(
      `/forgotpassword/changepassword/${encodeURIComponent(customer.email)}/`,
      { otp: resetCode, password: 'NewPass123', confirm_password: 'NewPass123' },
    );
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    secrets.push(resetCode, 'NewPass123');

    assert.equal(
      (await anonymous.post('/login', { phone_number: customer.phone_number })).status,
      200,
    );
    const loginCode = otpIn(await lastMessageTo(`+91${customer.phone_number}`, url));
    const byPhone = await anonymous.post('/verifyloginotp/', {
      phone_number: customer.phone_number,
      otp: loginCode,
    });
    assert.equal(byPhone.status, 200, JSON.stringify(byPhone.body));
    secrets.push(loginCode, byPhone.body.access, byPhone.body.refresh);

    // A parcel for someone else: their phone, their delivery code and the tracking link.
    const booked = await bookedOrder(url, {
      recipient_name: 'Kavya Rao',
      recipient_phone: '9123456780',
    });
    const tracking = booked.order.tracking!.token;
    assert.equal((await anonymous.get(`/tracking/${tracking}/`)).status, 200);
    const recipientText = await lastMessageTo('+919123456780', url);
    secrets.push(tracking, '9123456780', /(\d{4})\s*$/.exec(recipientText.trim())![1]!);
    const ticket = await booked.customer.client.post(
      `/bargaining/orders/${booked.order.id}/stream-token/`,
    );
    const stream = await openEvents(
      `${url}/bargaining/orders/${booked.order.id}/events/?token=${encodeURIComponent(ticket.body.token)}`,
    );
    await stream.next((orders) => orders.length > 0);
    stream.close();
    secrets.push(ticket.body.token, booked.customer.customer.email, booked.order.checkotp);
    secrets.push(booked.customer.customer.phone_number, booked.driver.driver.phone_number);

    await new Promise((resolve) => setTimeout(resolve, 300)); // the last lines reach us
    const log = lines.join('\n');
    assert.ok(log.includes('incoming request'), 'the requests were logged');
    const phoneDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);
    // A 4-digit code also turns up inside timestamps and pids: look for it as a value or a text.
    const leaks = (secret: string): string[] => {
      if (/^\d{4}$/.test(secret)) return [`"${secret}"`, `${secret} is your`, `=${secret}`];
      const needle = /^\+?\d[\d\s-]{8,}$/.test(secret) ? phoneDigits(secret) : secret;
      return [needle, encodeURIComponent(needle)];
    };
    for (const secret of secrets)
      for (const leak of leaks(secret))
        assert.equal(log.includes(leak), false, `the log holds ${leak.slice(0, 12)}…`);
  });
});
