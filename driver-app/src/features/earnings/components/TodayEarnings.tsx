import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage, useIntlLocale } from '@dakiya/shared';
import { formatIndiaDate, formatRupees } from '@dakiya/domain';
import { useGetDriverEarningsQuery } from '../api/earnings-api';
import styles from './EarningsPage.module.css';

/** Today's delivered trips and what they earned, by India's calendar day. */
export function TodayEarnings() {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const { data, error, isLoading, refetch } = useGetDriverEarningsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  return (
    <section className={styles.today} aria-labelledby="today-title">
      <h2 id="today-title">{data ? t`Today, ${formatIndiaDate(data.day)}` : t`Today`}</h2>
      {isLoading ? (
        <p role="status">{t`Loading your earnings…`}</p>
      ) : error || !data ? (
        <div role="alert">
          <p>{errorMessage(error)}</p>
          <button type="button" className="dk-button" onClick={() => void refetch()}>
            {t`Retry`}
          </button>
        </div>
      ) : (
        <dl>
          <div>
            <dt>{t`Earned`}</dt>
            <dd>{formatRupees(data.amount, locale)}</dd>
          </div>
          <div>
            <dt>{t`Delivered`}</dt>
            <dd>{plural(data.trips, { one: '# trip', other: '# trips' })}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
