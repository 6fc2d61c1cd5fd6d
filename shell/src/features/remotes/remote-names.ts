export const REMOTE_NAMES = ['auth_app', 'booking_app', 'account_app'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** What the customer is told a failed area was. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  auth_app: 'Sign-in',
  booking_app: 'Booking',
  account_app: 'Your account',
};
