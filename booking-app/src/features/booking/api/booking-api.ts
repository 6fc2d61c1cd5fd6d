import { dakiyaApi, API_ROUTES } from '@dakiya/shared';
import {
  apiPath,
  type DriverOffer,
  type Order,
  type Quotation,
  type QuotationRequest,
  type Ride,
  type RideRequestFields,
} from '@dakiya/domain';

/** SPEC.md section 7: quotation, bargaining and accept calls, added to the one shared api. */
export const bookingApi = dakiyaApi.injectEndpoints({
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
    /** The offer popup's call: JSON, its answer only logged. */
    offerFare: build.mutation<Ride, { userId: number } & RideRequestFields>({
      query: ({ userId, ...body }) => ({
        url: apiPath(API_ROUTES.rideRequests, { userId }),
        method: 'POST',
        body,
      }),
    }),
    /** Find a Driver: multipart, optionally with the parcel image. */
    requestDriver: build.mutation<Ride, { userId: number; form: FormData }>({
      query: ({ userId, form }) => ({
        url: apiPath(API_ROUTES.rideRequests, { userId }),
        method: 'POST',
        body: form,
      }),
    }),
    getOffers: build.query<DriverOffer[], number>({
      query: (id) => apiPath(API_ROUTES.rideOffers, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Offers', id }],
    }),
    /** Accepting an offer answers the order, which goes straight into the order's cache entry. */
    acceptOffer: build.mutation<Order, { userId: number; rideId: string }>({
      query: ({ userId, rideId }) => ({
        url: apiPath(API_ROUTES.acceptOffer, { userId, rideId }),
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
    }),
  }),
});

export const {
  useCreateQuotationMutation,
  useGetQuotationQuery,
  useOfferFareMutation,
  useRequestDriverMutation,
  useGetOffersQuery,
  useAcceptOfferMutation,
  useGetOrderQuery,
} = bookingApi;
