/** Who a UPI payment goes to: the company's virtual payment address and its registered name. */
export interface UpiPayee {
  vpa: string;
  name: string;
}

/** A payee address as NPCI allows it: a handle, '@', the provider's name. */
export const UPI_VPA = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/** The reference a UPI payment of an order carries, so the company can match it to the order. */
export const upiReference = (orderId: number) => `DAKIYA${String(orderId).padStart(8, '0')}`;

/**
 * The UPI intent link of an order's fare (NPCI's deep-link form): any UPI app on the phone opens
 * it with the payee, the amount in rupees (two decimals), INR, the order's reference and a note.
 * The QR code the customer may scan from another phone holds the same text.
 */
export function upiPaymentUri(payee: UpiPayee, orderId: number, rupees: number): string {
  const query = [
    ['pa', payee.vpa],
    ['pn', payee.name],
    ['am', rupees.toFixed(2)],
    ['cu', 'INR'],
    ['tr', upiReference(orderId)],
    ['tn', `Dakiya order ${orderId}`],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value!)}`)
    .join('&');
  return `upi://pay?${query}`;
}
