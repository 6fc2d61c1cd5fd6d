import { API_ROUTES, REMOTE_INJECTION } from '@dakiya/shared';
import type { DriverEarnings, DriverTrips } from '@dakiya/domain';
import { AS_DRIVER } from '../../session/driver-session-binding';
import { driverApi } from '../../session/api/driver-api';
import { driverLanguageQuery } from '../../session/api/driver-language';

/** What the driver earned today (India's day) and their past trips, newest first, by page. */
export const earningsApi = driverApi.injectEndpoints({
  ...REMOTE_INJECTION,
  endpoints: (build) => ({
    getDriverEarnings: build.query<DriverEarnings, void>({
      query: () => API_ROUTES.driverEarnings,
      extraOptions: AS_DRIVER,
      // Dropped with the driver's session: the next driver on this phone never sees these.
      providesTags: ['Driver'],
    }),
    getDriverTrips: build.query<DriverTrips, number>({
      query: (page) => ({
        url: API_ROUTES.driverTrips,
        params: { page, ...driverLanguageQuery() },
      }),
      extraOptions: AS_DRIVER,
      providesTags: ['Driver'],
    }),
  }),
});

export const { useGetDriverEarningsQuery, useGetDriverTripsQuery } = earningsApi;
