import type { I18n } from '@lingui/core';
import { apiErrorCode } from '@dakiya/domain';
import { catalogueTextOfCode } from './api-error-text';

/**
 * One of the API's error texts (domain's API_ERRORS) in the active language, by its code: for a
 * screen that checks what the API would refuse before sending it, in the API's own words. A text
 * with no translation is shown as it is. In `@dakiya/shared/forms`, not the main entry: it needs
 * every English text of the API to find the code, which no first screen needs.
 */
export function apiErrorText(i18n: I18n, text: string): string {
  return catalogueTextOfCode(i18n, apiErrorCode(text)) ?? text;
}
