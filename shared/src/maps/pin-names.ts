import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@dakiya/shared';

/** The name of each pin on the route map, the same on the embedded map and on Google's. */
export const PIN_NAMES: Record<'pickup' | 'drop' | 'driver', MessageDescriptor> = {
  pickup: msg`Pickup`,
  drop: msg`Drop`,
  driver: msg`Driver`,
};
