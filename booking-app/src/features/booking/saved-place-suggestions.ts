import { selectUserId, useAppSelector, useLingui, type I18n } from '@dakiya/shared';
import { savedAddressName, useGetSavedAddressesQuery } from '@dakiya/shared/places';
import type { Location, SavedAddress } from '@dakiya/domain';
import type { PlaceSuggestion } from '../maps/maps-provider';

/** A saved address offered in a place field: its name (Home, Work, the customer's) and place. */
export interface SavedPlaceSuggestion extends PlaceSuggestion {
  name: string;
  location: Location;
}

export function isSavedSuggestion(item: PlaceSuggestion): item is SavedPlaceSuggestion {
  return 'location' in item;
}

/**
 * The saved addresses to offer for what is typed: all of them in an empty box, else those whose
 * name or address contains the text (case aside), in the saved order (Home, Work, named ones).
 */
export function savedSuggestions(
  addresses: readonly SavedAddress[],
  text: string,
  i18n: I18n,
): SavedPlaceSuggestion[] {
  const wanted = text.trim().toLocaleLowerCase();
  return addresses
    .map((address) => ({
      id: `saved-${address.id}`,
      label: address.location.address,
      name: savedAddressName(i18n, address),
      location: address.location,
    }))
    .filter(
      ({ name, label }) =>
        !wanted ||
        name.toLocaleLowerCase().includes(wanted) ||
        label.toLocaleLowerCase().includes(wanted),
    );
}

/** The signed-in customer's saved addresses that fit `text` (none before sign-in). */
export function useSavedSuggestions(text: string): SavedPlaceSuggestion[] {
  const { i18n } = useLingui();
  const userId = useAppSelector(selectUserId);
  const { data = [] } = useGetSavedAddressesQuery(undefined, { skip: userId === null });
  return savedSuggestions(data, text, i18n);
}
