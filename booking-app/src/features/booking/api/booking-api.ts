import { dakiyaApi, type DriverOffer, type Order, type Quotation } from '@dakiya/shared';
import type { QuotationRequest } from '@dakiya/shared/validation';

export interface RideRequestFields {
  type: string;
  pickup_location: string;
  drop_location: string;
  offer_fare: number;
}

/** SPEC.md section 7: quotation, bargaining and accept calls, added to the one shared api. */
export const bookingApi = dakiyaApi.injectEndpoints({
  endpoints: (build) => ({
    createQuotation: build.mutation<Quotation, QuotationRequest>({
      query: (body) => ({ url: '/quotations/prices/', method: 'POST', body }),
      transformResponse: (response: { data: Quotation }) => response.data,
    }),
    getQuotation: build.query<Quotation, number>({
      query: (id) => `/quotations/prices/${id}/`,
      transformResponse: (response: { data: Quotation }) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Quotation', id }],
    }),
    /** The offer popup's call: JSON, its answer only logged. */
    offerFare: build.mutation<unknown, { userId: number } & RideRequestFields>({
      query: ({ userId, ...body }) => ({ url: `/bargaining/${userId}/`, method: 'POST', body }),
    }),
    /** Find a Driver: multipart, optionally with the parcel image. */
    requestDriver: build.mutation<{ id: number }, { userId: number; form: FormData }>({
      query: ({ userId, form }) => ({ url: `/bargaining/${userId}/`, method: 'POST', body: form }),
    }),
    getOffers: build.query<DriverOffer[], number>({
      query: (rideRequestId) => `/bargaining/RideGet/${rideRequestId}/`,
      providesTags: (_result, _error, id) => [{ type: 'Offers', id }],
    }),
    acceptOffer: build.mutation<Order, { userId: number; rideId: string }>({
      query: ({ userId, rideId }) => ({
        url: `bargaining/RideGet/${userId}/driverassign/${rideId}/`,
        method: 'POST',
      }),
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
} = bookingApi;
