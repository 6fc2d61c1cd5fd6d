import { BRAND, type PlaceLanguage } from '@dakiya/domain';

/** What the recipient's text says: who sends the parcel, who brings it, the link and the code. */
export interface RecipientTextFacts {
  senderFirstName: string;
  driverFirstName: string;
  vehicle: string;
  plate: string;
  trackingLink: string;
  deliveryCode: string;
}

/**
 * The text a recipient gets once a driver is booked, in the language the customer booked in:
 * the tracking link, and the code to tell the driver at the drop (nobody else gets it by text).
 */
export function recipientText(lang: PlaceLanguage, facts: RecipientTextFacts): string {
  const { senderFirstName, driverFirstName, vehicle, plate, trackingLink, deliveryCode } = facts;
  return lang === 'hi'
    ? `${BRAND}: ${senderFirstName} आपको एक पार्सल भेज रहे हैं। ${driverFirstName} (${vehicle}, ${plate}) इसे ला रहे हैं। यहाँ देखें: ${trackingLink} पार्सल मिलने पर ड्राइवर को यह कोड बताएँ: ${deliveryCode}`
    : `${BRAND}: ${senderFirstName} is sending you a parcel. ${driverFirstName} (${vehicle}, ${plate}) is bringing it. Follow it: ${trackingLink} Tell the driver this code when it reaches you: ${deliveryCode}`;
}

/** The text a customer gets when a pickup they booked ahead opens to drivers. */
export function scheduledOpenText(lang: PlaceLanguage, time: string, offersLink: string): string {
  return lang === 'hi'
    ? `${BRAND}: ${time} बजे का आपका पिकअप अब ड्राइवरों को दिख रहा है। ड्राइवर चुनें: ${offersLink}`
    : `${BRAND}: your ${time} pickup is now open to drivers. Choose a driver: ${offersLink}`;
}
