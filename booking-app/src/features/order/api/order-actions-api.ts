import { API_ROUTES, REMOTE_INJECTION } from '@dakiya/shared';
import { apiPath, type Order, type PaymentMethod, type RatingTag } from '@dakiya/domain';
import { bookingApi } from '../../booking/api/booking-api';

/** Each action answers the order as it now is: it goes straight into the order's cache entry. */
async function intoOrderCache(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Order }> },
) {
  const { data } = await queryFulfilled.catch(() => ({ data: null }));
  if (data) dispatch(bookingApi.util.upsertQueryData('getOrder', data.id, data));
}

/** What the customer does with a booked order: pay, share its tracking link, rate the driver. */
export const orderActionsApi = bookingApi.injectEndpoints({
  ...REMOTE_INJECTION,
  endpoints: (build) => ({
    choosePayment: build.mutation<Order, { id: number; method: PaymentMethod }>({
      query: ({ id, method }) => ({
        url: apiPath(API_ROUTES.orderPayment, { id }),
        method: 'PATCH',
        body: { method },
      }),
      onQueryStarted: intoOrderCache,
      invalidatesTags: ['History'],
    }),
    /** The customer paid by UPI; the driver confirms on seeing it. */
    paidByUpi: build.mutation<Order, number>({
      query: (id) => ({ url: apiPath(API_ROUTES.orderPaidByUpi, { id }), method: 'POST' }),
      onQueryStarted: intoOrderCache,
      invalidatesTags: ['History'],
    }),
    rateDriver: build.mutation<Order, { id: number; stars: number; tags: RatingTag[] }>({
      query: ({ id, stars, tags }) => ({
        url: apiPath(API_ROUTES.orderRating, { id }),
        method: 'POST',
        body: { stars, tags },
      }),
      onQueryStarted: intoOrderCache,
      invalidatesTags: ['History'],
    }),
    /** A new tracking link (the old one stops working), or none. */
    renewTrackingLink: build.mutation<Order, number>({
      query: (id) => ({ url: apiPath(API_ROUTES.orderTrackingLink, { id }), method: 'POST' }),
      onQueryStarted: intoOrderCache,
    }),
    turnOffTrackingLink: build.mutation<Order, number>({
      query: (id) => ({ url: apiPath(API_ROUTES.orderTrackingLink, { id }), method: 'DELETE' }),
      onQueryStarted: intoOrderCache,
    }),
  }),
});

export const {
  useChoosePaymentMutation,
  usePaidByUpiMutation,
  useRateDriverMutation,
  useRenewTrackingLinkMutation,
  useTurnOffTrackingLinkMutation,
} = orderActionsApi;
