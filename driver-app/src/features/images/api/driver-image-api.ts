import { imageOrError, REMOTE_INJECTION } from '@dakiya/shared';
import { AS_DRIVER } from '../../session/driver-session-binding';
import { driverApi } from '../../session/api/driver-api';

/**
 * An image of the driver's API (their photo, a request's parcel photo). It needs the driver's
 * bearer token, which an <img>'s own request cannot send, so it is fetched here and shown as a
 * data: URL.
 */
export const driverImageApi = driverApi.injectEndpoints({
  ...REMOTE_INJECTION,
  endpoints: (build) => ({
    getDriverImage: build.query<string, string>({
      query: (path) => ({
        url: path,
        responseHandler: imageOrError,
      }),
      extraOptions: AS_DRIVER,
      // One driver's photo must not show for the next driver who signs in on this phone.
      providesTags: ['Driver'],
    }),
  }),
});

export const { useGetDriverImageQuery } = driverImageApi;
