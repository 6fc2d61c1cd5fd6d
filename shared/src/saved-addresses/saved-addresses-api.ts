// Through the package's name: this file is in the separate entry `@dakiya/shared/places`, and only
// `@dakiya/shared` itself holds the one RTK Query api.
import { API_ROUTES, dakiyaApi } from '@dakiya/shared';
import {
  apiPath,
  type NewSavedAddress,
  type SavedAddress,
  type SavedAddressLabel,
} from '@dakiya/domain';

const TAG = 'SavedAddress' as const;

/**
 * The customer's saved addresses: account-app's profile changes them, booking-app's place fields
 * offer them. Every change refetches the list, so both see the same addresses.
 */
export const savedAddressesApi = dakiyaApi
  .enhanceEndpoints({ addTagTypes: [TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSavedAddresses: build.query<SavedAddress[], void>({
        query: () => API_ROUTES.savedAddresses,
        transformResponse: (response: { results: SavedAddress[] }) => response.results,
        providesTags: [TAG],
      }),
      addSavedAddress: build.mutation<SavedAddress, NewSavedAddress>({
        query: (body) => ({ url: API_ROUTES.savedAddresses, method: 'POST', body }),
        transformResponse: (response: { data: SavedAddress }) => response.data,
        invalidatesTags: [TAG],
      }),
      renameSavedAddress: build.mutation<SavedAddress, SavedAddressLabel & { id: number }>({
        query: ({ id, ...body }) => ({
          url: apiPath(API_ROUTES.savedAddress, { addressId: id }),
          method: 'PATCH',
          body,
        }),
        transformResponse: (response: { data: SavedAddress }) => response.data,
        invalidatesTags: [TAG],
      }),
      deleteSavedAddress: build.mutation<void, number>({
        query: (id) => ({
          url: apiPath(API_ROUTES.savedAddress, { addressId: id }),
          method: 'DELETE',
        }),
        invalidatesTags: [TAG],
      }),
    }),
  });

export const {
  useGetSavedAddressesQuery,
  useAddSavedAddressMutation,
  useRenameSavedAddressMutation,
  useDeleteSavedAddressMutation,
} = savedAddressesApi;
