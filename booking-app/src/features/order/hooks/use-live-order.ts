import { useEffect, useMemo } from 'react';
import {
  readSessionJson,
  skipToken,
  useAppDispatch,
  useAppSelector,
  useLocation,
  type AppDispatch,
  type RootState,
  SESSION_KEYS,
} from '@dakiya/shared';
import { type Order } from '@dakiya/domain';
import { bookingApi, useGetOrderQuery } from '../../booking/api/booking-api';
import { orderFollowed, selectBooking } from '../../booking/booking-slice';

/** Follows a handed-over order, filling its cache entry unless the accept already did. */
const followOrder = (order: Order) => (dispatch: AppDispatch, getState: () => RootState) => {
  dispatch(orderFollowed(order.id));
  if (!bookingApi.endpoints.getOrder.select(order.id)(getState()).data)
    dispatch(bookingApi.util.upsertQueryData('getOrder', order.id, order));
};

/**
 * The order /your-order shows: the RTK Query cache entry of GET /bargaining/orders/{id}/. The
 * order also arrives as docs/product.md says, as router state from the accept and in session
 * storage
 * after a reload; those only hand it over: they fill the cache entry and are shown until the
 * server answers.
 */
export function useLiveOrder(): Order | null {
  const dispatch = useAppDispatch();
  const { state } = useLocation() as { state: Order | null };
  const { orderId } = useAppSelector(selectBooking);
  const handedOver = useMemo(
    () => state ?? (orderId !== null ? readSessionJson<Order>(SESSION_KEYS.order) : null),
    [state, orderId],
  );
  // Opening the screen always asks the server: the cached order may be minutes old.
  const { data } = useGetOrderQuery(handedOver?.id ?? orderId ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });

  useEffect(() => {
    if (handedOver) dispatch(followOrder(handedOver));
  }, [dispatch, handedOver]);

  return data ?? handedOver;
}
