import { dakiyaApi, getRuntimeConfig, API_ROUTES, REMOTE_INJECTION } from '@dakiya/shared';
import {
  apiPath,
  type DriverFeed,
  type DriverOffer,
  type DriverStatus,
  type LatLng,
} from '@dakiya/domain';
import { AS_DRIVER } from '../../session/driver-session-binding';
import { driverSessionApi } from '../../session/api/driver-session-api';
import { driverLanguageQuery, onDriverLanguageChange } from '../../session/api/driver-language';
import { followFeed } from './feed-stream';

/** Online and offline, the driver's position, the requests near them and the driver's offers. */
export const driverRequestsApi = dakiyaApi.injectEndpoints({
  ...REMOTE_INJECTION,
  endpoints: (build) => ({
    /** Going online carries the first position; going offline none. */
    setDriverStatus: build.mutation<DriverStatus, { online: boolean } & Partial<LatLng>>({
      query: (body) => ({ url: API_ROUTES.driverStatus, method: 'PUT', body }),
      transformResponse: (response: { data: DriverStatus }) => response.data,
      extraOptions: AS_DRIVER,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer)
          dispatch(
            driverSessionApi.util.updateQueryData('getDriverMe', undefined, (me) => {
              me.online = answer.data.online;
            }),
          );
      },
    }),
    sendDriverPosition: build.mutation<unknown, LatLng>({
      query: (body) => ({ url: API_ROUTES.driverPosition, method: 'PUT', body }),
      extraOptions: AS_DRIVER,
    }),
    driverFeedStreamToken: build.mutation<{ token: string }, void>({
      query: () => ({ url: API_ROUTES.driverFeedStreamToken, method: 'POST' }),
      extraOptions: AS_DRIVER,
    }),
    /**
     * The requests near the driver and their own offers, pickups and drops in the app's language.
     * Read once, then pushed over server-sent events (read every few seconds while they fail) for
     * as long as a screen shows it (RTK Query's streaming pattern); the entry goes as soon as no
     * screen does, and the stream with it. Another language opens the stream again in it.
     */
    getDriverFeed: build.query<DriverFeed, void>({
      query: () => ({ url: API_ROUTES.driverFeed, params: driverLanguageQuery() }),
      extraOptions: AS_DRIVER,
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(
        _arg,
        { dispatch, updateCachedData, cacheDataLoaded, cacheEntryRemoved },
      ) {
        const loaded = await cacheDataLoaded.then(
          () => true,
          () => false,
        );
        if (!loaded) return;
        const readAgain = () =>
          void dispatch(
            driverRequestsApi.endpoints.getDriverFeed.initiate(undefined, {
              subscribe: false,
              forceRefetch: true,
            }),
          );
        const follow = () =>
          followFeed({
            apiBaseUrl: getRuntimeConfig().apiBaseUrl,
            lang: driverLanguageQuery().lang,
            streamToken: async () =>
              (
                await dispatch(
                  driverRequestsApi.endpoints.driverFeedStreamToken.initiate(undefined, {
                    track: false,
                  }),
                ).unwrap()
              ).token,
            onFeed: (feed) => updateCachedData(() => feed),
            readAgain,
          });
        let stop = follow();
        const stopListening = onDriverLanguageChange(() => {
          stop();
          stop = follow();
          readAgain();
        });
        await cacheEntryRemoved;
        stopListening();
        stop();
      },
    }),
    /** An offer on a nearby request: the customer's fare or more. A new fare is a new offer. */
    offerFare: build.mutation<DriverOffer, { rideId: number; fare: number }>({
      query: ({ rideId, fare }) => ({
        url: apiPath(API_ROUTES.driverOffers, { rideId }),
        method: 'POST',
        body: { fare },
      }),
      extraOptions: AS_DRIVER,
      async onQueryStarted({ rideId, fare }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        // The card shows the offer at once; the stream's next feed confirms it.
        dispatch(
          driverRequestsApi.util.updateQueryData('getDriverFeed', undefined, (feed) => {
            feed.offers = feed.offers.filter((offer) => offer.ride_id !== rideId);
            feed.offers.unshift({
              id: answer.data.id,
              ride_id: rideId,
              fare,
              state: 'waiting',
              created_at: new Date().toISOString(),
            });
          }),
        );
      },
    }),
  }),
});

export const {
  useSetDriverStatusMutation,
  useSendDriverPositionMutation,
  useGetDriverFeedQuery,
  useOfferFareMutation,
} = driverRequestsApi;
