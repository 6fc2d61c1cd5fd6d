import {
  dakiyaApi,
  getRuntimeConfig,
  API_ROUTES,
  REMOTE_INJECTION,
  type AppDispatch,
} from '@dakiya/shared';
import { followOrder, ORDER_ENDED } from '../../order/api/order-stream';
import { followOffers } from './offer-stream';
import {
  apiPath,
  type DriverOffer,
  type Order,
  type OrderStreamToken,
  type Quotation,
  type QuotationRequest,
  type Ride,
} from '@dakiya/domain';

/** Quotation, bargaining and accept calls (docs/product.md), added to the one shared api. */
export const bookingApi = dakiyaApi.injectEndpoints({
  ...REMOTE_INJECTION,
  endpoints: (build) => ({
    createQuotation: build.mutation<Quotation, QuotationRequest>({
      query: (body) => ({ url: API_ROUTES.quotations, method: 'POST', body }),
      transformResponse: (response: { data: Quotation }) => response.data,
    }),
    getQuotation: build.query<Quotation, number>({
      query: (quotId) => apiPath(API_ROUTES.quotation, { quotId }),
      transformResponse: (response: { data: Quotation }) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Quotation', id }],
    }),
    /** The offer popup's call (docs/product.md, "API calls"): a new fare for the open request. */
    raiseOffer: build.mutation<Ride, { id: number; offer_fare: number }>({
      query: ({ id, offer_fare }) => ({
        url: apiPath(API_ROUTES.ride, { id }),
        method: 'PATCH',
        body: { offer_fare },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Ride', id }],
    }),
    /** The open request's status and expiry (the drivers' list watches for `expired`). */
    getRide: build.query<Ride, number>({
      query: (id) => apiPath(API_ROUTES.ride, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Ride', id }],
    }),
    /** Cancels the open request (closing the drivers' list) or the order before pickup. */
    cancelRide: build.mutation<Ride, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: apiPath(API_ROUTES.rideCancel, { id }),
        method: 'POST',
        body: { reason },
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        // The order on screen shows the cancel at once, without waiting for the stream.
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(
            bookingApi.util.updateQueryData('getOrder', id, (order) => {
              order.status = data.status;
              order.cancelled_by = data.cancelled_by;
              order.cancel_reason = data.cancel_reason;
            }),
          );
      },
    }),
    /** After the driver cancelled: the same request again, as a new ride request. */
    retryRide: build.mutation<Ride, number>({
      query: (id) => ({ url: apiPath(API_ROUTES.rideRetry, { id }), method: 'POST' }),
    }),
    orderStreamToken: build.mutation<OrderStreamToken, number>({
      query: (id) => ({ url: apiPath(API_ROUTES.orderStreamToken, { id }), method: 'POST' }),
    }),
    /** Find a Driver: multipart, optionally with the parcel image. */
    requestDriver: build.mutation<Ride, { userId: number; form: FormData }>({
      query: ({ userId, form }) => ({
        url: apiPath(API_ROUTES.rideRequests, { userId }),
        method: 'POST',
        body: form,
      }),
    }),
    /**
     * The drivers' offers on the open request: read once, then pushed by the ride's offer stream
     * into this cache entry (RTK Query's streaming pattern), polled only while the stream is down.
     */
    getOffers: build.query<DriverOffer[], number>({
      query: (id) => apiPath(API_ROUTES.rideOffers, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Offers', id }],
      // The stream holds one of the customer's few stream slots: it goes when the list closes.
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(
        id,
        { dispatch, getCacheEntry, updateCachedData, cacheEntryRemoved },
      ) {
        const read = () =>
          void dispatch(
            bookingApi.endpoints.getOffers.initiate(id, { subscribe: false, forceRefetch: true }),
          );
        const stop = followOffers({
          id,
          apiBaseUrl: getRuntimeConfig().apiBaseUrl,
          streamToken: () => rideStreamTicket(dispatch, id),
          // Upserted, not updated: the first read may not have answered yet.
          onOffers: (offers) => {
            if (getCacheEntry().data !== undefined) updateCachedData(() => offers);
            else void dispatch(bookingApi.util.upsertQueryData('getOffers', id, offers));
          },
          poll: read,
        });
        await cacheEntryRemoved;
        stop();
      },
    }),
    /** Accepting an offer answers the order, which goes straight into the order's cache entry. */
    acceptOffer: build.mutation<Order, { userId: number; offerCode: string }>({
      query: ({ userId, offerCode }) => ({
        url: apiPath(API_ROUTES.acceptOffer, { userId, offerCode }),
        method: 'POST',
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: order } = await queryFulfilled.catch(() => ({ data: null }));
        if (order) dispatch(bookingApi.util.upsertQueryData('getOrder', order.id, order));
      },
    }),
    /**
     * The live order. Kept for as long as the tab lives (not the usual minute after its screen
     * closes): it is the customer's trip, and a sign-out resets the whole cache anyway.
     */
    getOrder: build.query<Order, number>({
      query: (id) => apiPath(API_ROUTES.order, { id }),
      keepUnusedDataFor: Infinity,
      // A poll or refetch that answers after a newer pushed event must not take the order back.
      merge: (current, incoming) => (incoming.version >= current.version ? incoming : current),
      // RTK Query's streaming pattern: the order's server-sent events update this cache entry
      // (polling while the stream is down) until the order ends or the entry goes.
      async onCacheEntryAdded(
        id,
        { dispatch, updateCachedData, cacheDataLoaded, cacheEntryRemoved, getCacheEntry },
      ) {
        const loaded = await cacheDataLoaded.then(
          () => true,
          () => false,
        );
        const current = getCacheEntry().data;
        if (!loaded || (current && ORDER_ENDED.has(current.status))) return;
        const stop = followOrder({
          id,
          apiBaseUrl: getRuntimeConfig().apiBaseUrl,
          streamToken: () => rideStreamTicket(dispatch, id),
          onOrder: (order) =>
            updateCachedData((draft) => (order.version >= draft.version ? order : draft)),
          poll: async () => {
            const result = await dispatch(
              bookingApi.endpoints.getOrder.initiate(id, { subscribe: false, forceRefetch: true }),
            );
            return result.data ?? null;
          },
        });
        await cacheEntryRemoved;
        stop();
      },
    }),
  }),
});

/** A fresh ticket for ride `id`'s event streams (EventSource cannot send the bearer header). */
async function rideStreamTicket(dispatch: AppDispatch, id: number): Promise<string> {
  const ticket = await dispatch(
    bookingApi.endpoints.orderStreamToken.initiate(id, { track: false }),
  ).unwrap();
  return ticket.token;
}

export const {
  useCreateQuotationMutation,
  useGetQuotationQuery,
  useRaiseOfferMutation,
  useGetRideQuery,
  useCancelRideMutation,
  useRetryRideMutation,
  useRequestDriverMutation,
  useGetOffersQuery,
  useAcceptOfferMutation,
  useGetOrderQuery,
} = bookingApi;
