import { useLingui } from '@lingui/react/macro';
import {
  useNavigate,
  ActionButton,
  selectUserId,
  selectUserName,
  useAppSelector,
  useGetMeQuery,
  useLogOut,
} from '@dakiya/shared';
import { ROUTES } from '@dakiya/domain';
import { useGetMyPhotoQuery } from '../api/profile-api';
import { policyDocuments } from '../documents/policy-documents';
import styles from './ProfilePage.module.css';

/** 'My Profile' (docs/product.md, "Account"). */
export function ProfilePage() {
  const { t, i18n } = useLingui();
  const { privacyPolicy, terms } = policyDocuments(i18n.locale);
  const navigate = useNavigate();
  const logOut = useLogOut();
  const storedName = useAppSelector(selectUserName);
  const userId = useAppSelector(selectUserId);
  // The signed-in user, from the one shared cache: booking-app reads the same entry.
  const { data: me } = useGetMeQuery(undefined, { skip: userId === null });
  const name = storedName ?? (me ? `${me.first_name} ${me.last_name}` : '');
  const { data: photo } = useGetMyPhotoQuery(undefined, { skip: !me?.has_photo });

  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <h1 id="profile-title">{t`My Profile`}</h1>
      <div className={styles.card}>
        {photo ? (
          // Beside the name it shows: nothing more for a screen reader to say.
          <img
            className={styles.avatar}
            src={photo}
            alt=""
            width={56}
            height={56}
            data-testid="profile-photo"
          />
        ) : (
          <div className={styles.avatar} aria-hidden="true">
            {name.charAt(0).toUpperCase() || '?'}
          </div>
        )}
        <p className={styles.name}>{name || t`Guest`}</p>
        <button
          type="button"
          className="dk-button dk-button--ghost"
          onClick={() => navigate(ROUTES.gstDetails)}
        >
          {t`Add GST Details`}
        </button>
      </div>

      <ul className={styles.rows}>
        <li>
          <ActionButton className={styles.row} onClick={() => navigate(ROUTES.savedAddresses)}>
            {t`saved addresses`}
          </ActionButton>
        </li>
        <li>
          <ActionButton className={styles.row} onClick={() => navigate(ROUTES.orderHistory)}>
            {t`Previous Orders`}
          </ActionButton>
        </li>
        <li>
          <ActionButton className={styles.row} onClick={() => navigate(ROUTES.book)}>
            {t`Book With Number`}
          </ActionButton>
        </li>
      </ul>

      <h2 className={styles.heading}>{t`Platform Policies`}</h2>
      <ul className={styles.rows}>
        <li>
          <a className={styles.row} href={privacyPolicy} target="_blank" rel="noopener noreferrer">
            {t`Privacy Policy`}
          </a>
        </li>
        <li>
          <a className={styles.row} href={terms} target="_blank" rel="noopener noreferrer">
            {t`terms & conditions`}
          </a>
        </li>
      </ul>

      <h2 className={styles.heading}>{t`Settings`}</h2>
      <ul className={styles.rows}>
        <li>
          <ActionButton className={styles.row}>{t`account settings`}</ActionButton>
        </li>
        <li>
          {/* The server ends the session, then /login, where arriving clears the stored data. */}
          <ActionButton className={styles.row} onClick={logOut}>
            {t`log out`}
          </ActionButton>
        </li>
      </ul>
    </section>
  );
}
