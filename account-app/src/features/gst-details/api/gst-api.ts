import { dakiyaApi, API_ROUTES, REMOTE_INJECTION } from '@dakiya/shared';
import type { GstDetails } from '@dakiya/domain';

/** The customer's GSTIN and business name, printed on their tax invoices. */
export const gstApi = dakiyaApi.injectEndpoints({
  ...REMOTE_INJECTION,
  endpoints: (build) => ({
    getGstDetails: build.query<GstDetails | null, void>({
      query: () => API_ROUTES.gstDetails,
      transformResponse: (response: { data: GstDetails | null }) => response.data,
      providesTags: ['Me'],
    }),
    saveGstDetails: build.mutation<GstDetails | null, GstDetails>({
      query: (body) => ({ url: API_ROUTES.gstDetails, method: 'PUT', body }),
      transformResponse: (response: { data: GstDetails | null }) => response.data,
      invalidatesTags: ['Me'],
    }),
    removeGstDetails: build.mutation<GstDetails | null, void>({
      query: () => ({ url: API_ROUTES.gstDetails, method: 'DELETE' }),
      transformResponse: (response: { data: GstDetails | null }) => response.data,
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useGetGstDetailsQuery, useSaveGstDetailsMutation, useRemoveGstDetailsMutation } =
  gstApi;
