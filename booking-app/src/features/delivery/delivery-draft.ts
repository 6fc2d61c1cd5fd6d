import { PHONE_DIGITS, RECIPIENT_LIMITS, type PaymentMethod } from '@dakiya/domain';
import type { DeliveryChoices } from '../booking/booking-slice';

/** The delivery dialog's fields as typed, before they are checked. */
export interface DeliveryDraft {
  someoneElse: boolean;
  name: string;
  phone: string;
  instructions: string;
  paymentMethod: PaymentMethod;
  later: boolean;
  /** The chosen pickup time (ISO), when later. */
  pickupAt: string | null;
}

export const draftOf = (choices: DeliveryChoices): DeliveryDraft => ({
  someoneElse: choices.recipient !== null,
  name: choices.recipient?.name ?? '',
  phone: choices.recipient?.phone ?? '',
  instructions: choices.instructions,
  paymentMethod: choices.paymentMethod,
  later: choices.pickupAt !== null,
  pickupAt: choices.pickupAt,
});

/** Which fields are wrong; none when the draft makes choices. */
export interface DraftErrors {
  name?: 'required';
  phone?: 'invalid';
  pickupAt?: 'required';
}

export function draftErrors(draft: DeliveryDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.someoneElse) {
    if (!draft.name.trim()) errors.name = 'required';
    if (!new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(draft.phone)) errors.phone = 'invalid';
  }
  if (draft.later && !draft.pickupAt) errors.pickupAt = 'required';
  return errors;
}

/** The choices a checked draft makes. */
export const choicesOf = (draft: DeliveryDraft): DeliveryChoices => ({
  recipient: draft.someoneElse
    ? { name: draft.name.trim().slice(0, RECIPIENT_LIMITS.nameLength), phone: draft.phone }
    : null,
  instructions: draft.instructions.trim().slice(0, RECIPIENT_LIMITS.instructionsLength),
  paymentMethod: draft.paymentMethod,
  pickupAt: draft.later ? draft.pickupAt : null,
});
