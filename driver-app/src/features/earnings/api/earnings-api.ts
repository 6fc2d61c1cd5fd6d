import { API_ROUTES, dakiyaApi } from '@dakiya/shared';
import type { DriverEarnings, DriverTrips } from '@dakiya/domain';
import { AS_DRIVER } from '../../session/driver-session-binding';

/** What the driver earned today (India's day) and their past trips, newest first, by page. */
export const earningsApi = dakiyaApi.injectEndpoints({
  endpoints: (build) => ({
    getDriverEarnings: build.query<DriverEarnings, void>({
      query: () => API_ROUTES.driverEarnings,
      extraOptions: AS_DRIVER,
    }),
    getDriverTrips: build.query<DriverTrips, number>({
      query: (page) => ({ url: API_ROUTES.driverTrips, params: { page } }),
      extraOptions: AS_DRIVER,
    }),
  }),
});

export const { useGetDriverEarningsQuery, useGetDriverTripsQuery } = earningsApi;
