import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@dakiya/shared';
import type { RatingTag } from '@dakiya/domain';

/** What each rating tag says, in the active language. */
export const RATING_TAG_NAMES: Record<RatingTag, MessageDescriptor> = {
  on_time: msg`On time`,
  careful: msg`Careful with the parcel`,
  polite: msg`Polite`,
  late: msg`Late`,
  rough_handling: msg`Rough with the parcel`,
  rude: msg`Rude`,
};
