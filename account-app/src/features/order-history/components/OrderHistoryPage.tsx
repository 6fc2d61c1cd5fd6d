import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorMessage, useIsMobile } from '@dakiya/shared';
import { Pager } from '@dakiya/shared/forms';
import { useGetOrderHistoryQuery } from '../api/history-api';
import banner from '../assets/history-banner.svg';
import { OrderCard } from './OrderCard';
import styles from './OrderHistoryPage.module.css';

/** The customer's own orders, newest first, a page at a time (docs/product.md's card format). */
export function OrderHistoryPage() {
  const { t } = useLingui();
  const mobile = useIsMobile();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useGetOrderHistoryQuery(page, {
    refetchOnMountOrArgChange: true,
  });
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;

  return (
    <section className={styles.page} aria-labelledby="history-title">
      <h1 id="history-title">{t`Order History`}</h1>
      {mobile && (
        // The words over the picture are the page's own, in its typeface and language.
        <div className={styles.banner}>
          <img src={banner} alt="" width={390} height={120} />
          <p>{t`Your trips`}</p>
        </div>
      )}
      <h2>{t`Trucks and two wheeler orders`}</h2>
      {isLoading ? (
        <p role="status">{t`Loading your orders…`}</p>
      ) : error ? (
        <div role="alert">
          <p>{errorMessage(error)}</p>
          <button type="button" className="dk-button" onClick={() => void refetch()}>
            {t`Retry`}
          </button>
        </div>
      ) : !data || data.results.length === 0 ? (
        <p>{t`No orders yet: your deliveries will show here.`}</p>
      ) : (
        <>
          <div className={styles.list}>
            {data.results.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </div>
          <Pager
            className={styles.pager}
            label={t`Order history pages`}
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
