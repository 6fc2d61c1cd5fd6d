import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@dakiya/shared';
import type { LocationProblem } from '../../location/geolocation';
import styles from './TripPage.module.css';

const TEXTS: Record<LocationProblem, MessageDescriptor> = {
  denied: msg`Location is off for Dakiya, so the customer cannot follow you. Allow location in the browser's settings.`,
  unavailable: msg`Looking for your position: the customer sees you once the phone finds it.`,
  unsupported: msg`This browser cannot tell your position, so the customer cannot follow you.`,
};

/** Why the customer cannot see the driver on their map, and what to do about it. */
export function LocationNote({ problem }: { problem: LocationProblem }) {
  const { i18n } = useLingui();
  return (
    <p className={styles.problem} role="status">
      {i18n._(TEXTS[problem])}
    </p>
  );
}
