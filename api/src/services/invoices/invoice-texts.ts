import type { PaymentMethod, PlaceLanguage } from '@dakiya/domain';

/** The words of a tax invoice, in each language the apps speak. */
export interface InvoiceTexts {
  title: string;
  original: string;
  supplier: string;
  gstin: string;
  invoiceNumber: string;
  invoiceDate: string;
  order: string;
  placeOfSupply: string;
  billTo: string;
  unregistered: string;
  service: string;
  serviceLine: (from: string, to: string) => string;
  sac: string;
  taxable: string;
  cgst: (rate: number) => string;
  sgst: (rate: number) => string;
  igst: (rate: number) => string;
  total: string;
  paid: (method: PaymentMethod) => string;
  due: string;
  driver: (name: string, plate: string) => string;
  footer: string;
}

export const INVOICE_TEXTS: Record<PlaceLanguage, InvoiceTexts> = {
  en: {
    title: 'Tax Invoice',
    original: 'Original for recipient',
    supplier: 'Supplier',
    gstin: 'GSTIN',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    order: 'Order',
    placeOfSupply: 'Place of supply',
    billTo: 'Billed to',
    unregistered: 'Unregistered customer',
    service: 'Service',
    serviceLine: (from, to) => `Courier delivery from ${from} to ${to}`,
    sac: 'SAC',
    taxable: 'Taxable value',
    cgst: (rate) => `CGST ${rate}%`,
    sgst: (rate) => `SGST ${rate}%`,
    igst: (rate) => `IGST ${rate}%`,
    total: 'Total (tax included)',
    paid: (method) => `Paid ${method === 'upi' ? 'by UPI' : 'in cash'}`,
    due: 'Payment due',
    driver: (name, plate) => `Delivered by ${name}, vehicle ${plate}`,
    footer: 'This is a computer-generated invoice and needs no signature.',
  },
  hi: {
    title: 'कर बीजक',
    original: 'प्राप्तकर्ता के लिए मूल प्रति',
    supplier: 'आपूर्तिकर्ता',
    gstin: 'जीएसटीआईएन',
    invoiceNumber: 'बीजक संख्या',
    invoiceDate: 'बीजक तिथि',
    order: 'ऑर्डर',
    placeOfSupply: 'आपूर्ति का स्थान',
    billTo: 'प्राप्तकर्ता',
    unregistered: 'अपंजीकृत ग्राहक',
    service: 'सेवा',
    serviceLine: (from, to) => `${from} से ${to} तक कूरियर डिलीवरी`,
    sac: 'एसएसी',
    taxable: 'कर योग्य मूल्य',
    cgst: (rate) => `सीजीएसटी ${rate}%`,
    sgst: (rate) => `एसजीएसटी ${rate}%`,
    igst: (rate) => `आईजीएसटी ${rate}%`,
    total: 'कुल (कर सहित)',
    paid: (method) => (method === 'upi' ? 'यूपीआई से भुगतान किया गया' : 'नकद भुगतान किया गया'),
    due: 'भुगतान बाकी',
    driver: (name, plate) => `डिलीवरी: ${name}, वाहन ${plate}`,
    footer: 'यह कंप्यूटर से बना बीजक है और इस पर हस्ताक्षर की आवश्यकता नहीं है।',
  },
};
