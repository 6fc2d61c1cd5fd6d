import styles from './Spinner.module.css';

/** The spinner shown during calls (docs/product.md), announced to screen readers by its label. */
export function Spinner({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <span className={inline ? styles.inline : styles.block} role="status" aria-label={label}>
      <span className={styles.wheel} aria-hidden="true" />
    </span>
  );
}
