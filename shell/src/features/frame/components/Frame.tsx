import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  LanguageSwitch,
  useLocation,
  useNavigate,
  AlertToast,
  Logo,
  selectUserId,
  useAppSelector,
} from '@dakiya/shared';
import { ROUTES } from '@dakiya/domain';
import { showsBackArrow, showsSideImage } from '../../routing/route-table';
import { useElementHeight } from './use-element-height';
import sideImage from '../assets/side-illustration.svg';
import styles from './Frame.module.css';
import { UpdateRegion } from '../../updates/components/UpdateRegion';

/**
 * The shared frame (docs/product.md): back arrow, logo, language switch, profile button,
 * optional side image, global toast.
 */
export function Frame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const userId = useAppSelector(selectUserId);
  const withSideImage = showsSideImage(pathname);
  const { t } = useLingui();
  const top = useRef<HTMLDivElement>(null);
  const topHeight = useElementHeight(top);
  // Screens sized to the window under the header (the map screens) shrink while a toast shows
  // under it, so their bottom buttons stay in sight.
  const bodyStyle =
    topHeight === null ? undefined : ({ '--dk-header-height': `${topHeight}px` } as CSSProperties);

  return (
    <div className={styles.frame}>
      {/* The header and the toast stay at the top together; the toast takes its own room under
          the header and covers nothing of the screen. */}
      <div ref={top} className={styles.top}>
        {/* The same places on every screen: the way back and the logo on the left, the language
            switch and the profile on the right. */}
        <header className={styles.header}>
          <span className={styles.start}>
            {showsBackArrow(pathname) ? (
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t`Go back`}
                onClick={() => history.back()}
              >
                ←
              </button>
            ) : (
              <span className={styles.iconSpacer} />
            )}
            <Logo />
          </span>
          <span className={styles.end}>
            <LanguageSwitch />
            {userId !== null ? (
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t`Open profile`}
                onClick={() => navigate(ROUTES.profile)}
              >
                <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                  <circle cx="12" cy="8" r="4" fill="currentColor" />
                  <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
                </svg>
              </button>
            ) : (
              <span className={styles.iconSpacer} />
            )}
          </span>
        </header>
        <AlertToast />
        <UpdateRegion />
      </div>
      <div className={withSideImage ? styles.withSide : styles.body} style={bodyStyle}>
        {withSideImage && (
          <img className={styles.side} src={sideImage} alt="" width={480} height={480} />
        )}
        <main className={styles.main}>{children}</main>
      </div>
    </div>
  );
}
