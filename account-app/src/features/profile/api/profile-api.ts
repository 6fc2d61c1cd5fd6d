import { dakiyaApi, imageOrError, API_ROUTES, REMOTE_INJECTION } from '@dakiya/shared';

/**
 * The signed-in customer's sign-up photo. It needs the bearer token, which an <img>'s own
 * request cannot send, so it is fetched here and shown as a data: URL.
 */
export const profileApi = dakiyaApi.injectEndpoints({
  ...REMOTE_INJECTION,
  endpoints: (build) => ({
    getMyPhoto: build.query<string, void>({
      query: () => ({
        url: API_ROUTES.myPhoto,
        responseHandler: imageOrError,
      }),
    }),
  }),
});

export const { useGetMyPhotoQuery } = profileApi;
