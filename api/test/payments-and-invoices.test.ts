import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ERRORS, upiReference } from '@dakiya/domain';
import {
  apiClient,
  bookedOrder,
  signUpCustomer,
  tripStepThere,
  type BookedOrder,
} from '@dakiya/test-kit';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';

/** Poppler's pdftotext reads an invoice's words back (.ci/run installs poppler-utils). */
const PDFTOTEXT = '/usr/bin/pdftotext';

/** The text of a PDF, as pdftotext lays it out. */
function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoice-')), 'invoice.pdf');
  writeFileSync(file, pdf);
  return execFileSync(PDFTOTEXT, ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The order taken through delivery with the customer's own delivery code. */
async function delivered(booked: BookedOrder) {
  const { driver, order } = booked;
  for (const step of ['arrive', 'start', 'deliver'] as const) {
    const done = await tripStepThere(driver.client, order.id, step, {
      otp: order.checkotp,
      delivery_code: order.delivery_code,
    });
    assert.equal(done.status, 200, `${step}: ${JSON.stringify(done.body)}`);
  }
  return booked;
}

const receive = (booked: BookedOrder, method: 'cash' | 'upi') =>
  booked.driver.client.post(`/drivers/me/trip/${booked.order.id}/payment/`, { method });

describe(`paying the fare, the tax invoice and GST details (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  /** The invoice as the customer downloads it (their token), status and bytes. */
  async function downloadInvoice(booked: BookedOrder, lang = 'en') {
    const response = await fetch(
      `${api.url}/bargaining/orders/${booked.order.id}/invoice/?lang=${lang}`,
      { headers: { authorization: `Bearer ${booked.customer.access}` } },
    );
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  it('cash: the driver takes it once the parcel is on board, once; the trip stays until then', async () => {
    const booked = await bookedOrder(api.url);
    assert.deepEqual(booked.order.payment, {
      method: 'cash',
      status: 'due',
      amount: 260,
      upi_uri: null,
    });
    const early = await receive(booked, 'cash');
    assert.equal(early.status, 409);
    assert.equal(early.body.message, API_ERRORS.paymentTooEarly);
    await delivered(booked);
    const trip = await booked.driver.client.get('/drivers/me/trip/');
    assert.equal(trip.status, 200, 'a delivered trip with its fare to collect stays the trip');
    assert.equal(trip.body.status, 'delivered');
    assert.equal(trip.body.payment.status, 'due');
    const paid = await receive(booked, 'cash');
    assert.equal(paid.status, 200);
    assert.equal(paid.body.payment.status, 'paid');
    assert.equal((await receive(booked, 'cash')).body.message, API_ERRORS.paymentDone);
    assert.equal((await booked.driver.client.get('/drivers/me/trip/')).status, 404);
    const order = (await booked.customer.client.get(`/bargaining/orders/${booked.order.id}/`)).body;
    assert.equal(order.payment.status, 'paid');
    const history = (await booked.customer.client.get('/bargaining/orders/')).body;
    assert.equal(history.results[0].paymentStatus, 'paid');
    assert.equal(history.results[0].paymentMethod, 'cash');
  });

  it('UPI: an intent link with the payee, amount and reference; the customer says paid, the driver confirms', async () => {
    const booked = await bookedOrder(api.url, { payment_method: 'upi' });
    const { payment } = booked.order;
    assert.equal(payment.method, 'upi');
    const uri = new URL(payment.upi_uri!);
    assert.equal(uri.protocol, 'upi:');
    assert.equal(uri.searchParams.get('pa'), api.services.config.upiPayee.vpa);
    assert.equal(uri.searchParams.get('pn'), api.services.config.upiPayee.name);
    assert.equal(uri.searchParams.get('am'), '260.00');
    assert.equal(uri.searchParams.get('cu'), 'INR');
    assert.equal(uri.searchParams.get('tr'), upiReference(booked.order.id));

    const said = await booked.customer.client.post(
      `/bargaining/orders/${booked.order.id}/payment/paid/`,
    );
    assert.equal(said.status, 200);
    assert.equal(said.body.payment.status, 'customer_paid');
    // Said paid: the method stays UPI.
    const change = await booked.customer.client.raw(
      `/bargaining/orders/${booked.order.id}/payment/`,
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'cash' }),
      },
    );
    assert.equal(change.status, 409);
    await delivered(booked);
    const trip = (await booked.driver.client.get('/drivers/me/trip/')).body;
    assert.equal(trip.payment.status, 'customer_paid');
    assert.equal('upi_uri' in trip.payment, false, 'the driver gets no payment link');
    const confirmed = await receive(booked, 'upi');
    assert.equal(confirmed.body.payment.status, 'paid');
    const order = (await booked.customer.client.get(`/bargaining/orders/${booked.order.id}/`)).body;
    assert.equal(order.payment.status, 'paid');
    assert.equal(order.payment.upi_uri, null, 'nothing left to pay');
  });

  it('the customer may switch between cash and UPI while the fare is due; a cash order cannot be said paid by UPI', async () => {
    const booked = await bookedOrder(api.url);
    const paidByUpi = await booked.customer.client.post(
      `/bargaining/orders/${booked.order.id}/payment/paid/`,
    );
    assert.equal(paidByUpi.status, 409);
    assert.equal(paidByUpi.body.message, API_ERRORS.paymentNotUpi);
    const toUpi = await booked.customer.client.raw(
      `/bargaining/orders/${booked.order.id}/payment/`,
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'upi' }),
      },
    );
    assert.equal(toUpi.status, 200);
    assert.match(toUpi.body.payment.upi_uri, /^upi:\/\/pay\?/);
    const stranger = await signUpCustomer(api.url);
    const theirs = await stranger.client.post(
      `/bargaining/orders/${booked.order.id}/payment/paid/`,
    );
    assert.equal(theirs.status, 403);
    // A customer paying by UPI may hand over cash instead: the driver records what came.
    await delivered(booked);
    assert.equal((await receive(booked, 'cash')).body.payment.method, 'cash');
  });

  it('the tax invoice: only once delivered, the customer’s own, in English and Hindi, with the fare split into tax', async () => {
    const booked = await bookedOrder(api.url);
    const early = await downloadInvoice(booked);
    assert.equal(early.status, 409);
    await delivered(booked);
    await receive(booked, 'cash');
    const english = await downloadInvoice(booked);
    assert.equal(english.status, 200);
    assert.equal(english.type, 'application/pdf');
    assert.match(
      english.disposition!,
      /attachment; filename="dakiya-invoice-DK-\d{4}-\d\d-\d{8}\.pdf"/,
    );
    assert.equal(english.bytes.subarray(0, 5).toString(), '%PDF-');
    assert.ok(english.bytes.includes('NotoSansDevanagari'), 'its font embedded');
    const hindi = await downloadInvoice(booked, 'hi');
    assert.equal(hindi.status, 200);
    const stranger = await signUpCustomer(api.url);
    const theirs = await fetch(`${api.url}/bargaining/orders/${booked.order.id}/invoice/`, {
      headers: { authorization: `Bearer ${stranger.access}` },
    });
    assert.equal(theirs.status, 403);
    {
      const text = pdfText(english.bytes);
      assert.match(text, /Tax Invoice/);
      assert.match(text, new RegExp(api.services.config.invoice.gstin));
      // ₹260 at 18 %, tax included: 220.34 taxable, 39.66 tax (19.83 CGST + 19.83 SGST).
      assert.match(text, /Taxable value\s+₹220\.34/);
      assert.match(text, /CGST 9%\s+₹19\.83/);
      assert.match(text, /SGST 9%\s+₹19\.83/);
      assert.match(text, /Total \(tax included\)\s+₹260\.00/);
      assert.match(text, /Unregistered customer/);
      assert.match(text, /Paid in cash/);
      // Words without a vowel sign written before its consonant (ि), which text extraction
      // reads back in the order it is drawn.
      const inHindi = pdfText(hindi.bytes);
      assert.match(inHindi, /कर बीजक/);
      assert.match(inHindi, /नकद भुगतान/);
      assert.match(inHindi, /कर योग्य मूल्य\s+₹220\.34/);
    }
  });

  it('GST details: a GSTIN with a wrong checksum is refused; a valid one is kept and printed, from another state as IGST', async () => {
    const booked = await delivered(await bookedOrder(api.url));
    const client = booked.customer.client;
    assert.deepEqual((await client.get('/me/gst/')).body, { data: null });
    for (const gstin of ['27AAPFU0939F1ZX', '27AAPFU0939F1Z', '00AAPFU0939F1ZV', 'hello']) {
      const refused = await client.put('/me/gst/', { gstin, business_name: 'Udyog Traders' });
      assert.equal(refused.status, 400, gstin);
    }
    const noName = await client.put('/me/gst/', { gstin: '27AAPFU0939F1ZV', business_name: ' ' });
    assert.equal(noName.status, 400);
    const kept = await client.put('/me/gst/', {
      gstin: ' 27aapfu0939f1zv ',
      business_name: 'Udyog Traders',
    });
    assert.equal(kept.status, 200);
    assert.deepEqual(kept.body.data, { gstin: '27AAPFU0939F1ZV', business_name: 'Udyog Traders' });
    {
      const text = pdfText((await downloadInvoice(booked)).bytes);
      assert.match(text, /Udyog Traders, GSTIN 27AAPFU0939F1ZV/);
      // Maharashtra (27) is another state than the supplier's Karnataka (29): IGST.
      assert.match(text, /Maharashtra \(27\)/);
      assert.match(text, /IGST 18%\s+₹39\.66/);
    }
    const removed = await client.raw('/me/gst/', { method: 'DELETE' });
    assert.equal(removed.status, 200);
    assert.deepEqual((await client.get('/me/gst/')).body, { data: null });
    assert.equal((await apiClient(api.url).get('/me/gst/')).status, 401);
  });
});
