import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { API_ROUTES, Link, skipToken, useAppSelector, useLocation } from '@dakiya/shared';
import { DRIVER_ROUTES } from '@dakiya/domain';
import { driverRating } from '@dakiya/shared/vehicles';
import { selectDriverName } from '../../session/driver-session-slice';
import { useGetDriverMeQuery } from '../../session/api/driver-session-api';
import { useGetDriverImageQuery } from '../../images/api/driver-image-api';
import { useDriverLogOut } from '../../session/hooks/use-driver-log-out';
import styles from './DriverFrame.module.css';

/** The driver's photo, or their initial while there is none. */
function DriverAvatar({ name, hasPhoto }: { name: string; hasPhoto: boolean }) {
  const { data: photo } = useGetDriverImageQuery(hasPhoto ? API_ROUTES.driverPhoto : skipToken);
  if (photo) return <img className={styles.avatar} src={photo} alt="" width={40} height={40} />;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * The frame of the signed-in driver's screens: who is signed in, the way between requests and
 * earnings, and logging out. The language switch is the shell's, in its own header.
 */
export function DriverFrame({ children }: { children: ReactNode }) {
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  const sessionName = useAppSelector(selectDriverName);
  const { data: me } = useGetDriverMeQuery();
  const logOut = useDriverLogOut();
  const name = me?.name ?? sessionName ?? '';
  const links = [
    { to: DRIVER_ROUTES.requests, label: t`Requests` },
    { to: DRIVER_ROUTES.earnings, label: t`Earnings` },
  ];
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <div className={styles.who}>
          <DriverAvatar name={name} hasPhoto={me?.has_photo ?? false} />
          <span className={styles.name}>
            {name}
            {me && (
              <span className={styles.rating} data-testid="driver-rating">
                {driverRating(i18n, me.rating)}
              </span>
            )}
          </span>
          <button
            type="button"
            className={`dk-button dk-button--ghost ${styles.logOut}`}
            onClick={logOut}
          >
            {t`Log out`}
          </button>
        </div>
        <nav aria-label={t`Driver`} className={styles.nav}>
          {links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className={styles.navLink}
              aria-current={pathname === link.to ? 'page' : undefined}
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </header>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
