import { API_ROUTES, dakiyaApi, REMOTE_INJECTION } from '@dakiya/shared';
import { apiPath, type DriverTrip, type PaymentMethod } from '@dakiya/domain';
import { AS_DRIVER } from '../../session/driver-session-binding';
import { driverLanguageQuery, onDriverLanguageChange } from '../../session/api/driver-language';

/**
 * The driver's current trip and its steps. Each step answers the trip as it now is, which goes
 * straight into the trip's cache entry: the screen moves on at once, and a delivered trip (which
 * GET no longer returns) stays on it until Done. All name the pickup and drop in the app's
 * language.
 */
export const tripApi = dakiyaApi.injectEndpoints({
  ...REMOTE_INJECTION,
  endpoints: (build) => ({
    /** 404 when the driver has no trip under way (none yet, or it ended). */
    getDriverTrip: build.query<DriverTrip, void>({
      query: () => ({ url: API_ROUTES.driverTrip, params: driverLanguageQuery() }),
      extraOptions: AS_DRIVER,
      // Gone with the screen: a finished trip must not show for a moment on the next one.
      keepUnusedDataFor: 0,
      // Another language: the trip is asked for again, named in it.
      async onCacheEntryAdded(_arg, { dispatch, cacheEntryRemoved }) {
        const stopListening = onDriverLanguageChange(
          () =>
            void dispatch(
              tripApi.endpoints.getDriverTrip.initiate(undefined, {
                subscribe: false,
                forceRefetch: true,
              }),
            ),
        );
        await cacheEntryRemoved;
        stopListening();
      },
    }),
    arriveAtPickup: build.mutation<DriverTrip, number>({
      query: (rideId) => ({
        url: apiPath(API_ROUTES.driverArrive, { rideId }),
        method: 'POST',
        params: driverLanguageQuery(),
      }),
      extraOptions: AS_DRIVER,
      async onQueryStarted(_rideId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(tripApi.util.upsertQueryData('getDriverTrip', undefined, data));
      },
    }),
    /** The customer's pickup code: the parcel is on board. */
    startTrip: build.mutation<DriverTrip, { rideId: number; otp: string }>({
      query: ({ rideId, otp }) => ({
        url: apiPath(API_ROUTES.driverStartTrip, { rideId }),
        method: 'POST',
        params: driverLanguageQuery(),
        body: { otp },
      }),
      extraOptions: AS_DRIVER,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(tripApi.util.upsertQueryData('getDriverTrip', undefined, data));
      },
    }),
    /** Delivered, with the code the recipient tells the driver. */
    deliverTrip: build.mutation<DriverTrip, { rideId: number; code: string }>({
      query: ({ rideId, code }) => ({
        url: apiPath(API_ROUTES.driverDeliver, { rideId }),
        method: 'POST',
        params: driverLanguageQuery(),
        body: { delivery_code: code },
      }),
      extraOptions: AS_DRIVER,
      async onQueryStarted(_rideId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(tripApi.util.upsertQueryData('getDriverTrip', undefined, data));
      },
    }),
    /** Delivered, proven by a photo of the parcel at the drop and the receiver's name. */
    deliverWithPhoto: build.mutation<
      DriverTrip,
      { rideId: number; photo: Blob; receivedBy: string }
    >({
      query: ({ rideId, photo, receivedBy }) => {
        const form = new FormData();
        form.append('received_by', receivedBy);
        form.append('photo', photo, 'parcel.jpg');
        return {
          url: apiPath(API_ROUTES.driverDeliverWithPhoto, { rideId }),
          method: 'POST',
          params: driverLanguageQuery(),
          body: form,
        };
      },
      extraOptions: AS_DRIVER,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(tripApi.util.upsertQueryData('getDriverTrip', undefined, data));
      },
    }),
    /** The fare received: cash, or the customer's UPI payment seen. */
    receivePayment: build.mutation<DriverTrip, { rideId: number; method: PaymentMethod }>({
      query: ({ rideId, method }) => ({
        url: apiPath(API_ROUTES.driverPayment, { rideId }),
        method: 'POST',
        params: driverLanguageQuery(),
        body: { method },
      }),
      extraOptions: AS_DRIVER,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(tripApi.util.upsertQueryData('getDriverTrip', undefined, data));
      },
    }),
    /** Before pickup only, with the reason the customer is shown. */
    cancelTrip: build.mutation<DriverTrip, { rideId: number; reason: string }>({
      query: ({ rideId, reason }) => ({
        url: apiPath(API_ROUTES.driverCancel, { rideId }),
        method: 'POST',
        params: driverLanguageQuery(),
        body: { reason },
      }),
      extraOptions: AS_DRIVER,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(tripApi.util.upsertQueryData('getDriverTrip', undefined, data));
      },
    }),
  }),
});

export const {
  useGetDriverTripQuery,
  useArriveAtPickupMutation,
  useStartTripMutation,
  useDeliverTripMutation,
  useDeliverWithPhotoMutation,
  useReceivePaymentMutation,
  useCancelTripMutation,
} = tripApi;
