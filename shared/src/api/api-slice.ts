import { createApi } from '@reduxjs/toolkit/query/react';
import { dakiyaBaseQuery } from './base-query';
import { API_ROUTES, type CurrentUser } from '@dakiya/domain';

/**
 * The one RTK Query api of the composed app. Remotes add their endpoints with
 * `dakiyaApi.injectEndpoints`, so every screen shares one cache. Endpoints more than one remote
 * reads (the signed-in user) live here.
 */
export const dakiyaApi = createApi({
  reducerPath: 'api',
  baseQuery: dakiyaBaseQuery,
  tagTypes: ['Me', 'Quotation', 'Ride', 'Offers', 'History', 'Order'],
  endpoints: (build) => ({
    getMe: build.query<CurrentUser, void>({
      query: () => API_ROUTES.me,
      transformResponse: (response: { data: CurrentUser }) => response.data,
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery } = dakiyaApi;

/**
 * How a remote adds its endpoints to dakiyaApi and its slices to the store: a newer release of
 * the remote, loaded into an open page after a deploy (docs/deploying-remotes.md), replaces what
 * the older one added instead of running beside it.
 */
export const REMOTE_INJECTION = { overrideExisting: true } as const;
