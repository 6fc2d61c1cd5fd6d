import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';

/** A driver nobody has rated yet: the API sends no rating for them. */
export const NEW_DRIVER = msg({
  message: 'New',
  comment: "A driver's rating before anyone has rated them",
});

/**
 * A driver's rating as every screen shows it: '★ 4.0' (one decimal always, '4.0' beside '4.4'),
 * or 'New' in the active language for a driver with no rating yet.
 */
export function driverRating(i18n: I18n, rating: number | null): string {
  return rating === null ? i18n._(NEW_DRIVER) : `★ ${rating.toFixed(1)}`;
}
