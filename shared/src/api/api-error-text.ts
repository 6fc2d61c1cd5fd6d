import type { I18n } from '@lingui/core';

/** The catalogues' text for an API error code (their `api.<code>` entries), if they have one. */
export function catalogueTextOfCode(i18n: I18n, code: string | undefined): string | undefined {
  // An id built at run time: the texts are the catalogues' `api.<code>` entries.
  const id = `api.${code}`;
  return code !== undefined && i18n.messages[id] !== undefined ? i18n._(id) : undefined;
}
