import type { I18n } from '@lingui/core';
import { apiErrorCode } from '@dakiya/domain';

/** The catalogues' text for an API error code (their `api.<code>` entries), if they have one. */
export function catalogueTextOfCode(i18n: I18n, code: string | undefined): string | undefined {
  // An id built at run time: the texts are the catalogues' `api.<code>` entries.
  const id = `api.${code}`;
  return code !== undefined && i18n.messages[id] !== undefined ? i18n._(id) : undefined;
}

/**
 * One of the API's error texts (domain's API_ERRORS) in the active language, by its code: for a
 * screen that checks what the API would refuse before sending it, in the API's own words. A text
 * with no translation is shown as it is.
 */
export function apiErrorText(i18n: I18n, text: string): string {
  return catalogueTextOfCode(i18n, apiErrorCode(text)) ?? text;
}
