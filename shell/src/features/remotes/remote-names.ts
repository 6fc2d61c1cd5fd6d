import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@dakiya/shared';

/**
 * A remote's federation name, as remotes.json and route-owners.json name it. Any name: a team
 * adds its remote to those two files at run time, without a rebuild of the shell.
 */
export type RemoteName = string;

/**
 * The customer app's remotes. Only these are fetched ahead of use when the browser is idle: a
 * customer's phone never downloads another remote (the driver app) it will not open.
 */
export const CUSTOMER_APP_REMOTES = ['auth_app', 'booking_app', 'account_app'] as const;

export function isCustomerAppRemote(remote: RemoteName): boolean {
  return (CUSTOMER_APP_REMOTES as readonly string[]).includes(remote);
}

/** What the customer is told a failed area was. */
const REMOTE_LABELS: Partial<Record<RemoteName, MessageDescriptor>> = {
  auth_app: msg`Sign-in`,
  booking_app: msg`Booking`,
  account_app: msg`Your account`,
};
/** A remote the shell was not built with. */
const OTHER_REMOTE_LABEL = msg`This part of Dakiya`;

export function remoteLabel(remote: RemoteName): MessageDescriptor {
  return REMOTE_LABELS[remote] ?? OTHER_REMOTE_LABEL;
}
