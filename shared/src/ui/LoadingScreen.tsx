import { useLingui } from '@lingui/react/macro';
import { Logo } from './Logo';
import styles from './LoadingScreen.module.css';

/** The loading screen shows only the logo (docs/product.md, "Frame, splash and errors"). */
export function LoadingScreen({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.screen} role="status" aria-label={label ?? t`Loading Dakiya`}>
      <Logo size={56} />
    </div>
  );
}
