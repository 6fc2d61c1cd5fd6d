import type { I18n } from '@lingui/core';
import { apiErrorCode } from '@dakiya/domain';

/**
 * One of the API's error texts (domain's API_ERRORS) in the active language, by its code: for a
 * screen that checks what the API would refuse before sending it, in the API's own words. A text
 * with no translation is shown as it is.
 */
export function apiErrorText(i18n: I18n, text: string): string {
  // An id built at run time: the texts are the catalogues' `api.<code>` entries.
  const id = `api.${apiErrorCode(text)}`;
  return i18n.messages[id] !== undefined ? i18n._(id) : text;
}
