import { selectUserId, useAppSelector, useLingui, type I18n } from '@dakiya/shared';
import { savedAddressName, useGetSavedAddressesQuery } from '@dakiya/shared/places';
import { INDIA_NAME, type Location, type SavedAddress } from '@dakiya/domain';
import type { PlaceSuggestion } from '../maps/maps-provider';

/** A saved address offered in a place field: its name (Home, Work, the customer's) and place. */
export interface SavedPlaceSuggestion extends PlaceSuggestion {
  name: string;
  location: Location;
}

export function isSavedSuggestion(item: PlaceSuggestion): item is SavedPlaceSuggestion {
  return 'location' in item;
}

const COUNTRY_NAMES: ReadonlySet<string> = new Set(
  Object.values(INDIA_NAME).map((name) => name.toLocaleLowerCase()),
);

/** The words of a text, lower case; marks stay with their letters (Devanagari's vowel signs). */
function wordsOf(text: string, locale: string): string[] {
  return text
    .toLocaleLowerCase(locale || undefined)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The parts of an address a person types for it: all but a closing country, which every saved
 * address shares ('ind' must find Indiranagar, not every address ending in India).
 */
function leadingParts(address: string): string {
  const parts = address.split(',');
  while (parts.length > 1 && COUNTRY_NAMES.has(parts.at(-1)!.trim().toLocaleLowerCase()))
    parts.pop();
  return parts.join(',');
}

/**
 * The saved addresses to offer for what is typed: all of them in an empty box, else those where
 * each word typed starts a word of the name as shown or of the address's leading parts, in the
 * saved order (Home, Work, named ones). The country's own name, typed, tells no address apart.
 */
export function savedSuggestions(
  addresses: readonly SavedAddress[],
  text: string,
  i18n: I18n,
): SavedPlaceSuggestion[] {
  const typed = wordsOf(text, i18n.locale);
  const wanted = typed.filter((word) => !COUNTRY_NAMES.has(word));
  return addresses
    .map((address) => ({
      id: `saved-${address.id}`,
      label: address.location.address,
      name: savedAddressName(i18n, address),
      location: address.location,
    }))
    .filter(({ name, label }) => {
      if (typed.length === 0) return true;
      const words = wordsOf(`${name} ${leadingParts(label)}`, i18n.locale);
      return (
        wanted.length > 0 && wanted.every((part) => words.some((word) => word.startsWith(part)))
      );
    });
}

/** The signed-in customer's saved addresses that fit `text` (none before sign-in). */
export function useSavedSuggestions(text: string): SavedPlaceSuggestion[] {
  const { i18n } = useLingui();
  const userId = useAppSelector(selectUserId);
  const { data = [] } = useGetSavedAddressesQuery(undefined, { skip: userId === null });
  return savedSuggestions(data, text, i18n);
}
