import {
  GST_STATE_CODES,
  formatIndiaDate,
  splitGst,
  type GstSplit,
  type PaymentMethod,
  type PaymentStatus,
} from '@dakiya/domain';
import type { InvoiceConfig } from '../../config.js';

/** What one tax invoice states. */
export interface InvoiceFacts {
  number: string;
  /** DD-MM-YYYY, India's date of the delivery. */
  date: string;
  orderId: number;
  supplier: { name: string; address: string; gstin: string };
  customer: { name: string; businessName: string | null; gstin: string | null };
  placeOfSupply: { code: string; name: string };
  from: string;
  to: string;
  sac: string;
  ratePercent: number;
  split: GstSplit;
  payment: { method: PaymentMethod; status: PaymentStatus };
  driver: { name: string; plate: string };
}

/**
 * The invoice's number: the financial year (April to March, India's date) and the order's id,
 * which is unique and grows with every order, so no two invoices share a number.
 */
export function invoiceNumber(orderId: number, deliveredAt: Date): string {
  const [, month, year] = formatIndiaDate(deliveredAt).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const start = month >= 4 ? year : year - 1;
  return `DK/${start}-${String((start + 1) % 100).padStart(2, '0')}/${String(orderId).padStart(8, '0')}`;
}

/** The GST state named in an address ('…, Karnataka 560034, India'), or null. */
export function gstStateInAddress(address: string | null): string | null {
  if (!address) return null;
  // Longest names first, so 'Andhra Pradesh' is not taken for a shorter name inside another.
  const named = Object.entries(GST_STATE_CODES).sort(([, a], [, b]) => b.length - a.length);
  return named.find(([, name]) => address.includes(name))?.[0] ?? null;
}

/**
 * Where the service is supplied, for GST: the registered customer's state (their GSTIN's first
 * two digits); for a customer without a GSTIN, where the goods were handed over (the pickup's
 * state), else the supplier's own. Another state than the supplier's makes it IGST.
 */
export function placeOfSupply(
  supplierGstin: string,
  customerGstin: string | null,
  pickupAddress: string | null,
): { code: string; name: string } {
  const code =
    customerGstin?.slice(0, 2) ?? gstStateInAddress(pickupAddress) ?? supplierGstin.slice(0, 2);
  return { code, name: GST_STATE_CODES[code] ?? code };
}

export interface InvoicedOrder {
  orderId: number;
  deliveredAt: Date;
  fare: number;
  customer: InvoiceFacts['customer'];
  pickupAddressEn: string | null;
  from: string;
  to: string;
  payment: InvoiceFacts['payment'];
  driver: InvoiceFacts['driver'];
}

/** The facts of a delivered order's invoice under the company's configuration. */
export function invoiceFacts(config: InvoiceConfig, order: InvoicedOrder): InvoiceFacts {
  const supply = placeOfSupply(config.gstin, order.customer.gstin, order.pickupAddressEn);
  return {
    number: invoiceNumber(order.orderId, order.deliveredAt),
    date: formatIndiaDate(order.deliveredAt),
    orderId: order.orderId,
    supplier: { name: config.companyName, address: config.companyAddress, gstin: config.gstin },
    customer: order.customer,
    placeOfSupply: supply,
    from: order.from,
    to: order.to,
    sac: config.sac,
    ratePercent: config.gstRatePercent,
    split: splitGst(order.fare, config.gstRatePercent, supply.code !== config.gstin.slice(0, 2)),
    payment: order.payment,
    driver: order.driver,
  };
}
