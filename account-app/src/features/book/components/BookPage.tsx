import { useLingui } from '@lingui/react/macro';
import { getRuntimeConfig, useAlert, MESSAGES } from '@dakiya/shared';
import styles from './BookPage.module.css';

/** /book (docs/product.md, "Account"): call customer care to book a specific driver or vehicle. */
export function BookPage() {
  const { t } = useLingui();
  const alert = useAlert();
  const number = getRuntimeConfig().customerCareNumber;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(number);
      alert(MESSAGES.careNumberCopied);
    } catch {
      alert(`Copy did not work here. The number is ${number}.`);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="book-title">
      {/* The name the profile's link gives this screen. */}
      <h1 id="book-title">{t`Book With Number`}</h1>
      <div className={styles.card}>
        <p>{t`To Book a specific driver or vehicle you need to call us on this number`}</p>
        <p className={styles.number}>{number}</p>
        <div className={styles.actions}>
          <a className="dk-button" href={`tel:${number}`}>
            {t`Call`}
          </a>
          <button type="button" className="dk-button dk-button--ghost" onClick={() => void copy()}>
            {t`Copy`}
          </button>
        </div>
      </div>
    </section>
  );
}
