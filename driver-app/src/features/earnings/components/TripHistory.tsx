import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorMessage } from '@dakiya/shared';
import { Pager } from '@dakiya/shared/forms';
import { useGetDriverTripsQuery } from '../api/earnings-api';
import { PastTripCard } from './PastTripCard';
import styles from './EarningsPage.module.css';

/** The driver's past trips, newest first, a page at a time. */
export function TripHistory() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useGetDriverTripsQuery(page, {
    refetchOnMountOrArgChange: true,
  });
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;

  return (
    <section aria-labelledby="history-title" aria-busy={isFetching}>
      <h2 id="history-title">{t`Your trips`}</h2>
      {isLoading ? (
        <p role="status">{t`Loading your trips…`}</p>
      ) : error || !data ? (
        <div role="alert">
          <p>{errorMessage(error)}</p>
          <button type="button" className="dk-button" onClick={() => void refetch()}>
            {t`Retry`}
          </button>
        </div>
      ) : data.results.length === 0 ? (
        <p>{t`No trips yet: the trips you drive will show here.`}</p>
      ) : (
        <>
          <ul className={styles.list}>
            {data.results.map((trip) => (
              <PastTripCard key={trip.id} trip={trip} />
            ))}
          </ul>
          <Pager
            className={styles.pager}
            label={t`Trip history pages`}
            page={page}
            pages={pages}
            onPageChange={setPage}
            previousLabel={t`Newer`}
            nextLabel={t`Older`}
            position={t`Page ${page} of ${pages}`}
          />
        </>
      )}
    </section>
  );
}
