import { useLingui } from '@lingui/react/macro';
import { Logo } from './Logo';
import styles from './LoadingScreen.module.css';

/** SPEC.md: the loading screen shows only the logo. */
export function LoadingScreen({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.screen} role="status" aria-label={label ?? t`Loading Dakiya`}>
      <Logo size={56} />
    </div>
  );
}
