import { useLingui } from '@lingui/react/macro';
import { TodayEarnings } from './TodayEarnings';
import { TripHistory } from './TripHistory';
import styles from './EarningsPage.module.css';

/** /driver/earnings: today's earnings and the trip history. */
export function EarningsPage() {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <h1>{t`Earnings`}</h1>
      <TodayEarnings />
      <TripHistory />
    </div>
  );
}
