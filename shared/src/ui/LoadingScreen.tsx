import { Logo } from './Logo';
import styles from './LoadingScreen.module.css';

/** SPEC.md: the loading screen shows only the logo. */
export function LoadingScreen({ label = 'Loading Dakiya' }: { label?: string }) {
  return (
    <div className={styles.screen} role="status" aria-label={label}>
      <Logo size={56} />
    </div>
  );
}
