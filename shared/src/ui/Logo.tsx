import markUrl from './logo-mark.svg';
import styles from './Logo.module.css';

/**
 * The Dakiya mark and word. The mark is a small SVG the build inlines as a data URL, so it needs
 * no request; index.html's splash draws the same file before any script has run.
 */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className={styles.logo}>
      <img src={markUrl} width={size} height={size} alt="" />
      <span className={styles.word}>Dakiya</span>
    </span>
  );
}
