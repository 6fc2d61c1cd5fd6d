import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useCombobox } from 'downshift';
import { useAlert, MESSAGES } from '@dakiya/shared';
import { addressNamesIndia, type LatLng, type Location } from '@dakiya/domain';
import { useMaps } from '../../maps/maps-context';
import type { PlaceSuggestion } from '../../maps/maps-provider';
import { isSavedSuggestion, useSavedSuggestions } from '../saved-place-suggestions';
import styles from './LocationPicker.module.css';

interface PlaceFieldProps {
  label: string;
  placeholder: string;
  value: Location | null;
  onChange: (location: Location | null) => void;
  busy?: boolean;
  /** Where the customer is (the device, or the other end of the trip): places near it first. */
  near?: LatLng | undefined;
}

/**
 * An address box with suggestions (a WAI-ARIA combobox by Downshift). A place is taken only if
 * its formatted address says India, in either language (docs/product.md); typing clears the chosen position until the
 * customer picks a suggestion again. The customer's saved addresses come first.
 */
export function PlaceField({
  label,
  placeholder,
  value,
  onChange,
  busy = false,
  near,
}: PlaceFieldProps) {
  const maps = useMaps();
  const alert = useAlert();
  const { t } = useLingui();
  const lowerLabel = label.toLowerCase();
  const [text, setText] = useState(value?.address ?? '');
  const trimmed = text.trim();
  const [items, setItems] = useState<PlaceSuggestion[]>([]);
  // The text the last answer was for: an empty answer for it says so rather than nothing.
  const [answered, setAnswered] = useState('');
  const saved = useSavedSuggestions(text);
  // Place suggestions answer the text typed; with none typed, only saved addresses are offered.
  const offered = [...saved, ...(trimmed ? items : [])];

  // The address may arrive from outside (device location, a reload): show it. Adjusted during
  // render, as React recommends for state that follows a prop.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value) setText(value.address);
  }

  useEffect(() => {
    if (!text.trim() || text === value?.address) return undefined;
    let alive = true;
    const timer = setTimeout(() => {
      maps.suggest(text, near).then(
        (found) => {
          if (!alive) return;
          setItems(found);
          setAnswered(text);
        },
        (error: unknown) => console.error('place suggestions failed', error),
      );
    }, 200);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [text, maps, value?.address, near]);

  const combobox = useCombobox<PlaceSuggestion>({
    items: offered,
    inputValue: text,
    itemToString: (item) => item?.label ?? '',
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      setText(inputValue);
      setAnswered('');
      if (value) onChange(null);
    },
    onSelectedItemChange: async ({ selectedItem }) => {
      if (!selectedItem) return;
      if (isSavedSuggestion(selectedItem)) {
        setText(selectedItem.location.address);
        setItems([]);
        onChange(selectedItem.location);
        return;
      }
      try {
        const place = await maps.resolve(selectedItem);
        if (!addressNamesIndia(place.address)) {
          alert(MESSAGES.outsideIndia);
          return;
        }
        setText(place.address);
        setItems([]);
        onChange(place);
      } catch (error) {
        console.error('place lookup failed', error);
      }
    },
  });

  return (
    <div className={styles.field}>
      <label className="dk-visually-hidden" {...combobox.getLabelProps()}>
        {label}
      </label>
      <input
        className={styles.input}
        placeholder={placeholder}
        {...combobox.getInputProps()}
        aria-busy={busy || undefined}
      />
      {text.trim() !== '' && answered === text && offered.length === 0 && (
        <p className={styles.empty} role="status">
          {t`No place in India matches ‘${trimmed}’`}
        </p>
      )}
      {busy && (
        <span className={styles.spinner} role="status" aria-label={t`Finding your ${lowerLabel}`} />
      )}
      <ul
        className={combobox.isOpen && offered.length > 0 ? styles.menu : styles.menuClosed}
        {...combobox.getMenuProps()}
      >
        {combobox.isOpen &&
          offered.map((item, index) => (
            <li
              key={item.id}
              className={combobox.highlightedIndex === index ? styles.optionActive : styles.option}
              {...combobox.getItemProps({ item, index })}
            >
              {isSavedSuggestion(item) ? (
                <>
                  <strong>{item.name}</strong> {item.label}
                </>
              ) : (
                item.label
              )}
            </li>
          ))}
      </ul>
    </div>
  );
}
