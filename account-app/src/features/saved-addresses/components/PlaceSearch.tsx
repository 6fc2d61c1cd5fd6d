import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { currentLanguage } from '@dakiya/shared';
import { FormField } from '@dakiya/shared/forms';
import { useSearchPlacesQuery } from '@dakiya/shared/places';
import type { Place } from '@dakiya/domain';
import styles from './SavedAddressesPage.module.css';

/** Typing pauses this long before a search: one request per word, not per key. */
const SEARCH_DELAY_MS = 250;
const MIN_QUERY_LENGTH = 2;

/**
 * Finds an Indian place by name through the API's place search (the one booking-app's offline
 * maps use), and lists what it found as radio buttons: the chosen one is the place to save.
 */
export function PlaceSearch({
  chosen,
  onChoose,
  error,
}: {
  chosen: Place | null;
  onChoose: (place: Place) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const skip = query.length < MIN_QUERY_LENGTH;
  const { data: places = [], isFetching } = useSearchPlacesQuery(
    { q: query, lang: currentLanguage() },
    { skip },
  );
  // The chosen place stays listed while the customer searches for something else.
  const shown =
    chosen && !places.some((place) => place.id === chosen.id) ? [chosen, ...places] : places;

  return (
    <>
      <FormField label={t`Search for a place`} error={error}>
        {(field) => (
          <input
            {...field}
            type="search"
            value={text}
            autoComplete="off"
            placeholder={t`Area, street or landmark`}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <div role="status" className={styles.searchStatus}>
        {isFetching && t`Searching…`}
        {!isFetching && !skip && places.length === 0 && t`No place in India matches ‘${query}’`}
      </div>
      {shown.length > 0 && (
        <fieldset className={styles.places}>
          <legend className="dk-visually-hidden">{t`Places found`}</legend>
          {shown.map((place) => (
            <label key={place.id} className={styles.choice}>
              <input
                type="radio"
                name="place"
                checked={chosen?.id === place.id}
                onChange={() => onChoose(place)}
              />
              {place.formatted_address}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
