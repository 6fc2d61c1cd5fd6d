import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@dakiya/shared';
export const REMOTE_NAMES = ['auth_app', 'booking_app', 'account_app'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** What the customer is told a failed area was. */
export const REMOTE_LABELS: Record<RemoteName, MessageDescriptor> = {
  auth_app: msg`Sign-in`,
  booking_app: msg`Booking`,
  account_app: msg`Your account`,
};
