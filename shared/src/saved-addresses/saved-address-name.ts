import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { SavedAddress } from '@dakiya/domain';

const KIND_NAMES = { home: msg`Home`, work: msg`Work` };

/** What a saved address is called on screen: Home or Work in the app's language, else its name. */
export function savedAddressName(
  i18n: I18n,
  { kind, name }: Pick<SavedAddress, 'kind' | 'name'>,
): string {
  return kind === 'other' ? (name ?? '') : i18n._(KIND_NAMES[kind]);
}
