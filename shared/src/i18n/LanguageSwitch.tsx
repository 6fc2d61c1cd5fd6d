import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { changeLanguage } from './catalogues';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from './languages';
import styles from './LanguageSwitch.module.css';

/** Switches the whole app between English and Hindi; each option is named in its own language. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n, t } = useLingui();
  const id = useId();
  return (
    <span className={`${styles.switch} ${className ?? ''}`}>
      <label htmlFor={id} className="dk-visually-hidden">
        {t`Language`}
      </label>
      <select
        id={id}
        className={styles.select}
        value={i18n.locale}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </span>
  );
}
