import PDFDocument from 'pdfkit';
import { formatRupees, type PlaceLanguage } from '@dakiya/domain';
import type { InvoiceFacts } from './invoice-facts.js';
import { INVOICE_TEXTS } from './invoice-texts.js';
import { registerInvoiceFonts, writeRightAligned, writeText } from './pdf-text.js';

const MARGIN = 48;
const BRAND_COLOUR = '#f26522';
const MUTED = '#555555';

/** Rupees with paise on an invoice ('₹1,234.50'), in Indian digit grouping. */
const money = (rupees: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
  }).format(rupees);

/**
 * The tax invoice of one delivered order as a PDF (A4), in English or Hindi: supplier, invoice
 * number and date, place of supply, the customer (with their GSTIN when given), the service, its
 * taxable value and tax, the total and how it was paid.
 */
export function renderInvoicePdf(facts: InvoiceFacts, lang: PlaceLanguage): Promise<Buffer> {
  const texts = INVOICE_TEXTS[lang];
  const locale = lang === 'hi' ? 'hi-IN' : 'en-IN';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${texts.title} ${facts.number}`, Author: facts.supplier.name },
    lang: lang === 'hi' ? 'hi-IN' : 'en-IN',
  });
  registerInvoiceFonts(pdf);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - 2 * MARGIN;

  pdf.fillColor(BRAND_COLOUR).fontSize(22);
  writeText(pdf, 'Dakiya', { weight: 'bold' });
  pdf.fillColor('black').fontSize(16);
  writeText(pdf, texts.title, { weight: 'bold' });
  pdf.fillColor(MUTED).fontSize(9);
  writeText(pdf, texts.original);
  pdf.moveDown();

  const pair = (label: string, value: string) => {
    pdf.fillColor(MUTED).fontSize(9);
    writeText(pdf, label);
    pdf.fillColor('black').fontSize(11);
    writeText(pdf, value);
    pdf.moveDown(0.4);
  };
  pair(texts.supplier, `${facts.supplier.name}, ${facts.supplier.address}`);
  pair(texts.gstin, facts.supplier.gstin);
  pair(texts.invoiceNumber, facts.number);
  pair(texts.invoiceDate, facts.date);
  pair(texts.order, String(facts.orderId));
  pair(texts.placeOfSupply, `${facts.placeOfSupply.name} (${facts.placeOfSupply.code})`);
  const customer = facts.customer.gstin
    ? `${facts.customer.businessName ?? facts.customer.name}, ${texts.gstin} ${facts.customer.gstin}`
    : `${facts.customer.name} (${texts.unregistered})`;
  pair(texts.billTo, customer);
  pdf.moveDown(0.5);

  // The charges: one service line, then its taxable value, each tax and the total.
  pdf.fillColor('black').fontSize(11);
  writeText(pdf, `${texts.service}: ${texts.serviceLine(facts.from, facts.to)}`);
  writeText(pdf, `${texts.sac} ${facts.sac}`);
  pdf.moveDown(0.5);
  const row = (label: string, amount: number, bold = false) => {
    const weight = bold ? 'bold' : 'regular';
    const y = pdf.y;
    writeText(pdf, label, { x: MARGIN, y, width: width * 0.65, weight });
    const below = pdf.y;
    writeRightAligned(pdf, money(amount, locale), MARGIN + width, y, weight);
    pdf.x = MARGIN;
    pdf.y = below;
    pdf.moveDown(0.3);
  };
  const { split, ratePercent } = facts;
  row(texts.taxable, split.taxable);
  if (split.igst > 0 || split.cgst + split.sgst === 0) row(texts.igst(ratePercent), split.igst);
  else {
    row(texts.cgst(ratePercent / 2), split.cgst);
    row(texts.sgst(ratePercent / 2), split.sgst);
  }
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(MARGIN + width, pdf.y)
    .strokeColor(MUTED)
    .stroke();
  pdf.moveDown(0.3);
  row(texts.total, split.total, true);
  pdf.moveDown(0.5);
  writeText(
    pdf,
    `${facts.payment.status === 'paid' ? texts.paid(facts.payment.method) : texts.due} · ${formatRupees(split.total, locale)}`,
  );
  writeText(pdf, texts.driver(facts.driver.name, facts.driver.plate));
  pdf.moveDown(2);
  pdf.fillColor(MUTED).fontSize(8);
  writeText(pdf, texts.footer);
  pdf.end();
  return done;
}
