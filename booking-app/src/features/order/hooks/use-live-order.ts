import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import {
  readSessionJson,
  skipToken,
  useAppDispatch,
  useAppSelector,
  useLocation,
  useNavigate,
  type AppDispatch,
  type RootState,
  SESSION_KEYS,
} from '@dakiya/shared';
import { idOfQuery, YOUR_ORDER_QUERY, yourOrderPath, type Order } from '@dakiya/domain';
import { bookingApi, useGetOrderQuery } from '../../booking/api/booking-api';
import { orderEnded, orderFollowed, selectBooking } from '../../booking/booking-slice';
import { ORDER_ENDED } from '../api/order-stream';

/** Follows a handed-over order, filling its cache entry unless the accept already did. */
const followOrder = (order: Order) => (dispatch: AppDispatch, getState: () => RootState) => {
  // One handed over already ended is only shown: it is not the live order.
  if (!ORDER_ENDED.has(order.status)) dispatch(orderFollowed(order.id));
  if (!bookingApi.endpoints.getOrder.select(order.id)(getState()).data)
    dispatch(bookingApi.util.upsertQueryData('getOrder', order.id, order));
};

export interface LiveOrderView {
  order: Order | null;
  /** The order is still to come from the server (one named by the address, say). */
  loading: boolean;
  /** The API's answer when it refused the order (another customer's, or none such). */
  error: ReturnType<typeof useGetOrderQuery>['error'];
}

/**
 * The order /your-order shows: the RTK Query cache entry of GET /bargaining/orders/{id}/. With
 * `?order=<id>` it is that order (any of the customer's, booked anywhere), only shown: the tab's
 * live order stays as it is. Without it, it is the tab's live order, which arrives as
 * docs/product.md says, as router state from the accept and in session storage after a reload;
 * those only hand it over: they fill the cache entry and are shown until the server answers.
 */
export function useLiveOrder(): LiveOrderView {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { state, search } = useLocation() as { state: Order | null; search: string };
  const { orderId } = useAppSelector(selectBooking);
  const query = new URLSearchParams(search).get(YOUR_ORDER_QUERY);
  const named = query !== null;
  const handedOver = useMemo(
    () =>
      named
        ? null
        : (state ?? (orderId !== null ? readSessionJson<Order>(SESSION_KEYS.order) : null)),
    [named, state, orderId],
  );
  const wanted = named ? idOfQuery(query) : (handedOver?.id ?? orderId);
  // An ended order stops being the live order, yet stays on the screen that showed it end.
  const [held, setHeld] = useState(wanted);
  if (wanted !== null && wanted !== held) setHeld(wanted);
  const id = named ? wanted : (wanted ?? held);
  // Opening the screen always asks the server: the cached order may be minutes old.
  const { data, error, isLoading } = useGetOrderQuery(id ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const order = data ?? handedOver;
  const endedId = order && ORDER_ENDED.has(order.status) ? order.id : null;

  // After the query's own effect: a cache fill before it would hold back its request.
  useEffect(() => {
    if (handedOver) dispatch(followOrder(handedOver));
  }, [dispatch, handedOver]);

  // Shown ended, the order lets /send-courier book again, and the address names it, so a reload
  // still shows how it ended. In the commit that shows it: storage no longer keeps an ended order
  // as the live one, so a reload between the two would find neither and say "No live order".
  useLayoutEffect(() => {
    if (endedId === null) return;
    dispatch(orderEnded(endedId));
    if (!named) void navigate(yourOrderPath(endedId), { replace: true });
  }, [dispatch, navigate, named, endedId]);

  return { order, loading: order === null && isLoading, error: order ? undefined : error };
}
