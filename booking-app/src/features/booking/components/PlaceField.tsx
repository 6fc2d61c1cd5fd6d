import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useCombobox } from 'downshift';
import { useAlert, MESSAGES } from '@dakiya/shared';
import { type Location } from '@dakiya/domain';
import { useMaps } from '../../maps/maps-context';
import type { PlaceSuggestion } from '../../maps/maps-provider';
import styles from './LocationPicker.module.css';

interface PlaceFieldProps {
  label: string;
  placeholder: string;
  value: Location | null;
  onChange: (location: Location | null) => void;
  busy?: boolean;
}

/**
 * An address box with suggestions (a WAI-ARIA combobox by Downshift). A place is taken only if
 * its formatted address says India (docs/product.md); typing clears the chosen position until the
 * customer picks a suggestion again.
 */
export function PlaceField({ label, placeholder, value, onChange, busy = false }: PlaceFieldProps) {
  const maps = useMaps();
  const alert = useAlert();
  const { t } = useLingui();
  const lowerLabel = label.toLowerCase();
  const [text, setText] = useState(value?.address ?? '');
  const trimmed = text.trim();
  const [items, setItems] = useState<PlaceSuggestion[]>([]);
  // The text the last answer was for: an empty answer for it says so rather than nothing.
  const [answered, setAnswered] = useState('');

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
      maps.suggest(text).then(
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
  }, [text, maps, value?.address]);

  const combobox = useCombobox<PlaceSuggestion>({
    items,
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
      try {
        const place = await maps.resolve(selectedItem);
        if (!/\bIndia\b/.test(place.address)) {
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
      {text.trim() !== '' && answered === text && items.length === 0 && (
        <p className={styles.empty} role="status">
          {t`No place in India matches ‘${trimmed}’`}
        </p>
      )}
      {busy && (
        <span className={styles.spinner} role="status" aria-label={t`Finding your ${lowerLabel}`} />
      )}
      <ul
        className={combobox.isOpen && items.length > 0 ? styles.menu : styles.menuClosed}
        {...combobox.getMenuProps()}
      >
        {combobox.isOpen &&
          items.map((item, index) => (
            <li
              key={item.id}
              className={combobox.highlightedIndex === index ? styles.optionActive : styles.option}
              {...combobox.getItemProps({ item, index })}
            >
              {item.label}
            </li>
          ))}
      </ul>
    </div>
  );
}
